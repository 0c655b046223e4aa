/**
 * Hotel shopping (SPEC §7 Hotel version 1 and 2): the list with paging, filters, sorts, nearby search and the policy
 * flag per hotel; suggestions; the detail (v1 split over hotelInfo / imgInfo / roomInfo / pricePlanList, v2 in one
 * call); one plan priced now; the policy of plans (clzcRatePlan) and the standard (jsClzcBzz); the cities with
 * protocol hotels, the supplier list and the static filter data. Protocol plans and prices are shown only to the
 * companies that signed with the hotel (supplier protocolHotelIds).
 */
import type {
  HotelDetail,
  HotelDetailRequest,
  HotelImagesData,
  HotelKeywordData,
  HotelKeywordItem,
  HotelKeywordRequest,
  HotelListData,
  HotelListRequest,
  HotelPlanPolicyData,
  HotelPlanPolicyRequest,
  HotelPlatData,
  HotelRoom,
  HotelRoomsData,
  HotelSort,
  HotelStandardData,
  HotelStandardRequest,
  HotelStaticData,
  HotelStaticRequest,
  HotelSummary,
  PricePlanListData,
  PricePlanListRequest,
  PricePlanOneData,
  PricePlanOneRequest,
  SignCityData,
} from '../../../../src/api/contract/hotel';
import { HOTEL_SORT } from '../../../../src/api/contract/hotel';
import { HOTEL_RULES, checkStay } from '../../../../src/domain/hotel/stay';
import { fenToYuan, yuanToFen } from '../../../../src/domain/money';
import type { AppContext } from '../../context';
import { translate, type Locale } from '../../i18n/messages';
import { invalid } from '../../lib/errors';
import { pageData, toPage } from '../../lib/paging';
import {
  cityDistricts,
  cityHotels,
  cityLandmarks,
  distanceKm,
  HOTEL_CITIES,
  hotelById,
  hotelCity,
  type HotelCity,
  lowestForHotels,
  planByKey,
  protocolHotelIds,
  roomsFor,
  searchHotels,
  type SupplierHotel,
  type SupplierHotelHit,
} from '../../suppliers/hotel';
import type { AuthInfo } from '../session/service';
import { hotelMustComply, hotelPolicyContext, planPolicy, type HotelPolicyContext } from './policy';
import { detailOf, imagesOf, ratePlanOf, roomFactsOf, roomOf, summaryOf } from './present';

/** Suggestions per kind and in all. */
const KEYWORD_PER_KIND = 6;
const KEYWORD_MAX = 15;
/** The one supplier of the reference server. */
const PLAT_ID = 'obt-hotel';

const isEn = (locale: Locale): boolean => locale === 'en-US';

function cityOrFail(cityId: string): HotelCity {
  const city = hotelCity(cityId);
  if (!city) throw invalid('hotel.cityUnknown');
  return city;
}

/** Refuses a stay the suppliers do not sell (SPEC §5: check-in not after check-out; §9 limits). */
export function checkStayOrFail(checkIn: string, checkOut: string, nowMs: number): void {
  const r = checkStay(checkIn, checkOut, nowMs);
  if (r === 'ok') return;
  if (r === 'tooLong') throw invalid('hotel.stay.tooLong', { n: HOTEL_RULES.maxNights });
  if (r === 'tooFar') throw invalid('hotel.stay.tooFar', { n: HOTEL_RULES.latestCheckInDays });
  throw invalid(r === 'pastCheckIn' ? 'hotel.stay.pastCheckIn' : 'hotel.stay.checkOutNotAfter');
}

/** The price a company sees: its protocol price when the hotel signed with it and it is lower. */
function shownFen(lowest: number, protocolLowest: number, protocol: boolean): number {
  if (!protocol || protocolLowest === 0) return lowest;
  return lowest === 0 ? protocolLowest : Math.min(lowest, protocolLowest);
}

export interface Ranked {
  hit: SupplierHotelHit;
  protocol: boolean;
  priceFen: number;
}

/** Recommended order: the company's protocol hotels first, then score, reviews, star and nearness. */
const recommendation = (r: Ranked): number =>
  (r.protocol ? 100 : 0) +
  r.hit.hotel.score * 4 +
  Math.log10(r.hit.hotel.reviewCount + 1) +
  r.hit.hotel.star * 0.3 -
  r.hit.distanceKm * 0.1;

/** Priced hotels first (full ones last) in price order. */
const byPrice = (dir: 1 | -1) => (a: Ranked, b: Ranked) =>
  (a.priceFen === 0 ? 1 : 0) - (b.priceFen === 0 ? 1 : 0) || dir * (a.priceFen - b.priceFen);

