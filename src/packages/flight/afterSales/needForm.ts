/**
 * The flight demand order form (SPEC §3 flight demand order; §5 passenger mix, cities, dates, mobile, remark;
 * §9 booking limits): state, checks and the request it sends. Pure: no Taro, no React.
 */
import type { CabinClass, FlightNeedAddRequest, FlightNeedItem } from '../../../api/contract/flight';
import { checkPassengerMix } from '../../../domain/passengers';
import { PERSON_TYPE, type PersonType } from '../../../domain/person';
import { checkMobile, checkRemark } from '../../../domain/validators';
import { fenToYuan, yuanToFen } from '../../../domain/money';
import { chinaDate } from '../../../domain/time';
import { validationKey, type MessageKey } from '../../../i18n';
import '../../../i18n/parts/afterSales';

/** A city of a leg (the CityPicker's pick, structurally the flight screens' CityRef). */
export interface NeedCity {
  code: string;
  name: string;
  cityCode: string;
}

/** Departure time windows offered per leg ('' = any time). */
export const TIME_WINDOWS = ['', '06:00-12:00', '12:00-18:00', '18:00-23:59'] as const;
export type TimeWindow = (typeof TIME_WINDOWS)[number];

/** Times of day the booking must be done by, on the deadline date. */
export const DEADLINE_TIMES = ['09:00', '12:00', '18:00', '23:59'] as const;

export const NEED_CABINS: readonly CabinClass[] = ['Y', 'C', 'F'];

/** Multi-city demand orders carry at most this many legs. */
export const MAX_NEED_LEGS = 4;

export interface NeedLeg {
  depCity: NeedCity | null;
  arrCity: NeedCity | null;
  depDate: string;
  window: TimeWindow;
}

export interface NeedForm {
  voyageType: 1 | 2 | 3;
  adultNum: number;
  childNum: number;
  babyNum: number;
  cabin: CabinClass;
  /** Yuan per adult as typed. */
  budget: string;
  deadlineDate: string;
  deadlineTime: string;
  legs: NeedLeg[];
  onlyDirect: boolean;
  linkman: string;
  linkTel: string;
  remark: string;
}

/** Field names errors are reported under; legs as 'leg0.dep', 'leg1.date'. */
export type NeedErrors = Record<string, MessageKey>;

export function emptyLeg(depDate: string): NeedLeg {
  return { depCity: null, arrCity: null, depDate, window: '' };
}

/** A new form: one adult, economy, one-way departing in a week, booking done the day before. */
export function newNeedForm(today: string, linkman: string): NeedForm {
  const dep = chinaDate(today).add(7, 'day').format('YYYY-MM-DD');
  return {
    voyageType: 1,
    adultNum: 1,
    childNum: 0,
    babyNum: 0,
    cabin: 'Y',
    budget: '',
    deadlineDate: chinaDate(dep).subtract(1, 'day').format('YYYY-MM-DD'),
    deadlineTime: '18:00',
    legs: [emptyLeg(dep)],
    onlyDirect: false,
    linkman,
    linkTel: '',
    remark: '',
  };
}

/** The legs a voyage type needs: a round trip's return flies the outbound route backwards. */
export function legsFor(form: NeedForm, voyageType: NeedForm['voyageType']): NeedLeg[] {
  const first = form.legs[0];
  if (voyageType === 1) return [first];
  if (voyageType === 2) {
    const back = form.legs[1] ?? emptyLeg(chinaDate(first.depDate).add(2, 'day').format('YYYY-MM-DD'));
    return [first, { ...back, depCity: first.arrCity, arrCity: first.depCity }];
  }
  return form.legs.length >= 2 ? form.legs : [first, emptyLeg(first.depDate)];
}

/** Keeps a round trip's return leg the reverse of the outbound one after the outbound cities change. */
export function syncReturn(form: NeedForm): NeedForm {
  if (form.voyageType !== 2 || form.legs.length < 2) return form;
  const [first, back] = form.legs;
  return { ...form, legs: [first, { ...back, depCity: first.arrCity, arrCity: first.depCity }] };
}

function passengerTypes(f: Pick<NeedForm, 'adultNum' | 'childNum' | 'babyNum'>): PersonType[] {
  return [
    ...Array<PersonType>(f.adultNum).fill(PERSON_TYPE.adult),
    ...Array<PersonType>(f.childNum).fill(PERSON_TYPE.child),
    ...Array<PersonType>(f.babyNum).fill(PERSON_TYPE.infant),
  ];
}

/** Budget text as fen; null when it is not a positive amount with at most two decimals. */
export function budgetFen(text: string): number | null {
  const s = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return null;
  const fen = yuanToFen(s);
  return fen > 0 ? fen : null;
}

