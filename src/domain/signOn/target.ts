/**
 * Where a WeCom sign-on lands (SPEC §4 single sign-on: "redirects to the target screen"; the parameters targetModule
 * default 1, loginCli default m, workItemId, orderNo, orderId, travelNo). SPEC names the parameters, not the screens,
 * so the map is decided here (docs/hosts/wecom.md):
 *   targetModule '2' approval → /approval/Detail of the work item (else the approval list)
 *   targetModule '3' order    → the order's detail screen by its type (else all orders)
 *   targetModule '4' trip     → /tripDetail?ccsqdId= (else the trip list)
 *   targetModule '1' (default) → the most specific record the parameters name (work item, order, trip), else /home.
 * Records are looked up by the server in the caller's company first (`found`); what was not found is not opened.
 */
import type { SignOnParams, SignOnTargetData } from '../../api/contract/wecom';
import { orderDetailTarget } from '../orderRouting';

export const TARGET_MODULE = { home: '1', approval: '2', order: '3', trip: '4' } as const;

const HOME = '/home';
const FALLBACK: Readonly<Record<string, string>> = {
  [TARGET_MODULE.approval]: '/approvalList',
  [TARGET_MODULE.order]: '/allorder',
  [TARGET_MODULE.trip]: '/tripList',
};

function withQuery(url: string, query: Record<string, string>): string {
  const search = Object.entries(query)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
  return search ? `${url}?${search}` : url;
}

function approvalRoute(found: SignOnTargetData): string | undefined {
  const a = found.approval;
  return a
    ? withQuery('/approval/Detail', { id: a.orderId, workItemId: a.workItemId, orderType: String(a.orderType) })
    : undefined;
}

function orderRoute(found: SignOnTargetData): string | undefined {
  const o = found.order;
  const target = o ? orderDetailTarget({ id: o.orderId, orderType: o.orderType }) : null;
  return target ? withQuery(target.url, target.query) : undefined;
}

function tripRoute(found: SignOnTargetData): string | undefined {
  return found.trip ? withQuery('/tripDetail', { ccsqdId: found.trip.ccsqdId }) : undefined;
}

/** Which parameters ask for a record lookup (the server's signOnTarget): none → no call needed. */
export function needsLookup(params: Pick<SignOnParams, 'workItemId' | 'orderNo' | 'orderId' | 'travelNo'>): boolean {
  return Boolean(params.workItemId || params.orderNo || params.orderId || params.travelNo);
}

/** The route a signed-on user goes to. */
export function signOnRoute(params: Pick<SignOnParams, 'targetModule'>, found: SignOnTargetData): string {
  const module = (params.targetModule || TARGET_MODULE.home).trim();
  const byModule: Readonly<Record<string, (f: SignOnTargetData) => string | undefined>> = {
    [TARGET_MODULE.approval]: approvalRoute,
    [TARGET_MODULE.order]: orderRoute,
    [TARGET_MODULE.trip]: tripRoute,
  };
  const pick = byModule[module];
  if (pick) return pick(found) ?? FALLBACK[module];
  // Default module: the most specific record named.
  return approvalRoute(found) ?? orderRoute(found) ?? tripRoute(found) ?? HOME;
}
