/**
 * Paper invoice delivery fees (express/matchFee, express/addressFee): a deterministic table by the destination
 * province, shipped from the service centre in Shanghai by one courier. Return collect (sendMode 1) costs the
 * company nothing (the recipient pays the courier); prepaid (sendMode 2) carries the table's fee in fen.
 */
import type { SendMode } from '../../../../src/api/contract/invoice';

export const COURIER = { zh: '顺丰速运', en: 'SF Express', prefix: 'SF' } as const;

/** Express types (SPEC §3): 1 return collect, 2 prepaid. */
export const SEND_MODE = { returnCollect: 1, prepaid: 2 } as const;

/** Province short names (as they start an address's province field) → prepaid fee in fen. */
const PREPAID_FEN: Record<string, number> = {
  上海: 800,
  江苏: 1000,
  浙江: 1000,
  安徽: 1000,
  北京: 1200,
  天津: 1200,
  河北: 1200,
  山西: 1200,
  辽宁: 1200,
  吉林: 1200,
  黑龙江: 1200,
  福建: 1200,
  江西: 1200,
  山东: 1200,
  河南: 1200,
  湖北: 1200,
  湖南: 1200,
  广东: 1200,
  广西: 1200,
  重庆: 1200,
  四川: 1200,
  贵州: 1200,
  云南: 1200,
  陕西: 1200,
  内蒙古: 2000,
  海南: 2000,
  甘肃: 2000,
  青海: 2000,
  宁夏: 2000,
  新疆: 2000,
  西藏: 2000,
  香港: 3000,
  澳门: 3000,
  台湾: 3000,
};

/** The table's key of a province as written ('上海市', '广西壮族自治区', '黑龙江省'…), or null when unknown. */
export function provinceKey(province: string): string | null {
  const p = province.trim();
  if (p === '') return null;
  // Longest names first so '内蒙古' is not taken for something shorter.
  const keys = Object.keys(PREPAID_FEN).sort((a, b) => b.length - a.length);
  return keys.find((k) => p.startsWith(k)) ?? null;
}

/** Delivery fee in fen of an express type to a province; null when the province is not served. */
export function deliveryFeeFen(province: string, sendMode: SendMode): number | null {
  const key = provinceKey(province);
  if (!key) return null;
  return sendMode === SEND_MODE.prepaid ? (PREPAID_FEN[key] as number) : 0;
}
