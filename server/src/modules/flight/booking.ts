/**
 * bookV3 and cancelPnr (SPEC §3 flight order, §5 booking rules). The client's numbers are never trusted: fares,
 * seats, the 40-minute rule, travellers (scope, documents, passenger rules), the travel policy, required fields,
 * duplicates, insurance and the price are all established again here. The order, its travellers, the flight rows,
 * the seat decrement, the first timeline row and the expiry job commit in ONE transaction (the caller's, under the
 * Idempotency-Key).
 *
 * Through a trip request (issue 4): the request, travellers, dates and transport budget are checked by the trip
 * module; over budget is the violation item `overBudget` with its own reason. Approval is needed by the company's
 * flat rule or a matching approval rule (product 10901, violated, violation items): the order then waits for
 * submission (/approval/Send); approvalOutcome.ts moves it on by the outcome.
 */
import { businessNo } from '../../lib/businessNo';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import type { FlightBookData, FlightBookRequest } from '../../../../src/api/contract/flight';
import type { TravellerInput } from '../../../../src/api/contract/booking';
import { isFlightBookable } from '../../../../src/domain/bookingWindows';
import { checkPassportValidity } from '../../../../src/domain/documentValidators';
import type { FlightStandard, FlightViolation } from '../../../../src/domain/flightPolicy';
import { passengerFareFen, passengerTaxFen } from '../../../../src/domain/flightPricing';
import { birthDateFromId } from '../../../../src/domain/idCard';
import { LIMITS } from '../../../../src/domain/limits';
import { fenToYuan } from '../../../../src/domain/money';
import type { OrderStatus } from '../../../../src/domain/orderStatus';
import { personTypeFromAge } from '../../../../src/domain/person';
import { buildPriceDetail, type PriceInput } from '../../../../src/domain/priceDetail';
import { findTravellerProblem, type TravellerFacts } from '../../../../src/domain/travellers';
import type { ValidationCode } from '../../../../src/domain/validationCodes';
import { ORDER_TYPE } from '../../../../src/domain/codes';
import { zhCN } from '../../../../src/i18n/zh-CN';
import { enUS } from '../../../../src/i18n/en-US';
import type { Locale, MsgKey } from '../../i18n/messages';
import { enqueue } from '../../jobs';
import { newId } from '../../lib/crypto';
import { invalid, invalidField, notFound } from '../../lib/errors';
import { chinaDateTime } from '../../lib/time';
import { MIN_LAYOVER_MIN } from '../../suppliers/flight';
import { needsApproval, terminateApproval } from '../approval/engine';
import { bookingRepository } from '../booking/repository';
import { loadBookingRules } from '../booking/service';
import { findInsuranceProducts } from '../insurance/repository';
import { orderCreated, orderTransition } from '../orders/lifecycle';
import { scopeFor } from '../orders/service';
import { documentByRef, employeeInBookingScope, findBooker } from '../people/repository';
import type { AuthInfo } from '../session/service';
import { checkBookingAgainstRequest, markRouteBooked, releaseRoute, type RequestCheck } from '../trip/booking';
import { violationsFor, windowPool } from './policy';
import { cityName, snapshotOf } from './present';
import { flightRepository } from './repository';
import { SEARCH_CACHE_MS, resolveFares, routeDay, type ResolvedFare } from './service';

/** Product code of domestic flights (booking rules, insurance, violation reasons). */
export const CPLX_FLIGHT = '10901';
export const EXPIRE_JOB = 'flight.expire';
/** An order awaiting approval submission is cancelled when not sent within 30 minutes (approvalDeadlines.ts). */
export const SUBMIT_EXPIRE_JOB = 'flight.submitExpire';
export const SUBMIT_LIMIT_MS = 30 * 60_000;
/** Violation item of a booking over its trip request's remaining transport budget (plan of issue 4). */
export const OVER_BUDGET = 'overBudget';

/** A violation item of an order with the reason given for it (stored in flight_orders.violations_json). */
export interface OrderViolation {
  item: string;
  reason: string;
}

const V_TEXTS: Record<Locale, Record<string, string>> = { 'zh-CN': zhCN, 'en-US': enUS };

/** The user-facing text of a domain validation code (the client's dictionaries, so both sides say the same). */
function vText(locale: Locale, code: ValidationCode): string {
  return V_TEXTS[locale][`v.${code}`] ?? code;
}

