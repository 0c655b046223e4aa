/**
 * Train after-sales as a product line: refunds (11010) and changes (11011) of train orders, declared once and
 * registered by build() (PRODUCTS in server/src/app.ts).
 */
import { ORDER_TYPE } from '../../../../src/domain/codes';
import { stepHandlers } from '../../suppliers/kit/step';
import type { ProductModule } from '../orders/products';
import { expireStep, issueStep } from './changeComplete';
import { changePaidHandler } from './changes';
import { refundStep } from './refunds';
import { trainAfterSalesRoutes } from './routes';
import { TRAIN_AFTER_SALES_ORDER_TYPES, TRAIN_AFTER_SALES_TRANSITIONS } from './transitions';

export const trainAfterSalesProduct: ProductModule = {
  name: 'trainAfterSales',
  orderTypes: TRAIN_AFTER_SALES_ORDER_TYPES,
  transitions: TRAIN_AFTER_SALES_TRANSITIONS,
  onPaid: { [ORDER_TYPE.trainChange]: changePaidHandler },
  jobs: stepHandlers(refundStep, issueStep, expireStep),
  // A change awaiting payment holds seats: only cancelTrChangeOrder gives them back.
  cancel: { orderTypes: [ORDER_TYPE.trainChange], call: '/obt/train/cancelTrChangeOrder' },
  invoiceItem: '*旅游服务*代订火车票服务',
  routes: [trainAfterSalesRoutes],
};
