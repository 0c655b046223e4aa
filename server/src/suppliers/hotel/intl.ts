/**
 * The international hotels of the simulated supplier (product 10910 cities, SPEC §7 International hotel): every
 * basedata international city with data in intlData.ts gets 40–120 hotels of real chains (Latin names, addresses as
 * the hotels write them), built once from a seed of the city code like the domestic ones, with rooms that state their
 * occupancy limits (adults, children, guests), prepaid plans only (pricing.ts P1 free-then-first-night, P3
 * non-refundable) and the hotel's policies. Prices are set in the local currency and converted to fen with the fixed
 * demo rates of intlData.ts (the local amount shown is the fen price converted back, so both always agree).
 * Hotel ids are `G${cityCode}${4 digits}` (domestic ones start with H).
 */
import type { FacilityCode, HotelStar } from '../../../../src/api/contract/hotel';
import { INTERNATIONAL_CITIES } from '../../modules/basedata/data/international';
import { hash32, rng, type Rng } from '../kit/random';
import { BASE_FEN, FACILITIES_BY_STAR, ROOM_KINDS, ROOMS_BY_STAR } from './data';
import type { HotelCity, SupplierHotel, SupplierRoom } from './generate';
import {
  CARD_BRANDS,
  CNY_PER_UNIT,
  INTL_BRANDS,
  INTL_CITY_DATA,
  INTL_INDEPENDENT,
  INTL_STREETS,
  WHOLE_UNIT_CURRENCIES,
} from './intlData';

/** What an international city adds to a supplier city. */
export interface IntlCityFacts {
  currency: string;
  country: { zh: string; en: string };
  /** City tax per room and night payable at the hotel, local currency. */
  cityTax: number;
}

/** The hotel's policies as facts (the module words them in the caller's language). */
export interface IntlHotelFacts {
  currency: string;
  checkInFrom: string;
  /** '' round the clock. */
  checkInUntil: string;
  checkOutUntil: string;
  /** Children up to this age stay free in existing beds. */
  childFreeAge: number;
  /** Extra bed per night, local currency; 0 = no extra beds. */
  extraBed: number;
  pets: boolean;
  cards: string[];
  /** Deposit per room at check-in, local currency (0 none). */
  deposit: number;
  cityTax: number;
}

/** Share of a price that is taxes and service charges included in it (e.g. VAT, service). */
export const INCLUDED_TAX_RATE = 0.1;

const round6 = (n: number): number => Math.round(n * 1e6) / 1e6;

export const INTL_HOTEL_CITIES: readonly HotelCity[] = INTERNATIONAL_CITIES.flatMap((c) => {
  const data = INTL_CITY_DATA[c.code];
  if (!data) return [];
  return [
    {
      cityId: c.code,
      name: { zh: c.zh, en: c.en },
      centre: { ...data.centre },
      // International stays follow the ranks' first-tier standard (hotel_standards has tiers 1–3 only).
      tier: 1 as const,
      hot: c.hot,
      hotelCount: c.hot ? 120 : 40 + (hash32(`intlHotelCount|${c.code}`) % 9) * 10,
      intl: {
        currency: data.currency,
        country: { zh: c.countryZh, en: c.countryEn },
        cityTax: data.cityTax,
      },
    },
  ];
});

const INTL_BY_ID = new Map(INTL_HOTEL_CITIES.map((c) => [c.cityId, c]));

/** The international city of a 10910 code, undefined when the supplier sells none there. */
export const intlHotelCity = (cityId: string): HotelCity | undefined => INTL_BY_ID.get(cityId);

export const intlHotelIdOf = (cityId: string, n: number): string => `G${cityId}${String(n).padStart(4, '0')}`;

/** Yuan per local unit of a currency (1 for an unknown one). */
export const cnyPerUnit = (currency: string): number => CNY_PER_UNIT[currency] ?? 1;

/** A fen amount in the local currency (two decimals; whole units for JPY, KRW, TWD). */
export function fenToLocal(fen: number, currency: string): number {
  const local = fen / 100 / cnyPerUnit(currency);
  return WHOLE_UNIT_CURRENCIES.has(currency) ? Math.round(local) : Math.round(local * 100) / 100;
}

/** A local amount in fen (whole fen). */
export const localToFen = (local: number, currency: string): number => Math.round(local * cnyPerUnit(currency) * 100);

const hotelFacts = new Map<string, IntlHotelFacts>();

/** The policies of an international hotel, undefined for a domestic or unknown id (built with its city). */
export const intlHotelFacts = (hotelId: string): IntlHotelFacts | undefined => hotelFacts.get(hotelId);

function pickBrand(r: Rng): (typeof INTL_BRANDS)[number] | undefined {
  if (r.chance(1 / 7)) return undefined;
  return r.pick(
    INTL_BRANDS,
    INTL_BRANDS.map((b) => b.weight),
  );
}

/** Room types: the domestic kinds of the star, with per-room limits (children by bed type). */
function roomsOf(r: Rng, hotelId: string, star: HotelStar, baseFen: number): SupplierRoom[] {
  const kinds = ROOMS_BY_STAR[star];
  const count = Math.min(kinds.length, r.int(3, 6));
  return kinds.slice(0, count).map<SupplierRoom>((kind, i) => {
    const k = ROOM_KINDS[kind];
    const roomId = `R${i + 1}`;
    const low = r.int(2, 8);
    const maxAdults = k.occupancy;
    // A single room takes no child; family rooms and suites two; other rooms one (a cot or sharing a bed).
    const maxChildren = k.occupancy === 1 ? 0 : k.occupancy >= 3 ? 2 : 1;
    const planIds = r.chance(0.35) ? ['P1'] : ['P1', 'P3'];
    return {
      roomId,
      kind,
      name: k.zh,
      nameEn: k.en,
      area: r.int(k.area[0], k.area[1]),
      bedType: k.bedType,
      floor: `${low}-${low + r.int(4, 30)}`,
      maxOccupancy: maxAdults + (maxChildren > 0 ? 1 : 0),
      maxAdults,
      maxChildren,
      window: true,
      smoking: false,
      images: [`${hotelId}-room-${roomId}.svg`],
      baseFen: Math.round((baseFen * k.factor) / 100) * 100,
      planIds,
    };
  });
}

