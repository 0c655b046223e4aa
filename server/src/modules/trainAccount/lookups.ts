/**
 * Reads around the rail account: stations from the 10904 geo data (queryStation, getCityDataByName), the booker's
 * recent and frequent rail passengers (findCxrList, getNewest) and unfinished train orders (queryWcxTrOrder).
 */
import type { RecentRailPassenger, StationItem, UnfinishedTrainOrder } from '../../../../src/api/contract/trainAccount';
import { ORDER_TYPE } from '../../../../src/domain/codes';
import { idTypeOf } from '../../../../src/domain/documentTypes';
import { maskMobile } from '../../../../src/domain/masking';
import { fenToYuan } from '../../../../src/domain/money';
import { STATUS_GROUPS } from '../../../../src/domain/orderStatus';
import type { AppContext } from '../../context';
import type { Locale } from '../../i18n/messages';
import { geoFile } from '../basedata/service';
import type { AuthInfo } from '../session/service';
import { maskDocumentNo } from './operator';
import * as repo from './repository';

/** Suggestions answer at most this many (SPEC §9). */
const SUGGESTIONS = 10;

const UNFINISHED: readonly string[] = [...STATUS_GROUPS.toPay, ...STATUS_GROUPS.approval, ...STATUS_GROUPS.processing];

function stationsOf(locale: Locale) {
  return geoFile(10904, locale).list;
}

const stationItem = (e: { code: string; name: string; cityCode: string; cityName: string }): StationItem => ({
  code: e.code,
  name: e.name,
  cityCode: e.cityCode,
  cityName: e.cityName,
});

/** Stations whose name, pinyin, initials or telegraph code match; names starting with the keyword first. */
export function queryStation(keyword: string, locale: Locale): StationItem[] {
  const k = keyword.trim().toLowerCase();
  if (k === '') return [];
  const list = stationsOf(locale);
  const score = (e: (typeof list)[number]): number => {
    const name = e.name.toLowerCase();
    if (e.code.toLowerCase() === k || name === k) return 0;
    if (name.startsWith(k) || e.jianpin.startsWith(k) || e.pinyin.startsWith(k)) return 1;
    if (name.includes(k) || e.cityName.toLowerCase().includes(k)) return 2;
    return -1;
  };
  return list
    .map((e) => ({ e, s: score(e) }))
    .filter((x) => x.s >= 0)
    .sort((a, b) => a.s - b.s)
    .slice(0, SUGGESTIONS)
    .map((x) => stationItem(x.e));
}

/** Every station of the city named (in either language), in the caller's language. */
export function cityStations(cityName: string, locale: Locale): StationItem[] {
  const name = cityName.trim().toLowerCase();
  if (name === '') return [];
  const codes = new Set(
    [...stationsOf('zh-CN'), ...stationsOf('en-US')]
      .filter((e) => e.cityName.toLowerCase() === name)
      .map((e) => e.cityCode),
  );
  return stationsOf(locale)
    .filter((e) => codes.has(e.cityCode))
    .map(stationItem);
}

type Recent = RecentRailPassenger & { lastCreated: number };

export function trainLookups(ctx: AppContext) {
  const owner = (auth: AuthInfo) => ({ corpId: auth.corpId, empId: auth.empId });

  /** The people who travelled on the caller's train orders, one row per document. */
  async function recent(auth: AuthInfo): Promise<Recent[]> {
    const rows = await repo.travellersOfOrders(ctx.db, owner(auth), ORDER_TYPE.train);
    const byDoc = new Map<string, Recent>();
    for (const r of rows) {
      if (r.idno === '') continue;
      const key = `${r.id_type}|${r.idno}`;
      const hit = byDoc.get(key);
      if (hit) {
        hit.trips += 1;
        if (r.travel_date > hit.lastTravelDate) hit.lastTravelDate = r.travel_date;
        continue;
      }
      byDoc.set(key, {
        psgName: r.name,
        idType: idTypeOf(r.id_type),
        idno: maskDocumentNo(r.id_type, r.idno),
        phoneNumber: maskMobile(r.phone),
        psgType: r.psg_type === 2 || r.psg_type === 3 ? r.psg_type : 1,
        empId: r.emp_id ?? '',
        trips: 1,
        lastTravelDate: r.travel_date,
        lastCreated: Number(r.created_at),
      });
    }
    return [...byDoc.values()];
  }

  const strip = (list: Recent[], count: number): RecentRailPassenger[] =>
    list.slice(0, count).map(({ lastCreated: _drop, ...rest }) => rest);

  return {
    /** findCxrList: the most frequent first. */
    async frequent(auth: AuthInfo, count = SUGGESTIONS): Promise<RecentRailPassenger[]> {
      const list = await recent(auth);
      list.sort((a, b) => b.trips - a.trips || b.lastCreated - a.lastCreated);
      return strip(list, count);
    },

    /** getNewest: the most recently booked first. */
    async newest(auth: AuthInfo, count = SUGGESTIONS): Promise<RecentRailPassenger[]> {
      const list = await recent(auth);
      list.sort((a, b) => b.lastCreated - a.lastCreated);
      return strip(list, count);
    },

    /** queryWcxTrOrder: the caller's train orders not yet done or closed. */
    async unfinished(auth: AuthInfo): Promise<UnfinishedTrainOrder[]> {
      const rows = await repo.unfinishedOrders(ctx.db, owner(auth), ORDER_TYPE.train, UNFINISHED);
      return rows.map((r) => ({
        orderId: r.id,
        orderNo: r.order_no,
        orderType: r.order_type,
        orderStatus: r.order_status,
        title: r.title,
        travelDate: r.travel_date,
        amount: fenToYuan(r.total_fen),
      }));
    },
  };
}
