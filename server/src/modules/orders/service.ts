/** allOrderList: filters (default the last 30 days by booking date), scope capped by bookRange, paging. */
import type { AppContext } from '../../context';
import {
  PRODUCT_GROUPS,
  type OrderCancelData,
  type OrderCommonDetail,
  type OrderListItem,
  type OrderListRequest,
  type OrderPageData,
} from '../../../../src/api/contract/orders';
import type { OrderStatus } from '../../../../src/domain/orderStatus';
import { maskMobile } from '../../../../src/domain/masking';
import { fenToYuan } from '../../../../src/domain/money';
import type { Locale } from '../../i18n/messages';
import { STORED_LOCALE, localTitle } from '../../i18n/stored';
import { invalid, invalidField, notFound } from '../../lib/errors';
import type { Db } from '../../db';
import { pageData, toPage } from '../../lib/paging';
import { addDays, chinaDateTime, chinaDay, chinaDayStartMs, isCalendarDate } from '../../lib/time';
import type { AuthInfo } from '../session/service';
import { ordersRepository, type OrderScope } from './repository';
import { STATUS_GROUPS, groupOf } from './statusGroups';
import { orderTimeline, orderTransition } from './lifecycle';
import { hasOwnCancel, type ProductRegistry } from './products';

export const DEFAULT_RANGE_DAYS = 30;
/** /violateList (violated 1) looks back further by default: a violation matters for a year's expense review. */
export const VIOLATED_RANGE_DAYS = 365;
const ORDERS_PAGE_SIZE = 10;

/** Statuses order/cancel accepts (after payment an order is refunded, not cancelled). */
export const CANCELLABLE: readonly OrderStatus[] = ['awaitingSubmission', 'awaitingPayment'];

/**
 * Whether order/cancel may cancel this order now: before payment, and not an order type whose product has a cancel
 * call of its own that also releases inventory (flights: cancelPnr).
 */
export function canCancelGenerically(products: ProductRegistry, orderType: number, status: string): boolean {
  return !hasOwnCancel(products, orderType) && (CANCELLABLE as readonly string[]).includes(status);
}

/** The scope an employee may see: the one asked for (default: only mine), never beyond bookRange. */
export function scopeFor(auth: AuthInfo, asked?: 1 | 2 | 3): OrderScope {
  return { corpId: auth.corpId, empId: auth.empId, deptId: auth.deptId, scope: scopeOf(auth, asked) };
}

function scopeOf(auth: AuthInfo, asked?: 1 | 2 | 3): 1 | 2 | 3 {
  return Math.min(asked ?? 1, auth.bookRange) as 1 | 2 | 3;
}

/** A China calendar date range checked and in epoch ms: [fromMs, toMsExclusive) covers fromDay to toDay. */
interface DayRangeMs {
  fromDay: string;
  toDay: string;
  fromMs: number;
  toMsExclusive: number;
}

/**
 * The list's date range from its request dates (refused as the request's field when not a date), kept for the next
 * request: nearly every list call asks for the same range all day, and checking and converting its two dates was
 * several µs of each call (issue 17).
 */
function rangeMemo() {
  let last: DayRangeMs | undefined;
  return {
    of(fromDay: string, toDay: string): DayRangeMs {
      if (last && last.fromDay === fromDay && last.toDay === toDay) return last;
      if (!isCalendarDate(fromDay)) throw invalidField('dateStart', 'fieldFormat');
      if (!isCalendarDate(toDay)) throw invalidField('dateEnd', 'fieldFormat');
      if (toDay < fromDay) throw invalid('dateRange');
      last = { fromDay, toDay, fromMs: chinaDayStartMs(fromDay), toMsExclusive: chinaDayStartMs(addDays(toDay, 1)) };
      return last;
    },
  };
}

/** Today's China date for an instant, kept with the day's bounds (every list call without an end date asks). */
function todayMemo() {
  let day = '';
  let startMs = 0;
  let endMs = 0;
  return {
    of(nowMs: number): string {
      if (nowMs >= startMs && nowMs < endMs) return day;
      day = chinaDay(nowMs);
      startMs = chinaDayStartMs(day);
      endMs = chinaDayStartMs(addDays(day, 1));
      return day;
    },
  };
}

/** Texts of creation times kept per process: most kept. */
const CREATED_AT_TEXTS = 4096;

/**
 * Creation times as the list shows them, by epoch ms: the first pages list the same newest orders call after call,
 * and formatting a time anew for every row was a tenth of the list's JavaScript (issue 17). The text depends on the
 * instant alone; when full the table starts over.
 */
function createdAtMemo() {
  const texts = new Map<number, string>();
  return {
    of(ms: number): string {
      let text = texts.get(ms);
      if (text === undefined) {
        text = chinaDateTime(ms);
        if (texts.size >= CREATED_AT_TEXTS) texts.clear();
        texts.set(ms, text);
      }
      return text;
    },
  };
}

