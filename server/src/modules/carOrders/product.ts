/**
 * Cars as a product line (issue 14): pre-booked services (11018: scheduled rides, airport and station transfers,
 * day rental; prepaid at the estimate) and instant rides (10906: paid at the end), their transitions (the journey's,
 * dispatch/), the paid handlers (pre-booked: the dispatch calls a driver at use time − 30 minutes; instant: the ride
 * paid at its end is completed), approval, the persisted steps (the journey's and this module's payment and
 * submission expiries), their own cancel calls (the fee by journey stage and the refund, dispatch/), calendar
 * segments (one per ride at its use time), the invoice item, demo data (the car standards of modules/car, then the
 * demo orders) and the calls — the shopping calls of
 * modules/car, the booking and order calls of this module and the journey's calls of the dispatch.
 */
import { ORDER_TYPE } from '../../../../src/domain/codes';
import { translate } from '../../i18n/messages';
import { carShoppingRoutes } from '../car/routes';
import { seedCarStandards } from '../car/seed';
import type { ProductModule, ProductSchedule } from '../orders/products';
import { CAR_APPROVAL_ORDER_TYPES, carApprovalHandler } from './approval';
import { CAR_ORDER_TYPES } from './codes';
import { CAR_TRANSITIONS, carDispatchJobs, carDispatchRoutes, carRidePaidHandler } from './dispatch';
import { carOrdersRepository } from './repository';
import { carOrderRoutes } from './routes';
import { seedCarOrdersDemo } from './seed';
import { carOrderJobs, carPrebookedPaidHandler } from './steps';

/** The calendar lists a ride on its use day at its use time. */
const schedule: ProductSchedule = {
  orderTypes: CAR_ORDER_TYPES,
  async segments(ctx, auth, range, locale) {
    const rows = await carOrdersRepository(ctx.db).schedule(auth.corpId, auth.empId, range.dateStart, range.dateEnd);
    return rows.map((r) => {
      const service = translate(locale, `carOrders.service.${r.use_type}` as 'carOrders.service.1');
      return {
        orderId: r.id,
        orderNo: r.order_no,
        orderType: Number(r.order_type),
        orderStatus: r.order_status,
        date: r.use_time.slice(0, 10),
        time: r.use_time.slice(11, 16),
        title: r.title,
        subtitle: r.to_name
          ? translate(locale, 'carOrders.schedule.subtitle', { service, from: r.from_name, to: r.to_name })
          : translate(locale, 'carOrders.schedule.subtitleDay', { service, from: r.from_name }),
      };
    });
  },
};

export const carProduct: ProductModule = {
  name: 'car',
  orderTypes: CAR_ORDER_TYPES,
  transitions: CAR_TRANSITIONS,
  onPaid: { [ORDER_TYPE.car]: carPrebookedPaidHandler, [ORDER_TYPE.carRealTime]: carRidePaidHandler },
  approval: { orderTypes: CAR_APPROVAL_ORDER_TYPES, handler: carApprovalHandler },
  jobs: { ...carDispatchJobs, ...carOrderJobs },
  // The dispatch's cancel applies the fee of the journey stage and refunds the rest; order/cancel refuses car orders.
  cancel: { orderTypes: CAR_ORDER_TYPES, call: '/obt/vehicles/order/cancel' },
  schedule,
  invoiceItem: '*运输服务*客运服务费',
  async seed(db, opts) {
    await seedCarStandards(db);
    await seedCarOrdersDemo(db, opts);
  },
  routes: [carShoppingRoutes, carOrderRoutes, carDispatchRoutes],
};
