/**
 * The one way to create orders, shared by every product (issue 10): the `orders` row, its travellers with their
 * documents, the first timeline row, the pay deadline (SPEC §9: 15 minutes) and the product's expiry job, all in
 * the caller's transaction (the route's, under its Idempotency-Key), so a refused booking leaves nothing behind.
 * Refunds and changes are sub-orders of their own, made by {@link createChildOrder}. Imports no product module: a
 * product passes its order type, number prefix and job kinds in the draft.
 */
import type { Selectable } from 'kysely';
import type { Db } from '../../db';
import { LIMITS } from '../../../../src/domain/limits';
import type { OrderStatus } from '../../../../src/domain/orderStatus';
import { enqueue } from '../../jobs';
import { claimBusinessNo } from '../../lib/businessNo';
import { newId } from '../../lib/crypto';
import { resolveContactMobile } from '../booking/contactMobile';
import { creationRepository, type TravellerRow } from './creationRepository';
import { lifecycleRepository } from './lifecycleRepository';
import type { OrdersTable } from './tables';

/** SPEC §9: an order may be paid within 15 minutes of being created awaiting payment. */
const PAY_LIMIT_MS = LIMITS.session.paymentLimitMinutes * 60_000;

/** A traveller of a new order with the document they travel on. */
export interface TravellerDraft {
  name: string;
  /** Null for a traveller from outside the company. */
  empId: string | null;
  deptId: string | null;
  /** Document type as the contract's IdType ('ID', 'PASSPORT', …). */
  idType: string;
  idno: string;
  /** SPEC §3: 1 adult, 2 child, 3 infant. */
  psgType: number;
  phone: string;
}

/** A job the new order schedules; the payload defaults to `{ orderId }`. */
export interface JobSpec {
  kind: string;
  payload?: unknown;
}

/** Everything a product decides about a new order; the kit adds ids, number, timestamps, timeline and jobs. */
export interface OrderDraft {
  corpId: string;
  /** The booker and their department (booking scope). */
  empId: string;
  deptId: string;
  /** Order number prefix, e.g. 'TK' for domestic flights. */
  orderNoPrefix: string;
  orderType: number;
  productType: number;
  status: OrderStatus;
  totalFen: number;
  title: string;
  /** First travel day (YYYY-MM-DD). */
  travelDate: string;
  /** Last travel day of a range (hotel nights, visa, tour, a flight's last segment); default travelDate. */
  travelEndDate?: string;
  transferFlag?: number;
  ccsqdId?: string | null;
  linkMan?: string;
  linkTel?: string;
  linkEmail?: string;
  costCenterId?: string | null;
  projectId?: string | null;
  violationReason?: string;
  remark?: string;
  approvalRequired?: boolean;
  travellers: readonly TravellerDraft[];
  /** Note of the first timeline row. */
  note: string;
  /** Runs at the pay deadline when the order is created awaiting payment (e.g. cancel it unpaid). */
  expiryJob?: JobSpec;
  /** Runs `afterMs` from now when the order is created in any other status (e.g. approval never sent). */
  holdJob?: JobSpec & { afterMs: number };
}

/** The business clock and who creates the order. */
export interface CreateOptions {
  nowMs: number;
  actorEmpId: string | null;
}

/** The order just created. */
export interface CreatedOrder {
  orderId: string;
  orderNo: string;
  /** Epoch ms; null when the order does not await payment. */
  payDeadline: number | null;
}

function travellerRows(orderId: string, corpId: string, list: readonly TravellerDraft[], nowMs: number) {
  return list.map((t, seq) => ({
    id: newId(nowMs),
    order_id: orderId,
    corp_id: corpId,
    emp_id: t.empId,
    dept_id: t.deptId,
    name: t.name,
    seq,
    id_type: t.idType,
    idno: t.idno,
    psg_type: t.psgType,
    phone: t.phone,
  }));
}

