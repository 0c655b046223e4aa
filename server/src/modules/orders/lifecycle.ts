/**
 * The order lifecycle every product shares: checked status transitions with a timeline (`order_events`), the
 * booker's messages, and payment completion with the paid handler of the order's product (ProductModule.onPaid;
 * flights enqueue ticketing).
 * Every function takes the caller's transaction, so the status change, its timeline row, its message and whatever a
 * paid handler does commit or roll back together.
 */
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import type { OrderStatus } from '../../../../src/domain/orderStatus';
import type { Locale, MsgKey } from '../../i18n/messages';
import {
  STORED_LOCALE,
  isStoredText,
  matchText,
  paramsJson,
  renderStored,
  renderText,
  type StoredText,
} from '../../i18n/stored';
import { newId } from '../../lib/crypto';
import { invalid, notFound } from '../../lib/errors';
import { lifecycleRepository } from './lifecycleRepository';
import { canTransition } from './transitions';
import { LIMITS } from '../../../../src/domain/limits';
import { fenToYuan } from '../../../../src/domain/money';

/** SPEC §9: an order may be paid within 15 minutes of entering awaitingPayment. */
export const PAY_LIMIT_MS = LIMITS.session.paymentLimitMinutes * 60_000;

/** A transaction (or, outside one, the database itself). */
export type Trx = Kysely<Database>;

/** Runs inside the paying transaction after an order became `paid`; `ctx` is the app. */
export type PaidHandler = (trx: Trx, orderId: string, ctx: AppContext) => Promise<void>;

export interface LifecycleOptions {
  /** The business clock (ctx.now()): never the wall clock, so tests with a moved clock agree. */
  nowMs: number;
  /** Who caused the change (null: the system, e.g. a job or the payment provider). */
  actorEmpId?: string | null;
  /** Write the booker a message (default: for the statuses in MESSAGE_TITLES). */
  message?: boolean;
}

export interface TransitionResult {
  orderId: string;
  orderType: number;
  from: OrderStatus;
  to: OrderStatus;
}

/** Statuses the booker hears about, with the message title. */
export const MESSAGE_TITLES: Partial<Record<OrderStatus, MsgKey>> = {
  paid: 'msgPaid',
  issued: 'msgIssued',
  confirmed: 'msgConfirmed',
  cancelled: 'msgCancelled',
  rejected: 'msgRejected',
  approvalTerminated: 'msgApprovalTerminated',
  refunded: 'msgRefunded',
  partRefunded: 'msgPartRefunded',
  changed: 'msgChanged',
  partChanged: 'msgPartChanged',
};

/**
 * A text written once and read in every reader's language: a dictionary key with parameters (stored with its
 * default-language rendering), or a plain string (data, or an older caller's text: matched back to a key if it can).
 */
export type WrittenText = string | StoredText;

const keyed = (text: WrittenText, family: 'note' | 'message'): { text: string; key: string; params: string } => {
  const stored = isStoredText(text) ? text : matchText(text, family);
  return {
    text: isStoredText(text) ? renderText(STORED_LOCALE, text) : text,
    key: stored?.key ?? '',
    params: stored ? paramsJson(stored.params) : '',
  };
};

export interface NewMessage {
  corpId: string;
  empId: string;
  /** Rendered per reader on every read (message/list). */
  title: WrittenText;
  content: WrittenText;
  /** The invoice request the message is about: opening it shows the invoice, not the order. */
  invoiceId?: string;
  orderId?: string;
  orderType?: number;
  /** 1 order notice (default), 2 approval notice. */
  yycj?: 1 | 2;
  workItemId?: string;
  /** The business clock (ctx.now()). */
  nowMs: number;
}

/** Writes one message to an employee (message/list); returns its id. */
export async function createMessage(trx: Trx, m: NewMessage): Promise<string> {
  const nowMs = m.nowMs;
  const id = newId(nowMs);
  const title = keyed(m.title, 'message');
  const content = keyed(m.content, 'message');
  await lifecycleRepository(trx).insertMessage({
    id,
    corp_id: m.corpId,
    emp_id: m.empId,
    yycj: m.yycj ?? 1,
    title: title.text,
    content: content.text,
    title_key: title.key,
    content_key: content.key,
    params_json: JSON.stringify({
      title: JSON.parse(title.params || '{}'),
      content: JSON.parse(content.params || '{}'),
    }),
    invoice_id: m.invoiceId ?? '',
    order_id: m.orderId ?? '',
    order_type: m.orderType ?? 0,
    work_item_id: m.workItemId ?? '',
    is_read: 0,
    created_at: nowMs,
    read_at: null,
  });
  return id;
}

/**
 * Moves an order to `to` when its current status is one of `from` and the order type's table allows the step;
 * appends the timeline row and (for notable statuses) the booker's message. Refusals are code 2: the status moved
 * on meanwhile ('orderStatusChanged') or the step is not in the table ('orderTransitionRefused').
 */
