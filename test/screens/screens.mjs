/**
 * Which screens the sweep visits and with which query: every built screen of the route registry
 * (src/router/routes.ts, `built` and not a redirect alias), path parameters dropped (they travel as query keys).
 * A screen about one record gets a real id from the demo data (see `demoRecords` in run.mjs); the rest open as a
 * user reaching them without parameters would, which shows their missing-parameter or empty state.
 */
import { ROUTES } from '../../src/router/routes.ts';

/** '/userCenter/empEdit/:id?' → '/userCenter/empEdit'. */
const pathOf = (url) =>
  url
    .split('/')
    .filter((s) => !s.startsWith(':'))
    .join('/') || '/';

/** Query per screen, from the records made or found before the sweep (`ids`). */
const QUERIES = {
  '/tk/tkOrderDetail': (ids) => ids.paidOrderId && { orderId: ids.paidOrderId },
  '/pay/payment': (ids) => ids.unpaidOrderId && { orderIds: ids.unpaidOrderId },
  '/pay/paySuccess': (ids) => ids.paidOrderId && { orderIds: ids.paidOrderId, amount: ids.paidAmount },
  '/tk/tkRefundApply': (ids) => ids.paidOrderId && { orderId: ids.paidOrderId },
  '/tk/tkChangeApply': (ids) => ids.paidOrderId && { orderId: ids.paidOrderId },
  '/tripDetail': (ids) => ids.ccsqdId && { ccsqdId: ids.ccsqdId },
  '/tripChange': (ids) => ids.ccsqdId && { ccsqdId: ids.ccsqdId },
  '/userCenter/noticeDetail/:id?': (ids) => ids.noticeId && { id: ids.noticeId },
};

/** `[{ url, path, href }]`: the spec URL, its path and the address visited. */
export function screens(ids) {
  return ROUTES.filter((r) => r.built && !r.redirect).map((r) => {
    const query = QUERIES[r.url]?.(ids) || null;
    const path = pathOf(r.url);
    const href = query ? `${path}?${new URLSearchParams(query)}` : path;
    return { url: r.url, path, href, public: Boolean(r.public) };
  });
}
