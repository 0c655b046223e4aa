/**
 * Texts the flight answers carry in the request's language (cabin names, policy violations, fare rules, price-line
 * labels). Tips of refusals live in server/src/i18n/messages.ts.
 */
import type { FlightViolation } from '../../../../src/domain/flightPolicy';
import { formatYuan, yuanToFen } from '../../../../src/domain/money';
import type { Locale } from '../../i18n/messages';
import type { CabinClass } from '../../suppliers/flight';

const CABIN_NAMES: Record<Locale, Record<CabinClass, string>> = {
  'zh-CN': { Y: '经济舱', C: '公务舱', F: '头等舱' },
  'en-US': { Y: 'Economy', C: 'Business', F: 'First' },
};

export function cabinName(locale: Locale, cabinClass: CabinClass): string {
  return CABIN_NAMES[locale][cabinClass];
}

/** 85 → '8.5折', 100 → '全价' (zh); '85% of full fare' (en). */
export function discountText(locale: Locale, discount: number): string {
  if (locale === 'en-US') return discount >= 100 ? 'full fare' : `${discount}% of full fare`;
  return discount >= 100 ? '全价' : `${discount / 10}折`;
}

function classList(locale: Locale, allowed: string): string {
  const names = allowed
    .split(',')
    .filter((c): c is CabinClass => c === 'Y' || c === 'C' || c === 'F')
    .map((c) => cabinName(locale, c));
  return names.join(locale === 'en-US' ? ', ' : '、');
}

/** One policy violation as the user reads it. */
export function violationText(locale: Locale, v: FlightViolation): string {
  const p = v.params;
  const en = locale === 'en-US';
  switch (v.code) {
    case 'cabinClass': {
      const cls = String(p.cabinClass) as CabinClass;
      const allowed = classList(locale, String(p.allowed ?? ''));
      return en
        ? `${cabinName(locale, cls)} is above your standard (allowed: ${allowed || 'none'})`
        : `${cabinName(locale, cls)}超出差旅标准（可订：${allowed || '无'}）`;
    }
    case 'discount':
      return en
        ? `Fare above your discount ceiling: ${discountText(locale, Number(p.discount))} (max ${Number(p.maxDiscount)}%)`
        : `超出折扣标准：${discountText(locale, Number(p.discount))}（标准 ${discountText(locale, Number(p.maxDiscount))}以内）`;
    case 'advanceDays':
      return en
        ? `Must be booked ${Number(p.advanceDays)} days ahead (${Number(p.daysAhead)} days left)`
        : `须提前${Number(p.advanceDays)}天预订（距起飞${Number(p.daysAhead)}天）`;
    case 'lowestFare': {
      // The one money format of every screen ('¥1,120.00'), not the bare number ('¥1120').
      const lowest = formatYuan(yuanToFen(Number(p.lowestPrice)));
      return en
        ? `Not the lowest fare within ±${Number(p.windowMin)} minutes (lowest ${lowest})`
        : `未选择前后${Number(p.windowMin)}分钟内最低价（最低 ${lowest}）`;
    }
    default:
      return String(v.code);
  }
}

/** Refund, change and baggage rules of a fare (SPEC §9 fees: the same fee rules for every domestic fare). */
export function fareRules(
  locale: Locale,
  cabinClass: CabinClass,
  discount: number,
  lowCost: boolean,
): { refundRule: string; changeRule: string; baggage: string; endorse: boolean; summary: string } {
  const en = locale === 'en-US';
  const bagKg = cabinClass === 'F' ? 40 : cabinClass === 'C' ? 30 : 20;
  const endorse = discount >= 100 && !lowCost;
  const baggage = lowCost
    ? en
      ? 'No free checked baggage; one cabin bag up to 7 kg'
      : '不含免费托运行李；手提行李 1 件，不超过 7 公斤'
    : en
      ? `Checked baggage ${bagKg} kg; one cabin bag up to 5 kg`
      : `免费托运行李 ${bagKg} 公斤；手提行李 1 件，不超过 5 公斤`;
  return en
    ? {
        refundRule:
          'Up to 2 hours before departure: refund with a fee of 60% of the fare (at least ¥50). Within 2 hours of departure: no refund.',
        changeRule:
          'Up to 2 hours before departure: change fee 40% of the fare; within 2 hours: 60% (at least ¥50), plus any fare difference.',
        baggage,
        endorse,
        summary: endorse ? 'Refund fee 60% · change from 40% · endorsable' : 'Refund fee 60% · change from 40%',
      }
    : {
        refundRule: '起飞前2小时（含）以前退票，收取票面价60%的退票费（最低50元）；起飞前2小时以内不得退票。',
        changeRule: '起飞前2小时（含）以前变更收取票面价40%的变更费，2小时以内收取60%（最低50元），另补差价。',
        baggage,
        endorse,
        summary: endorse ? '退票费60% · 改期40%起 · 可签转' : '退票费60% · 改期40%起 · 不得签转',
      };
}

const PSG_LABELS: Record<Locale, Record<string, string>> = {
  'zh-CN': { adult: '成人', child: '儿童', infant: '婴儿' },
  'en-US': { adult: 'Adult', child: 'Child', infant: 'Infant' },
};

/** The label of a price-detail line (D's labels are language-neutral). */
export function priceLineLabel(
  locale: Locale,
  kind: string,
  label: string,
  segment: number | undefined,
  segments: number,
  tripType: 1 | 2 | 3,
): string {
  const en = locale === 'en-US';
  const seg =
    segment === undefined || segments <= 1
      ? ''
      : tripType === 2
        ? segment === 0
          ? en
            ? 'Outbound '
            : '去程'
          : en
            ? 'Return '
            : '返程'
        : en
          ? `Flight ${segment + 1} `
          : `第${segment + 1}程`;
  const who = PSG_LABELS[locale][label] ?? label;
  switch (kind) {
    case 'fare':
      return en ? `${seg}${who} fare` : `${seg}${who}票价`;
    case 'tax':
      return en ? `${seg}${who} taxes (airport fee + fuel)` : `${seg}${who}税费（机建+燃油）`;
    case 'insurance':
      return label;
    case 'serviceFee':
      return en ? 'Service fee' : '服务费';
    default:
      return label;
  }
}
