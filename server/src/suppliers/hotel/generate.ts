/**
 * The static hotels of the simulated supplier: every basedata 10903 city gets hotels built from real parts (chain
 * brands, the gazetteer's districts and landmarks, real city centres, GCJ-02), generated once per city from a seed of
 * the city code, so the same hotel has the same facts forever. First-tier cities have 500 hotels, hot cities 120,
 * the others 40–90. Prices and stock are not here (pricing.ts).
 */
import type { FacilityCode, GeoPoint, HotelImage, HotelRoom, HotelStar } from '../../../../src/api/contract/hotel';
import { DOMESTIC_CITIES } from '../../modules/basedata/data/domestic';
import { CITIES, distanceM, GAZETTEER } from '../../modules/maps/gazetteer';
import { hash32, rng, type Rng } from '../kit/random';
import {
  BASE_FEN,
  BRANDS,
  type Brand,
  FACILITIES_BY_STAR,
  GENERIC_DISTRICTS,
  INDEPENDENT_WORDS,
  ROOM_KINDS,
  ROOMS_BY_STAR,
  type RoomKind,
  STREETS,
  TIER_FACTOR,
} from './data';
import { buildIntlCity, intlHotelCity, type IntlCityFacts } from './intl';

/** A city the supplier sells hotels in (the basedata 10903 code, e.g. BJS, SHA). */
export interface HotelCity {
  cityId: string;
  name: { zh: string; en: string };
  /** The real city centre, GCJ-02. */
  centre: GeoPoint;
  /** 1 first-tier, 2 second-tier, 3 other (hotel standards are per tier). */
  tier: 1 | 2 | 3;
  hot: boolean;
  hotelCount: number;
  /** International (10910) cities only: currency, country, city tax (intl.ts). */
  intl?: IntlCityFacts;
}

/** A place of a city a hotel is near: a district (real or generic) or a landmark (gazetteer). */
export interface CityPlace {
  kind: 'district' | 'landmark';
  zh: string;
  en: string;
  location: GeoPoint;
}

/** A static room type of a hotel (prices and stock come per stay from pricing.ts). */
export interface SupplierRoom {
  roomId: string;
  kind: RoomKind;
  name: string;
  nameEn: string;
  /** m². */
  area: number;
  bedType: HotelRoom['bedType'];
  /** '5-12'. */
  floor: string;
  maxOccupancy: number;
  /** International rooms state their limits per room (adults, children); domestic ones only maxOccupancy. */
  maxAdults?: number;
  maxChildren?: number;
  window: boolean;
  smoking: boolean;
  /** Image names served at /obt/hotel/img/:name. */
  images: string[];
  /** Standard nightly price of the room type in this hotel, fen (before the date and the plan). */
  baseFen: number;
  /** Rate plan templates sold for this room (see pricing.ts PLAN_TEMPLATES), e.g. ['P1', 'P3']. */
  planIds: string[];
}

/** The static facts of a hotel. */
export interface SupplierHotel {
  /** `H${cityId}${4 digits}`, e.g. HBJS0001. */
  hotelId: string;
  name: string;
  nameEn: string;
  star: HotelStar;
  /** 0–5, one decimal. */
  score: number;
  reviewCount: number;
  /** Brand name (zh), '' for an independent hotel; `brandEn` its English name. */
  brand: string;
  brandEn: string;
  cityId: string;
  /** District name (zh) and its English name. */
  district: string;
  districtEn: string;
  address: string;
  addressEn: string;
  location: GeoPoint;
  phone: string;
  openYear: number;
  renovationYear: number;
  /** Images of the hotel (names; the module makes URLs). */
  images: { name: string; category: HotelImage['category']; roomId?: string }[];
  facilities: FacilityCode[];
  rooms: SupplierRoom[];
  /** Sells company-agreement (protocol) plans to the companies that signed with it (protocolHotelIds). */
  protocolEligible: boolean;
  /** Landmark or district the hotel is named after (keyword search). */
  near: string;
  nearEn: string;
}

const TIER1_COUNT = 500;
const HOT_COUNT = 120;

