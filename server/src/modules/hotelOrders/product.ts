/**
 * Hotels as a product line (issue 13): hotel orders (11007) and their refunds (11008), their transitions, the
 * hotel's confirmation on payment, approval, the persisted steps, their own cancel call (it gives the rooms back
 * and applies the plan's cancellation rule), calendar segments (one per stay, on the check-in day), the booking
 * confirmation as the product's document, the invoice item, demo data and the calls — the booking and order calls
 * of this module and the shopping calls of modules/hotel.
 */
import { ORDER_TYPE } from '../../../../src/domain/codes';
import { translate } from '../../i18n/messages';
import type { ProductModule, ProductSchedule } from '../orders/products';
import { hotelShoppingRoutes } from '../hotel/routes';
import { hotelIntlRoutes } from '../hotelIntl/routes';
import { HOTEL_APPROVAL_ORDER_TYPES, hotelApprovalHandler } from './approval';
import { loadHotelConfirmation } from './documents';
import { hotelRefundJobs } from './refunds';
import { hotelOrdersRepository } from './repository';
import { hotelOrderRoutes } from './routes';
import { seedHotelOrdersDemo } from './seed';
import { hotelOrderJobs, hotelPaidHandler } from './steps';
import { HOTEL_TRANSITIONS } from './transitions';

/** The calendar lists a stay on its check-in day, with the latest arrival as its time. */
const schedule: ProductSchedule = {
  orderTypes: [ORDER_TYPE.hotel],
  async segments(ctx, auth, range, locale) {
    const rows = await hotelOrdersRepository(ctx.db).schedule(auth.corpId, auth.empId, range.dateStart, range.dateEnd);
    return rows.map((r) => ({
      orderId: r.id,
      orderNo: r.order_no,
      orderType: ORDER_TYPE.hotel,
      orderStatus: r.order_status,
      date: r.check_in,
      time: r.arrival_time,
      title: locale === 'en-US' && r.hotel_name_en ? r.hotel_name_en : r.hotel_name,
      subtitle: translate(locale, 'hotelOrders.schedule.subtitle', {
        room: r.room_name,
        rooms: Number(r.rooms),
        nights: Number(r.nights),
      }),
    }));
  },
};

export const hotelProduct: ProductModule = {
  name: 'hotel',
  orderTypes: [ORDER_TYPE.hotel, ORDER_TYPE.hotelRefund],
  transitions: HOTEL_TRANSITIONS,
  onPaid: { [ORDER_TYPE.hotel]: hotelPaidHandler },
  approval: { orderTypes: HOTEL_APPROVAL_ORDER_TYPES, handler: hotelApprovalHandler },
  jobs: { ...hotelOrderJobs, ...hotelRefundJobs },
  // hotelOrderCancel gives the rooms back and applies the plan's rule; the generic order/cancel refuses hotel orders.
  cancel: { orderTypes: [ORDER_TYPE.hotel], call: '/obt/hotel/order/hotelOrderCancel' },
  schedule,
  invoiceItem: '*旅游服务*代订住宿服务',
  documents: { itinerary: { orderTypes: [ORDER_TYPE.hotel], load: loadHotelConfirmation } },
  seed: seedHotelOrdersDemo,
  routes: [hotelOrderRoutes, hotelShoppingRoutes, hotelIntlRoutes],
};
