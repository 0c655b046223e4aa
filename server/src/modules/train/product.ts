/**
 * Trains as a product line (issue 12): the train order type, its transitions, ticketing on payment, approval,
 * jobs, its own cancel call (it gives the seats back), calendar segments, the itinerary, the invoice item, demo
 * orders and the calls. Refunds, changes, waitlist orders and the rail account are products of their own modules.
 */
import { ORDER_TYPE } from '../../../../src/domain/codes';
import type { ProductModule, ProductSchedule } from '../orders/products';
import { TRAIN_APPROVAL_ORDER_TYPES, trainApprovalHandler } from './approval';
import { loadTrainItinerary } from './itinerary';
import { trainOrders } from './orders';
import { trainRoutes } from './routes';
import { seedTrainDemo } from './seed';
import { trainJobs, trainPaidHandler } from './ticketing';
import { TRAIN_TRANSITIONS } from './transitions';

/** The itinerary calendar lists trains leg by leg (a transfer shows both trains). */
const schedule: ProductSchedule = {
  orderTypes: [ORDER_TYPE.train],
  segments: (ctx, auth, range, locale) => trainOrders(ctx).segments(auth, range, locale),
};

export const trainProduct: ProductModule = {
  name: 'train',
  orderTypes: [ORDER_TYPE.train],
  transitions: TRAIN_TRANSITIONS,
  onPaid: { [ORDER_TYPE.train]: trainPaidHandler },
  approval: { orderTypes: TRAIN_APPROVAL_ORDER_TYPES, handler: trainApprovalHandler },
  jobs: trainJobs,
  // trOrderCancel gives the seats back; the generic order/cancel refuses train orders.
  cancel: { orderTypes: [ORDER_TYPE.train], call: '/obt/train/trOrderCancel' },
  schedule,
  invoiceItem: '*旅游服务*代订火车票服务',
  documents: { itinerary: { orderTypes: [ORDER_TYPE.train], load: loadTrainItinerary } },
  seed: seedTrainDemo,
  routes: [trainRoutes],
};