const isMasked = (s: string): boolean => s.includes('*');

interface Passenger {
  input: TravellerInput;
  name: string;
  psgType: 1 | 2 | 3;
  idType: string;
  idno: string;
  phone: string;
  empId: string | null;
  contactsId: string | null;
  deptId: string | null;
}

function checkSegments(tripType: 1 | 2 | 3, segs: readonly ResolvedFare[], nowMs: number): void {
  if (segs.length !== (tripType === 1 ? 1 : 2)) throw invalid('fareCountMismatch');
  for (const { key, flight } of segs) {
    if (nowMs - key.searchedAt > SEARCH_CACHE_MS) throw invalid('cacheExpired');
    if (!isFlightBookable(flight.depTime, nowMs)) throw invalid('flightTooClose');
  }
  const [a, b] = segs;
  if (!a || !b) return;
  if (tripType === 2) {
    if (b.flight.depCity !== a.flight.arrCity || b.flight.arrCity !== a.flight.depCity) {
      throw invalidField('fareKeys');
    }
    if (b.flight.depAtMs < a.flight.arrAtMs) throw invalid('returnBeforeOutbound');
  } else {
    if (b.flight.depAirport !== a.flight.arrAirport) throw invalidField('fareKeys');
    if (b.flight.depAtMs - a.flight.arrAtMs < MIN_LAYOVER_MIN * 60_000) throw invalid('connectionTooShort');
  }
}

/** Type from the birth date (or the ID number's) on the first travel day; the sent type when neither is readable. */
function typeOf(input: TravellerInput, idType: string, idno: string, travelDate: string): 1 | 2 | 3 {
  const born = input.born && input.born.trim() !== '' ? input.born : idType === 'ID' ? birthDateFromId(idno) : null;
  return (born ? personTypeFromAge(born, travelDate) : null) ?? input.psgType;
}

async function resolvePassengers(
  db: Db,
  auth: AuthInfo,
  list: readonly TravellerInput[],
  travelDate: string,
): Promise<Passenger[]> {
  const repo = flightRepository(db);
  const booker = await findBooker(db, auth.corpId, auth.empId);
  if (!booker) throw notFound();
  const out: Passenger[] = [];
  for (const input of list) {
    const name = input.psgName.trim();
    let idType: string = input.idType;
    let idno = input.idno.trim();
    if (input.documentRef) {
      const doc = await documentByRef(db, auth.corpId, auth.empId, input.documentRef);
      const owner = doc?.owner;
      const mismatch =
        !doc ||
        (input.empId && !(owner?.kind === 'employee' && owner.empId === input.empId)) ||
        (input.contactsId && !(owner?.kind === 'contact' && owner.contactsId === input.contactsId));
      if (!doc || mismatch) throw invalid('documentRefInvalid', { name });
      idType = doc.idType;
      idno = doc.idno;
    }
    let phone = input.phoneNumber.trim();
    let empId: string | null = null;
    let contactsId: string | null = null;
    let deptId: string | null = null;
    if (input.empId) {
      if (!(await employeeInBookingScope(db, auth.corpId, auth.empId, input.empId))) {
        throw invalid('travellerOutOfScope', { name });
      }
      const emp = await repo.employeeContact(auth.corpId, input.empId);
      if (!emp) throw invalid('travellerOutOfScope', { name });
      empId = emp.id;
      deptId = emp.dept_id;
      if (isMasked(phone) || phone === '') phone = emp.phone;
    } else if (input.contactsId) {
      const [c] = await repo.contacts(auth.corpId, auth.empId, [input.contactsId]);
      if (!c) throw invalid('travellerOutOfScope', { name });
      contactsId = c.id;
      if ((isMasked(phone) || phone === '') && c.phone) phone = c.phone;
    } else if (!booker.bookOutside) {
      throw invalid('outsiderNotAllowed');
    }
    out.push({
      input,
      name,
      psgType: typeOf(input, idType, idno, travelDate),
      idType,
      idno,
      phone,
      empId,
      contactsId,
      deptId,
    });
  }
  return out;
}