/** Creates an order with its travellers, first timeline row, pay deadline and expiry job in `trx`. */
export async function createOrder(trx: Db, draft: OrderDraft, opts: CreateOptions): Promise<CreatedOrder> {
  const { nowMs } = opts;
  const orderId = newId(nowMs);
  const payDeadline = draft.status === 'awaitingPayment' ? nowMs + PAY_LIMIT_MS : null;
  const linkTel = await resolveContactMobile(trx, draft, draft.linkTel ?? '');
  const travellers = travellerRows(orderId, draft.corpId, draft.travellers, nowMs);
  const row = (orderNo: string) => ({
    id: orderId,
    corp_id: draft.corpId,
    emp_id: draft.empId,
    dept_id: draft.deptId,
    order_no: orderNo,
    order_type: draft.orderType,
    product_type: draft.productType,
    order_status: draft.status,
    total_fen: draft.totalFen,
    title: draft.title,
    travel_date: draft.travelDate,
    travel_end_date: draft.travelEndDate ?? draft.travelDate,
    transfer_flag: draft.transferFlag ?? 0,
    is_show_guarantee: 0,
    ccsqd_id: draft.ccsqdId ?? null,
    created_at: nowMs,
    updated_at: nowMs,
    pay_deadline: payDeadline,
    link_man: draft.linkMan ?? '',
    link_tel: linkTel,
    link_email: draft.linkEmail ?? '',
    cost_center_id: draft.costCenterId ?? null,
    project_id: draft.projectId ?? null,
    violation_reason: draft.violationReason ?? '',
    remark: draft.remark ?? '',
    approval_required: draft.approvalRequired ? 1 : 0,
  });
  // Another instance may have given out the same number (each counts its own sequence): draw again, in this
  // transaction, rather than fail the booking on the unique index.
  const orderNo = await claimBusinessNo(draft.orderNoPrefix, nowMs, (no) =>
    creationRepository(trx).insertOrder(row(no), travellers),
  );
  // The first timeline row (as lifecycle.orderCreated writes it, without reading back the row just inserted).
  await lifecycleRepository(trx).insertEvent({
    id: newId(nowMs),
    order_id: orderId,
    corp_id: draft.corpId,
    seq: 1,
    from_status: '',
    to_status: draft.status,
    note: draft.note,
    actor_emp_id: opts.actorEmpId ?? null,
    created_at: nowMs,
  });
  const job = payDeadline !== null ? draft.expiryJob : draft.holdJob;
  const runAt = payDeadline ?? nowMs + (draft.holdJob?.afterMs ?? 0);
  if (job) await enqueue(trx, job.kind, job.payload ?? { orderId }, runAt, nowMs);
  return { orderId, orderNo, payDeadline };
}

/** What a refund or change sub-order takes from its parent order. */
export type ParentOrder = Pick<
  Selectable<OrdersTable>,
  | 'id'
  | 'corp_id'
  | 'emp_id'
  | 'dept_id'
  | 'order_no'
  | 'product_type'
  | 'travel_date'
  | 'travel_end_date'
  | 'transfer_flag'
  | 'ccsqd_id'
  | 'link_man'
  | 'link_tel'
  | 'link_email'
  | 'cost_center_id'
  | 'project_id'
>;

/** A refund or change sub-order; contacts, cost assignment and travellers come from the parent. */
export interface ChildDraft {
  /** The product's refund or change order type (e.g. 11002 for a domestic flight refund). */
  orderType: number;
  /** Order number prefix, e.g. 'TKR'. */
  orderNoPrefix: string;
  status: OrderStatus;
  title: string;
  /** Default: the parent's dates. */
  travelDate?: string;
  travelEndDate?: string;
  /** The reason given for the refund or change. */
  remark: string;
  /** Runs at the pay deadline when the sub-order is created awaiting payment. */
  expiryJob?: JobSpec;
}

function copyTraveller(t: TravellerRow): TravellerDraft {
  return {
    name: t.name,
    empId: t.emp_id,
    deptId: t.dept_id,
    idType: t.id_type,
    idno: t.idno,
    psgType: t.psg_type,
    phone: t.phone,
  };
}

/**
 * Creates a refund or change sub-order of `parent` for `amountFen` (money back, or to pay), in `trx`. It belongs to
 * the parent's booker (messages, scope) and carries copies of its travellers, so whoever sees the order sees its
 * refunds and changes.
 */
export async function createChildOrder(
  trx: Db,
  parent: ParentOrder,
  kind: 'refund' | 'change',
  amountFen: number,
  draft: ChildDraft,
  opts: CreateOptions,
): Promise<CreatedOrder> {
  const travellers = await creationRepository(trx).travellers(parent.id);
  const travelDate = draft.travelDate ?? parent.travel_date;
  return createOrder(
    trx,
    {
      corpId: parent.corp_id,
      empId: parent.emp_id,
      deptId: parent.dept_id,
      orderNoPrefix: draft.orderNoPrefix,
      orderType: draft.orderType,
      productType: parent.product_type,
      status: draft.status,
      totalFen: amountFen,
      title: draft.title,
      travelDate,
      travelEndDate: draft.travelEndDate ?? (draft.travelDate ? travelDate : (parent.travel_end_date ?? travelDate)),
      transferFlag: parent.transfer_flag,
      ccsqdId: parent.ccsqd_id,
      linkMan: parent.link_man,
      linkTel: parent.link_tel,
      linkEmail: parent.link_email,
      costCenterId: parent.cost_center_id,
      projectId: parent.project_id,
      remark: draft.remark,
      travellers: travellers.map(copyTraveller),
      note: `${kind} of ${parent.order_no}`,
      ...(draft.expiryJob ? { expiryJob: draft.expiryJob } : {}),
    },
    opts,
  );
}
