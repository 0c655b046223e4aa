/**
 * Hotel need (inquiry) orders (SPEC §7 need orders): saving one (validated like a hotel search: a city of the 10903
 * list, the stay by SPEC §5/§9 through src/domain/hotel/stay.ts, rooms and guests, a budget per night, requirements
 * ≤ 200, a contact mobile), my list, the detail and the notes thread, and the traveller's remarks. Everything is
 * scoped like orders (SPEC §6): another employee's or company's need answers as not found. The agency's side is
 * the persisted step of agency.ts.
 */
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import type { PageData } from '../../../../src/api/contract/envelope';
import type { HotelStar } from '../../../../src/api/contract/hotel';
import {
  HOTEL_NEED_LIMITS,
  HOTEL_NEED_OPEN,
  needGuestsPerRoom,
  type HotelNeedItem,
  type HotelNeedListRequest,
  type HotelNeedNote,
  type HotelNeedNotesData,
  type HotelNeedQuote,
  type HotelNeedSaveData,
  type HotelNeedSaveRequest,
  type HotelNeedStatus,
} from '../../../../src/api/contract/hotelNeed';
import { checkRoomsAndGuests, checkStay, HOTEL_RULES, nightsBetween } from '../../../../src/domain/hotel/stay';
import { maskMobile } from '../../../../src/domain/masking';
import { fenToYuan, yuanToFen } from '../../../../src/domain/money';
import { checkMobile } from '../../../../src/domain/validators';
import { translate, type Locale, type MsgKey } from '../../i18n/messages';
import { businessNo } from '../../lib/businessNo';
import { newId } from '../../lib/crypto';
import { invalid, notFound } from '../../lib/errors';
import { pageData, toPage } from '../../lib/paging';
import { chinaDateTime } from '../../lib/time';
import { scopeFor } from '../orders/service';
import type { AuthInfo } from '../session/service';
import { agencyStep, expiryAtMs, firstAgencyDelayMs } from './agency';
import { cityName, needCity } from './cities';
import { hotelNeedRepository } from './repository';
import type { HotelNeedNotesTable, HotelNeedsTable } from './tables';

const chars = (s: string): number => Array.from(s).length;
const minute = (ms: number): string => chinaDateTime(ms).slice(0, 16);

/** The row values of a valid request; code 2 with the first problem otherwise (SPEC §5 order of the form). */
function validate(req: HotelNeedSaveRequest, nowMs: number) {
  const cityId = req.cityId.trim().toUpperCase();
  if (!needCity(cityId)) throw invalid('hotelNeed.cityUnknown');

  const stay = checkStay(req.checkIn, req.checkOut, nowMs);
  if (stay !== 'ok') {
    throw invalid(`hotelNeed.stay.${stay}`, { nights: HOTEL_RULES.maxNights, days: HOTEL_RULES.latestCheckInDays });
  }

  const names = req.guestNames.map((n) => n.trim());
  const rooms = checkRoomsAndGuests(req.rooms, needGuestsPerRoom(req.rooms, names.length));
  if (rooms !== 'ok') throw invalid(`hotelNeed.rooms.${rooms}`, { max: HOTEL_RULES.maxGuests });
  if (names.some((n) => n === '' || chars(n) > HOTEL_NEED_LIMITS.guestNameMax)) {
    throw invalid('hotelNeed.guestName', { max: HOTEL_NEED_LIMITS.guestNameMax });
  }

  const budgetFen = yuanToFen(req.budget);
  if (!(budgetFen >= 0) || Math.abs(req.budget * 100 - budgetFen) > 1e-6) throw invalid('hotelNeed.budget');

  const area = (req.area ?? '').trim();
  if (chars(area) > HOTEL_NEED_LIMITS.areaMax)
    throw invalid('hotelNeed.areaTooLong', { max: HOTEL_NEED_LIMITS.areaMax });
  const requirements = (req.requirements ?? '').trim();
  if (chars(requirements) > HOTEL_NEED_LIMITS.requirementsMax) {
    throw invalid('hotelNeed.requirementsTooLong', { max: HOTEL_NEED_LIMITS.requirementsMax });
  }

  const linkman = req.linkman.trim();
  if (linkman === '') throw invalid('hotelNeed.linkman');
  const linkTel = req.linkTel.trim();
  if (checkMobile(linkTel)) throw invalid('hotelNeed.linkTel');

  const stars = [...new Set(req.stars)].sort((a, b) => a - b);
  return {
    city_id: cityId,
    check_in: req.checkIn,
    check_out: req.checkOut,
    rooms: req.rooms,
    guests_json: JSON.stringify(names),
    budget_fen: budgetFen,
    stars_json: JSON.stringify(stars),
    area,
    requirements,
    linkman,
    link_tel: linkTel,
  };
}

function parse<T>(json: string, fallback: T): T {
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
}

function quoteOf(json: string | undefined): HotelNeedQuote | undefined {
  if (!json) return undefined;
  return parse<HotelNeedQuote | undefined>(json, undefined);
}

export function presentNeed(n: HotelNeedsTable, locale: Locale, quoteJson?: string): HotelNeedItem {
  const item: HotelNeedItem = {
    needId: n.id,
    needNo: n.need_no,
    status: n.status as HotelNeedStatus,
    cityId: n.city_id,
    cityName: cityName(n.city_id, locale),
    checkIn: n.check_in,
    checkOut: n.check_out,
    nights: nightsBetween(n.check_in, n.check_out),
    rooms: Number(n.rooms),
    guestNames: parse<string[]>(n.guests_json, []),
    budget: fenToYuan(Number(n.budget_fen)),
    stars: parse<HotelStar[]>(n.stars_json, []),
    area: n.area,
    requirements: n.requirements,
    linkman: n.linkman,
    linkTel: maskMobile(n.link_tel),
    createdAt: minute(Number(n.created_at)),
    updatedAt: minute(Number(n.updated_at)),
  };
  const quote = quoteOf(quoteJson);
  if (quote) item.quote = quote;
  return item;
}

