/** Order centre: allOrderList (also as totalOrderList), the generic order detail and cancel, the itinerary calendar. */
import type { FastifyInstance } from 'fastify';
import type {
  OrderCancelData,
  OrderCancelRequest,
  OrderCommonDetail,
  OrderEventItem,
  OrderIdBody,
  OrderListItem,
  OrderListRequest,
  OrderPageData,
  ProductGroup,
  ScheduleHistoryRequest,
  ScheduleListItem,
  ScheduleListRequest,
} from '../../../../src/api/contract/orders';
import { PRODUCT_GROUPS } from '../../../../src/api/contract/orders';
import type { AppContext } from '../../context';
import { ok, okList, okPage } from '../../lib/envelope';
import { DAY, PAGE_DATA, PAGE_PROPS, arr, bool, int, num, obj, oneOf, reply, str } from '../../lib/schema';
import { authOf } from '../../plugins/auth';
import { withIdempotency } from '../../plugins/idempotency';
import { ordersSchedule } from './schedule';
import { ordersService } from './service';

export const GROUPS = ['all', 'toPay', 'approval', 'processing', 'done', 'closed'] as const;
const PRODUCTS = Object.keys(PRODUCT_GROUPS) as ProductGroup[];
const ID = str({ minLength: 1, maxLength: 64 });

export const ORDER_PAGE_DATA = obj<OrderPageData>(
  { total: int(), pageNum: int(), count: int(), createdBefore: int() },
  ['total', 'pageNum', 'count', 'createdBefore'],
);

export const ORDER_LIST_ITEM = obj<OrderListItem>({
  id: str(),
  orderNo: str(),
  orderType: int(),
  productType: int(),
  orderStatus: str(),
  statusGroup: oneOf(GROUPS, 'string'),
  transferFlag: oneOf([0, 1]),
  isShowGuarantee: oneOf([0, 1]),
  title: str(),
  travelDate: str(),
  travellerNames: arr(str()),
  bookerName: str(),
  amount: num(),
  createdAt: str(),
  violationReason: str(),
});

export const allOrderListSchema = {
  summary: 'Orders within the booking scope, newest first (page 1 answers the anchor later pages send back)',
  body: obj<OrderListRequest>({
    ...PAGE_PROPS,
    dateType: oneOf([1, 2]),
    dateStart: DAY,
    dateEnd: DAY,
    findScope: oneOf([1, 2, 3]),
    statusGroup: oneOf(GROUPS, 'string'),
    // Order types are 5-digit codes; a larger number would overflow PostgreSQL's integer column (a 500).
    orderType: int({ minimum: 0, maximum: 99999 }),
    orderNo: str({ maxLength: 64 }),
    productGroup: oneOf(PRODUCTS, 'string'),
    keyword: str({ maxLength: 64 }),
    createdBefore: int({ minimum: 0 }),
    violated: oneOf([0, 1]),
  }),
  response: reply(ORDER_PAGE_DATA, ORDER_LIST_ITEM),
};

export const detailSchema = {
  summary: 'The fields every order shares, with its timeline (generic read-only detail)',
  body: obj<OrderIdBody>({ orderId: ID }, ['orderId']),
  response: reply(
    obj<OrderCommonDetail>({
      id: str(),
      orderNo: str(),
      orderType: int(),
      orderStatus: str(),
      statusGroup: oneOf(GROUPS, 'string'),
      title: str(),
      travelDate: str(),
      amount: num(),
      bookerName: str(),
      travellerNames: arr(str()),
      linkMan: str(),
      linkTel: str(),
      remark: str(),
      createdAt: str(),
      canCancel: bool(),
      events: arr(obj<OrderEventItem>({ fromStatus: str(), toStatus: str(), note: str(), at: str() })),
    }),
  ),
};

export const cancelSchema = {
  summary: 'Cancel an order before payment with a reason (products without a cancel call of their own)',
  body: obj<OrderCancelRequest>({ orderId: ID, reason: str({ maxLength: 200 }) }, ['orderId', 'reason']),
  response: reply(obj<OrderCancelData>({ orderId: str(), orderStatus: str() })),
};

const SCHEDULE_ITEM = obj<ScheduleListItem>({
  orderId: str(),
  orderNo: str(),
  orderType: int(),
  orderStatus: str(),
  date: str(),
  time: str(),
  title: str(),
  subtitle: str(),
});

const scheduleListSchema = {
  summary: 'My trips across products between two dates (default today + 90 days), by day and time',
  body: obj<ScheduleListRequest>({ dateStart: DAY, dateEnd: DAY }),
  response: reply(undefined, SCHEDULE_ITEM),
};

const scheduleHistorySchema = {
  summary: 'My past trips, newest first',
  body: obj<ScheduleHistoryRequest>({ ...PAGE_PROPS }),
  response: reply(PAGE_DATA, SCHEDULE_ITEM),
};

export async function ordersRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;
  const orders = ordersService(ctx);
  const schedule = ordersSchedule(ctx);
  // totalOrderList (SPEC §7) is the same order-centre list under its other name.
  for (const path of ['/obt/allOrderList', '/obt/totalOrderList']) {
    app.post<{ Body: OrderListRequest }>(path, { schema: allOrderListSchema }, async (req) => {
      const { list, page } = await orders.list(authOf(req), req.body, req.locale);
      return okPage(list, page);
    });
  }
  app.post<{ Body: OrderIdBody }>('/obt/order/detail', { schema: detailSchema }, async (req) =>
    ok(await orders.detail(authOf(req), req.body.orderId, req.locale)),
  );
  app.post<{ Body: OrderCancelRequest }>('/obt/order/cancel', { schema: cancelSchema }, async (req) =>
    withIdempotency(ctx, req, 'order.cancel', async (trx) =>
      ok(await orders.cancel(trx, authOf(req), req.body.orderId, req.body.reason.trim())),
    ),
  );
  app.post<{ Body: ScheduleListRequest }>('/obt/order/scheduleList', { schema: scheduleListSchema }, async (req) =>
    okList(await schedule.list(authOf(req), req.body, req.locale)),
  );
  app.post<{ Body: ScheduleHistoryRequest }>(
    '/obt/order/scheduleHistory',
    { schema: scheduleHistorySchema },
    async (req) => {
      const { list, page } = await schedule.history(authOf(req), req.body, req.locale);
      return okPage(list, page);
    },
  );
}
