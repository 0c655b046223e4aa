/**
 * International hotel shopping (SPEC §7 International hotel /hotel/gj/shopping): suggestions, the supplier list, the
 * list of a 10910 city for a stay and an occupancy (only hotels with a room type that takes every room of it; sorts,
 * filters and paging as domestic), the hotel with its policies, the rooms and plans that take the occupancy, and one
 * plan priced again. Every call checks the room conditions (src/domain/hotel/occupancy.ts) and the nationality.
 * Policy flags use the domestic hotel policy (modules/hotel/policy.ts): international cities are first-tier.
 */
import type { HotelKeywordItem } from '../../../../src/api/contract/hotel';
import { HOTEL_SORT, type HotelSort } from '../../../../src/api/contract/hotel';
import {
  HOTEL_INTL_LIMITS,
  type IntlHotelDetail,
  type IntlHotelInfoRequest,
  type IntlHotelListData,
  type IntlHotelListRequest,
  type IntlHotelSummary,
  type IntlKeywordData,
  type IntlKeywordRequest,
  type IntlOccupancy,
  type IntlPlatData,
  type IntlPricePlanListData,
  type IntlPricePlanListRequest,
  type IntlPricePlanOneData,
  type IntlPricePlanOneRequest,
} from '../../../../src/api/contract/hotelIntl';
import { isNationality, occupancyProblem, roomTakesAll } from '../../../../src/domain/hotel/occupancy';
import { HOTEL_RULES } from '../../../../src/domain/hotel/stay';
import { yuanToFen } from '../../../../src/domain/money';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { translate, type Locale, type MsgKey } from '../../i18n/messages';
import { invalid } from '../../lib/errors';
import { pageData, toPage } from '../../lib/paging';
import {
  cityHotels,
  distanceKm,
  hotelById,
  intlFactsOf,
  intlHotelCity,
  lowestForHotels,
  planByKey,
  roomsFor,
  searchHotels,
  type HotelCity,
  type IntlHotelFacts,
  type SupplierHotel,
  type SupplierRoom,
} from '../../suppliers/hotel';
import { hotelPolicyContext, planPolicy, type HotelPolicyContext } from '../hotel/policy';
import { detailOf, summaryOf } from '../hotel/present';
import { checkStayOrFail, cityBrands, sortRanked, type Ranked } from '../hotel/service';
import type { AuthInfo } from '../session/service';
import { intlRoomFactsOf, intlRoomOf, intlSummaryOf, limitsOf, policiesOf } from './present';

const KEYWORD_PER_KIND = 6;
const KEYWORD_MAX = 15;
const PLAT_ID = 'obt-hotel-intl';

const isEn = (locale: Locale): boolean => locale === 'en-US';

const OCCUPANCY_KEYS = {
  noRoom: 'hotelIntl.occupancy.noRoom',
  tooManyRooms: 'hotelIntl.occupancy.tooManyRooms',
  noAdult: 'hotelIntl.occupancy.noAdult',
  childAge: 'hotelIntl.occupancy.childAge',
  tooManyChildren: 'hotelIntl.occupancy.tooManyChildren',
  tooManyGuests: 'hotelIntl.occupancy.tooManyGuests',
} as const satisfies Record<string, MsgKey>;

/** Refuses room conditions that cannot be booked (SPEC §9) and an unknown nationality. */
export function checkConditions(occupancy: readonly IntlOccupancy[], nationality: string | undefined): void {
  const found = occupancyProblem(occupancy);
  if (found) {
    const max =
      found.problem === 'tooManyRooms'
        ? HOTEL_INTL_LIMITS.maxRooms
        : found.problem === 'tooManyChildren'
          ? HOTEL_INTL_LIMITS.maxChildren
          : found.problem === 'childAge'
            ? HOTEL_INTL_LIMITS.maxChildAge
            : HOTEL_INTL_LIMITS.maxGuests;
    throw invalid(OCCUPANCY_KEYS[found.problem], { max, room: (found.roomIndex ?? 0) + 1 });
  }
  if (nationality !== undefined && !isNationality(nationality)) throw invalid('hotelIntl.nationality');
}

function cityOrFail(cityId: string): HotelCity {
  const city = intlHotelCity(cityId);
  if (!city) throw invalid('hotelIntl.cityUnknown');
  return city;
}

/** An international hotel and its city; an unknown or domestic id is not found. */
export function intlHotelOrFail(hotelId: string): { hotel: SupplierHotel; city: HotelCity; facts: IntlHotelFacts } {
  const hotel = hotelById(hotelId);
  const city = hotel ? intlHotelCity(hotel.cityId) : undefined;
  const facts = intlFactsOf(hotelId);
  if (!hotel || !city || !facts) throw invalid('hotelIntl.hotelNotFound');
  return { hotel, city, facts };
}

