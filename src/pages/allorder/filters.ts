/** The order centre's filter state (SPEC §3 order-list filters) and the request it makes; pure. */
import type { FindScope, OrderListRequest, OrderStatusGroup, ProductGroup } from '../../api/contract';
import { defaultOrderRange } from '../../domain/orderRange';

/** What the filter sheet edits (the status tab is separate). */
export interface OrderFilters {
  dateType: 1 | 2;
  dateStart: string;
  dateEnd: string;
  findScope: FindScope;
  productGroup: ProductGroup | null;
  keyword: string;
}

/** Booking date, the last 30 days (SPEC §9), only mine, every product, no keyword. */
export function defaultFilters(nowMs: number): OrderFilters {
  return { dateType: 1, ...defaultOrderRange(nowMs), findScope: 1, productGroup: null, keyword: '' };
}

/** Whether anything differs from the defaults (the filter button shows it). */
export function filtersActive(f: OrderFilters, nowMs: number): boolean {
  const d = defaultFilters(nowMs);
  return (
    f.dateType !== d.dateType ||
    f.findScope !== d.findScope ||
    f.dateStart !== d.dateStart ||
    f.dateEnd !== d.dateEnd ||
    f.productGroup !== null ||
    f.keyword.trim() !== ''
  );
}

/** allOrderList body of one page; scope capped by the employee's booking range. */
export function listRequest(
  f: OrderFilters,
  group: OrderStatusGroup,
  maxScope: number,
  page: { pageNum: number; count: number; createdBefore?: number },
): OrderListRequest {
  const body: OrderListRequest = {
    pageNum: page.pageNum,
    count: page.count,
    statusGroup: group,
    dateType: f.dateType,
    dateStart: f.dateStart,
    dateEnd: f.dateEnd,
    findScope: Math.min(f.findScope, maxScope) as FindScope,
  };
  if (f.productGroup) body.productGroup = f.productGroup;
  const keyword = f.keyword.trim();
  if (keyword) body.keyword = keyword;
  if (page.createdBefore !== undefined && page.pageNum > 1) body.createdBefore = page.createdBefore;
  return body;
}
