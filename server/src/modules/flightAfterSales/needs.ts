/**
 * Flight demand orders (SPEC §3 flight demand order, §7 tkNeedOrderAdd and demand orders: list, detail, update,
 * cancel): what a traveller wants when no suitable flight was found. Validated like a booking (passenger mix of
 * SPEC §5/§9, cities, dates, a deadline in the future before the first departure, contact mobile, remark) and
 * scoped like orders (SPEC §6). Only a pending demand order may be updated or cancelled.
 */
import { businessNo } from '../../lib/businessNo';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import type { PageData } from '../../../../src/api/contract/envelope';
import type {
  FlightNeedAddData,
  FlightNeedAddRequest,
  FlightNeedItem,
  FlightNeedListRequest,
  FlightNeedRange,
} from '../../../../src/api/contract/flight';
import { maskMobile } from '../../../../src/domain/masking';
import { fenToYuan, yuanToFen } from '../../../../src/domain/money';
import { checkPassengerMix } from '../../../../src/domain/passengers';
import { PERSON_TYPE, type PersonType } from '../../../../src/domain/person';
import { checkRemark, checkTelephone } from '../../../../src/domain/validators';
import type { FlightNeedsTable } from './tables';
import { validationText, type Locale } from '../../i18n/messages';
import { newId } from '../../lib/crypto';
import { invalid, invalidField, notFound } from '../../lib/errors';
import { pageData, toPage } from '../../lib/paging';
import { addDays, chinaDateTime, chinaDay, chinaDayStartMs, isCalendarDate } from '../../lib/time';
import { INTERNATIONAL_CITIES } from '../basedata/data/international';
import { resolvePlace, SALE_HORIZON_DAYS } from '../../suppliers/flight';
import { scopeFor } from '../orders/service';
import type { AuthInfo } from '../session/service';
import { afterSalesRepository } from './repository';

/** Legs of a multi-city demand order. */
export const MAX_NEED_LEGS = 6;
export const NEED_STATUSES = ['pending', 'processed', 'cancelled'] as const;
const DEADLINE = /^(\d{4}-\d{2}-\d{2}) ([01]\d|2[0-3]):([0-5]\d)$/;
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The city a code stands for (domestic city or airport, or an international city or airport); null if unknown. */
function cityOf(code: string): string | null {
  const upper = code.trim().toUpperCase();
  const domestic = resolvePlace(upper);
  if (domestic) return domestic.city.code;
  const intl = INTERNATIONAL_CITIES.find((c) => c.code === upper || c.airports.includes(upper));
  return intl ? intl.code : null;
}

function checkLegs(req: FlightNeedAddRequest, today: string): FlightNeedRange[] {
  const legs = req.tkNeedRanges;
  const wanted = req.voyageType === 1 ? legs.length === 1 : req.voyageType === 2 ? legs.length === 2 : legs.length >= 2;
  if (!wanted || legs.length > MAX_NEED_LEGS) throw invalid('needLegs');
  const last = addDays(today, SALE_HORIZON_DAYS);
  const out: FlightNeedRange[] = [];
  legs.forEach((leg, i) => {
    const dep = cityOf(leg.depCity);
    if (!dep) throw invalidField('depCity');
    const arr = cityOf(leg.arrCity);
    if (!arr) throw invalidField('arrCity');
    if (dep === arr) throw invalid('flightSameCity');
    if (!isCalendarDate(leg.depDate)) throw invalidField('depDate', 'fieldFormat');
    if (leg.depDate < today) throw invalid('flightQueryPastDate');
    if (leg.depDate > last) throw invalidField('depDate', 'fieldRange');
    const prev = out[i - 1];
    if (prev && leg.depDate < prev.depDate) throw invalid('needDateOrder');
    const hasFrom = leg.timeFrom !== undefined && leg.timeFrom !== '';
    const hasTo = leg.timeTo !== undefined && leg.timeTo !== '';
    if (hasFrom && !HHMM.test(leg.timeFrom as string)) throw invalidField('timeFrom', 'fieldFormat');
    if (hasTo && !HHMM.test(leg.timeTo as string)) throw invalidField('timeTo', 'fieldFormat');
    if (hasFrom && hasTo && (leg.timeFrom as string) > (leg.timeTo as string)) throw invalid('needTimeWindow');
    out.push({
      depCity: leg.depCity.trim().toUpperCase(),
      arrCity: leg.arrCity.trim().toUpperCase(),
      depDate: leg.depDate,
      ...(hasFrom ? { timeFrom: leg.timeFrom } : {}),
      ...(hasTo ? { timeTo: leg.timeTo } : {}),
    });
  });
  if (req.voyageType === 2) {
    const [a, b] = out as [FlightNeedRange, FlightNeedRange];
    if (cityOf(b.depCity) !== cityOf(a.arrCity) || cityOf(b.arrCity) !== cityOf(a.depCity)) {
      throw invalid('needReturnRoute');
    }
  }
  return out;
}

