/** allOrderList (order centre). */
import type { FastifyInstance } from 'fastify';
import type { OrderListItem, OrderListRequest } from '../../../../src/api/contract/orders';
import type { AppContext } from '../../context';
import { okPage } from '../../lib/envelope';
import { DAY, PAGE_DATA, PAGE_PROPS, arr, int, num, obj, oneOf, reply, str } from '../../lib/schema';
import { authOf } from '../../plugins/auth';
import { ordersService } from './service';

const GROUPS = ['all', 'toPay', 'approval', 'processing', 'done', 'closed'] as const;

const allOrderListSchema = {
  summary: 'Orders within the booking scope, newest first',
  body: obj<OrderListRequest>({
    ...PAGE_PROPS,
    dateType: oneOf([1, 2]),
    dateStart: DAY,
    dateEnd: DAY,
    findScope: oneOf([1, 2, 3]),
    statusGroup: oneOf(GROUPS, 'string'),
    orderType: int(),
    orderNo: str({ maxLength: 64 }),
  }),
  response: reply(
    PAGE_DATA,
    obj<OrderListItem>({
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
    }),
  ),
};

export async function ordersRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const orders = ordersService(opts.ctx);
  app.post<{ Body: OrderListRequest }>('/obt/allOrderList', { schema: allOrderListSchema }, async (req) => {
    const { list, page } = await orders.list(authOf(req), req.body);
    return okPage(list, page);
  });
}
