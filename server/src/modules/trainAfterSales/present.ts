/**
 * A supplier's train run as the contract's TrainItem, with the one seat class sold: the snapshot a change keeps of
 * its new train (train_changes.new_train_json) and gives the train order's new leg (train_legs.train_json).
 */
import type { TrainItem } from '../../../../src/api/contract/train';
import { fenToYuan } from '../../../../src/domain/money';
import { seatName } from '../../../../src/domain/train/seats';
import type { Locale } from '../../i18n/messages';
import { STATIONS, trainById, type NetStation, type RunSeat, type TrainRun } from '../../suppliers/train';

const station = (s: NetStation, locale: Locale) => ({
  code: s.code,
  name: locale === 'en-US' ? s.en : s.zh,
  cityCode: s.cityCode,
  cityName: locale === 'en-US' ? s.cityEn : s.cityZh,
});

export function runItem(run: TrainRun, seat: RunSeat, seats: number, locale: Locale): TrainItem {
  return {
    trainId: run.trainId,
    trainCode: run.trainCode,
    trainType: run.trainType,
    startStationName: locale === 'en-US' ? run.start.en : run.start.zh,
    endStationName: locale === 'en-US' ? run.end.en : run.end.zh,
    from: station(run.from, locale),
    to: station(run.to, locale),
    depTime: run.depTime,
    arrTime: run.arrTime,
    runTime: run.runTime,
    runMinutes: run.runMinutes,
    arriveDays: run.arriveDays,
    saleDateTime: run.saleDateTime,
    idCardTicket: run.idCardTicket,
    seats: [
      {
        seatKey: seat.seatKey,
        seatType: seat.seatType,
        seatName: seatName(seat.seatType, locale),
        price: fenToYuan(seat.priceFen),
        seatCount: seats,
        seatDiscount: seat.seatDiscount,
        wb: 0,
        isBench: false,
      },
    ],
  };
}

/** A stored train with its station and city names in the reader's language (stations known to the network). */
export function localizeTrain(item: TrainItem, locale: Locale): TrainItem {
  const from = STATIONS.get(item.from.code);
  const to = STATIONS.get(item.to.code);
  const run = trainById(item.trainId, 0);
  return {
    ...item,
    ...(from ? { from: station(from, locale) } : {}),
    ...(to ? { to: station(to, locale) } : {}),
    ...(run
      ? {
          startStationName: locale === 'en-US' ? run.start.en : run.start.zh,
          endStationName: locale === 'en-US' ? run.end.en : run.end.zh,
        }
      : {}),
    seats: item.seats.map((s) => ({ ...s, seatName: seatName(s.seatType, locale) })),
  };
}