function checkRules(passengers: readonly Passenger[], lastArrival: string, locale: Locale): void {
  const facts: TravellerFacts[] = passengers.map((p) => ({
    name: p.name,
    psgType: p.psgType,
    phone: p.phone,
    idType: p.idType,
    idno: p.idno,
    ...(p.input.guardianIndex !== undefined ? { guardianIndex: p.input.guardianIndex } : {}),
  }));
  const problem = findTravellerProblem(facts);
  if (problem) {
    const who = problem.index !== null ? passengers[problem.index]?.name : '';
    const text = vText(locale, problem.code);
    throw invalid('travellerInvalid', { text: who ? `${who}: ${text}` : text });
  }
  for (const p of passengers) {
    if (p.idType === 'PASSPORT' && p.input.passportExpiry) {
      const code = checkPassportValidity(p.input.passportExpiry, lastArrival);
      if (code) throw invalid('travellerInvalid', { text: `${p.name}: ${vText(locale, code)}` });
    }
  }
}

function titleOf(tripType: 1 | 2 | 3, segs: readonly ResolvedFare[]): string {
  const [a, b] = segs as [ResolvedFare, ResolvedFare | undefined];
  const from = cityName('zh-CN', a.flight.depCity);
  const to = cityName('zh-CN', a.flight.arrCity);
  if (!b) return `${from}-${to} ${a.flight.flightNo}`;
  if (tripType === 2) return `${from}⇌${to} ${a.flight.flightNo}/${b.flight.flightNo}`;
  return `${from}-${to}-${cityName('zh-CN', b.flight.arrCity)} ${a.flight.flightNo}/${b.flight.flightNo}`;
}

const orderNo = (nowMs: number): string => businessNo('TK', nowMs);