/**
 * The row values of a valid request; code 2 naming the first problem otherwise. `storedTel`: the saved contact mobile
 * of the demand order being updated.
 */
function validate(req: FlightNeedAddRequest, nowMs: number, locale: Locale, storedTel = '') {
  const types: PersonType[] = [
    ...Array<PersonType>(req.adultNum).fill(PERSON_TYPE.adult),
    ...Array<PersonType>(req.childNum).fill(PERSON_TYPE.child),
    ...Array<PersonType>(req.babyNum).fill(PERSON_TYPE.infant),
  ];
  const mix = checkPassengerMix(types);
  if (mix) throw invalid('travellerInvalid', { text: validationText(locale, mix) });

  const budgetFen = yuanToFen(req.expectBudget);
  if (budgetFen <= 0 || Math.abs(req.expectBudget * 100 - budgetFen) > 1e-6) throw invalidField('expectBudget');

  const today = chinaDay(nowMs);
  const ranges = checkLegs(req, today);

  const m = DEADLINE.exec(req.expectDeadline.trim());
  if (!m || !isCalendarDate(m[1] as string)) throw invalidField('expectDeadline', 'fieldFormat');
  const deadline = req.expectDeadline.trim();
  // China time has no daylight saving: the day's start plus the minutes is exact.
  const deadlineAt = chinaDayStartMs(m[1] as string) + (Number(m[2]) * 60 + Number(m[3])) * 60_000;
  if (deadlineAt <= nowMs) throw invalid('needDeadlinePast');
  // The booking must be done by the first departure day at the latest.
  if (deadlineAt >= chinaDayStartMs(addDays((ranges[0] as FlightNeedRange).depDate, 1))) {
    throw invalid('needDeadlineAfterDep');
  }

  const linkman = req.linkman.trim();
  if (linkman === '') throw invalidField('linkman', 'fieldRequired');
  const sentTel = req.linkTel.trim();
  // An update may send back the number as answered (masked): that means the stored one, unchanged.
  const linkTel = storedTel && sentTel.includes('*') && sentTel === maskMobile(storedTel) ? storedTel : sentTel;
  if (checkTelephone(linkTel)) throw invalidField('linkTel', 'fieldFormat');
  const remark = (req.remark ?? '').trim();
  if (checkRemark(remark)) throw invalidField('remark', 'fieldTooLong');

  return {
    adult_num: req.adultNum,
    child_num: req.childNum,
    baby_num: req.babyNum,
    cabin: req.cabin,
    expect_budget_fen: budgetFen,
    expect_deadline: deadline,
    deadline_at: deadlineAt,
    voyage_type: req.voyageType,
    only_direct: req.onlyDirect === 1 ? 1 : 0,
    linkman,
    link_tel: linkTel,
    remark,
    ranges_json: JSON.stringify(ranges),
  };
}