export function sortRanked(rows: Ranked[], sort: HotelSort): Ranked[] {
  const tie = (a: Ranked, b: Ranked) => (a.hit.hotel.hotelId < b.hit.hotel.hotelId ? -1 : 1);
  const cmp: (a: Ranked, b: Ranked) => number =
    sort === HOTEL_SORT.priceAsc
      ? byPrice(1)
      : sort === HOTEL_SORT.priceDesc
        ? byPrice(-1)
        : sort === HOTEL_SORT.distance
          ? (a, b) => a.hit.distanceKm - b.hit.distanceKm
          : sort === HOTEL_SORT.score
            ? (a, b) => b.hit.hotel.score - a.hit.hotel.score || b.hit.hotel.reviewCount - a.hit.hotel.reviewCount
            : sort === HOTEL_SORT.starDesc
              ? (a, b) => b.hit.hotel.star - a.hit.hotel.star || b.hit.hotel.score - a.hit.hotel.score
              : (a, b) => recommendation(b) - recommendation(a);
  return [...rows].sort((a, b) => cmp(a, b) || tie(a, b));
}

/** Brands of a city, most hotels first, in the caller's language. */
export function cityBrands(cityId: string, locale: Locale): string[] {
  const counts = new Map<string, number>();
  for (const h of cityHotels(cityId)) {
    const name = isEn(locale) ? h.brandEn : h.brand;
    if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([name]) => name);
}