export function flightBooking(ctx: AppContext) {
  return {
    /** bookV3 inside the idempotent transaction `trx`. */
    async book(trx: Db, auth: AuthInfo, req: FlightBookRequest, locale: Locale): Promise<FlightBookData> {
      const nowMs = ctx.now().getTime();
      const repo = flightRepository(trx);
      const segs = await resolveFares(ctx, trx, req.fareKeys, true);
      checkSegments(req.tripType, segs, nowMs);
      const first = segs[0] as ResolvedFare;
      const last = segs[segs.length - 1] as ResolvedFare;

      const passengers = await resolvePassengers(trx, auth, req.psgList, first.flight.date);
      checkRules(passengers, last.flight.arrTime, locale);
      const seatsNeeded = passengers.filter((p) => p.psgType !== 3).length;
      for (const s of segs) if (s.fare.seats < seatsNeeded) throw invalid('seatsInsufficient');

      // Policy: every passenger against every segment (frequent travellers and outsiders follow the booker's rank).
      const standards = await repo.standards(auth.corpId, [
        auth.empId,
        ...passengers.map((p) => p.empId).filter((x): x is string => !!x),
      ]);
      const bookerStandard = standards.get(auth.empId)?.standard ?? null;
      const standardOf = (p: Passenger): FlightStandard | null =>
        p.empId ? (standards.get(p.empId)?.standard ?? null) : bookerStandard;
      const violations: FlightViolation[] = [];
      for (const s of segs) {
        const pool = windowPool(s.routeDay ?? (await routeDay(trx, s.flight)));
        for (const p of passengers) violations.push(...violationsFor(s.flight, s.fare, standardOf(p), pool, nowMs));
      }

      const { rules, serviceFeeFen } = await loadBookingRules(trx, auth.corpId, CPLX_FLIGHT);
      // A listed reason of the company (vipWbyy) or, when the company allows it, a typed one.
      const reasonOf = async (
        id: string | undefined,
        text: string | undefined,
        field: string,
        missing: MsgKey,
      ): Promise<string> => {
        if (id) {
          const reason = await repo.violationReason(auth.corpId, id);
          if (!reason) throw invalidField(field);
          return reason.text;
        }
        if (text && text.trim() !== '') {
          if (!rules.freeTextReason) throw invalidField(field, 'fieldRequired');
          return text.trim();
        }
        throw invalid(missing);
      };
      let violationReason = '';
      if (violations.length > 0) {
        if (rules.mustComply) throw invalid('policyBlocked');
        violationReason = await reasonOf(
          req.violationReasonId,
          req.violationReasonText,
          'violationReasonId',
          'violationReasonRequired',
        );
      }

      const kit = bookingRepository(trx);
      if (rules.costCenterRequired && !req.costCenterId) throw invalidField('costCenterId', 'fieldRequired');
      if (req.costCenterId && !(await kit.pickerExists('cost_centers', auth.corpId, req.costCenterId))) {
        throw invalidField('costCenterId');
      }
      if (rules.projectRequired && !req.projectId) throw invalidField('projectId', 'fieldRequired');
      if (req.projectId && !(await kit.pickerExists('projects', auth.corpId, req.projectId))) {
        throw invalidField('projectId');
      }
      const remark = (req.remark ?? '').trim();
      if (rules.remarkRequired && remark === '') throw invalidField('remark', 'fieldRequired');
      if (req.routeId && !req.ccsqdId) throw invalidField('ccsqdId', 'fieldRequired');

      if (!req.confirmDuplicate) {
        const flights = segs.flatMap(({ flight }) => [
          { flightNo: flight.flightNo, date: flight.date },
          ...(flight.operatingNo ? [{ flightNo: flight.operatingNo, date: flight.date }] : []),
        ]);
        const dups = await repo.duplicates(
          auth.corpId,
          flights,
          passengers.map((p) => p.empId).filter((x): x is string => !!x),
          passengers.map((p) => p.name),
        );
        if (dups.length > 0) throw invalid('duplicateOrder');
      }

      // Insurance from the company's products (never the client's price): one policy per passenger and segment.
      const picks = new Map<string, { psgIndex: number; bxid: string }>();
      for (const i of req.insurance ?? []) {
        if (!Number.isInteger(i.psgIndex) || i.psgIndex < 0 || i.psgIndex >= passengers.length) {
          throw invalidField('insurance');
        }
        picks.set(`${i.psgIndex}|${i.bxid}`, i);
      }
      const products = await findInsuranceProducts(trx, auth.corpId, CPLX_FLIGHT, [
        ...new Set([...picks.values()].map((p) => p.bxid)),
      ]);
      const productById = new Map(products.map((p) => [p.id, p]));
      for (const p of picks.values()) if (!productById.has(p.bxid)) throw invalidField('insurance');
      const perPassenger = passengers.map((_, i) =>
        [...picks.values()]
          .filter((p) => p.psgIndex === i)
          .map((p) => productById.get(p.bxid))
          .filter((p): p is NonNullable<typeof p> => !!p),
      );

      const priceInput: PriceInput = {
        segments: segs.map(({ flight, fare }) => ({
          fares: passengers.map((p) => ({
            psgType: p.psgType,
            fareFen: passengerFareFen(p.psgType, fare.priceFen, fare.classFullFen),
            taxFen: passengerTaxFen(p.psgType, flight.constructionFen, flight.fuelFen),
          })),
        })),
        insurance: products.map((prod) => ({
          name: prod.name,
          priceFen: Number(prod.price_fen),
          count: perPassenger.filter((list) => list.some((x) => x.id === prod.id)).length * segs.length,
        })),
        serviceFeeFen,
        tickets: passengers.length * segs.length,
      };
      const price = buildPriceDetail(priceInput);

      // Through a trip request (SPEC §4, issue 4): approved, the travellers on it, the dates by the company's date
      // rule, and the remaining transport budget; over it needs a reason (violation item overBudget).
      let request: RequestCheck | null = null;
      let overBudgetReason = '';
      if (req.ccsqdId) {
        request = await checkBookingAgainstRequest(trx, auth, {
          ccsqdId: req.ccsqdId,
          ...(req.routeId ? { routeId: req.routeId } : {}),
          product: CPLX_FLIGHT,
          dates: [...new Set(segs.map((s) => s.flight.date))],
          travellerEmpIds: [...new Set(passengers.map((p) => p.empId).filter((x): x is string => !!x))],
          amountFen: price.totalFen,
        });
        if (request.alreadyBooked && !req.confirmRouteBooked) throw invalid('routeAlreadyBooked');
        if (request.overBudget) {
          overBudgetReason = await reasonOf(
            req.overBudgetReasonId,
            req.overBudgetReasonText,
            'overBudgetReasonId',
            'overBudgetReasonRequired',
          );
        }
      }
      const orderViolations: OrderViolation[] = [
        ...[...new Set(violations.map((v) => v.code as string))].map((item) => ({ item, reason: violationReason })),
        ...(request?.overBudget ? [{ item: OVER_BUDGET, reason: overBudgetReason }] : []),
      ];

      // Approval: the company's flat rule, or a matching approval rule (A1's engine) for this product and violations.
      // The employee approval mode of the booker or the first employee traveller (company `approval.subjectBy`):
      // exempt skips even the flat rule; "always" with no rule to send it by is refused here by name.
      const match = await needsApproval(trx, {
        corpId: auth.corpId,
        deptId: auth.deptId,
        applicantEmpId: auth.empId,
        travellerEmpIds: [...new Set(passengers.map((p) => p.empId).filter((x): x is string => !!x))],
        product: CPLX_FLIGHT,
        violated: orderViolations.length > 0,
        violateItems: orderViolations.map((v) => v.item),
      });
      const approvalRequired = !match.exempt && (rules.approvalRequired || match.required);

      // Seats are taken in one global order (flight, day, class) so two bookings can never wait on each other.
      const byInventory = [...segs].sort((x, y) =>
        `${x.flight.flightNo}|${x.flight.date}|${x.fare.cabinCode}`.localeCompare(
          `${y.flight.flightNo}|${y.flight.date}|${y.fare.cabinCode}`,
        ),
      );
      for (const { flight, fare } of byInventory) {
        const ok = await repo.reserve(
          {
            flightNo: flight.flightNo,
            date: flight.date,
            cabinCode: fare.cabinCode,
            depAirport: flight.depAirport,
            arrAirport: flight.arrAirport,
            capacity: fare.capacity,
          },
          seatsNeeded,
          nowMs,
        );
        if (!ok) throw invalid('seatsInsufficient');
      }

      const orderId = newId(nowMs);
      const no = orderNo(nowMs);
      const status: OrderStatus = approvalRequired ? 'awaitingSubmission' : 'awaitingPayment';
      const payDeadline = status === 'awaitingPayment' ? nowMs + LIMITS.session.paymentLimitMinutes * 60_000 : null;
      await trx
        .insertInto('orders')
        .values({
          id: orderId,
          corp_id: auth.corpId,
          emp_id: auth.empId,
          dept_id: auth.deptId,
          order_no: no,
          order_type: ORDER_TYPE.flight,
          product_type: Number(CPLX_FLIGHT),
          order_status: status,
          total_fen: price.totalFen,
          title: titleOf(req.tripType, segs),
          travel_date: first.flight.date,
          transfer_flag: req.tripType === 3 ? 1 : 0,
          is_show_guarantee: 0,
          ccsqd_id: req.ccsqdId ?? null,
          created_at: nowMs,
          updated_at: nowMs,
          pay_deadline: payDeadline,
          link_man: req.linkman.trim(),
          link_tel: req.linkTel.trim(),
          link_email: (req.linkEmail ?? '').trim(),
          cost_center_id: req.costCenterId ?? null,
          project_id: req.projectId ?? null,
          violation_reason: [...new Set([violationReason, overBudgetReason].filter((x) => x !== ''))].join('；'),
          remark,
          approval_required: approvalRequired ? 1 : 0,
        })
        .execute();
      await trx
        .insertInto('order_travellers')
        .values(
          passengers.map((p, seq) => ({
            id: newId(nowMs),
            order_id: orderId,
            corp_id: auth.corpId,
            emp_id: p.empId,
            dept_id: p.deptId,
            name: p.name,
            seq,
          })),
        )
        .execute();
      await trx
        .insertInto('flight_orders')
        .values({
          order_id: orderId,
          corp_id: auth.corpId,
          trip_type: req.tripType,
          send_mode: req.sendMode ?? 0,
          reci_pient: req.reciPient ?? '',
          reci_phone: req.reciPhone ?? '',
          reci_addr: req.reciAddr ?? '',
          order_from: req.orderFrom ?? '',
          price_json: JSON.stringify(price.lines),
          created_at: nowMs,
          route_id: request?.routeId || null,
          violations_json: JSON.stringify(orderViolations),
        })
        .execute();
      await trx
        .insertInto('flight_ranges')
        .values(
          segs.map(({ flight, fare }, seq) => {
            const { seats: _seats, ...bookedFare } = fare;
            return {
              id: newId(nowMs),
              order_id: orderId,
              corp_id: auth.corpId,
              seq,
              flight_no: flight.flightNo,
              dep_date: flight.date,
              cabin_code: fare.cabinCode,
              cabin_class: fare.cabinClass,
              dep_airport: flight.depAirport,
              arr_airport: flight.arrAirport,
              dep_at: flight.depAtMs,
              arr_at: flight.arrAtMs,
              seats: seatsNeeded,
              adult_fare_fen: fare.priceFen,
              class_full_fare_fen: fare.classFullFen,
              construction_fen: flight.constructionFen,
              fuel_fen: flight.fuelFen,
              flight_json: JSON.stringify(snapshotOf(flight)),
              cabin_json: JSON.stringify(bookedFare),
              status: 'active',
              created_at: nowMs,
            };
          }),
        )
        .execute();
      await trx
        .insertInto('flight_passengers')
        .values(
          passengers.map((p, seq) => ({
            id: newId(nowMs),
            order_id: orderId,
            corp_id: auth.corpId,
            seq,
            psg_name: p.name,
            psg_type: p.psgType,
            id_type: p.idType,
            idno: p.idno,
            sex: p.input.sex ?? '',
            born: p.input.born ?? '',
            phone: p.phone,
            emp_id: p.empId,
            contacts_id: p.contactsId,
            ticket_no: '',
            ticket_status: '',
            insurance_json: JSON.stringify(
              (perPassenger[seq] ?? []).map((x) => ({ bxid: x.id, bxmc: x.name, priceFen: Number(x.price_fen) })),
            ),
            created_at: nowMs,
          })),
        )
        .execute();
      await orderCreated(trx, orderId, 'booked', { nowMs, actorEmpId: auth.empId });
      if (request?.routeId) await markRouteBooked(trx, request.routeId, orderId, price.totalFen, nowMs);
      if (payDeadline !== null) await enqueue(trx, EXPIRE_JOB, { orderId }, payDeadline, nowMs);
      // Seats are not held forever: unsent after 30 minutes, the order is cancelled (approvalDeadlines.ts).
      else await enqueue(trx, SUBMIT_EXPIRE_JOB, { orderId }, nowMs + SUBMIT_LIMIT_MS, nowMs);

      return {
        orderId,
        orderNo: no,
        amount: fenToYuan(price.totalFen),
        nextStep: status === 'awaitingPayment' ? 'pay' : 'awaitingSubmission',
        payDeadline: payDeadline === null ? '' : chinaDateTime(payDeadline),
      };
    },

    /**
     * cancelPnr inside the idempotent transaction: unpaid / awaiting-submission / in-approval → cancelled, seats and
     * the trip-request route released; a pending approval is terminated.
     */
    async cancel(
      trx: Db,
      auth: AuthInfo,
      orderId: string,
      reason: string,
    ): Promise<{ orderId: string; orderStatus: string }> {
      const repo = flightRepository(trx);
      const order = await repo.orderInScope(orderId, scopeFor(auth, 3));
      if (!order) throw notFound();
      if (order.order_status === 'cancelled') return { orderId, orderStatus: 'cancelled' };
      const from: OrderStatus[] = ['awaitingPayment', 'awaitingSubmission', 'inApproval'];
      if (!(from as string[]).includes(order.order_status)) throw invalid('orderCannotCancel');
      const nowMs = ctx.now().getTime();
      if (order.order_status === 'inApproval') await terminateApproval(trx, orderId, order.order_type, nowMs);
      await cancelAndRelease(trx, orderId, from, reason || 'cancelled by user', { nowMs, actorEmpId: auth.empId });
      return { orderId, orderStatus: 'cancelled' };
    },
  };
}

