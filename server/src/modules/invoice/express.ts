/**
 * Simulated courier (express/query): the tracking number and the events of a parcel are deterministic from the
 * tracking number and the time it was posted, so a lookup always tells the same story and the delivery job marks
 * the request delivered exactly when the last event happens.
 */
import type { ExpressEvent, ExpressTracking } from '../../../../src/api/contract/invoice';
import type { Locale } from '../../i18n/messages';
import { chinaDateTime } from '../../lib/time';
import { hash32 } from '../../suppliers/kit/random';
import { COURIER } from './fees';

const HOUR_MS = 3600_000;

/** A tracking number: the courier prefix + 12 digits derived from the invoice id. */
export function trackingNumberFor(invoiceId: string): string {
  const a = String(hash32(`track|a|${invoiceId}`) % 1_000_000).padStart(6, '0');
  const b = String(hash32(`track|b|${invoiceId}`) % 1_000_000).padStart(6, '0');
  return `${COURIER.prefix}${a}${b}`;
}

/** Hours from posting to delivery: 18 to 60, by tracking number. */
export function transitMs(trackingNo: string): number {
  return (18 + (hash32(`transit|${trackingNo}`) % 43)) * HOUR_MS;
}

export function courierName(locale: Locale): string {
  return locale === 'zh-CN' ? COURIER.zh : COURIER.en;
}

interface Step {
  offsetMs: number;
  zh: string;
  en: string;
}

function steps(trackingNo: string, province: string, city: string): Step[] {
  const total = transitMs(trackingNo);
  const place = `${province}${city && city !== province ? city : ''}`;
  return [
    { offsetMs: 0, zh: '快件已由【上海浦东营业点】揽收', en: 'Picked up by the Shanghai Pudong branch' },
    { offsetMs: 2 * HOUR_MS, zh: '快件已离开【上海转运中心】', en: 'Departed the Shanghai hub' },
    {
      offsetMs: Math.round(total * 0.6),
      zh: `快件已到达【${place}转运中心】`,
      en: `Arrived at the ${place} hub`,
    },
    {
      offsetMs: Math.round(total * 0.85),
      zh: '快件正在派送中，请保持电话畅通',
      en: 'Out for delivery',
    },
    { offsetMs: total, zh: '快件已签收，感谢使用顺丰速运', en: 'Delivered, signed for by the recipient' },
  ];
}

/** The tracking of a parcel at `nowMs` (events newest first); notPosted when postedAt is null. */
export function tracking(
  p: { trackingNo: string; postedAt: number | null; province: string; city: string },
  nowMs: number,
  locale: Locale,
): ExpressTracking {
  if (p.postedAt === null || p.trackingNo === '') {
    return { courierCompany: courierName(locale), trackingNo: p.trackingNo, state: 'notPosted', events: [] };
  }
  const all = steps(p.trackingNo, p.province, p.city);
  const happened = all.filter((s) => p.postedAt !== null && p.postedAt + s.offsetMs <= nowMs);
  const events: ExpressEvent[] = happened
    .map((s) => ({ at: chinaDateTime((p.postedAt as number) + s.offsetMs), text: locale === 'zh-CN' ? s.zh : s.en }))
    .reverse();
  return {
    courierCompany: courierName(locale),
    trackingNo: p.trackingNo,
    state: happened.length === all.length ? 'delivered' : 'inTransit',
    events,
  };
}
