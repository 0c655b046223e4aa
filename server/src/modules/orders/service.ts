/** allOrderList: filters (default the last 30 days by booking date), scope capped by bookRange, paging. */
import type { AppContext } from '../../context';
import type { PageData } from '../../../../src/api/contract/envelope';
import type { OrderListItem, OrderListRequest } from '../../../../src/api/contract/orders';
import { fenToYuan } from '../../../../src/domain/money';
import { invalid, invalidField } from '../../lib/errors';
import { pageData, toPage } from '../../lib/paging';
import { addDays, chinaDateTime, chinaDay, chinaDayStartMs, isCalendarDate } from '../../lib/time';
import type { AuthInfo } from '../session/service';
import { ordersRepository, type OrderScope } from './repository';
import { STATUS_GROUPS, groupOf } from './statusGroups';

export const DEFAULT_RANGE_DAYS = 30;
const ORDERS_PAGE_SIZE = 10;

/** The scope an employee may see: the one asked for (default: only mine), never beyond bookRange. */
export function scopeFor(auth: AuthInfo, asked?: 1 | 2 | 3): OrderScope {
  const scope = Math.min(asked ?? 1, auth.bookRange) as 1 | 2 | 3;
  return { corpId: auth.corpId, empId: auth.empId, deptId: auth.deptId, scope };
}

export function ordersService(ctx: AppContext) {
  const repo = ordersRepository(ctx.db);

  return {
    async list(auth: AuthInfo, req: OrderListRequest): Promise<{ list: OrderListItem[]; page: PageData }> {
      const today = chinaDay(ctx.now().getTime());
      const toDay = req.dateEnd ?? today;
      const fromDay = req.dateStart ?? addDays(toDay, -DEFAULT_RANGE_DAYS);
      if (!isCalendarDate(fromDay)) throw invalidField('dateStart', 'fieldFormat');
      if (!isCalendarDate(toDay)) throw invalidField('dateEnd', 'fieldFormat');
      if (toDay < fromDay) throw invalid('dateRange');
      const page = toPage(req, ORDERS_PAGE_SIZE);
      const group = req.statusGroup ?? 'all';
      const filter = {
        ...scopeFor(auth, req.findScope),
        dateType: req.dateType ?? 1,
        fromMs: chinaDayStartMs(fromDay),
        toMsExclusive: chinaDayStartMs(addDays(toDay, 1)),
        fromDay,
        toDay,
        statuses: group === 'all' ? undefined : STATUS_GROUPS[group],
        orderType: req.orderType,
        orderNo: req.orderNo,
      } as const;
      const [rows, total] = await Promise.all([repo.list(filter, page.offset, page.count), repo.count(filter)]);
      const names = await repo.travellerNames(rows.map((r) => r.id));
      const list = rows.map<OrderListItem>((r) => ({
        id: r.id,
        orderNo: r.order_no,
        orderType: r.order_type,
        productType: r.product_type,
        orderStatus: r.order_status,
        statusGroup: groupOf(r.order_status),
        transferFlag: r.transfer_flag === 1 ? 1 : 0,
        isShowGuarantee: r.is_show_guarantee === 1 ? 1 : 0,
        title: r.title,
        travelDate: r.travel_date,
        travellerNames: names.get(r.id) ?? [],
        bookerName: r.booker_name,
        amount: fenToYuan(Number(r.total_fen)),
        createdAt: chinaDateTime(Number(r.created_at)),
      }));
      return { list, page: pageData(page, total) };
    },
  };
}
