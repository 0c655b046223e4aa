/**
 * The checks of a hotel booking (SPEC §5 hotel, §8 messages, §9 limits) on the shared pure rules of
 * src/domain/hotel/stay.ts, and the plan as the supplier prices it now (priceValidate and book): expired or unknown
 * key, full for the period, price changed. Each refusal is a server text key with its parameters.
 */
import type { HotelBookRequest } from '../../../../src/api/contract/hotel';
import { yuanToFen } from '../../../../src/domain/money';
import {
  HOTEL_RULES,
  checkArrival,
  checkRoomsAndGuests,
  checkStay,
  guaranteeNeeded,
  stayDates,
} from '../../../../src/domain/hotel/stay';
import type { Db } from '../../db';
import type { MsgKey } from '../../i18n/messages';
import { invalid, invalidField } from '../../lib/errors';
import {
  parsePlanKey,
  planByKey,
  protocolHotelIds,
  type SupplierHotel,
  type SupplierPlan,
  type SupplierRoom,
} from '../../suppliers/hotel';

/** A refusal: the text key and its parameters. */
export interface Refusal {
  reason: 'priceChanged' | 'full' | 'expired';
  key: MsgKey;
  params: Record<string, string | number>;
}

export interface PricedPlan {
  hotel: SupplierHotel;
  room: SupplierRoom;
  plan: SupplierPlan;
}

const STAY_KEYS = {
  pastCheckIn: 'hotelOrders.stay.pastCheckIn',
  checkOutNotAfter: 'hotelOrders.stay.checkOutNotAfter',
  tooLong: 'hotelOrders.stay.tooLong',
  tooFar: 'hotelOrders.stay.tooFar',
} as const satisfies Record<string, MsgKey>;

const ROOM_KEYS = {
  noRoom: 'hotelOrders.rooms.noRoom',
  noGuest: 'hotelOrders.rooms.noGuest',
  roomWithoutGuest: 'hotelOrders.rooms.roomWithoutGuest',
  tooManyGuests: 'hotelOrders.rooms.tooManyGuests',
} as const satisfies Record<string, MsgKey>;

/**
 * The plan priced now, for `rooms` rooms, at the average nightly price the user saw (yuan; undefined: not
 * compared). A plan of a protocol hotel the company has not signed with answers as expired (it is not sold to it).
 */
export async function pricedPlan(
  db: Db,
  corpId: string,
  planKey: string,
  rooms: number,
  avgPrice: number | undefined,
  nowMs: number,
): Promise<{ priced: PricedPlan } | { refusal: Refusal; priced?: PricedPlan }> {
  const found = await planByKey(db, planKey, nowMs);
  if (!found || (found.plan.protocol && !protocolHotelIds(corpId).has(found.hotel.hotelId))) {
    return { refusal: { reason: 'expired', key: 'hotelOrders.planExpired', params: {} } };
  }
  if (found.plan.roomsLeft < Math.max(1, rooms)) {
    return { refusal: { reason: 'full', key: 'hotelOrders.full', params: {} }, priced: found };
  }
  if (avgPrice !== undefined && yuanToFen(avgPrice) !== found.plan.avgFen) {
    return {
      refusal: {
        reason: 'priceChanged',
        key: 'hotelOrders.priceChanged',
        params: { price: (found.plan.avgFen / 100).toFixed(2) },
      },
      priced: found,
    };
  }
  return { priced: found };
}

/**
 * The form's rules before anything is priced: cancellation rules ticked (H083), the note, the stay, the rooms and
 * their guests, the latest arrival's lead time. Throws the first problem. Answers the stay's nights.
 */
export function checkBookingForm(
  req: Pick<HotelBookRequest, 'cancelRuleAccepted' | 'guestNote' | 'planKey' | 'rooms' | 'arrivalTime'> & {
    guests: readonly { roomIndex: number }[];
  },
  nowMs: number,
): { checkIn: string; checkOut: string; nights: string[] } {
  if (!req.cancelRuleAccepted) throw invalid('hotelOrders.cancelRuleRequired');
  if ([...(req.guestNote ?? '')].length > HOTEL_RULES.noteMax) {
    throw invalid('hotelOrders.noteTooLong', { max: HOTEL_RULES.noteMax });
  }
  const key = parsePlanKey(req.planKey);
  if (!key) throw invalid('hotelOrders.planExpired');
  const stay = checkStay(key.checkIn, key.checkOut, nowMs);
  if (stay !== 'ok') {
    throw invalid(STAY_KEYS[stay], { max: HOTEL_RULES.maxNights, days: HOTEL_RULES.latestCheckInDays });
  }
  if (!Number.isInteger(req.rooms) || req.rooms < 1) throw invalid(ROOM_KEYS.noRoom);
  const perRoom: number[] = Array.from({ length: req.rooms }, () => 0);
  for (const g of req.guests) {
    if (!Number.isInteger(g.roomIndex) || g.roomIndex < 0 || g.roomIndex >= req.rooms) throw invalidField('roomIndex');
    perRoom[g.roomIndex] = (perRoom[g.roomIndex] ?? 0) + 1;
  }
  const rooms = checkRoomsAndGuests(req.rooms, perRoom);
  if (rooms !== 'ok') throw invalid(ROOM_KEYS[rooms], { max: HOTEL_RULES.maxGuests });
  if (checkArrival(key.checkIn, req.arrivalTime, nowMs) !== 'ok') {
    throw invalid('hotelOrders.leadTime', { hours: HOTEL_RULES.minLeadHours });
  }
  return { checkIn: key.checkIn, checkOut: key.checkOut, nights: stayDates(key.checkIn, key.checkOut) };
}

/** Guests per room at most the room type's occupancy. */
export function checkOccupancy(req: HotelBookRequest, room: SupplierRoom): void {
  const perRoom = new Map<number, number>();
  for (const g of req.guests) perRoom.set(g.roomIndex, (perRoom.get(g.roomIndex) ?? 0) + 1);
  for (const n of perRoom.values()) {
    if (n > room.maxOccupancy) throw invalid('hotelOrders.rooms.tooManyInRoom', { max: room.maxOccupancy });
  }
}

/**
 * The guarantee of an onsite plan for the arrival (shared rule `guaranteeNeeded`): 'late' holds the first night of
 * every room, 'always' the whole stay; nothing for prepay plans or no guarantee.
 */
export function guaranteeOf(
  plan: SupplierPlan,
  rooms: number,
  arrivalTime: string,
): { required: boolean; fen: number } {
  if (!guaranteeNeeded(plan, arrivalTime)) return { required: false, fen: 0 };
  const first = plan.nightlyFen[0] ?? 0;
  return { required: true, fen: plan.guarantee === 'always' ? plan.totalFen * rooms : first * rooms };
}
