/**
 * Train search calls (SPEC §7 Train search): trSearch with the policy flags of the travellers and the 'prompt'
 * tips when a search cannot be answered, queryTrNumber, the transfer search (company parameter 11603006) with its
 * price, and the policy calls clzcIsWb / trBookMatchClzc / matchClzc4Transfer.
 */
import type { AppContext } from '../../context';
import type {
  TrSearchData,
  TrSearchRequest,
  TrSearchTransferData,
  TrSearchTransferPriceData,
  TrSearchTransferPriceRequest,
  TrSearchTransferRequest,
  TrainPolicyData,
  TrainPolicyRequest,
  TrainStopsData,
  TrainStopsRequest,
} from '../../../../src/api/contract/train';
import { PARAM_NO } from '../../../../src/domain/codes';
import { fenToYuan } from '../../../../src/domain/money';
import { checkTrainDate, isSeatBookable, TRAIN_RULES } from '../../../../src/domain/train/sale';
import { translate, type Locale } from '../../i18n/messages';
import { invalid, notFound } from '../../lib/errors';
import {
  hasLine,
  search,
  seatsLeft,
  STATIONS,
  stationsOf,
  stops,
  trainBySeatKey,
  transferById,
  transfers,
  type TrainRun,
} from '../../suppliers/train';
import type { AuthInfo } from '../session/service';
import { policyContext, seatPolicy, type PolicyContext } from './policy';
import { stationRef, trainItem, trainSeat } from './present';
import { trainRepository } from './repository';

/** Company parameter enabling transfer search (SPEC §7 trSearchTransfer). */
export const TRANSFER_PARAM = PARAM_NO.transfer;

/** Why a search between two codes on a date cannot be answered (the 'prompt' tips), or ''. */
export function searchTips(from: string, to: string, date: string, nowMs: number, locale: Locale): string {
  const a = stationsOf(from);
  const b = stationsOf(to);
  if (a.length === 0 || b.length === 0) return translate(locale, 'train.stationUnknown');
  const cityA = STATIONS.get(a[0] ?? '')?.cityCode;
  const cityB = STATIONS.get(b[0] ?? '')?.cityCode;
  if (from === to || a.some((s) => b.includes(s)) || (a.length > 1 && b.length > 1 && cityA === cityB)) {
    return translate(locale, 'train.sameStation');
  }
  const check = checkTrainDate(date, nowMs);
  if (check === 'expired') return translate(locale, 'train.dateExpired');
  if (check === 'outOfRange') return translate(locale, 'train.dateOutOfRange', { days: TRAIN_RULES.horizonDays + 1 });
  return '';
}

const placeName = (code: string, locale: Locale): string => {
  const st = STATIONS.get(stationsOf(code)[0] ?? '');
  if (!st) return code;
  const isCity = stationsOf(code).length > 1 || st.code !== code;
  if (locale === 'en-US') return isCity ? st.cityEn : st.en;
  return isCity ? st.cityZh : st.zh;
};

