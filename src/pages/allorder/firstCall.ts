/**
 * /allorder's first call (issue 17): the order centre opens on the 'all' tab with the default filters and asks
 * page 1, its scope capped by the booking range of the stored user info — the page's own request (index.tsx),
 * built by the same function.
 */
import type { FirstCallContext, FirstCalls } from '../../boot/firstCall';
import { LIMITS } from '../../domain/limits';
import { STORAGE_KEYS } from '../../domain/session';
import { defaultFilters, listRequest } from './filters';

/** The allOrderList call (src/api/orders.ts). */
export const ORDER_LIST_PATH = '/obt/allOrderList';

/** The booking range of the stored user, as the page reads it from the session (1 when unknown). */
function bookRange(ctx: FirstCallContext): number {
  const info = ctx.stored(STORAGE_KEYS.userInfo) as { empInfo?: { bookRange?: unknown } } | null;
  const range = info?.empInfo?.bookRange;
  return typeof range === 'number' ? range : 1;
}

export const firstCalls: FirstCalls = {
  '/allorder': (ctx) => ({
    path: ORDER_LIST_PATH,
    body: {
      ...listRequest(defaultFilters(ctx.now), 'all', bookRange(ctx), { pageNum: 1, count: LIMITS.pageSize.orders }),
    },
  }),
};
