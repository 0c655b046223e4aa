/**
 * User-centre order lists (issue 6 People): my demand orders across products (each product with demand orders
 * lists them: ProductModule.needs; today flights), train berth orders (order type 20031) and the car orders of trip applications (order type
 * 11018 with a trip application id), the last two within the order-centre scope (SPEC §6: only mine by default,
 * never beyond bookRange). Real queries: the lists stay empty until trains and cars write such orders.
 */
import type { AppContext } from '../../context';
import type { PageData } from '../../../../src/api/contract/envelope';
import type { NeedOrderItem, UserOrderItem, UserOrderListRequest } from '../../../../src/api/contract/peopleAdmin';
import { ORDER_TYPE } from '../../../../src/domain/codes';
import { fenToYuan } from '../../../../src/domain/money';
import { pageData, toPage } from '../../lib/paging';
import { chinaDateTime } from '../../lib/time';
import { ordersRepository } from '../orders/repository';
import { scopeFor } from '../orders/service';
import type { AuthInfo } from '../session/service';
import { employeesRepository } from './repository';

const LIST_PAGE_SIZE = 20;

export function userOrderLists(ctx: AppContext) {
  async function ordersOf(
    auth: AuthInfo,
    req: UserOrderListRequest,
    orderType: number,
  ): Promise<{ list: UserOrderItem[]; page: PageData }> {
    const page = toPage(req, LIST_PAGE_SIZE);
    const status = req.status ? req.status : undefined;
    const { rows, total } = await employeesRepository(ctx.db).ordersOfType(
      scopeFor(auth, req.findScope),
      orderType,
      status,
      page.offset,
      page.count,
    );
    const names = await ordersRepository(ctx.db).travellerNames(rows.map((r) => r.id));
    const list = rows.map<UserOrderItem>((r) => ({
      orderId: r.id,
      orderNo: r.order_no,
      orderType: Number(r.order_type),
      orderStatus: r.order_status,
      title: r.title,
      travelDate: r.travel_date,
      amount: fenToYuan(Number(r.total_fen)),
      ccsqdId: r.ccsqd_id ?? '',
      travellerNames: names.get(r.id) ?? [],
      createdAt: chinaDateTime(Number(r.created_at)),
    }));
    return { list, page: pageData(page, total) };
  }

  return {
    /**
     * needOrder/list: my own demand orders, newest first, of the product `cplx` names (without it: of the first
     * product with demand orders — the only one today); a product without demand orders lists none.
     */
    async needs(auth: AuthInfo, req: UserOrderListRequest): Promise<{ list: NeedOrderItem[]; page: PageData }> {
      const page = toPage(req, LIST_PAGE_SIZE);
      const sources = ctx.products.all().flatMap((p) => (p.needs ? [p.needs] : []));
      const source = req.cplx ? sources.find((n) => n.cplx === req.cplx) : sources[0];
      if (!source) return { list: [], page: pageData(page, 0) };
      const status = req.status ? req.status : undefined;
      const { rows, total } = await source.list(ctx, auth, status, page.offset, page.count);
      return { list: rows, page: pageData(page, total) };
    },

    /** trBenchList: train berth (waitlist) orders. */
    trBench(auth: AuthInfo, req: UserOrderListRequest) {
      return ordersOf(auth, req, ORDER_TYPE.trainBerth);
    },
  };
}