function factsOf(r: Rng, city: HotelCity, star: HotelStar, currency: string): IntlHotelFacts {
  const cards = CARD_BRANDS.filter((_c, i) => i < 2 || r.chance(star >= 4 ? 0.8 : 0.4));
  const deposit = star >= 4 ? fenToLocal(r.int(5, 20) * 10_000, currency) : 0;
  return {
    currency,
    checkInFrom: r.pick(['14:00', '15:00', '16:00']),
    checkInUntil: star >= 4 ? '' : r.pick(['22:00', '23:00', '']),
    checkOutUntil: r.pick(['11:00', '12:00']),
    childFreeAge: r.pick([5, 6, 11, 12]),
    extraBed: star >= 3 && r.chance(0.6) ? fenToLocal(r.int(15, 60) * 1_000, currency) : 0,
    pets: r.chance(0.15),
    cards,
    deposit,
    cityTax: city.intl?.cityTax ?? 0,
  };
}

/** The hotels of an international city (deterministic by its code). */
export function buildIntlCity(city: HotelCity): SupplierHotel[] {
  const data = INTL_CITY_DATA[city.cityId];
  if (!data || !city.intl) return [];
  const districts = data.districts.map(([zh, en, dLat, dLng]) => ({
    zh,
    en,
    location: { lat: round6(city.centre.lat + dLat), lng: round6(city.centre.lng + dLng) },
  }));
  const used = new Set<string>();
  const out: SupplierHotel[] = [];
  for (let n = 1; n <= city.hotelCount; n += 1) {
    const hotelId = intlHotelIdOf(city.cityId, n);
    const r = rng(`intlHotel|${hotelId}`);
    const brand = pickBrand(r);
    const star: HotelStar = brand ? brand.star : r.pick<HotelStar>([2, 3, 4, 5], [2, 4, 3, 1]);
    const district = r.pick(districts);
    const dist = (r.next() ** 0.7 * 2.5) / 111;
    const angle = r.next() * 2 * Math.PI;
    const location = {
      lat: round6(district.location.lat + dist * Math.sin(angle)),
      lng: round6(district.location.lng + (dist * Math.cos(angle)) / Math.cos((district.location.lat * Math.PI) / 180)),
    };
    const no = r.int(1, 399);
    const street = r.pick(INTL_STREETS);
    let name: string;
    let nameEn: string;
    if (brand) {
      nameEn = `${brand.en} ${city.name.en} ${district.en}`;
      name = `${city.name.zh}${district.zh}${brand.zh}酒店`;
    } else {
      const [wzh, wen] = r.pick(INTL_INDEPENDENT);
      nameEn = `${wen} Hotel ${district.en}`;
      name = `${city.name.zh}${district.zh}${wzh}酒店`;
    }
    if (used.has(nameEn)) {
      nameEn = `${nameEn} ${street}`;
      name = `${name}(${street})`;
    }
    if (used.has(nameEn)) {
      nameEn = `${nameEn} No. ${no}`;
      name = `${name}(${no})`;
    }
    used.add(nameEn);
    const [lowFen, highFen] = BASE_FEN[star];
    const baseFen = Math.round((r.int(lowFen, highFen) * data.priceFactor) / 100) * 100;
    const openYear = r.int(1985, 2022);
    const [always, some] = FACILITIES_BY_STAR[star];
    const facilities: FacilityCode[] = [...always, ...some.filter(() => r.chance(0.5))];
    const address = `${no} ${street}, ${district.en}, ${city.name.en}`;
    const hotel: SupplierHotel = {
      hotelId,
      name,
      nameEn,
      star,
      score: Math.min(5, Math.round((3.5 + star * 0.2 + r.next() * 0.6) * 10) / 10),
      reviewCount: r.int(50, 12_000),
      brand: brand?.zh ?? '',
      brandEn: brand?.en ?? '',
      cityId: city.cityId,
      district: district.zh,
      districtEn: district.en,
      address,
      addressEn: address,
      location,
      phone: `+${r.int(1, 99)} ${r.int(100, 999)} ${r.int(1000, 9999)}`,
      openYear,
      renovationYear: Math.min(2025, openYear + r.int(0, 15)),
      images: [
        { name: `${hotelId}-exterior-1.svg`, category: 'exterior' },
        { name: `${hotelId}-lobby-1.svg`, category: 'lobby' },
        ...(star >= 4 ? [{ name: `${hotelId}-facility-1.svg`, category: 'facility' as const }] : []),
      ],
      facilities,
      rooms: [],
      protocolEligible: false,
      near: district.zh,
      nearEn: district.en,
    };
    hotel.rooms = roomsOf(r, hotelId, star, baseFen);
    for (const room of hotel.rooms)
      hotel.images.push({ name: room.images[0] as string, category: 'room', roomId: room.roomId });
    hotelFacts.set(hotelId, factsOf(r, city, star, city.intl.currency));
    out.push(hotel);
  }
  return out;
}
