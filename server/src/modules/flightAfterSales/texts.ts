/** Texts the after-sales answers carry in the request's language: reasons and the fee rules (SPEC §9). */
import type { AfterSalesReason } from '../../../../src/api/contract/flight';
import type { Locale } from '../../i18n/messages';

interface Reason {
  code: string;
  zh: string;
  en: string;
  type: 1 | 2;
}

// Codes shared with the client's apply forms (src/packages/flight/afterSales/forms.ts).
const REFUND_REASONS: readonly Reason[] = [
  { code: 'plan', zh: '行程变更', en: 'Change of plans', type: 1 },
  { code: 'duplicate', zh: '重复预订', en: 'Booked twice', type: 1 },
  { code: 'delay', zh: '航班延误或取消', en: 'Flight delayed or cancelled', type: 2 },
  { code: 'illness', zh: '因病无法乘机（需提供证明）', en: 'Illness (proof needed)', type: 2 },
  { code: 'other', zh: '其他原因', en: 'Other reason', type: 1 },
];

const CHANGE_REASONS: readonly Reason[] = [
  { code: 'plan', zh: '行程变更', en: 'Change of plans', type: 1 },
  { code: 'delay', zh: '航班延误或取消', en: 'Flight delayed or cancelled', type: 2 },
  { code: 'illness', zh: '因病改期', en: 'Illness', type: 2 },
  { code: 'other', zh: '其他原因', en: 'Other reason', type: 1 },
];

function present(locale: Locale, list: readonly Reason[], proofForInvoluntary: boolean): AfterSalesReason[] {
  return list.map((r) => ({
    code: r.code,
    text: locale === 'en-US' ? r.en : r.zh,
    type: r.type,
    proofRequired: proofForInvoluntary && r.type === 2,
  }));
}

export const refundReasons = (locale: Locale): AfterSalesReason[] => present(locale, REFUND_REASONS, true);
export const changeReasons = (locale: Locale): AfterSalesReason[] => present(locale, CHANGE_REASONS, false);

/** Proof images (SPEC §5: jpg, jpeg, gif, png or bmp, at most 10 MB). */
export const PROOF_FORMATS = ['jpg', 'jpeg', 'gif', 'png', 'bmp'] as const;
export const PROOF_MAX_MB = 10;

export function refundRuleText(locale: Locale): string {
  return locale === 'en-US'
    ? 'Refunds are possible up to 2 hours before departure with a fee of 60% of the fare (at least 50 yuan); ' +
        'taxes are returned in full. Not possible within 2 hours of departure. Involuntary refunds (with proof) are free.'
    : '起飞前2小时（含）以前可退票，退票费为票面价的60%（最低50元），机建燃油全额退还；起飞前2小时内不支持退票。' +
        '非自愿退票（须提供证明）免收退票费。';
}

export function changeRuleText(locale: Locale): string {
  return locale === 'en-US'
    ? 'Change fee: 40% of the fare up to 2 hours before departure, 60% after (at least 50 yuan), plus the fare ' +
        'difference when the new fare is higher. Involuntary changes pay only the fare difference.'
    : '改签费：起飞前2小时（含）以前为票面价的40%，2小时内为60%（最低50元）；新航班票价更高时另补差价。' +
        '非自愿改签仅需补差价。';
}