export function ordersService(ctx: AppContext) {
  const repo = ordersRepository(ctx.db);
  const ranges = rangeMemo();
  const today = todayMemo();
  const createdAtTexts = createdAtMemo();

  return {
    async list(
      auth: AuthInfo,
      req: OrderListRequest,
      locale: Locale = STORED_LOCALE,
    ): Promise<{ list: OrderListItem[]; page: OrderPageData }> {
      const nowMs = ctx.now().getTime();
      const toDay = req.dateEnd ?? today.of(nowMs);
      const fromDay = req.dateStart ?? addDays(toDay, req.violated === 1 ? -VIOLATED_RANGE_DAYS : -DEFAULT_RANGE_DAYS);
      const range = ranges.of(fromDay, toDay);
      const page = toPage(req, ORDERS_PAGE_SIZE);
      const group = req.statusGroup ?? 'all';
      // Field by field, not spread from scopeFor (a spread is copied in V8's runtime; issue 17).
      const filter = {
        corpId: auth.corpId,
        empId: auth.empId,
        deptId: auth.deptId,
        scope: scopeOf(auth, req.findScope),
        dateType: req.dateType ?? 1,
        fromMs: range.fromMs,
        toMsExclusive: range.toMsExclusive,
        fromDay,
        toDay,
        statuses: group === 'all' ? undefined : STATUS_GROUPS[group],
        orderType: req.orderType,
        orderTypes: req.productGroup ? PRODUCT_GROUPS[req.productGroup] : undefined,
        orderNo: req.orderNo,
        keyword: req.keyword?.trim() || undefined,
        violated: req.violated === 1,
        // Page 1 fixes the anchor; later pages send it back (stable under inserts).
        createdBefore: req.createdBefore ?? nowMs,
      } as const;
      const { rows, total } = await repo.page(filter, page.offset, page.count);
      const list = rows.map<OrderListItem>((r) => ({
        id: r.id,
        orderNo: r.order_no,
        orderType: r.order_type,
        productType: r.product_type,
        orderStatus: r.order_status,
        statusGroup: groupOf(r.order_status),
        transferFlag: r.transfer_flag === 1 ? 1 : 0,
        isShowGuarantee: r.is_show_guarantee === 1 ? 1 : 0,
        title: localTitle(r.title, locale),
        travelDate: r.travel_date,
        travellerNames: r.travellers,
        bookerName: r.booker_name,
        amount: fenToYuan(Number(r.total_fen)),
        createdAt: createdAtTexts.of(Number(r.created_at)),
        violationReason: r.violation_reason,
      }));
      return { list, page: { ...pageData(page, total), createdBefore: filter.createdBefore } };
    },

    /** The fields every product shares, with the timeline (generic read-only detail); scope capped by bookRange. */
    async detail(auth: AuthInfo, orderId: string, locale: Locale = STORED_LOCALE): Promise<OrderCommonDetail> {
      const row = await repo.one(scopeFor(auth, 3), orderId);
      if (!row) throw notFound();
      const [names, events] = await Promise.all([repo.travellerNames([row.id]), orderTimeline(ctx.db, row.id, locale)]);
      return {
        id: row.id,
        orderNo: row.order_no,
        orderType: row.order_type,
        orderStatus: row.order_status,
        statusGroup: groupOf(row.order_status),
        title: localTitle(row.title, locale),
        travelDate: row.travel_date,
        amount: fenToYuan(Number(row.total_fen)),
        bookerName: row.booker_name,
        travellerNames: names.get(row.id) ?? [],
        linkMan: row.link_man,
        // Masked for every reader, the booker included, like each product's own detail (SPEC §9).
        linkTel: maskMobile(row.link_tel),
        remark: row.remark,
        createdAt: chinaDateTime(Number(row.created_at)),
        canCancel: canCancelGenerically(ctx.products, row.order_type, row.order_status),
        events: events.map((e) => ({
          fromStatus: e.from_status,
          toStatus: e.to_status,
          note: e.note,
          at: chinaDateTime(Number(e.created_at)),
        })),
      };
    },

    /**
     * order/cancel inside the idempotent transaction: any product without a cancel call of its own, before payment,
     * with a reason (SPEC §5 cancel reason cannot be empty). Cancelling a cancelled order answers as done.
     * `onlyType` restricts it to one order type (another type answers as not found).
     */
    async cancel(
      trx: Db,
      auth: AuthInfo,
      orderId: string,
      reason: string,
      onlyType?: number,
    ): Promise<OrderCancelData> {
      if (!reason) throw invalid('cancelReasonRequired');
      const row = await ordersRepository(trx).one(scopeFor(auth, 3), orderId);
      if (!row || (onlyType !== undefined && row.order_type !== onlyType)) throw notFound();
      if (row.order_status === 'cancelled') return { orderId, orderStatus: 'cancelled' };
      if (!canCancelGenerically(ctx.products, row.order_type, row.order_status)) throw invalid('orderCannotCancel');
      await orderTransition(trx, orderId, CANCELLABLE, 'cancelled', reason, {
        nowMs: ctx.now().getTime(),
        actorEmpId: auth.empId,
      });
      return { orderId, orderStatus: 'cancelled' };
    },
  };
}
