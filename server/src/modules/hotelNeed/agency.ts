/**
 * The simulated travel agency of hotel need orders, a persisted step of the supplier kit: a few seconds after a
 * need is saved the agency takes it (submitted → processing, a note and a message to the traveller); some seconds
 * later it answers with a quote naming a hotel of the hotel supplier that fits the request (→ quoted), or closes
 * the need when nothing fits or the check-in day has passed (→ closed); a need still open after its check-in day
 * closes by itself. Each run reads the need first and does
 * nothing when it has moved on, so a retried job never answers twice.
 */
import { addCalendarDays, chinaDayStartMs, chinaToday } from '../../../../src/domain/time';
import { HOTEL_NEED_OPEN, type HotelNeedQuote, type HotelNeedStatus } from '../../../../src/api/contract/hotelNeed';
import { translate } from '../../i18n/messages';
import type { JobDb } from '../../jobs';
import { newId } from '../../lib/crypto';
import { defineStep, delayMs } from '../../suppliers/kit/step';
import { createMessage } from '../orders/lifecycle';
import { cityName } from './cities';
import { hotelNeedRepository } from './repository';
import { suggestHotel } from './suggest';
import type { HotelNeedsTable } from './tables';

export interface AgencyPayload {
  needId: string;
  /** take: submitted → processing; answer: → quoted or closed; expire: an open need closes after check-in day. */
  stage: 'take' | 'answer' | 'expire';
}

/** When an open need closes by itself: the start of the day after its check-in day (China time). */
export const expiryAtMs = (checkIn: string): number => chinaDayStartMs(addCalendarDays(checkIn, 1));

/** When the agency takes a new need: 3 to 8 seconds after it was saved (repeatable per need). */
export const firstAgencyDelayMs = (needId: string): number => delayMs(`hotelNeed.take|${needId}`, 3_000, 8_000);
/** When it answers: 15 to 45 seconds after taking it. */
export const answerDelayMs = (needId: string): number => delayMs(`hotelNeed.answer|${needId}`, 15_000, 45_000);

// Messages are stored once, in the default language (as the order messages are).
const MESSAGE_LOCALE = 'zh-CN' as const;

async function agencyNote(
  trx: JobDb,
  need: HotelNeedsTable,
  at: number,
  textKey: string,
  params: Record<string, string | number>,
  quote?: HotelNeedQuote,
): Promise<void> {
  await hotelNeedRepository(trx).insertNote({
    id: newId(at),
    need_id: need.id,
    corp_id: need.corp_id,
    author: 'agency',
    emp_id: '',
    content: '',
    text_key: textKey,
    params_json: JSON.stringify(params),
    quote_json: quote ? JSON.stringify(quote) : '',
    created_at: at,
  });
}

async function tell(
  trx: JobDb,
  need: HotelNeedsTable,
  at: number,
  key: 'hotelNeed.msg.taken' | 'hotelNeed.msg.quote' | 'hotelNeed.msg.noMatch',
  hotel = '',
): Promise<void> {
  await createMessage(trx, {
    corpId: need.corp_id,
    empId: need.emp_id,
    title: translate(MESSAGE_LOCALE, 'hotelNeed.msg.title', { needNo: need.need_no }),
    content: translate(MESSAGE_LOCALE, key, {
      city: cityName(need.city_id, MESSAGE_LOCALE),
      checkIn: need.check_in,
      checkOut: need.check_out,
      hotel,
    }),
    nowMs: at,
  });
}

export const agencyStep = defineStep<AgencyPayload>('hotelNeed.agency', async (job, payload) => {
  const { trx, ctx } = job;
  const at = ctx.now().getTime();
  const repo = hotelNeedRepository(trx);
  const need = await repo.needById(payload.needId);
  if (!need) return;

  if (payload.stage === 'expire') {
    if (!HOTEL_NEED_OPEN.includes(need.status as HotelNeedStatus) || at < expiryAtMs(need.check_in)) return;
    if (!(await repo.moveNeed(need.id, need.status, { status: 'closed', updated_at: at }))) return;
    await agencyNote(trx, need, at, 'hotelNeed.note.expired', {});
    return;
  }

  if (payload.stage === 'take') {
    if (!(await repo.moveNeed(need.id, 'submitted', { status: 'processing', updated_at: at }))) return;
    await agencyNote(trx, need, at, 'hotelNeed.note.taken', { cityId: need.city_id });
    await tell(trx, need, at, 'hotelNeed.msg.taken');
    await agencyStep.schedule(trx, { needId: need.id, stage: 'answer' }, at + answerDelayMs(need.id), at);
    return;
  }

  if (need.status !== 'processing') return;
  if (need.check_in < chinaToday(at)) {
    if (!(await repo.moveNeed(need.id, 'processing', { status: 'closed', updated_at: at }))) return;
    await agencyNote(trx, need, at, 'hotelNeed.note.expired', {});
    return;
  }
  const quote = suggestHotel(need, at);
  if (quote) {
    if (!(await repo.moveNeed(need.id, 'processing', { status: 'quoted', updated_at: at }))) return;
    await agencyNote(trx, need, at, 'hotelNeed.note.quote', { nights: quote.nights }, quote.quote);
    await tell(trx, need, at, 'hotelNeed.msg.quote', quote.quote.hotelName);
    return;
  }
  if (!(await repo.moveNeed(need.id, 'processing', { status: 'closed', updated_at: at }))) return;
  await agencyNote(trx, need, at, 'hotelNeed.note.noMatch', { cityId: need.city_id });
  await tell(trx, need, at, 'hotelNeed.msg.noMatch');
});
