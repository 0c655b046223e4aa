/**
 * The after-sales kit: what every product's refunds and changes share (flight and train after-sales use it). A refund
 * or change is a sub-order of its own (creation.ts createChildOrder) that holds its parent order while it is under
 * way. Here: the parent statuses one may start from, the hold, the way back when it is withdrawn or lapses, the
 * sub-order within the caller's booking scope (by its id, or its parent's newest) with its detail's common reads,
 * its timeline as the detail screens show it, and the messages to its booker. Money goes back through the pay
 * module's returnToPayer (pay/refund.ts).
 */
import type { OrderStatus } from '../../../../src/domain/orderStatus';
import type { Db } from '../../db';
import { translate, type Locale, type MsgKey } from '../../i18n/messages';
import { invalid, notFound } from '../../lib/errors';
import { chinaDateTime } from '../../lib/time';
import type { AuthInfo } from '../session/service';
import { afterSalesOrders, type OrderRow } from './afterSalesRepository';
import { createMessage, orderTimeline, orderTransition } from './lifecycle';
import { scopeFor } from './service';

export type { OrderRow };

/** Texts the server writes once (timeline notes, messages, titles) are stored in the default language. */
export const STORED_LOCALE = 'zh-CN' as const;

/** A stored text (timeline note, title, message) in the default language. */
export const storedText = (key: MsgKey, params: Record<string, string | number> = {}): string =>
  translate(STORED_LOCALE, key, params);

/** Parent statuses a refund or change may start from (tickets issued, possibly changed or refunded in part). */
export const AFTER_SALES_OPEN_STATUSES: readonly OrderStatus[] = ['issued', 'changed', 'partChanged', 'partRefunded'];

/** The status a refund or change holds its parent order in while it is under way (one at a time). */
export type HoldStatus = 'refunding' | 'changing';
const HOLD_STATUSES: readonly string[] = ['refunding', 'changing'] satisfies HoldStatus[];

/** Whether a refund or change of the order is under way. */
export const afterSalesBusy = (status: string): boolean => HOLD_STATUSES.includes(status);

/** The parent must be issued and free of another refund or change in progress; refused with the product's texts. */
export function checkAfterSalesOpen(status: string, refusals: { busy: MsgKey; notIssued: MsgKey }): void {
  if (afterSalesBusy(status)) throw invalid(refusals.busy);
  if (!(AFTER_SALES_OPEN_STATUSES as readonly string[]).includes(status)) throw invalid(refusals.notIssued);
}

/** An order of one of `types` within the caller's booking scope (capped by bookRange, like the order detail). */
export async function orderInScope(
  db: Db,
  auth: AuthInfo,
  id: string,
  types: readonly number[],
): Promise<OrderRow | undefined> {
  return afterSalesOrders(db).orderInScope(id, scopeFor(auth, 3), types);
}

/** The sub-order `id` of `subType` the caller may see, with the product's record of it; not found otherwise. */
export async function subOrderInScope<R>(
  db: Db,
  auth: AuthInfo,
  id: string,
  subType: number,
  record: (id: string) => Promise<R | undefined>,
): Promise<{ sub: OrderRow; record: R }> {
  const sub = await orderInScope(db, auth, id, [subType]);
  const rec = sub ? await record(id) : undefined;
  if (!sub || rec === undefined) throw notFound();
  return { sub, record: rec };
}

/**
 * A sub-order the caller withdraws or cancels: null when it is cancelled already (asked again, answered alike);
 * refused with `refusal` unless it is in one of the `open` statuses; not found outside the caller's scope.
 */
export async function withdrawable<R>(
  db: Db,
  auth: AuthInfo,
  id: string,
  subType: number,
  record: (id: string) => Promise<R | undefined>,
  open: { statuses: readonly OrderStatus[]; refusal: MsgKey },
): Promise<{ sub: OrderRow; record: R } | null> {
  const found = await subOrderInScope(db, auth, id, subType, record);
  if (found.sub.order_status === 'cancelled') return null;
  if (!(open.statuses as readonly string[]).includes(found.sub.order_status)) throw invalid(open.refusal);
  return found;
}

/**
 * A message about an order to its booker (title `key`, stored in the default language), in the caller's
 * transaction; nothing when there is no such order.
 */
export async function messageAbout(trx: Db, orderId: string, key: MsgKey, nowMs: number): Promise<void> {
  const o = await afterSalesOrders(trx).order(orderId);
  if (!o) return;
  await createMessage(trx, {
    corpId: o.corp_id,
    empId: o.emp_id,
    title: storedText(key),
    content: storedText('msgOrderContent', { orderNo: o.order_no, title: o.title }),
    orderId: o.id,
    orderType: o.order_type,
    nowMs,
  });
}

