/**
 * The product-independent steps of a product's book call (flights, trains…), inside the booking transaction: the
 * violation reason (listed or typed), the company's required fields, the trip request and its budget, the approval
 * decision, the booking-form fields of the new order and the reply. Each product runs them around its own checks
 * (inventory, passengers, policy, price).
 */
import type { BookingRules } from '../../../../src/api/contract/booking';
import { fenToYuan } from '../../../../src/domain/money';
import type { PriceDetail } from '../../../../src/domain/priceDetail';
import type { Db } from '../../db';
import type { MsgKey } from '../../i18n/messages';
import { invalid, invalidField } from '../../lib/errors';
import { chinaDateTime } from '../../lib/time';
import { needsApproval, type DecisionFacts } from '../approval/engine';
import type { CreatedOrder, OrderDraft } from '../orders/creation';
import { findInsuranceProducts, type InsuranceRow } from '../insurance/repository';
import type { AuthInfo } from '../session/service';
import { checkBookingAgainstRequest, type RequestCheck } from '../trip/booking';
import type { BookingFormFields } from './bodySchemas';
import type { Passenger } from './passengers';
import { bookingRepository } from './repository';

/** Violation item of a booking over its trip request's remaining transport budget (plan of issue 4). */
export const OVER_BUDGET = 'overBudget';

/** An order awaiting approval submission is cancelled when not sent within 30 minutes. */
export const SUBMIT_LIMIT_MS = 30 * 60_000;

/** A violation item of an order with the reason given for it (stored with the product's order row). */
export interface OrderViolation {
  item: string;
  reason: string;
}

/** What every booking established for the product's own rows, written next to the shared `orders` row. */
export interface BookedRows {
  orderId: string;
  corpId: string;
  passengers: readonly Passenger[];
  /** The insurance products of each passenger (same order as `passengers`). */
  perPassenger: readonly InsuranceRow[][];
  price: PriceDetail;
  routeId: string | null;
  violations: readonly OrderViolation[];
  /** Seats taken per leg. */
  seats: number;
  nowMs: number;
}

/** Picks the reason given for a violation or an over-budget booking. */
export type ReasonOf = (
  id: string | undefined,
  text: string | undefined,
  field: string,
  missing: MsgKey,
) => Promise<string>;

/** A listed reason of the company for the product (vipWbyy) or, when the company allows it, a typed one. */
export function reasonPicker(trx: Db, corpId: string, cplx: string, rules: Pick<BookingRules, 'freeTextReason'>) {
  const pick: ReasonOf = async (id, text, field, missing) => {
    if (id) {
      const reason = await bookingRepository(trx).violationReason(corpId, cplx, id);
      if (!reason) throw invalidField(field);
      return reason.text;
    }
    if (text && text.trim() !== '') {
      if (!rules.freeTextReason) throw invalidField(field, 'fieldRequired');
      return text.trim();
    }
    throw invalid(missing);
  };
  return pick;
}

/** The reason of a booking above the travel policy ('' when within it); refused when the company must comply. */
export async function violationReasonOf(
  violated: boolean,
  rules: Pick<BookingRules, 'mustComply'>,
  req: Pick<BookingFormFields, 'violationReasonId' | 'violationReasonText'>,
  reasonOf: ReasonOf,
): Promise<string> {
  if (!violated) return '';
  if (rules.mustComply) throw invalid('policyBlocked');
  return reasonOf(req.violationReasonId, req.violationReasonText, 'violationReasonId', 'violationReasonRequired');
}

/** The company's required fields (cost centre, project, remark) and a route only with its trip request; the remark. */
export async function checkRequiredFields(
  trx: Db,
  corpId: string,
  rules: Pick<BookingRules, 'costCenterRequired' | 'projectRequired' | 'remarkRequired'>,
  req: BookingFormFields,
): Promise<string> {
  const kit = bookingRepository(trx);
  if (rules.costCenterRequired && !req.costCenterId) throw invalidField('costCenterId', 'fieldRequired');
  if (req.costCenterId && !(await kit.pickerExists('cost_centers', corpId, req.costCenterId))) {
    throw invalidField('costCenterId');
  }
  if (rules.projectRequired && !req.projectId) throw invalidField('projectId', 'fieldRequired');
  if (req.projectId && !(await kit.pickerExists('projects', corpId, req.projectId))) {
    throw invalidField('projectId');
  }
  const remark = (req.remark ?? '').trim();
  if (rules.remarkRequired && remark === '') throw invalidField('remark', 'fieldRequired');
  if (req.routeId && !req.ccsqdId) throw invalidField('ccsqdId', 'fieldRequired');
  return remark;
}

/**
 * Through a trip request (SPEC §4, issue 4): approved, the travellers on it, the dates by the company's date rule,
 * and the remaining transport budget; over it needs a reason (violation item overBudget). No request: nothing.
 */
export async function checkTripRequest(
  trx: Db,
  auth: AuthInfo,
  req: BookingFormFields,
  facts: { product: string; dates: string[]; travellerEmpIds: string[]; amountFen: number; reasonOf: ReasonOf },
): Promise<{ request: RequestCheck | null; overBudgetReason: string }> {
  if (!req.ccsqdId) return { request: null, overBudgetReason: '' };
  const request = await checkBookingAgainstRequest(trx, auth, {
    ccsqdId: req.ccsqdId,
    ...(req.routeId ? { routeId: req.routeId } : {}),
    product: facts.product,
    dates: facts.dates,
    travellerEmpIds: facts.travellerEmpIds,
    amountFen: facts.amountFen,
  });
  if (request.alreadyBooked && !req.confirmRouteBooked) throw invalid('routeAlreadyBooked');
  const overBudgetReason = request.overBudget
    ? await facts.reasonOf(
        req.overBudgetReasonId,
        req.overBudgetReasonText,
        'overBudgetReasonId',
        'overBudgetReasonRequired',
      )
    : '';
  return { request, overBudgetReason };
}

