/**
 * Hotel travel policy (SPEC §3 wb, §6 per-rank standards and room sharing, §7 jsClzcBzz / clzcRatePlan): each
 * traveller's nightly cap is the hotel standard of their rank for the city's tier (hotel_standards; frequent
 * travellers and outsiders follow the booker's rank); the strictest cap of the travellers applies to a plan's
 * average nightly price. Above it: wb 1 (a reason is asked) or wb 2 (blocked) when the company's booking rule
 * mustComply is on. Private trips (tripType 2) have no policy. The booking (modules/hotelOrders) uses the same
 * functions: {@link hotelPolicyContext} then {@link planPolicy}.
 *
 * Room sharing (pf) is shown at a per-room policy level: company parameter {@link POLICY_LEVEL_PARAM}
 * ('hotel.policyLevel', 1 = per traveller: no room sharing, 2 = per room: room sharing shown; platform default 2).
 */
import type { PolicyMatch } from '../../../../src/api/contract/booking';
import type { TravellerRef } from '../../../../src/api/contract/hotel';
import { PRODUCT } from '../../../../src/domain/codes';
import { fenToYuan } from '../../../../src/domain/money';
import type { Db } from '../../db';
import { translate, type Locale } from '../../i18n/messages';
import { notFound } from '../../lib/errors';
import { hotelCity } from '../../suppliers/hotel';
import { bookingRepository } from '../booking/repository';
import { loadBookingRules } from '../booking/service';
import { commonRepository } from '../common/repository';
import { employeeInBookingScope } from '../people/repository';
import type { AuthInfo } from '../session/service';
import { hotelRepository } from './repository';

/** Product code of hotels for booking rules, approvals and budgets. */
export const CPLX_HOTEL = String(PRODUCT.hotel);
/** Company parameter of the hotel policy level: '2' per room (room sharing shown), '1' per traveller. */
export const POLICY_LEVEL_PARAM = 'hotel.policyLevel';
const ROOM_SHARING_LEVEL = '2';
/** Violation item code of a plan above the nightly cap. */
export const OVER_CAP = 'hotelOverCap';

export interface HotelTravellerStandard {
  /** '' for a frequent traveller or an outsider (who follows the booker's rank). */
  empId: string;
  name: string;
  rankName: string;
  /** Nightly cap in the city, fen; null: no standard. */
  capFen: number | null;
}

export interface HotelPolicyContext {
  travellers: HotelTravellerStandard[];
  /** The strictest cap (fen), null when no traveller has one. */
  capFen: number | null;
  mustComply: boolean;
  /** False for a private trip: every plan is wb 0. */
  applies: boolean;
  roomSharing: boolean;
}

/**
 * The standards of the travellers in a city (none named: the booker's). An employee outside the booker's company or
 * scope, or a frequent traveller not the booker's, answers not found. An unknown city has no tier: the strictest
 * tier (1) applies.
 */
export async function hotelPolicyContext(
  db: Db,
  auth: AuthInfo,
  refs: readonly TravellerRef[],
  cityId: string,
  tripType: 1 | 2 = 1,
): Promise<HotelPolicyContext> {
  const repo = hotelRepository(db);
  const tier = hotelCity(cityId)?.tier ?? 1;
  const [{ rules }, params] = await Promise.all([
    loadBookingRules(db, auth.corpId, CPLX_HOTEL),
    commonRepository(db).parameterValues(auth.corpId, [POLICY_LEVEL_PARAM]),
  ]);
  const roomSharing = (params.get(POLICY_LEVEL_PARAM) ?? ROOM_SHARING_LEVEL).trim() === ROOM_SHARING_LEVEL;
  const empIds = refs.flatMap((r) => (r.empId ? [r.empId] : []));
  const byEmp = await repo.standards(auth.corpId, [auth.empId, ...empIds], tier);
  const booker = byEmp.get(auth.empId);
  const contactIds = refs.flatMap((r) => (!r.empId && r.contactsId ? [r.contactsId] : []));
  const contacts = new Map(
    (await bookingRepository(db).frequentTravellers(auth.corpId, auth.empId, contactIds)).map((c) => [c.id, c.name]),
  );
  const travellers: HotelTravellerStandard[] = [];
  for (const ref of refs) {
    if (ref.empId) {
      const row = byEmp.get(ref.empId);
      const inScope = row ? await employeeInBookingScope(db, auth.corpId, auth.empId, ref.empId) : false;
      if (!row || !inScope) throw notFound();
      travellers.push({ ...row });
      continue;
    }
    const name = ref.contactsId ? contacts.get(ref.contactsId) : undefined;
    if (ref.contactsId && name === undefined) throw notFound();
    travellers.push({ empId: '', name: name ?? '', rankName: booker?.rankName ?? '', capFen: booker?.capFen ?? null });
  }
  if (refs.length === 0 && booker) travellers.push({ ...booker });
  const caps = travellers.flatMap((t) => (t.capFen === null ? [] : [t.capFen]));
  return {
    travellers,
    capFen: caps.length > 0 ? Math.min(...caps) : null,
    mustComply: rules.mustComply,
    applies: tripType !== 2,
    roomSharing,
  };
}

/** Whether the company blocks hotel bookings above the standard (booking rule mustComply of product 10903). */
export async function hotelMustComply(db: Db, corpId: string): Promise<boolean> {
  return (await loadBookingRules(db, corpId, CPLX_HOTEL)).rules.mustComply;
}

/** wb and the violation of an average nightly price (fen) for the travellers of the context. */
export function planPolicy(
  avgFen: number,
  ctx: HotelPolicyContext,
  locale: Locale,
): { wb: 0 | 1 | 2; policy: PolicyMatch } {
  if (!ctx.applies || ctx.capFen === null || avgFen <= ctx.capFen) {
    return { wb: 0, policy: { compliant: true, violations: [] } };
  }
  return {
    wb: ctx.mustComply ? 2 : 1,
    policy: {
      compliant: false,
      violations: [
        { code: OVER_CAP, text: translate(locale, 'hotel.violation.overCap', { cap: fenToYuan(ctx.capFen) }) },
      ],
    },
  };
}
