/** Supplier runs as the contract's trains and seats, in the reader's language, with live counts and policy flags. */
import type { PolicyMatch } from '../../../../src/api/contract/booking';
import type { StationRef, TrainItem, TrainSeat } from '../../../../src/api/contract/train';
import { fenToYuan } from '../../../../src/domain/money';
import { seatName } from '../../../../src/domain/train/seats';
import type { Locale } from '../../i18n/messages';
import type { NetStation, RunSeat, TrainRun } from '../../suppliers/train';

/** Seats left are shown up to 99. */
const MAX_SHOWN = 99;

export const stationRef = (s: NetStation, locale: Locale): StationRef => ({
  code: s.code,
  name: locale === 'en-US' ? s.en : s.zh,
  cityCode: s.cityCode,
  cityName: locale === 'en-US' ? s.cityEn : s.cityZh,
});

/** What the policy says of one seat for the travellers. */
export interface SeatPolicy {
  wb: 0 | 1 | 2;
  policy: PolicyMatch;
}

/** A seat class with its live count: sold out classes of trains on sale take waitlist orders (except no seat). */
export function trainSeat(run: TrainRun, seat: RunSeat, left: number, pol: SeatPolicy, locale: Locale): TrainSeat {
  const onSale = run.saleDateTime === 'reservable' && !run.suspended;
  return {
    seatKey: seat.seatKey,
    seatType: seat.seatType,
    seatName: seatName(seat.seatType, locale),
    price: fenToYuan(seat.priceFen),
    seatCount: onSale ? Math.min(MAX_SHOWN, left) : 0,
    seatDiscount: seat.seatDiscount,
    wb: pol.wb,
    isBench: onSale && left === 0 && seat.seatType !== 'WZ',
    ...(pol.wb !== 0 ? { policy: pol.policy } : {}),
  };
}

/** A run as the contract's train; `left` holds seats left per seat key, `policyOf` the flags per seat. */
export function trainItem(
  run: TrainRun,
  left: ReadonlyMap<string, number>,
  policyOf: (seat: RunSeat) => SeatPolicy,
  locale: Locale,
): TrainItem {
  return {
    trainId: run.trainId,
    trainCode: run.trainCode,
    trainType: run.trainType,
    startStationName: locale === 'en-US' ? run.start.en : run.start.zh,
    endStationName: locale === 'en-US' ? run.end.en : run.end.zh,
    from: stationRef(run.from, locale),
    to: stationRef(run.to, locale),
    depTime: run.depTime,
    arrTime: run.arrTime,
    runTime: run.runTime,
    runMinutes: run.runMinutes,
    arriveDays: run.arriveDays,
    saleDateTime: run.saleDateTime,
    idCardTicket: run.idCardTicket,
    seats: run.seats.map((s) => trainSeat(run, s, left.get(s.seatKey) ?? 0, policyOf(s), locale)),
  };
}