export const HOTEL_CITIES: readonly HotelCity[] = DOMESTIC_CITIES.flatMap((c) => {
  const info = CITIES.get(c.code);
  if (!info) return [];
  const hotelCount = c.tier === 1 ? TIER1_COUNT : c.hot ? HOT_COUNT : 40 + (hash32(`hotelCount|${c.code}`) % 11) * 5;
  return [
    {
      cityId: c.code,
      name: { zh: c.zh, en: c.en },
      centre: { lat: info.lat, lng: info.lng },
      tier: c.tier,
      hot: c.hot,
      hotelCount,
    },
  ];
});

const CITY_BY_ID = new Map(HOTEL_CITIES.map((c) => [c.cityId, c]));

export const hotelCity = (cityId: string): HotelCity | undefined => CITY_BY_ID.get(cityId);

/** A city the supplier sells in: domestic (10903) or international (10910, intl.ts). */
export const supplierCity = (cityId: string): HotelCity | undefined => CITY_BY_ID.get(cityId) ?? intlHotelCity(cityId);

/** Kilometres between two points (haversine), two decimals. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  return Math.round(distanceM(a, b) / 10) / 100;
}

/** Districts of a city: the gazetteer's real ones, else generic business areas placed around the centre. */
export function cityDistricts(city: HotelCity): CityPlace[] {
  const real = GAZETTEER.filter((e) => e.kind === 'district' && e.cityCode === city.cityId).map<CityPlace>((e) => ({
    kind: 'district',
    zh: e.zh,
    en: e.en,
    location: { lat: e.lat, lng: e.lng },
  }));
  if (real.length > 0) return real;
  return GENERIC_DISTRICTS.map(([zh, en], i) => {
    const angle = (i * 2 * Math.PI) / GENERIC_DISTRICTS.length + (hash32(city.cityId) % 60) / 100;
    const r = i === 0 ? 0 : 0.025 + (hash32(`${city.cityId}|${zh}`) % 30) / 1000;
    return {
      kind: 'district',
      zh,
      en,
      location: {
        lat: round6(city.centre.lat + r * Math.sin(angle)),
        lng: round6(city.centre.lng + r * Math.cos(angle)),
      },
    };
  });
}

/** Landmarks of a city: the gazetteer's landmarks, stations and airports. */
export function cityLandmarks(city: HotelCity): CityPlace[] {
  return GAZETTEER.filter(
    (e) => e.cityCode === city.cityId && (e.kind === 'landmark' || e.kind === 'station' || e.kind === 'airport'),
  ).map((e) => ({ kind: 'landmark', zh: e.zh, en: e.en, location: { lat: e.lat, lng: e.lng } }));
}

const round6 = (n: number): number => Math.round(n * 1e6) / 1e6;

/** How a hotel's name says where it is: 北京国贸, 北京南站 (not 北京北京南站), 北京朝阳 (a district without 区). */
function placeLabel(city: HotelCity, place: CityPlace): { zh: string; en: string } {
  const zh = place.kind === 'district' && place.zh.length > 2 ? place.zh.replace(/(新区|区)$/, '') : place.zh;
  return {
    zh: zh.startsWith(city.name.zh) ? zh : `${city.name.zh}${zh}`,
    en: place.en.startsWith(city.name.en) ? place.en : `${city.name.en} ${place.en}`,
  };
}

function pickBrand(r: Rng, tier: 1 | 2 | 3): Brand | undefined {
  // One hotel in six is independent; luxury chains are rarer outside the first tier.
  if (r.chance(1 / 6)) return undefined;
  const weights = BRANDS.map((b) => (b.star === 5 && tier === 3 ? b.weight / 2 : b.weight));
  return r.pick(BRANDS, weights);
}

