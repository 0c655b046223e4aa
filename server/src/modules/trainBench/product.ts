/**
 * Train waitlist ('bench', 候补) orders as a product line (order type 20031): their transition table, grabbing
 * started on payment, the grab / issue / expiry steps, their own cancel call (a paid order is refunded), a demo
 * order and routes.
 * The order centre and /userCenter/trBenchList list them as orders of type 20031.
 */
import { ORDER_TYPE } from '../../../../src/domain/codes';
import type { ProductModule } from '../orders/products';
import { benchJobs, benchPaidHandler } from './grab';
import { trainBenchRoutes } from './routes';
import { seedBenchDemo } from './seed';
import { BENCH_ORDER_TYPES, BENCH_TRANSITIONS } from './transitions';

export const trainBenchProduct: ProductModule = {
  name: 'trainBench',
  orderTypes: BENCH_ORDER_TYPES,
  transitions: BENCH_TRANSITIONS,
  onPaid: { [ORDER_TYPE.trainBerth]: benchPaidHandler },
  jobs: benchJobs,
  // trHbOrderCancel refunds a paid waitlist order; the generic order/cancel refuses it.
  cancel: { orderTypes: BENCH_ORDER_TYPES, call: '/obt/train/trHbOrderCancel' },
  invoiceItem: '*旅游服务*代订火车票服务',
  seed: seedBenchDemo,
  routes: [trainBenchRoutes],
};