export async function orderTransition(
  trx: Trx,
  orderId: string,
  from: readonly OrderStatus[],
  to: OrderStatus,
  note: WrittenText,
  opts: LifecycleOptions,
): Promise<TransitionResult> {
  const nowMs = opts.nowMs;
  const repo = lifecycleRepository(trx);
  const order = await repo.orderForTransition(orderId);
  if (!order) throw notFound();
  const current = order.order_status as OrderStatus;
  if (!from.includes(current)) throw invalid('orderStatusChanged');
  if (!canTransition(order.order_type, current, to)) throw invalid('orderTransitionRefused');

  // Conditional on the status just read: a concurrent change makes this update nothing. Entering
  // awaitingPayment (e.g. after approval) starts the 15-minute payment limit (SPEC §9) from now.
  const updated = await repo.setStatusIfCurrent(
    orderId,
    current,
    to === 'awaitingPayment'
      ? { order_status: to, updated_at: nowMs, pay_deadline: nowMs + PAY_LIMIT_MS }
      : { order_status: to, updated_at: nowMs },
  );
  if (updated !== 1) throw invalid('orderStatusChanged');

  const seq = (await repo.lastEventSeq(orderId)) + 1;
  const written = keyed(note, 'note');
  await repo.insertEvent({
    id: newId(nowMs),
    order_id: orderId,
    corp_id: order.corp_id,
    seq,
    from_status: current,
    to_status: to,
    note: written.text,
    note_key: written.key,
    note_params: written.params,
    actor_emp_id: opts.actorEmpId ?? null,
    created_at: nowMs,
  });

  const titleKey = MESSAGE_TITLES[to];
  if (titleKey && opts.message !== false) {
    await createMessage(trx, {
      corpId: order.corp_id,
      empId: order.emp_id,
      title: { key: titleKey },
      content: { key: 'msgOrderContent', params: { orderNo: order.order_no, title: { title: order.title } } },
      orderId,
      orderType: order.order_type,
      nowMs,
    });
  }
  return { orderId, orderType: order.order_type, from: current, to };
}

/** The first timeline row of a new order (from '' to the status it was created in). */
export async function orderCreated(
  trx: Trx,
  orderId: string,
  note: WrittenText,
  opts: Omit<LifecycleOptions, 'message'>,
): Promise<void> {
  const nowMs = opts.nowMs;
  const repo = lifecycleRepository(trx);
  const order = await repo.orderCorpAndStatus(orderId);
  if (!order) throw notFound();
  const written = keyed(note, 'note');
  await repo.insertEvent({
    id: newId(nowMs),
    order_id: orderId,
    corp_id: order.corp_id,
    seq: 1,
    from_status: '',
    to_status: order.order_status,
    note: written.text,
    note_key: written.key,
    note_params: written.params,
    actor_emp_id: opts.actorEmpId ?? null,
    created_at: nowMs,
  });
}

/**
 * awaitingPayment → paid for every order (each once, in id order so concurrent payers lock alike), records the
 * payment on the order, writes the booker's message and runs the paid handler of the order type's product
 * (ctx.products), all in `trx`. Any order not awaiting payment aborts the whole payment (the caller's transaction
 * rolls back).
 */
export async function markOrdersPaid(
  ctx: AppContext,
  trx: Trx,
  orderIds: readonly string[],
  payId: string,
  opts: LifecycleOptions,
): Promise<TransitionResult[]> {
  const nowMs = opts.nowMs;
  const ids = [...new Set(orderIds)].sort();
  const results: TransitionResult[] = [];
  for (const id of ids) {
    const r = await orderTransition(trx, id, ['awaitingPayment'], 'paid', await paidNote(trx, payId, id), {
      ...opts,
      nowMs,
    });
    await lifecycleRepository(trx).setPaid(id, nowMs, payId);
    const handler = ctx.products.paidHandler(r.orderType);
    if (handler) await handler(trx, id, ctx);
    results.push(r);
  }
  return results;
}

/** The timeline note of a payment: its method and this order's amount, never the payment's internal id. */
async function paidNote(trx: Trx, payId: string, orderId: string): Promise<StoredText> {
  const facts = await lifecycleRepository(trx).paymentFacts(payId, orderId);
  if (!facts) return { key: 'note.paidPlain' };
  return {
    key: 'note.paid',
    params: {
      method: { key: facts.method === 'online' ? 'note.payOnline' : 'note.payCompany' },
      amount: fenToYuan(facts.amountFen).toFixed(2),
    },
  };
}

/** An order's timeline, oldest first, each note in the reader's language (order detail screens). */
export async function orderTimeline(db: Trx, orderId: string, locale: Locale = STORED_LOCALE) {
  const rows = await lifecycleRepository(db).timeline(orderId);
  return rows.map(({ note_key, note_params, ...row }) => ({
    ...row,
    note: renderStored(locale, { key: note_key, params: note_params, text: row.note }, 'note'),
  }));
}
