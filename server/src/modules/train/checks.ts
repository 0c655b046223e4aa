/**
 * The checks of a train booking (SPEC §5 train, §9), in the order validOrder reports them and trBookOrder /
 * bookTransfer refuse: booking hours 05:00–23:59, the seats (one per leg; a transfer's two legs joined up), sale
 * range, departed, not reservable or suspended, sold out, too few seats, a price that changed since the search,
 * 1–9 passengers (the message says 5, SPEC §5), passengers sharing a phone, and the rail account gate.
 */
import type { TrainPassengerInput, TrainSeat } from '../../../../src/api/contract/train';
import { fenToYuan } from '../../../../src/domain/money';
import { checkTrainDate, isTrainReservable, TRAIN_RULES, withinBookingHours } from '../../../../src/domain/train/sale';
import { seatName } from '../../../../src/domain/train/seats';
import type { Db } from '../../db';
import type { Locale, MsgKey } from '../../i18n/messages';
import { translate } from '../../i18n/messages';
import {
  seatsLeft,
  trainBySeatKey,
  TRANSFER_MIN_CROSS,
  TRANSFER_MIN_SAME,
  type RunSeat,
  type TrainRun,
} from '../../suppliers/train';
import { checkRailAccountForBooking } from '../trainAccount/gate';
import type { AuthInfo } from '../session/service';
import type { Passenger } from '../booking/passengers';
import { bandFor } from './fares';
import { trainSeat } from './present';

/** At most 9 passengers per order (SPEC §5; its message says 5). */
export const MAX_PASSENGERS = 9;

/** One leg of the booking as the supplier sells it now. */
export interface BookedLeg {
  run: TrainRun;
  seat: RunSeat;
  left: number;
}

/** A refusal: the contract's reason, the text key and its parameters (validOrder shows it, booking throws it). */
export interface Refusal {
  reason: string;
  key: MsgKey;
  params: Record<string, string | number>;
  seats?: TrainSeat[];
  verifyMode?: 'sms' | 'face';
}

const refuse = (reason: string, key: MsgKey, params: Record<string, string | number> = {}): Refusal => ({
  reason,
  key,
  params,
});

/** Seats needed as sent: every passenger but free children (under 1.2 m, sharing an adult's seat). */
export const seatsNeeded = (psgList: readonly TrainPassengerInput[]): number =>
  psgList.filter((p) => bandFor(p.heightBand, p.psgType) !== 'free').length;

/** The legs of the seat keys, or the refusal of the first problem with the trains and seats. */
export async function checkLegs(
  db: Db,
  seatKeys: readonly string[],
  needed: number,
  nowMs: number,
  locale: Locale,
  prices?: readonly number[],
): Promise<{ legs: BookedLeg[] } | { refusal: Refusal }> {
  if (!withinBookingHours(nowMs)) return { refusal: refuse('maintenance', 'train.maintenance') };
  if (seatKeys.length < 1 || seatKeys.length > 2) return { refusal: refuse('seatInvalid', 'train.legCount') };
  const found = seatKeys.map((k) => trainBySeatKey(k, nowMs));
  if (found.some((f) => !f)) return { refusal: refuse('seatInvalid', 'train.seatInvalid') };
  const pairs = found as { run: TrainRun; seat: RunSeat }[];
  const left = await seatsLeft(
    db,
    pairs.map((p) => p.run),
  );
  const legs = pairs.map((p) => ({ ...p, left: left.get(p.seat.seatKey) ?? 0 }));
  const [a, b] = legs;
  if (a && b) {
    const wait = (b.run.depAtMs - a.run.arrAtMs) / 60_000;
    const same = a.run.to.code === b.run.from.code;
    if (a.run.to.cityCode !== b.run.from.cityCode) return { refusal: refuse('seatInvalid', 'train.seatInvalid') };
    if (wait < (same ? TRANSFER_MIN_SAME : TRANSFER_MIN_CROSS)) {
      return { refusal: refuse('seatInvalid', 'train.transferTooShort') };
    }
  }
  for (const { run, seat, left: n } of legs) {
    const names = { train: run.trainCode, seat: seatName(seat.seatType, locale) };
    const date = checkTrainDate(run.depDate, nowMs);
    if (date === 'outOfRange')
      return { refusal: refuse('outOfRange', 'train.dateOutOfRange', { days: TRAIN_RULES.horizonDays + 1 }) };
    if (date === 'expired' || run.depAtMs <= nowMs) return { refusal: refuse('departed', 'train.departed') };
    if (!isTrainReservable(run)) return { refusal: refuse('notReservable', 'train.notReservable') };
    if (n === 0) return { refusal: refuse('soldOut', 'train.soldOut', names) };
    if (n < needed) return { refusal: refuse('seatsInsufficient', 'train.seatsInsufficient', names) };
  }
  if (prices && prices.length > 0) {
    const changed = legs.find(
      (l, i) => prices[i] !== undefined && Math.round((prices[i] ?? 0) * 100) !== l.seat.priceFen,
    );
    if (changed) {
      const r = refuse('priceChanged', 'train.priceChanged', {
        train: changed.run.trainCode,
        seat: seatName(changed.seat.seatType, locale),
        price: fenToYuan(changed.seat.priceFen),
      });
      r.seats = legs.map((l) =>
        trainSeat(l.run, l.seat, l.left, { wb: 0, policy: { compliant: true, violations: [] } }, locale),
      );
      return { refusal: r };
    }
  }
  return { legs };
}

/** Passenger count and phones (on the resolved passengers: masked phones are the ones on file). */
export function checkPassengers(passengers: readonly Pick<Passenger, 'phone'>[]): Refusal | null {
  if (passengers.length < 1 || passengers.length > MAX_PASSENGERS) {
    return refuse('passengerCount', 'train.passengerCount');
  }
  const phones = passengers.map((p) => p.phone.trim()).filter((p) => p !== '');
  if (new Set(phones).size !== phones.length) return refuse('sharedPhone', 'train.sharedPhone');
  return null;
}

/** The rail account gate (trainAccount/gate.ts) when booking with an account. */
export async function checkRailAccount(
  db: Db,
  auth: AuthInfo,
  railAccountId: string | undefined,
  passengers: readonly Passenger[],
  locale: Locale,
): Promise<Refusal | null> {
  if (!railAccountId) return null;
  const gate = await checkRailAccountForBooking(db, {
    corpId: auth.corpId,
    empId: auth.empId,
    railAccountId,
    passengers: passengers.map((p) => {
      const clkId = (p.input as TrainPassengerInput).clkId;
      return { psgName: p.name, idType: p.idType, idno: p.idno, ...(clkId ? { clkId } : {}) };
    }),
    locale,
  });
  if (gate.ok) return null;
  const r = refuse(gate.reason, 'travellerInvalid', { text: gate.message });
  if (gate.verifyMode) r.verifyMode = gate.verifyMode;
  return r;
}

/** The text of a refusal in the caller's language. */
export const refusalText = (r: Refusal, locale: Locale): string => translate(locale, r.key, r.params);
