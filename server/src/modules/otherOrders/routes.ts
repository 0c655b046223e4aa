/**
 * Other orders (order type 11097, SPEC §7: list, detail, cancel): the order-centre rows of that one type, the generic
 * detail and the generic cancel. They live on `orders` like every product, so no table of their own.
 */
import type { FastifyInstance } from 'fastify';
import type {
  OrderCancelRequest,
  OrderIdBody,
  OrderListFilters,
  OrderStatusGroup,
} from '../../../../src/api/contract/orders';
import type { PageQuery } from '../../../../src/api/contract/envelope';
import { ORDER_TYPE } from '../../../../src/domain/codes';
import type { AppContext } from '../../context';
import { ok, okPage } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { DAY, PAGE_PROPS, int, obj, oneOf, reply, str } from '../../lib/schema';
import { authOf } from '../../plugins/auth';
import { withIdempotency } from '../../plugins/idempotency';
import { GROUPS, ORDER_LIST_ITEM, ORDER_PAGE_DATA, cancelSchema, detailSchema } from '../orders/routes';
import { ordersService } from '../orders/service';
import type { AuthInfo } from '../session/service';

/** otherOrder/list: my other orders (booking date range, default the last 30 days), newest first. */
export interface OtherOrderListRequest extends PageQuery, Pick<OrderListFilters, 'keyword' | 'createdBefore'> {
  dateStart?: string;
  dateEnd?: string;
  statusGroup?: OrderStatusGroup;
}

const listSchema = {
  summary: 'Other orders (11097) within the booking scope, newest first',
  body: obj<OtherOrderListRequest>({
    ...PAGE_PROPS,
    dateStart: DAY,
    dateEnd: DAY,
    statusGroup: oneOf(GROUPS, 'string'),
    keyword: str({ maxLength: 64 }),
    createdBefore: int({ minimum: 0 }),
  }),
  response: reply(ORDER_PAGE_DATA, ORDER_LIST_ITEM),
};

export async function otherOrdersRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;
  const orders = ordersService(ctx);
  // The detail of an order of another type answers as not found here (cancel checks it in its transaction).
  const mustBeOther = async (auth: AuthInfo, orderId: string) => {
    const d = await orders.detail(auth, orderId);
    if (d.orderType !== ORDER_TYPE.other) throw notFound();
    return d;
  };

  app.post<{ Body: OtherOrderListRequest }>('/obt/otherOrder/list', { schema: listSchema }, async (req) => {
    const { list, page } = await orders.list(authOf(req), { ...req.body, orderType: ORDER_TYPE.other });
    return okPage(list, page);
  });
  app.post<{ Body: OrderIdBody }>('/obt/otherOrder/detail', { schema: detailSchema }, async (req) =>
    ok(await mustBeOther(authOf(req), req.body.orderId)),
  );
  app.post<{ Body: OrderCancelRequest }>('/obt/otherOrder/cancel', { schema: cancelSchema }, async (req) =>
    withIdempotency(ctx, req, 'otherOrder.cancel', async (trx) =>
      ok(await orders.cancel(trx, authOf(req), req.body.orderId, req.body.reason.trim(), ORDER_TYPE.other)),
    ),
  );
}