function present(n: FlightNeedsTable): FlightNeedItem {
  const item: FlightNeedItem = {
    needId: n.id,
    needNo: n.need_no,
    status: n.status,
    createdAt: chinaDateTime(Number(n.created_at)),
    adultNum: Number(n.adult_num),
    childNum: Number(n.child_num),
    babyNum: Number(n.baby_num),
    cabin: n.cabin as FlightNeedItem['cabin'],
    expectBudget: fenToYuan(Number(n.expect_budget_fen)),
    expectDeadline: n.expect_deadline,
    tkNeedRanges: JSON.parse(n.ranges_json) as FlightNeedRange[],
    voyageType: (Number(n.voyage_type) === 2 ? 2 : Number(n.voyage_type) === 3 ? 3 : 1) as 1 | 2 | 3,
    onlyDirect: Number(n.only_direct) === 1 ? 1 : 0,
    linkman: n.linkman,
    // Masked for every reader (SPEC §9), as hotel demand orders and every order detail answer it.
    linkTel: maskMobile(n.link_tel),
  };
  if (n.remark) item.remark = n.remark;
  return item;
}

export function flightNeeds(ctx: AppContext) {
  const nowMs = () => ctx.now().getTime();

  async function mine(db: Db, auth: AuthInfo, needId: string) {
    const row = await afterSalesRepository(db).needInScope(needId, scopeFor(auth, 3));
    if (!row) throw notFound();
    return row;
  }

  return {
    /** tkNeedOrderAdd inside the idempotent transaction. */
    async add(trx: Db, auth: AuthInfo, req: FlightNeedAddRequest, locale: Locale): Promise<FlightNeedAddData> {
      const at = nowMs();
      const values = validate(req, at, locale);
      const needId = newId(at);
      const needNo = businessNo('XQ', at);
      await afterSalesRepository(trx).insertNeed({
        id: needId,
        corp_id: auth.corpId,
        emp_id: auth.empId,
        dept_id: auth.deptId,
        need_no: needNo,
        status: 'pending',
        ...values,
        created_at: at,
        updated_at: at,
      });
      return { needId, needNo };
    },

    async list(auth: AuthInfo, req: FlightNeedListRequest): Promise<{ list: FlightNeedItem[]; page: PageData }> {
      const page = toPage(req);
      const status = req.status && req.status !== '' ? req.status : undefined;
      const { rows, total } = await afterSalesRepository(ctx.db).needs(
        scopeFor(auth, 3),
        status,
        page.offset,
        page.count,
      );
      return { list: rows.map(present), page: pageData(page, total) };
    },

    async detail(auth: AuthInfo, needId: string): Promise<FlightNeedItem> {
      return present(await mine(ctx.db, auth, needId));
    },

    /** need/update: all fields again, checked like a new one; pending only. */
    async update(auth: AuthInfo, needId: string, req: FlightNeedAddRequest, locale: Locale): Promise<FlightNeedItem> {
      return ctx.db.transaction().execute(async (trx) => {
        const row = await mine(trx, auth, needId);
        if (row.status !== 'pending') throw invalid('needNotPending');
        const at = nowMs();
        const values = validate(req, at, locale, row.link_tel);
        if (!(await afterSalesRepository(trx).updateNeed(needId, 'pending', { ...values, updated_at: at }))) {
          throw invalid('needNotPending');
        }
        return present(await mine(trx, auth, needId));
      });
    },

    /** need/cancel inside the idempotent transaction; cancelling a cancelled one answers as before. */
    async cancel(trx: Db, auth: AuthInfo, needId: string): Promise<FlightNeedItem> {
      const row = await mine(trx, auth, needId);
      if (row.status === 'cancelled') return present(row);
      if (row.status !== 'pending') throw invalid('needNotPending');
      if (
        !(await afterSalesRepository(trx).updateNeed(needId, 'pending', { status: 'cancelled', updated_at: nowMs() }))
      ) {
        throw invalid('needNotPending');
      }
      return present(await mine(trx, auth, needId));
    },
  };
}