function sameCity(a: NeedCity, b: NeedCity): boolean {
  return (a.cityCode || a.code) === (b.cityCode || b.code);
}

/**
 * Every problem of the form, by field (empty when it can be sent). `now` is the China wall-clock time
 * 'YYYY-MM-DD HH:mm'.
 */
export function checkNeedForm(f: NeedForm, now: string): NeedErrors {
  const errors: NeedErrors = {};
  const today = now.slice(0, 10);
  const mix = checkPassengerMix(passengerTypes(f));
  if (mix) errors.passengers = validationKey(mix);
  if (budgetFen(f.budget) === null) errors.budget = 'afterSales.need.v.budget';

  f.legs.forEach((leg, i) => {
    if (!leg.depCity || !leg.arrCity) errors[`leg${i}.city`] = 'afterSales.need.v.city';
    else if (sameCity(leg.depCity, leg.arrCity)) errors[`leg${i}.city`] = 'afterSales.need.v.sameCity';
    if (!leg.depDate) errors[`leg${i}.date`] = 'afterSales.need.v.date';
    else if (leg.depDate < today) errors[`leg${i}.date`] = 'afterSales.need.v.pastDate';
    else if (i > 0 && f.legs[i - 1].depDate && leg.depDate < f.legs[i - 1].depDate)
      errors[`leg${i}.date`] = 'afterSales.need.v.dateOrder';
  });

  const deadline = `${f.deadlineDate} ${f.deadlineTime}`;
  const firstDep = f.legs[0]?.depDate ?? '';
  if (!f.deadlineDate || !f.deadlineTime) errors.deadline = 'afterSales.need.v.deadline';
  else if (deadline <= now) errors.deadline = 'afterSales.need.v.deadlinePast';
  else if (firstDep && f.deadlineDate > firstDep) errors.deadline = 'afterSales.need.v.deadlineAfterDep';

  if (!f.linkman.trim()) errors.linkman = 'afterSales.need.v.linkman';
  // A saved demand order's contact comes back masked (SPEC §9); sent unchanged, the server keeps the stored one.
  const tel = /^1\d{2}\*{4}\d{4}$/.test(f.linkTel.trim()) ? null : checkMobile(f.linkTel);
  if (tel) errors.linkTel = validationKey(tel);
  const remark = checkRemark(f.remark);
  if (remark) errors.remark = validationKey(remark);
  return errors;
}

/** The request of a checked form. */
export function toNeedRequest(f: NeedForm): FlightNeedAddRequest {
  const fen = budgetFen(f.budget) ?? 0;
  const remark = f.remark.trim();
  return {
    adultNum: f.adultNum,
    childNum: f.childNum,
    babyNum: f.babyNum,
    cabin: f.cabin,
    expectBudget: fenToYuan(fen),
    expectDeadline: `${f.deadlineDate} ${f.deadlineTime}`,
    tkNeedRanges: f.legs.map((leg) => {
      const [timeFrom, timeTo] = leg.window ? leg.window.split('-') : [];
      return {
        depCity: leg.depCity?.code ?? '',
        arrCity: leg.arrCity?.code ?? '',
        depDate: leg.depDate,
        ...(timeFrom && timeTo ? { timeFrom, timeTo } : {}),
      };
    }),
    voyageType: f.voyageType,
    onlyDirect: f.onlyDirect ? 1 : 0,
    linkman: f.linkman.trim(),
    linkTel: f.linkTel.trim(),
    ...(remark ? { remark } : {}),
  };
}

/**
 * A saved demand order back into the form (to update it). City names come from `cityName` (a code the caller
 * cannot name shows as the code).
 */
export function formFromNeed(n: FlightNeedItem, cityName: (code: string) => string): NeedForm {
  const [deadlineDate = '', deadlineTime = ''] = n.expectDeadline.split(' ');
  const city = (code: string): NeedCity | null => (code ? { code, name: cityName(code), cityCode: code } : null);
  return {
    voyageType: n.voyageType,
    adultNum: n.adultNum,
    childNum: n.childNum,
    babyNum: n.babyNum,
    cabin: n.cabin,
    budget: String(n.expectBudget),
    deadlineDate,
    deadlineTime: deadlineTime.slice(0, 5),
    legs: n.tkNeedRanges.map((r) => {
      const window = r.timeFrom && r.timeTo ? `${r.timeFrom}-${r.timeTo}` : '';
      return {
        depCity: city(r.depCity),
        arrCity: city(r.arrCity),
        depDate: r.depDate,
        window: (TIME_WINDOWS as readonly string[]).includes(window) ? (window as TimeWindow) : '',
      };
    }),
    onlyDirect: n.onlyDirect === 1,
    linkman: n.linkman,
    linkTel: n.linkTel,
    remark: n.remark ?? '',
  };
}