export function trainService(ctx: AppContext) {
  const now = () => ctx.now().getTime();

  async function present(runs: readonly TrainRun[], pol: PolicyContext, locale: Locale) {
    const left = await seatsLeft(ctx.db, runs);
    return runs.map((r) => trainItem(r, left, (s) => seatPolicy(s.seatType, pol, locale), locale));
  }

  return {
    async trSearch(auth: AuthInfo, req: TrSearchRequest, locale: Locale): Promise<TrSearchData> {
      const nowMs = now();
      const tips = searchTips(req.fromStation, req.toStation, req.date, nowMs, locale);
      if (tips) return { trains: [], tips };
      const names = { from: placeName(req.fromStation, locale), to: placeName(req.toStation, locale) };
      if (!hasLine(req.fromStation, req.toStation))
        return { trains: [], tips: translate(locale, 'train.noLine', names) };
      const runs = search(req.fromStation, req.toStation, req.date, nowMs);
      const pol = await policyContext(ctx.db, auth, req.travellers ?? [], req.tripType ?? 1);
      const trains = await present(runs, pol, locale);
      const empty = trains.length === 0 ? translate(locale, 'train.noTrains', { ...names, date: req.date }) : '';
      return { trains, tips: empty };
    },

    queryTrNumber(req: TrainStopsRequest, locale: Locale): TrainStopsData {
      const list = stops(req.trainCode, req.date);
      if (!list) throw notFound();
      return {
        trainCode: req.trainCode.trim().toUpperCase(),
        stops: list.map((s) => ({
          seq: s.seq,
          stationCode: s.station.code,
          stationName: locale === 'en-US' ? s.station.en : s.station.zh,
          arrTime: s.arrTime,
          depTime: s.depTime,
          stayMin: s.stayMin,
          dayOffset: s.dayOffset,
        })),
      };
    },

    async trSearchTransfer(
      auth: AuthInfo,
      req: TrSearchTransferRequest,
      locale: Locale,
    ): Promise<TrSearchTransferData> {
      if (!(await trainRepository(ctx.db).parameterOn(auth.corpId, TRANSFER_PARAM))) throw invalid('train.transferOff');
      const nowMs = now();
      const tips = searchTips(req.fromStation, req.toStation, req.date, nowMs, locale);
      if (tips) return { plans: [] };
      const pairs = transfers(req.fromStation, req.toStation, req.date, nowMs);
      const pol = await policyContext(ctx.db, auth, req.travellers ?? []);
      const left = await seatsLeft(
        ctx.db,
        pairs.flatMap((p) => [p.first, p.second]),
      );
      const policyOf = (s: { seatType: Parameters<typeof seatPolicy>[0] }) => seatPolicy(s.seatType, pol, locale);
      return {
        plans: pairs.map((p) => {
          const a = trainItem(p.first, left, policyOf, locale);
          const b = trainItem(p.second, left, policyOf, locale);
          const cheapest = (t: typeof a) =>
            Math.min(...t.seats.filter((s) => isSeatBookable(s)).map((s) => Math.round(s.price * 100)));
          const low = cheapest(a) + cheapest(b);
          return {
            transferId: p.transferId,
            legs: [a, b] as [typeof a, typeof b],
            transferStation: stationRef(p.second.from, locale).name,
            sameStation: p.sameStation,
            waitMinutes: p.waitMinutes,
            totalMinutes: p.totalMinutes,
            lowestPrice: Number.isFinite(low) ? fenToYuan(low) : 0,
          };
        }),
      };
    },

    async trSearchTransferPrice(
      auth: AuthInfo,
      req: TrSearchTransferPriceRequest,
      locale: Locale,
    ): Promise<TrSearchTransferPriceData> {
      const nowMs = now();
      const pair = transferById(req.transferId, nowMs);
      if (!pair) throw invalid('train.seatInvalid');
      const runs = [pair.first, pair.second];
      const left = await seatsLeft(ctx.db, runs);
      const pol = await policyContext(ctx.db, auth, []);
      const seats = runs.map((run, i) => {
        const seat = run.seats.find((s) => s.seatKey === req.seatKeys[i]);
        if (!seat) throw invalid('train.seatInvalid');
        return trainSeat(run, seat, left.get(seat.seatKey) ?? 0, seatPolicy(seat.seatType, pol, locale), locale);
      });
      const [a, b] = seats as [(typeof seats)[number], (typeof seats)[number]];
      return { seats: [a, b], total: fenToYuan(Math.round(a.price * 100) + Math.round(b.price * 100)) };
    },

    /** clzcIsWb / trBookMatchClzc / matchClzc4Transfer: wb of each seat for the strictest traveller. */
    async policy(auth: AuthInfo, req: TrainPolicyRequest, locale: Locale): Promise<TrainPolicyData> {
      const nowMs = now();
      const pol = await policyContext(ctx.db, auth, req.travellers, req.tripType ?? 1);
      return {
        results: req.seatKeys.map((seatKey) => {
          const found = trainBySeatKey(seatKey, nowMs);
          if (!found) throw invalid('train.seatInvalid');
          const { wb, policy } = seatPolicy(found.seat.seatType, pol, locale);
          return { seatKey, wb, policy };
        }),
        mustComply: pol.mustComply,
      };
    },
  };
}