function roomsOf(r: Rng, hotelId: string, star: HotelStar, baseFen: number): SupplierRoom[] {
  const kinds = ROOMS_BY_STAR[star];
  const count = Math.min(kinds.length, r.int(3, 6));
  return kinds.slice(0, count).map<SupplierRoom>((kind, i) => {
    const k = ROOM_KINDS[kind];
    const roomId = `R${i + 1}`;
    const low = r.int(2, 8);
    // Economy single rooms and some standard rooms have no window; 5 floors of smoking rooms in 2-star hotels.
    const window = !(kind === 'single' || (star <= 3 && kind === 'king' && r.chance(0.2)));
    const planCount = r.int(1, 4);
    const templates = ['P1', 'P2', 'P3', 'P4'];
    const start = r.int(0, 3);
    const planIds = Array.from({ length: planCount }, (_, j) => templates[(start + j) % 4] as string).sort();
    return {
      roomId,
      kind,
      name: k.zh,
      nameEn: k.en,
      area: r.int(k.area[0], k.area[1]),
      bedType: k.bedType,
      floor: `${low}-${low + r.int(4, 20)}`,
      maxOccupancy: k.occupancy,
      window,
      smoking: star === 2 && r.chance(0.3),
      images: [`${hotelId}-room-${roomId}.svg`],
      baseFen: Math.round((baseFen * k.factor) / 100) * 100,
      planIds,
    };
  });
}

function facilitiesOf(r: Rng, star: HotelStar): FacilityCode[] {
  const [always, some] = FACILITIES_BY_STAR[star];
  return [...always, ...some.filter(() => r.chance(0.5))];
}

function buildCity(city: HotelCity): SupplierHotel[] {
  const districts = cityDistricts(city);
  const landmarks = cityLandmarks(city);
  const anchors = [...districts, ...landmarks];
  const spreadKm = city.tier === 1 ? 4 : 3;
  const usedNames = new Set<string>();
  const out: SupplierHotel[] = [];
  for (let n = 1; n <= city.hotelCount; n += 1) {
    const hotelId = hotelIdOf(city.cityId, n);
    const r = rng(`hotel|${hotelId}`);
    const brand = pickBrand(r, city.tier);
    const star: HotelStar = brand ? brand.star : r.pick<HotelStar>([2, 3, 4, 5], [3, 4, 3, 1]);
    const anchor = r.pick(anchors);
    // Spread around the anchor: up to `spreadKm` (1 degree of latitude ≈ 111 km).
    const dist = (r.next() ** 0.7 * spreadKm) / 111;
    const angle = r.next() * 2 * Math.PI;
    const location = {
      lat: round6(anchor.location.lat + dist * Math.sin(angle)),
      lng: round6(anchor.location.lng + (dist * Math.cos(angle)) / Math.cos((anchor.location.lat * Math.PI) / 180)),
    };
    const district = nearestDistrict(districts, location);
    const [streetZh, streetEn] = r.pick(STREETS);
    const no = r.int(1, 399);
    const label = placeLabel(city, anchor);
    let name: string;
    let nameEn: string;
    if (brand) {
      const brandEn = [brand.en, brand.suffixEn].filter(Boolean).join(' ');
      name = `${brand.zh}${brand.suffixZh}(${label.zh}店)`;
      nameEn = `${brandEn} (${label.en})`;
      if (usedNames.has(name)) {
        name = `${brand.zh}${brand.suffixZh}(${label.zh}${streetZh}店)`;
        nameEn = `${brandEn} (${label.en} ${streetEn})`;
      }
    } else {
      const [wordZh, wordEn] = r.pick(INDEPENDENT_WORDS);
      const tail = wordZh.endsWith('饭店') || wordZh.endsWith('宾馆') ? '' : star >= 4 ? '大酒店' : '酒店';
      name = `${label.zh}${wordZh}${tail}`;
      nameEn = `${label.en} ${wordEn}${tail ? ' Hotel' : ''}`;
    }
    if (usedNames.has(name)) {
      name = `${name}(${streetZh}${no}号)`;
      nameEn = `${nameEn} (No. ${no} ${streetEn})`;
    }
    usedNames.add(name);
    const [lowFen, highFen] = BASE_FEN[star];
    const baseFen = Math.round(r.int(lowFen, highFen) / 100) * 100;
    const openYear = r.int(1995, 2022);
    const score = Math.round((3.6 + star * 0.18 + r.next() * 0.7) * 10) / 10;
    out.push({
      hotelId,
      name,
      nameEn,
      star,
      score: Math.min(5, score),
      reviewCount: r.int(30, 9000),
      brand: brand?.zh ?? '',
      brandEn: brand?.en ?? '',
      cityId: city.cityId,
      district: district.zh,
      districtEn: district.en,
      address: `${city.name.zh}${district.zh}${streetZh}${no}号`,
      addressEn: `No. ${no} ${streetEn}, ${district.en}, ${city.name.en}`,
      location,
      phone: `${areaCode(city.cityId)}-${r.int(5000_0000, 8999_9999)}`,
      openYear,
      renovationYear: Math.min(2025, openYear + r.int(0, 12)),
      images: [
        { name: `${hotelId}-exterior-1.svg`, category: 'exterior' },
        { name: `${hotelId}-lobby-1.svg`, category: 'lobby' },
        ...(star >= 3 ? [{ name: `${hotelId}-dining-1.svg`, category: 'dining' as const }] : []),
        ...(star >= 4 ? [{ name: `${hotelId}-facility-1.svg`, category: 'facility' as const }] : []),
      ],
      facilities: facilitiesOf(r, star),
      rooms: [],
      protocolEligible: protocolEligible(hotelId, city),
      near: anchor.zh,
      nearEn: anchor.en,
    });
    const hotel = out[out.length - 1] as SupplierHotel;
    hotel.rooms = roomsOf(r, hotelId, star, Math.round((baseFen * TIER_FACTOR[city.tier]) / 100) * 100);
    for (const room of hotel.rooms)
      hotel.images.push({ name: room.images[0] as string, category: 'room', roomId: room.roomId });
  }
  return out;
}