const takes = (occupancy: readonly IntlOccupancy[]) => (room: SupplierRoom) => roomTakesAll(limitsOf(room), occupancy);

export function hotelIntlShopping(ctx: AppContext) {
  const db: Db = ctx.db;
  const nowMs = (): number => ctx.now().getTime();

  function summary(
    hotel: SupplierHotel,
    city: HotelCity,
    facts: { distanceKm: number; lowestFen: number; wb: 0 | 1 | 2 },
    locale: Locale,
  ): IntlHotelSummary {
    const base = summaryOf(hotel, { ...facts, protocol: false }, locale);
    return intlSummaryOf(base, city, locale, facts.lowestFen);
  }

  async function roomsTaking(
    hotelId: string,
    req: { checkIn: string; checkOut: string; occupancy: IntlOccupancy[]; roomId?: string },
    policy: HotelPolicyContext,
    locale: Locale,
  ) {
    const offers = await roomsFor(db, hotelId, req.checkIn, req.checkOut, nowMs());
    const facts = intlFactsOf(hotelId);
    const fit = takes(req.occupancy);
    return offers
      .filter((o) => fit(o.room) && (!req.roomId || o.room.roomId === req.roomId))
      .map((o) => intlRoomOf(o, req.occupancy, facts, locale, (fen) => planPolicy(fen, policy, locale)));
  }

  return {
    /** hotelList: one page of the city's hotels that can take the occupancy for the stay. */
    async list(
      auth: AuthInfo,
      req: IntlHotelListRequest,
      locale: Locale,
    ): Promise<{ data: IntlHotelListData; list: IntlHotelSummary[] }> {
      const city = cityOrFail(req.cityId);
      checkStayOrFail(req.checkIn, req.checkOut, nowMs());
      checkConditions(req.occupancy, req.nationality);
      const page = toPage(req);
      const policy = await hotelPolicyContext(db, auth, req.travellers ?? [], city.cityId);
      const roomFilter = takes(req.occupancy);
      const hits = searchHotels(
        {
          cityId: city.cityId,
          checkIn: req.checkIn,
          checkOut: req.checkOut,
          roomFilter,
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
        const priceFen = hit.lowestAvgFen;
        if (minFen !== undefined && (priceFen === 0 || priceFen < minFen)) return [];
        if (maxFen !== undefined && (priceFen === 0 || priceFen > maxFen)) return [];
        return [{ hit, protocol: false, priceFen }];
      });
      const sorted = sortRanked(rows, req.sort ?? (HOTEL_SORT.recommended as HotelSort));
      const slice = sorted.slice(page.offset, page.offset + page.count);
      const live = await lowestForHotels(
        db,
        slice.map((r) => r.hit.hotel.hotelId),
        req.checkIn,
        req.checkOut,
        nowMs(),
        roomFilter,
      );
      const list = slice.map((r) => {
        const lowestFen = live.get(r.hit.hotel.hotelId)?.lowestAvgFen ?? 0;
        const wb = lowestFen > 0 ? planPolicy(lowestFen, policy, locale).wb : 0;
        return summary(r.hit.hotel, city, { distanceKm: r.hit.distanceKm, lowestFen, wb }, locale);
      });
      return {
        data: {
          ...pageData(page, sorted.length),
          centre: req.centre ? { ...req.centre } : { ...city.centre },
          brands: cityBrands(city.cityId, locale),
          currency: city.intl?.currency ?? 'CNY',
        },
        list,
      };
    },

    /** keyword: districts, brands and hotels of the city matching the text (either language). */
    keyword(req: IntlKeywordRequest, locale: Locale): IntlKeywordData {
      const city = cityOrFail(req.cityId);
      const kw = req.keyword.trim().toLowerCase();
      if (!kw) return { items: [] };
      const has = (...texts: string[]) => texts.some((t) => t !== '' && t.toLowerCase().includes(kw));
      const pick = (zh: string, en: string) => (isEn(locale) ? en : zh);
      const hotels = cityHotels(city.cityId);
      const districts = new Map<string, HotelKeywordItem>();
      const brands = new Map<string, HotelKeywordItem>();
      for (const h of hotels) {
        if (!districts.has(h.districtEn) && has(h.district, h.districtEn)) {
          districts.set(h.districtEn, {
            kind: 'district',
            text: pick(h.district, h.districtEn),
            location: { ...h.location },
          });
        }
        if (h.brandEn && !brands.has(h.brandEn) && has(h.brand, h.brandEn)) {
          brands.set(h.brandEn, { kind: 'brand', text: pick(h.brand, h.brandEn) });
        }
      }
      const items: HotelKeywordItem[] = [
        ...[...districts.values()].slice(0, KEYWORD_PER_KIND),
        ...[...brands.values()].slice(0, KEYWORD_PER_KIND),
        ...hotels
          .filter((h) => has(h.name, h.nameEn))
          .slice(0, KEYWORD_MAX)
          .map<HotelKeywordItem>((h) => ({
            kind: 'hotel',
            text: pick(h.name, h.nameEn),
            hotelId: h.hotelId,
            location: { ...h.location },
          })),
      ];
      return { items: items.slice(0, KEYWORD_MAX) };
    },

    getOpenPlat(locale: Locale): IntlPlatData {
      return { plats: [{ platId: PLAT_ID, name: translate(locale, 'hotelIntl.product') }] };
    },

    /** hotelInfo: the hotel with its policies and its lowest price for the occupancy (rooms: pricePlanList). */
    async hotelInfo(auth: AuthInfo, req: IntlHotelInfoRequest, locale: Locale): Promise<IntlHotelDetail> {
      const { hotel, city, facts } = intlHotelOrFail(req.hotelId);
      checkStayOrFail(req.checkIn, req.checkOut, nowMs());
      checkConditions(req.occupancy, req.nationality);
      const policy = await hotelPolicyContext(db, auth, req.travellers ?? [], city.cityId);
      const rooms = await roomsTaking(hotel.hotelId, req, policy, locale);
      const open = rooms.filter((r) => r.lowestPrice > 0).map((r) => yuanToFen(r.lowestPrice));
      const lowestFen = open.length > 0 ? Math.min(...open) : 0;
      const s = summary(
        hotel,
        city,
        {
          distanceKm: distanceKm(city.centre, hotel.location),
          lowestFen,
          wb: lowestFen > 0 ? planPolicy(lowestFen, policy, locale).wb : 0,
        },
        locale,
      );
      const { rooms: _none, ...detail } = detailOf(hotel, s, [], locale);
      return {
        ...detail,
        ...s,
        description: translate(locale, 'hotelIntl.description', {
          name: isEn(locale) ? hotel.nameEn : hotel.name,
          city: s.cityName,
          district: s.district,
          openYear: hotel.openYear,
          renovationYear: hotel.renovationYear,
          roomTypes: hotel.rooms.length,
        }),
        checkInFrom: facts.checkInFrom,
        checkOutBy: facts.checkOutUntil,
        policies: policiesOf(facts, locale),
      };
    },

    /** pricePlanList: the rooms that take every room of the occupancy, with their prepaid plans. */
    async pricePlanList(auth: AuthInfo, req: IntlPricePlanListRequest, locale: Locale): Promise<IntlPricePlanListData> {
      const { hotel, city } = intlHotelOrFail(req.hotelId);
      checkStayOrFail(req.checkIn, req.checkOut, nowMs());
      checkConditions(req.occupancy, req.nationality);
      const policy = await hotelPolicyContext(db, auth, req.travellers ?? [], city.cityId);
      return { rooms: await roomsTaking(hotel.hotelId, req, policy, locale), mustComply: policy.mustComply };
    },

    /** pricePlanOne: one plan priced now for the occupancy, with its room, hotel and policies. */
    async pricePlanOne(auth: AuthInfo, req: IntlPricePlanOneRequest, locale: Locale): Promise<IntlPricePlanOneData> {
      checkConditions(req.occupancy, req.nationality);
      const found = await planByKey(db, req.planKey, nowMs());
      const city = found ? intlHotelCity(found.hotel.cityId) : undefined;
      const facts = found ? intlFactsOf(found.hotel.hotelId) : undefined;
      if (!found || !city || !facts || found.plan.payType !== 'prepay') throw invalid('hotelIntl.planExpired');
      const { hotel, room, plan } = found;
      const limits = limitsOf(room);
      if (!roomTakesAll(limits, req.occupancy)) {
        throw invalid('hotelIntl.occupancy.roomTooSmall', { adults: limits.maxAdults, children: limits.maxChildren });
      }
      const policy = await hotelPolicyContext(db, auth, req.travellers ?? [], city.cityId);
      const offer = { room, plans: [plan], roomsLeft: plan.roomsLeft, lowestAvgFen: plan.avgFen };
      const rated = intlRoomOf(offer, req.occupancy, facts, locale, (fen) => planPolicy(fen, policy, locale));
      const ratedPlan = rated.plans[0];
      if (!ratedPlan) throw invalid('hotelIntl.planExpired');
      const lowestFen = plan.roomsLeft > 0 ? plan.avgFen : 0;
      return {
        plan: ratedPlan,
        room: intlRoomFactsOf(room, lowestFen, locale),
        hotel: summary(
          hotel,
          city,
          { distanceKm: distanceKm(city.centre, hotel.location), lowestFen, wb: ratedPlan.wb },
          locale,
        ),
        policies: policiesOf(facts, locale),
      };
    },
  };
}