/** The policy items (each with the violation reason) and, over the trip budget, the overBudget item. */
export function orderViolationsOf(
  items: readonly string[],
  violationReason: string,
  request: RequestCheck | null,
  overBudgetReason: string,
): OrderViolation[] {
  return [
    ...[...new Set(items)].map((item) => ({ item, reason: violationReason })),
    ...(request?.overBudget ? [{ item: OVER_BUDGET, reason: overBudgetReason }] : []),
  ];
}

/**
 * Approval: the company's flat rule, or a matching approval rule (the engine) for this product and violations. The
 * employee approval mode of the booker or the first employee traveller (company `approval.subjectBy`): exempt skips
 * even the flat rule; "always" with no rule to send it by is refused by the engine by name.
 */
export async function approvalRequired(
  trx: Db,
  auth: AuthInfo,
  q: {
    product: string;
    rules: Pick<BookingRules, 'approvalRequired'>;
    travellerEmpIds: string[];
    violations: readonly OrderViolation[];
    /** What the decision reads, when the booking read it already (engine.ts DecisionFacts). */
    facts?: DecisionFacts;
  },
): Promise<boolean> {
  const match = await needsApproval(
    trx,
    {
      corpId: auth.corpId,
      deptId: auth.deptId,
      applicantEmpId: auth.empId,
      travellerEmpIds: q.travellerEmpIds,
      product: q.product,
      violated: q.violations.length > 0,
      violateItems: q.violations.map((v) => v.item),
    },
    q.facts,
  );
  return !match.exempt && (q.rules.approvalRequired || match.required);
}

/** The parts of a new order's draft that come from the booker and the booking form. */
export function bookedOrderFields(
  auth: AuthInfo,
  req: BookingFormFields,
  facts: { approvalRequired: boolean; violationReason: string; overBudgetReason: string; remark: string },
): Pick<
  OrderDraft,
  | 'corpId'
  | 'empId'
  | 'deptId'
  | 'status'
  | 'ccsqdId'
  | 'linkMan'
  | 'linkTel'
  | 'linkEmail'
  | 'costCenterId'
  | 'projectId'
  | 'violationReason'
  | 'remark'
  | 'approvalRequired'
> {
  return {
    corpId: auth.corpId,
    empId: auth.empId,
    deptId: auth.deptId,
    status: facts.approvalRequired ? 'awaitingSubmission' : 'awaitingPayment',
    ccsqdId: req.ccsqdId ?? null,
    linkMan: req.linkman.trim(),
    linkTel: req.linkTel.trim(),
    linkEmail: (req.linkEmail ?? '').trim(),
    costCenterId: req.costCenterId ?? null,
    projectId: req.projectId ?? null,
    violationReason: [...new Set([facts.violationReason, facts.overBudgetReason].filter((x) => x !== ''))].join('；'),
    remark: facts.remark,
    approvalRequired: facts.approvalRequired,
  };
}

/** The reply of a book call: the order, its amount in yuan and what comes next (pay, or send for approval). */
export function bookedReply(order: CreatedOrder, totalFen: number) {
  return {
    orderId: order.orderId,
    orderNo: order.orderNo,
    amount: fenToYuan(totalFen),
    nextStep: order.payDeadline !== null ? ('pay' as const) : ('awaitingSubmission' as const),
    payDeadline: order.payDeadline === null ? '' : chinaDateTime(order.payDeadline),
  };
}

/**
 * The insurance picked, of the company's products for the product `cplx` (an unknown product or passenger is a field
 * error): the products and each passenger's (once each, in the order picked).
 */
export async function pickInsurance(
  trx: Db,
  corpId: string,
  cplx: string,
  picked: BookingFormFields['insurance'],
  passengerCount: number,
): Promise<{ products: InsuranceRow[]; perPassenger: InsuranceRow[][] }> {
  const picks = new Map<string, { psgIndex: number; bxid: string }>();
  for (const i of picked ?? []) {
    if (!Number.isInteger(i.psgIndex) || i.psgIndex < 0 || i.psgIndex >= passengerCount) {
      throw invalidField('insurance');
    }
    picks.set(`${i.psgIndex}|${i.bxid}`, i);
  }
  const products = await findInsuranceProducts(trx, corpId, cplx, [...new Set([...picks.values()].map((p) => p.bxid))]);
  const productById = new Map(products.map((p) => [p.id, p]));
  for (const p of picks.values()) if (!productById.has(p.bxid)) throw invalidField('insurance');
  const perPassenger = Array.from({ length: passengerCount }, (_, i) =>
    [...picks.values()]
      .filter((p) => p.psgIndex === i)
      .map((p) => productById.get(p.bxid))
      .filter((p): p is NonNullable<typeof p> => !!p),
  );
  return { products, perPassenger };
}

/** The insurance lines of a price detail: one policy per insured passenger and leg. */
export function insuranceLines(
  products: readonly InsuranceRow[],
  perPassenger: readonly InsuranceRow[][],
  legs: number,
): { name: string; priceFen: number; count: number }[] {
  return products.map((prod) => ({
    name: prod.name,
    priceFen: Number(prod.price_fen),
    count: perPassenger.filter((list) => list.some((x) => x.id === prod.id)).length * legs,
  }));
}