/** Telephone area codes of the cities with a two-digit code; others get a three-digit one. */
const AREA_CODES: Readonly<Record<string, string>> = {
  BJS: '010',
  SHA: '021',
  CAN: '020',
  TSN: '022',
  CKG: '023',
  SHE: '024',
  NKG: '025',
  WUH: '027',
  CTU: '028',
  SIA: '029',
  SZX: '0755',
  HGH: '0571',
};
const areaCode = (cityId: string): string => AREA_CODES[cityId] ?? `0${510 + (hash32(`area|${cityId}`) % 400)}`;

function nearestDistrict(districts: CityPlace[], p: GeoPoint): CityPlace {
  let best = districts[0] as CityPlace;
  let bestD = Infinity;
  for (const d of districts) {
    const dd = distanceM(d.location, p);
    if (dd < bestD) [best, bestD] = [d, dd];
  }
  return best;
}

/** The hotel id of the n-th hotel of a city (1-based). */
export const hotelIdOf = (cityId: string, n: number): string => `H${cityId}${String(n).padStart(4, '0')}`;

/**
 * Whether a hotel signs company agreements: about one in eight in hot cities, one in twelve elsewhere. From the id
 * alone, so the agreement lists need no generated hotel.
 */
export const protocolEligible = (hotelId: string, city: HotelCity): boolean =>
  hash32(`protocol|${hotelId}`) % 100 < (city.hot ? 12 : 8);

/** Hotels per city, built on first use (about 4,700 hotels in all: bounded by the city list). */
const built = new Map<string, { list: SupplierHotel[]; byId: Map<string, SupplierHotel> }>();

export function cityHotels(cityId: string): readonly SupplierHotel[] {
  return cityEntry(cityId)?.list ?? [];
}

function cityEntry(cityId: string): { list: SupplierHotel[]; byId: Map<string, SupplierHotel> } | undefined {
  const hit = built.get(cityId);
  if (hit) return hit;
  const city = supplierCity(cityId);
  if (!city) return undefined;
  const list = city.intl ? buildIntlCity(city) : buildCity(city);
  const entry = { list, byId: new Map(list.map((h) => [h.hotelId, h])) };
  built.set(cityId, entry);
  return entry;
}

/** The hotel of an id, null when unknown. */
export function hotelById(hotelId: string): SupplierHotel | null {
  if (!/^[HG][A-Z]{3}\d{4}$/.test(hotelId)) return null;
  const cityId = hotelId.slice(1, 4);
  // H: domestic, G: international (a code is never both).
  if ((hotelId[0] === 'G') !== (intlHotelCity(cityId) !== undefined)) return null;
  return cityEntry(cityId)?.byId.get(hotelId) ?? null;
}