/**
 * Cancels a flight order and gives its seats and its trip-request route back, in the caller's transaction (a
 * pending approval is the caller's to terminate first).
 */
export async function cancelAndRelease(
  trx: Db,
  orderId: string,
  from: OrderStatus[],
  note: string,
  opts: { nowMs: number; actorEmpId: string | null },
): Promise<void> {
  await orderTransition(trx, orderId, from, 'cancelled', note, opts);
  await releaseSeats(trx, orderId, opts.nowMs);
  await releaseRoute(trx, orderId, opts.nowMs);
}

/** Gives back the seats of an order's active segments (cancelled or rejected) and marks them released. */
export async function releaseSeats(trx: Db, orderId: string, nowMs: number): Promise<void> {
  const repo = flightRepository(trx);
  const ranges = await repo.ranges(orderId);
  for (const r of ranges) {
    if (r.status !== 'active') continue;
    await repo.release({ flightNo: r.flight_no, date: r.dep_date, cabinCode: r.cabin_code }, Number(r.seats), nowMs);
  }
  await trx
    .updateTable('flight_ranges')
    .set({ status: 'released' })
    .where('order_id', '=', orderId)
    .where('status', '=', 'active')
    .execute();
}

export type FlightBooking = ReturnType<typeof flightBooking>;
