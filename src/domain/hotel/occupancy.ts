/**
 * International hotel room conditions (SPEC §7 International hotel, §9: up to 10 children in the room conditions,
 * at most 10 guests on one booking), pure: the client's occupancy editor and the reference server share these.
 * Every room holds at least one adult; a child is 0–17 years old; a room type takes an occupancy when its adults,
 * children and guests in all are within the room's limits.
 */
import { HOTEL_INTL_LIMITS, type IntlOccupancy } from '../../api/contract/hotelIntl';

/** Why an occupancy cannot be booked. */
export type OccupancyProblem = 'noRoom' | 'tooManyRooms' | 'noAdult' | 'childAge' | 'tooManyChildren' | 'tooManyGuests';

/** A room type's limits per room. */
export interface RoomLimits {
  maxAdults: number;
  maxChildren: number;
  /** Adults and children together. */
  maxOccupancy: number;
}

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;

/** Adults and children of the whole occupancy. */
export function occupancyTotals(occ: readonly IntlOccupancy[]): { adults: number; children: number; guests: number } {
  let adults = 0;
  let children = 0;
  for (const r of occ) {
    adults += r.adults;
    children += r.childAges.length;
  }
  return { adults, children, guests: adults + children };
}

/**
 * The first problem of an occupancy with the room it concerns (null for the booking as a whole), or null when it
 * can be booked: 1–10 rooms, each with an adult; ages 0–17; at most 10 children and 10 guests in all.
 */
export function occupancyProblem(
  occ: readonly IntlOccupancy[],
): { problem: OccupancyProblem; roomIndex: number | null } | null {
  if (occ.length === 0) return { problem: 'noRoom', roomIndex: null };
  if (occ.length > HOTEL_INTL_LIMITS.maxRooms) return { problem: 'tooManyRooms', roomIndex: null };
  for (const [i, r] of occ.entries()) {
    if (!isCount(r.adults) || r.adults < 1) return { problem: 'noAdult', roomIndex: i };
    if (r.childAges.some((a) => !isCount(a) || a > HOTEL_INTL_LIMITS.maxChildAge)) {
      return { problem: 'childAge', roomIndex: i };
    }
  }
  const t = occupancyTotals(occ);
  if (t.children > HOTEL_INTL_LIMITS.maxChildren) return { problem: 'tooManyChildren', roomIndex: null };
  if (t.guests > HOTEL_INTL_LIMITS.maxGuests) return { problem: 'tooManyGuests', roomIndex: null };
  return null;
}

/** Whether one room of the type takes this room's guests. */
export function roomTakes(limits: RoomLimits, r: IntlOccupancy): boolean {
  const children = r.childAges.length;
  return r.adults <= limits.maxAdults && children <= limits.maxChildren && r.adults + children <= limits.maxOccupancy;
}

/** Whether the room type takes every room of the occupancy (all rooms of a booking are of one type). */
export const roomTakesAll = (limits: RoomLimits, occ: readonly IntlOccupancy[]): boolean =>
  occ.every((r) => roomTakes(limits, r));

/** ISO-3166-1 alpha-2 codes (the guests' nationality of an international booking; SPEC §9 default CN). */
const ISO_ALPHA2 = new Set(
  (
    'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
    'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO ' +
    'FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE ' +
    'JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO ' +
    'MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW ' +
    'PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM ' +
    'TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
  ).split(' '),
);

/** Whether a code is an ISO-3166-1 alpha-2 country or region (upper case). */
export const isNationality = (code: string): boolean => ISO_ALPHA2.has(code);

/** Names of an international booking's guests: Latin letters A–Z (either case), spaces and hyphens. */
export const isLatinName = (name: string): boolean => /^[A-Za-z]+(?:[ -][A-Za-z]+)*$/.test(name.trim());
