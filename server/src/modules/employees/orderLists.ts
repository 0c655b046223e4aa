/**
 * User-centre order lists (issue 6 People): my demand orders across products (today only the flight demand orders
 * of flightAfterSales), train berth orders (order type 20031) and the car orders of trip applications (order type
 * 11018 with a trip application id), the last two within the order-centre scope (SPEC §6: only mine by default,
 * never beyond bookRange). Real queries: the lists stay empty until trains and cars write such orders.
 */
import type { AppContext } from '../../context';
import type { PageData } from '../../../../src/api/contract/envelope';
import type { FlightNeedRange } from '../../../../src/api/contract/flight';
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
/** Products with demand orders today. */
const FLIGHT_CPLX = '10901';

function legsTitle(json: string): string {
  try {
    const legs = JSON.parse(json) as FlightNeedRange[];
    return legs.map((l) => `${l.depCity}-${l.arrCity} ${l.depDate}`).join('; ');
  } catch {
    return '';
  }
}

export function userOrderLists(ctx: AppContext) {
  async function ordersOf(
    auth: AuthInfo,
    req: UserOrderListRequest,
    orderType: number,
    tripOnly: boolean,
  ): Promise<{ list: UserOrderItem[]; page: PageData }> {
    const page = toPage(req, LIST_PAGE_SIZE);
    const status = req.status ? req.status : undefined;
    const { rows, total } = await employeesRepository(ctx.db).ordersOfType(
      scopeFor(auth, req.findScope),
      orderType,
      tripOnly,
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
    /** needOrder/list: my own demand orders, newest first. */
    async needs(auth: AuthInfo, req: UserOrderListRequest): Promise<{ list: NeedOrderItem[]; page: PageData }> {
      const page = toPage(req, LIST_PAGE_SIZE);
      if (req.cplx && req.cplx !== FLIGHT_CPLX) return { list: [], page: pageData(page, 0) };
      const status = req.status ? req.status : undefined;
      const { rows, total } = await employeesRepository(ctx.db).flightNeedsOf(
        auth.corpId,
        auth.empId,
        status,
        page.offset,
        page.count,
      );
      const list = rows.map<NeedOrderItem>((r) => ({
        cplx: FLIGHT_CPLX,
        needId: r.id,
        needNo: r.need_no,
        status: r.status,
        title: legsTitle(r.ranges_json),
        personCount: Number(r.adult_num) + Number(r.child_num) + Number(r.baby_num),
        expectBudget: fenToYuan(Number(r.expect_budget_fen)),
        expectDeadline: r.expect_deadline,
        createdAt: chinaDateTime(Number(r.created_at)),
      }));
      return { list, page: pageData(page, total) };
    },

    /** trBenchList: train berth (waitlist) orders. */
    trBench(auth: AuthInfo, req: UserOrderListRequest) {
      return ordersOf(auth, req, ORDER_TYPE.trainBerth, false);
    },

    /** tripCarList: car orders made for a trip application. */
    tripCars(auth: AuthInfo, req: UserOrderListRequest) {
      return ordersOf(auth, req, ORDER_TYPE.car, true);
    },
  };
}