/** An agency note's parameters in the reader's language: the city and the quoted hotel by name. */
function noteParams(r: HotelNeedNotesTable, locale: Locale): Record<string, string | number> {
  const params = parse<Record<string, string | number>>(r.params_json, {});
  if (typeof params.cityId === 'string') params.city = cityName(params.cityId, locale);
  const quote = quoteOf(r.quote_json);
  if (quote) {
    params.hotel = locale === 'en-US' ? quote.hotelNameEn : quote.hotelName;
    params.price = quote.price;
  }
  return params;
}

type NoteRow = HotelNeedNotesTable & { emp_name: string | null };

function presentNote(r: NoteRow, locale: Locale): HotelNeedNote {
  const agency = r.author === 'agency';
  const note: HotelNeedNote = {
    noteId: r.id,
    author: agency ? 'agency' : 'user',
    authorName: agency ? translate(locale, 'hotelNeed.agencyName') : (r.emp_name ?? ''),
    content: agency ? translate(locale, r.text_key as MsgKey, noteParams(r, locale)) : r.content,
    createdAt: minute(Number(r.created_at)),
  };
  const quote = quoteOf(r.quote_json);
  if (quote) note.quote = quote;
  return note;
}

export function hotelNeeds(ctx: AppContext) {
  const nowMs = () => ctx.now().getTime();

  async function mine(db: Db, auth: AuthInfo, needId: string) {
    const row = await hotelNeedRepository(db).needInScope(needId, scopeFor(auth, 3));
    if (!row) throw notFound();
    return row;
  }

  async function thread(db: Db, row: HotelNeedsTable, locale: Locale): Promise<HotelNeedNotesData> {
    const notes = await hotelNeedRepository(db).notes(row.id);
    return { needId: row.id, status: row.status as HotelNeedStatus, notes: notes.map((n) => presentNote(n, locale)) };
  }

  return {
    /** saveNeedOrder inside the idempotent transaction: the need and the agency's first step. */
    async save(trx: Db, auth: AuthInfo, req: HotelNeedSaveRequest): Promise<HotelNeedSaveData> {
      const at = nowMs();
      const values = validate(req, at);
      const needId = newId(at);
      const needNo = businessNo('HX', at);
      await hotelNeedRepository(trx).insertNeed({
        id: needId,
        corp_id: auth.corpId,
        emp_id: auth.empId,
        dept_id: auth.deptId,
        need_no: needNo,
        status: 'submitted',
        ...values,
        created_at: at,
        updated_at: at,
      });
      await agencyStep.schedule(trx, { needId, stage: 'take' }, at + firstAgencyDelayMs(needId), at);
      await agencyStep.schedule(trx, { needId, stage: 'expire' }, expiryAtMs(values.check_in), at);
      return { needId, needNo };
    },

    async list(
      auth: AuthInfo,
      req: HotelNeedListRequest,
      locale: Locale,
    ): Promise<{ list: HotelNeedItem[]; page: PageData }> {
      const page = toPage(req);
      const status = req.status ? req.status : undefined;
      const repo = hotelNeedRepository(ctx.db);
      const { rows, total } = await repo.needs(scopeFor(auth, 3), status, page.offset, page.count);
      const quotes = await repo.latestQuotes(rows.map((r) => r.id));
      return { list: rows.map((r) => presentNeed(r, locale, quotes.get(r.id))), page: pageData(page, total) };
    },

    async detail(auth: AuthInfo, needId: string, locale: Locale): Promise<HotelNeedItem> {
      const row = await mine(ctx.db, auth, needId);
      const quotes = await hotelNeedRepository(ctx.db).latestQuotes([row.id]);
      return presentNeed(row, locale, quotes.get(row.id));
    },

    async notes(auth: AuthInfo, needId: string, locale: Locale): Promise<HotelNeedNotesData> {
      return thread(ctx.db, await mine(ctx.db, auth, needId), locale);
    },

    /** savehtNeedNote: the traveller's remark on an open need, in the caller's transaction (its Idempotency-Key). */
    async addNote(
      trx: Db,
      auth: AuthInfo,
      needId: string,
      content: string,
      locale: Locale,
    ): Promise<HotelNeedNotesData> {
      const text = content.trim();
      if (text === '') throw invalid('hotelNeed.remarkEmpty');
      if (chars(text) > HOTEL_NEED_LIMITS.remarkMax) {
        throw invalid('hotelNeed.remarkTooLong', { max: HOTEL_NEED_LIMITS.remarkMax });
      }
      const row = await mine(trx, auth, needId);
      if (!HOTEL_NEED_OPEN.includes(row.status as HotelNeedStatus)) throw invalid('hotelNeed.closed');
      const at = nowMs();
      const repo = hotelNeedRepository(trx);
      await repo.insertNote({
        id: newId(at),
        need_id: row.id,
        corp_id: row.corp_id,
        author: 'user',
        emp_id: auth.empId,
        content: text,
        text_key: '',
        params_json: '{}',
        quote_json: '',
        created_at: at,
      });
      await repo.touchNeed(row.id, at);
      return thread(trx, row, locale);
    },
  };
}