export function hotelShopping(ctx: AppContext) {
  const db = ctx.db;
  const nowMs = (): number => ctx.now().getTime();

  /** The rooms of a hotel for a stay as the caller sees them (protocol plans only for its company), with policy. */
  async function roomsOf(
    auth: AuthInfo,
    hotel: SupplierHotel,
    checkIn: string,
    checkOut: string,
    policy: HotelPolicyContext,
    locale: Locale,
  ): Promise<{ rooms: HotelRoom[]; lowestFen: number }> {
    const protocol = protocolHotelIds(auth.corpId).has(hotel.hotelId);
    const offers = await roomsFor(db, hotel.hotelId, checkIn, checkOut, nowMs());
    let lowestFen = 0;
    const rooms = offers.map((offer) => {
      const plans = offer.plans.filter((p) => protocol || !p.protocol);
      const open = offer.roomsLeft > 0 ? plans.map((p) => p.avgFen) : [];
      const roomLowest = open.length > 0 ? Math.min(...open) : 0;
      if (roomLowest > 0) lowestFen = lowestFen === 0 ? roomLowest : Math.min(lowestFen, roomLowest);
      const rated = plans.map((p) => ratePlanOf(p, locale, planPolicy(p.avgFen, policy, locale)));
      return roomOf(offer, rated, roomLowest, locale);
    });
    return { rooms, lowestFen };
  }

  async function detailParts(auth: AuthInfo, req: HotelDetailRequest, locale: Locale) {
    const hotel = hotelById(req.hotelId);
    if (!hotel) throw invalid('hotel.notFound');
    checkStayOrFail(req.checkIn, req.checkOut, nowMs());
    const policy = await hotelPolicyContext(db, auth, req.travellers ?? [], hotel.cityId);
    const { rooms, lowestFen } = await roomsOf(auth, hotel, req.checkIn, req.checkOut, policy, locale);
    const city = hotelCity(hotel.cityId);
    const summary = summaryOf(
      hotel,
      {
        distanceKm: city ? distanceKm(city.centre, hotel.location) : 0,
        lowestFen,
        protocol: protocolHotelIds(auth.corpId).has(hotel.hotelId),
        wb: planPolicy(lowestFen, policy, locale).wb,
      },
      locale,
    );
    return { hotel, summary, rooms };
  }

  return {
    /** hotelList and v2/list: one page of the city's hotels for the stay. */
    async list(
      auth: AuthInfo,
      req: HotelListRequest,
      locale: Locale,
    ): Promise<{ data: HotelListData; list: HotelSummary[] }> {
      const city = cityOrFail(req.cityId);
      checkStayOrFail(req.checkIn, req.checkOut, nowMs());
      const page = toPage(req);
      const policy = await hotelPolicyContext(db, auth, req.travellers ?? [], city.cityId);
      const signed = protocolHotelIds(auth.corpId);
      const hits = searchHotels(
        {
          cityId: city.cityId,
          checkIn: req.checkIn,
          checkOut: req.checkOut,
          ...(req.keyword ? { keyword: req.keyword } : {}),
          ...(req.stars ? { stars: req.stars } : {}),
          ...(req.facilities ? { facilities: req.facilities } : {}),
          ...(req.brands ? { brands: req.brands } : {}),
          ...(req.centre ? { centre: req.centre, distanceKm: req.distance ?? HOTEL_RULES.defaultDistance } : {}),
        },
        nowMs(),
      );
      const minFen = req.priceMin !== undefined ? yuanToFen(req.priceMin) : undefined;
      const maxFen = req.priceMax !== undefined ? yuanToFen(req.priceMax) : undefined;
      const rows = hits.flatMap<Ranked>((hit) => {
        const protocol = signed.has(hit.hotel.hotelId);
        if (req.protocolOnly && !protocol) return [];
        const priceFen = shownFen(hit.lowestAvgFen, hit.protocolLowestAvgFen, protocol);
        if (minFen !== undefined && (priceFen === 0 || priceFen < minFen)) return [];
        if (maxFen !== undefined && (priceFen === 0 || priceFen > maxFen)) return [];
        return [{ hit, protocol, priceFen }];
      });
      const sorted = sortRanked(rows, req.sort ?? (HOTEL_RULES.defaultSort as HotelSort));
      const slice = sorted.slice(page.offset, page.offset + page.count);
      const live = await lowestForHotels(
        db,
        slice.map((r) => r.hit.hotel.hotelId),
        req.checkIn,
        req.checkOut,
        nowMs(),
      );
      const list = slice.map((r) => {
        const now = live.get(r.hit.hotel.hotelId);
        const lowestFen = now ? shownFen(now.lowestAvgFen, now.protocolLowestAvgFen, r.protocol) : 0;
        return summaryOf(
          r.hit.hotel,
          {
            distanceKm: r.hit.distanceKm,
            lowestFen,
            protocol: r.protocol,
            wb: lowestFen > 0 ? planPolicy(lowestFen, policy, locale).wb : 0,
          },
          locale,
        );
      });
      return {
        data: {
          ...pageData(page, sorted.length),
          centre: req.centre ? { ...req.centre } : { ...city.centre },
          brands: cityBrands(city.cityId, locale),
        },
        list,
      };
    },

    /** keyword and onlyLocalKeyword: hotels, districts, landmarks and brands of the city matching the text. */
    keyword(req: HotelKeywordRequest, locale: Locale): HotelKeywordData {
      const city = cityOrFail(req.cityId);
      const kw = req.keyword.trim().toLowerCase();
      if (!kw) return { items: [] };
      const has = (...texts: string[]) => texts.some((t) => t !== '' && t.toLowerCase().includes(kw));
      const name = (zh: string, en: string) => (isEn(locale) ? en : zh);
      const items: HotelKeywordItem[] = [];
      for (const d of cityDistricts(city)
        .filter((p) => has(p.zh, p.en))
        .slice(0, KEYWORD_PER_KIND)) {
        items.push({ kind: 'district', text: name(d.zh, d.en), location: { ...d.location } });
      }
      for (const l of cityLandmarks(city)
        .filter((p) => has(p.zh, p.en))
        .slice(0, KEYWORD_PER_KIND)) {
        items.push({ kind: 'landmark', text: name(l.zh, l.en), location: { ...l.location } });
      }
      const brands = new Map<string, string>();
      for (const h of cityHotels(city.cityId)) if (h.brand && has(h.brand, h.brandEn)) brands.set(h.brand, h.brandEn);
      for (const [zh, en] of [...brands.entries()].slice(0, KEYWORD_PER_KIND)) {
        items.push({ kind: 'brand', text: name(zh, en) });
      }
      const hotels = cityHotels(city.cityId).filter((h) => has(h.name, h.nameEn));
      for (const h of hotels.slice(0, KEYWORD_MAX)) {
        items.push({ kind: 'hotel', text: name(h.name, h.nameEn), hotelId: h.hotelId, location: { ...h.location } });
      }
      return { items: items.slice(0, KEYWORD_MAX) };
    },

    /** hotelInfo (version 1): the hotel without rooms; the lowest price and policy for the stay. */
    async hotelInfo(auth: AuthInfo, req: HotelDetailRequest, locale: Locale): Promise<HotelDetail> {
      const { hotel, summary } = await detailParts(auth, req, locale);
      return detailOf(hotel, summary, [], locale);
    },

    /** v2 detail: the hotel with its rooms and their plans. */
    async detail(auth: AuthInfo, req: HotelDetailRequest, locale: Locale): Promise<HotelDetail> {
      const { hotel, summary, rooms } = await detailParts(auth, req, locale);
      return detailOf(hotel, summary, rooms, locale);
    },

    imgInfo(req: HotelDetailRequest): HotelImagesData {
      const hotel = hotelById(req.hotelId);
      if (!hotel) throw invalid('hotel.notFound');
      return { images: imagesOf(hotel) };
    },

    async roomInfo(auth: AuthInfo, req: HotelDetailRequest, locale: Locale): Promise<HotelRoomsData> {
      const { rooms } = await detailParts(auth, req, locale);
      return { rooms };
    },

    async pricePlanList(auth: AuthInfo, req: PricePlanListRequest, locale: Locale): Promise<PricePlanListData> {
      const { rooms } = await detailParts(auth, req, locale);
      const room = rooms.find((r) => r.roomId === req.roomId);
      if (!room) throw invalid('hotel.planExpired');
      return { plans: room.plans };
    },

    /** pricePlanOne (both versions): one plan priced now with its room and hotel. */
    async pricePlanOne(auth: AuthInfo, req: PricePlanOneRequest, locale: Locale): Promise<PricePlanOneData> {
      const found = await planByKey(db, req.planKey, nowMs());
      const signed = protocolHotelIds(auth.corpId);
      if (!found || (found.plan.protocol && !signed.has(found.hotel.hotelId))) throw invalid('hotel.planExpired');
      const { hotel, room, plan } = found;
      const policy = await hotelPolicyContext(db, auth, req.travellers ?? [], hotel.cityId);
      const rated = ratePlanOf(plan, locale, planPolicy(plan.avgFen, policy, locale));
      const lowestFen = plan.roomsLeft > 0 ? plan.avgFen : 0;
      const city = hotelCity(hotel.cityId);
      return {
        plan: rated,
        room: roomFactsOf(room, lowestFen, locale),
        hotel: summaryOf(
          hotel,
          {
            distanceKm: city ? distanceKm(city.centre, hotel.location) : 0,
            lowestFen,
            protocol: signed.has(hotel.hotelId),
            wb: rated.wb,
          },
          locale,
        ),
      };
    },

    /** clzcRatePlan: wb and violations of plans for the travellers (each plan against its hotel's city). */
    async clzcRatePlan(auth: AuthInfo, req: HotelPlanPolicyRequest, locale: Locale): Promise<HotelPlanPolicyData> {
      const byCity = new Map<string, HotelPolicyContext>();
      const signed = protocolHotelIds(auth.corpId);
      const results: HotelPlanPolicyData['results'] = [];
      let mustComply: boolean | undefined;
      for (const planKey of req.planKeys) {
        const found = await planByKey(db, planKey, nowMs());
        if (!found || (found.plan.protocol && !signed.has(found.hotel.hotelId))) throw invalid('hotel.planExpired');
        const cityId = found.hotel.cityId;
        let policy = byCity.get(cityId);
        if (!policy) {
          policy = await hotelPolicyContext(db, auth, req.travellers, cityId, req.tripType ?? 1);
          byCity.set(cityId, policy);
        }
        mustComply = policy.mustComply;
        results.push({ planKey, ...planPolicy(found.plan.avgFen, policy, locale) });
      }
      return { results, mustComply: mustComply ?? (await hotelMustComply(db, auth.corpId)) };
    },

    /** jsClzcBzz: each traveller's nightly cap in the city, the strictest, mustComply and room sharing. */
    async jsClzcBzz(auth: AuthInfo, req: HotelStandardRequest): Promise<HotelStandardData> {
      const city = cityOrFail(req.cityId);
      const policy = await hotelPolicyContext(db, auth, req.travellers, city.cityId);
      return {
        travellers: policy.travellers.map((t) => ({
          empId: t.empId,
          name: t.name,
          rankName: t.rankName,
          cap: t.capFen === null ? null : fenToYuan(t.capFen),
        })),
        cap: policy.capFen === null ? null : fenToYuan(policy.capFen),
        mustComply: policy.mustComply,
        roomSharing: policy.roomSharing,
      };
    },

    /** getSignJdCity: the cities where the caller's company has protocol hotels, with how many. */
    signCities(auth: AuthInfo, locale: Locale): SignCityData {
      const signed = protocolHotelIds(auth.corpId);
      const counts = new Map<string, number>();
      for (const id of signed) counts.set(id.slice(1, 4), (counts.get(id.slice(1, 4)) ?? 0) + 1);
      return {
        cities: HOTEL_CITIES.filter((c) => counts.has(c.cityId)).map((c) => ({
          cityId: c.cityId,
          cityName: isEn(locale) ? c.name.en : c.name.zh,
          count: counts.get(c.cityId) ?? 0,
        })),
      };
    },

    /** getOpenPlat / getBindPlat: the one hotel supplier of the reference server. */
    plats(locale: Locale): HotelPlatData {
      return { plats: [{ platId: PLAT_ID, name: translate(locale, 'hotel.plat.name') }] };
    },

    /** findStaticData / findJdStaticByCityIdData: districts, landmarks and brands of the city. */
    staticData(req: HotelStaticRequest, locale: Locale): HotelStaticData {
      const city = cityOrFail(req.cityId);
      return {
        cityId: city.cityId,
        centre: { ...city.centre },
        districts: cityDistricts(city).map((d) => (isEn(locale) ? d.en : d.zh)),
        landmarks: cityLandmarks(city).map((l) => ({
          name: isEn(locale) ? l.en : l.zh,
          location: { ...l.location },
        })),
        brands: cityBrands(city.cityId, locale),
      };
    },
  };
}
