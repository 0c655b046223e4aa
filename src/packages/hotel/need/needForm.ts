/**
 * The hotel need (inquiry) form as plain data, its checks and the request it becomes (SPEC §5 hotel: the stay,
 * at least one room and one guest, at most 10 guests; remarks at most 200 characters; a contact mobile). The same
 * rules as the server (src/domain/hotel/stay.ts and the contract's limits), so the form names a problem before the
 * server would.
 */
import type { HotelStar } from '../../../api/contract/hotel';
import { HOTEL_NEED_LIMITS, needGuestsPerRoom, type HotelNeedSaveRequest } from '../../../api/contract/hotelNeed';
import { checkRoomsAndGuests, checkStay, defaultStay, HOTEL_RULES } from '../../../domain/hotel/stay';
import { fenToYuan, yuanToFen } from '../../../domain/money';
import { checkMobile } from '../../../domain/validators';
import type { MessageKey } from '../../../i18n';

export interface NeedCity {
  code: string;
  name: string;
}

export interface HotelNeedForm {
  city: NeedCity | null;
  checkIn: string;
  checkOut: string;
  rooms: number;
  /** One entry per guest (1 to 10). */
  guests: string[];
  /** Yuan as typed; '' = no limit. */
  budget: string;
  stars: HotelStar[];
  area: string;
  requirements: string;
  linkman: string;
  linkTel: string;
}

export type NeedField =
  'city' | 'dates' | 'rooms' | 'guests' | 'budget' | 'area' | 'requirements' | 'linkman' | 'linkTel';

export interface NeedProblem {
  key: MessageKey;
  params?: Record<string, number>;
}

export type NeedProblems = Partial<Record<NeedField, NeedProblem>>;

export const NEED_STARS: readonly HotelStar[] = [2, 3, 4, 5];

const chars = (s: string): number => Array.from(s).length;
const MONEY = /^\d+(\.\d{1,2})?$/;

/** A new form: today's default stay (SPEC §9 one night, one room), the booker as the first guest and contact. */
export function newNeedForm(nowMs: number, name: string): HotelNeedForm {
  const stay = defaultStay(nowMs);
  return {
    city: null,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    rooms: HOTEL_RULES.defaultRooms,
    guests: [name],
    budget: '',
    stars: [],
    area: '',
    requirements: '',
    linkman: name,
    linkTel: '',
  };
}

/** The problems of the form, by field (empty when it can be sent). */
export function checkNeedForm(form: HotelNeedForm, nowMs: number): NeedProblems {
  const out: NeedProblems = {};
  if (!form.city) out.city = { key: 'hotelNeed.e.city' };

  if (!form.checkIn || !form.checkOut) out.dates = { key: 'hotelNeed.e.dates' };
  else {
    const stay = checkStay(form.checkIn, form.checkOut, nowMs);
    if (stay !== 'ok') {
      out.dates = {
        key: `hotelNeed.e.${stay}`,
        params: { nights: HOTEL_RULES.maxNights, days: HOTEL_RULES.latestCheckInDays },
      };
    }
  }

  const names = form.guests.map((g) => g.trim());
  const rooms = checkRoomsAndGuests(form.rooms, needGuestsPerRoom(form.rooms, names.length));
  if (rooms === 'noRoom') out.rooms = { key: 'hotelNeed.e.noRoom' };
  else if (rooms !== 'ok') out.guests = { key: `hotelNeed.e.${rooms}`, params: { max: HOTEL_RULES.maxGuests } };
  else if (names.some((n) => n === '' || chars(n) > HOTEL_NEED_LIMITS.guestNameMax)) {
    out.guests = { key: 'hotelNeed.e.guestName', params: { max: HOTEL_NEED_LIMITS.guestNameMax } };
  }

  const budget = form.budget.trim();
  if (budget !== '' && (!MONEY.test(budget) || Number(budget) > HOTEL_NEED_LIMITS.maxBudget)) {
    out.budget = { key: 'hotelNeed.e.budget' };
  }
  if (chars(form.area.trim()) > HOTEL_NEED_LIMITS.areaMax) {
    out.area = { key: 'hotelNeed.e.area', params: { max: HOTEL_NEED_LIMITS.areaMax } };
  }
  if (chars(form.requirements.trim()) > HOTEL_NEED_LIMITS.requirementsMax) {
    out.requirements = { key: 'hotelNeed.e.requirements', params: { max: HOTEL_NEED_LIMITS.requirementsMax } };
  }
  if (form.linkman.trim() === '') out.linkman = { key: 'hotelNeed.e.linkman' };
  if (checkMobile(form.linkTel.trim())) out.linkTel = { key: 'hotelNeed.e.linkTel' };
  return out;
}

/** The saveNeedOrder body of a checked form. */
export function toNeedRequest(form: HotelNeedForm): HotelNeedSaveRequest {
  const budget = form.budget.trim();
  return {
    cityId: form.city?.code ?? '',
    checkIn: form.checkIn,
    checkOut: form.checkOut,
    rooms: form.rooms,
    guestNames: form.guests.map((g) => g.trim()),
    budget: budget === '' ? 0 : fenToYuan(yuanToFen(budget)),
    stars: [...form.stars].sort((a, b) => a - b),
    area: form.area.trim(),
    requirements: form.requirements.trim(),
    linkman: form.linkman.trim(),
    linkTel: form.linkTel.trim(),
  };
}

/** A remark's problem (SPEC §5: at most 200 characters; empty is refused), or null. */
export function checkRemarkText(text: string): NeedProblem | null {
  const s = text.trim();
  if (s === '') return { key: 'hotelNeed.remark.empty' };
  if (chars(s) > HOTEL_NEED_LIMITS.remarkMax) {
    return { key: 'hotelNeed.remark.tooLong', params: { max: HOTEL_NEED_LIMITS.remarkMax } };
  }
  return null;
}
