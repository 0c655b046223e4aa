/**
 * The checks of a booking that are not about its travellers (SPEC §5 booking rules): the segments (count, cache age,
 * the 40-minute rule, round trip and connection), the travel policy with its reasons, the company's required fields
 * duplicate orders and the trip request booked against. Each throws the code-2 refusal the client shows.
 */
import type { Db } from '../../db';
import type { BookingRules } from '../../../../src/api/contract/booking';
import type { FlightBookRequest } from '../../../../src/api/contract/flight';
import { isFlightBookable } from '../../../../src/domain/bookingWindows';
import type { FlightStandard, FlightViolation } from '../../../../src/domain/flightPolicy';
import type { MsgKey } from '../../i18n/messages';
import { invalid, invalidField } from '../../lib/errors';
import { MIN_LAYOVER_MIN } from '../../suppliers/flight';
import { bookingRepository } from '../booking/repository';
import type { AuthInfo } from '../session/service';
import { checkBookingAgainstRequest, type RequestCheck } from '../trip/booking';
import { CPLX_FLIGHT } from './bookingCodes';
import { employeeIds, type Passenger } from '../booking/passengers';
import { violationsFor, windowPool } from './policy';
import { flightRepository } from './repository';
import { SEARCH_CACHE_MS, routeDay, type ResolvedFare, type ResolvedFareWithDay } from './service';

/** One segment (one way) or two (round trip, connection), fresh, bookable, and joined up. */
export function checkSegments(tripType: 1 | 2 | 3, segs: readonly ResolvedFare[], nowMs: number): void {
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

/** Every passenger against every segment (frequent travellers and outsiders follow the booker's rank). */
export async function policyViolations(
  trx: Db,
  corpId: string,
  bookerEmpId: string,
  segs: readonly ResolvedFareWithDay[],
  passengers: readonly Passenger[],
  nowMs: number,
): Promise<FlightViolation[]> {
  const standards = await flightRepository(trx).standards(corpId, [bookerEmpId, ...employeeIds(passengers)]);
  const bookerStandard = standards.get(bookerEmpId)?.standard ?? null;
  const standardOf = (p: Passenger): FlightStandard | null =>
    p.empId ? (standards.get(p.empId)?.standard ?? null) : bookerStandard;
  const violations: FlightViolation[] = [];
  for (const s of segs) {
    const pool = windowPool(s.routeDay ?? (await routeDay(trx, s.flight)));
    for (const p of passengers) violations.push(...violationsFor(s.flight, s.fare, standardOf(p), pool, nowMs));
  }
  return violations;
}

/** Picks the reason given for a violation or an over-budget booking. */
export type ReasonOf = (
  id: string | undefined,
  text: string | undefined,
  field: string,
  missing: MsgKey,
) => Promise<string>;

/** A listed reason of the company (vipWbyy) or, when the company allows it, a typed one. */
export function reasonPicker(trx: Db, corpId: string, rules: BookingRules): ReasonOf {
  return async (id, text, field, missing) => {
    if (id) {
      const reason = await flightRepository(trx).violationReason(corpId, id);
      if (!reason) throw invalidField(field);
      return reason.text;
    }
    if (text && text.trim() !== '') {
      if (!rules.freeTextReason) throw invalidField(field, 'fieldRequired');
      return text.trim();
    }
    throw invalid(missing);
  };
}

/** The company's required fields (cost centre, project, remark) and a route only with its trip request; the remark. */
export async function checkRequiredFields(
  trx: Db,
  corpId: string,
  rules: BookingRules,
  req: FlightBookRequest,
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

/** A live order of the company already flies one of these passengers on one of these flights (or its codeshare). */
export async function checkDuplicates(
  trx: Db,
  corpId: string,
  segs: readonly ResolvedFare[],
  passengers: readonly Passenger[],
): Promise<void> {
  const flights = segs.flatMap(({ flight }) => [
    { flightNo: flight.flightNo, date: flight.date },
    ...(flight.operatingNo ? [{ flightNo: flight.operatingNo, date: flight.date }] : []),
  ]);
  const dups = await flightRepository(trx).duplicates(
    corpId,
    flights,
    employeeIds(passengers),
    passengers.map((p) => p.name),
  );
  if (dups.length > 0) throw invalid('duplicateOrder');
}

/**
 * Through a trip request (SPEC §4, issue 4): approved, the travellers on it, the dates by the company's date rule,
 * and the remaining transport budget; over it needs a reason (violation item overBudget). No request: nothing.
 */
export async function checkTripRequest(
  trx: Db,
  auth: AuthInfo,
  req: FlightBookRequest,
  facts: { dates: string[]; travellerEmpIds: string[]; amountFen: number; reasonOf: ReasonOf },
): Promise<{ request: RequestCheck | null; overBudgetReason: string }> {
  if (!req.ccsqdId) return { request: null, overBudgetReason: '' };
  const request = await checkBookingAgainstRequest(trx, auth, {
    ccsqdId: req.ccsqdId,
    ...(req.routeId ? { routeId: req.routeId } : {}),
    product: CPLX_FLIGHT,
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