interface ActorOptions {
  nowMs: number;
  actorEmpId: string | null;
}

/**
 * A refund or change starts: the parent order moves from the status read to `status` (no message: the sub-order's
 * own tells the booker). The product holds its tickets first, in the same transaction.
 */
export async function holdParentOrder(
  trx: Db,
  parent: { id: string; order_status: string },
  status: HoldStatus,
  note: string,
  opts: ActorOptions,
): Promise<void> {
  await orderTransition(trx, parent.id, [parent.order_status as OrderStatus], status, note, {
    ...opts,
    message: false,
  });
}

/** A sub-order that ends before it is done (withdrawn, cancelled, lapsed) and the parent it held. */
export interface SubOrderEnd {
  /** The sub-order, cancelled from one of `from` with the timeline `note`. */
  sub: { id: string; from: readonly OrderStatus[]; note: string };
  /** The parent, back from the hold to the status it had before, with the timeline `note`. */
  parent: { id: string; held: HoldStatus; back: string; note: string };
  /** The product's own undoing between the two (tickets back to what they were, held seats released). */
  undo: () => Promise<void>;
  /** The message to the booker about the sub-order. */
  message: MsgKey;
}

/** Ends a sub-order before it is done, in the caller's transaction: see {@link SubOrderEnd}. */
export async function endSubOrder(trx: Db, end: SubOrderEnd, opts: ActorOptions): Promise<void> {
  const quiet = { ...opts, message: false };
  await orderTransition(trx, end.sub.id, end.sub.from, 'cancelled', end.sub.note, quiet);
  await end.undo();
  const { parent } = end;
  await orderTransition(trx, parent.id, [parent.held], parent.back as OrderStatus, parent.note, quiet);
  await messageAbout(trx, end.sub.id, end.message, opts.nowMs);
}

/**
 * A sub-order awaiting payment, looked at by its expiry step: its payment deadline when that is still ahead (look
 * again then), null when it has passed or there is none (it lapses now).
 */
export function deadlineAhead(sub: { pay_deadline: number | null }, nowMs: number): number | null {
  const deadline = sub.pay_deadline === null ? null : Number(sub.pay_deadline);
  return deadline !== null && deadline > nowMs ? deadline : null;
}

/** A timeline row as the detail screens show it. */
export interface TimelineView {
  status: string;
  at: string;
  note: string;
}

/** An order's timeline as the detail screens show it. */
export function timelineOf(events: readonly { to_status: string; created_at: number; note: string }[]): TimelineView[] {
  return events.map((e) => ({ status: e.to_status, at: chinaDateTime(Number(e.created_at)), note: e.note }));
}

/** How a product finds its sub-orders of one type and their records. */
export interface SubOrderSource<R, I> {
  /** The sub-order type (e.g. a refund's) and the type of the orders it belongs to. */
  subType: number;
  parentType: number;
  /** The parent's newest sub-order of this type. */
  latest: (parentId: string) => Promise<string | undefined>;
  /** The product's record of a sub-order (its id is the sub-order's), and its items. */
  record: (id: string) => Promise<R | undefined>;
  items: (id: string) => Promise<I[]>;
}

/**
 * What a sub-order's detail reads, within the caller's booking scope: the sub-order a request names (its own id, an
 * order id that is one as the order centre opens it, or a parent order's newest one), with its record, items, its
 * parent's number and its timeline. Not found otherwise.
 */
export async function subOrderDetail<R extends { order_id: string }, I>(
  db: Db,
  auth: AuthInfo,
  req: { id?: string | undefined; orderId?: string | undefined },
  source: SubOrderSource<R, I>,
  /** The reader's language (timeline notes). */
  locale: Locale = STORED_LOCALE,
): Promise<{ id: string; sub: OrderRow; record: R; items: I[]; parentNo: string; timeline: TimelineView[] }> {
  let id = req.id?.trim() ?? '';
  if (id === '' && req.orderId) {
    if (await orderInScope(db, auth, req.orderId, [source.subType])) id = req.orderId;
    else if (await orderInScope(db, auth, req.orderId, [source.parentType]))
      id = (await source.latest(req.orderId)) ?? '';
  }
  if (id === '') throw notFound();
  const { sub, record } = await subOrderInScope(db, auth, id, source.subType, source.record);
  const [parent, items, events] = await Promise.all([
    afterSalesOrders(db).order(record.order_id),
    source.items(id),
    orderTimeline(db, id, locale),
  ]);
  return { id, sub, record, items, parentNo: parent?.order_no ?? '', timeline: timelineOf(events) };
}
