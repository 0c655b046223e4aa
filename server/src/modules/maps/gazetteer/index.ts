/**
 * The demo gazetteer: cities, districts, airports, stations and landmarks with GCJ-02 positions, built once from the
 * base data names (basedata/data/domestic.ts) and the surveyed points (points.ts). Deterministic: the same question
 * always gets the same answer, so tests and journeys can rely on it.
 */
import gcoord from 'gcoord';
import type { MapPlace, MapPlaceKind } from '../../../../../src/api/contract/maps';
import { isOutsideChina } from '../../../../../src/domain/geo';
import { DOMESTIC_CITIES } from '../../basedata/data/domestic';
import { AIRPORT_POINTS, CITY_POINTS, DISTRICT_POINTS, LANDMARK_POINTS, STATION_POINTS } from './points';

export type Lang = 'zh' | 'en';

export interface GazetteerEntry {
  id: string;
  kind: MapPlaceKind;
  zh: string;
  en: string;
  /** Lower-case words a search matches besides the names (codes, pinyin). */
  keys: string[];
  cityCode: string;
  lat: number;
  lng: number;
}

export interface CityInfo {
  code: string;
  zh: string;
  en: string;
  province: string;
  provinceEn: string;
  tier: number;
  lat: number;
  lng: number;
}

/** WGS-84 → GCJ-02, leaving points outside China's box as they are (SPEC §5). */
export function wgsToGcj(lng: number, lat: number): { lat: number; lng: number } {
  if (isOutsideChina(lng, lat)) return { lng, lat };
  const [x, y] = gcoord.transform([lng, lat], gcoord.WGS84, gcoord.GCJ02) as [number, number];
  return { lng: round6(x), lat: round6(y) };
}

const round6 = (n: number): number => Math.round(n * 1e6) / 1e6;

function build(): { entries: GazetteerEntry[]; cities: Map<string, CityInfo> } {
  const entries: GazetteerEntry[] = [];
  const cities = new Map<string, CityInfo>();
  for (const city of DOMESTIC_CITIES) {
    const p = CITY_POINTS[city.code];
    if (!p) continue;
    const at = wgsToGcj(p.at[0], p.at[1]);
    cities.set(city.code, {
      code: city.code,
      zh: city.zh,
      en: city.en,
      province: p.province,
      provinceEn: p.provinceEn,
      tier: city.tier,
      ...at,
    });
    entries.push({
      id: `city:${city.code}`,
      kind: 'city',
      zh: city.zh,
      en: city.en,
      keys: [city.code.toLowerCase(), city.pinyin, city.jianpin],
      cityCode: city.code,
      ...at,
    });
    for (const a of city.airports) {
      const q = AIRPORT_POINTS[a.code];
      if (q) entries.push(entry(`airport:${a.code}`, 'airport', a.zh, a.en, [a.code.toLowerCase()], city.code, q));
    }
    for (const s of city.stations) {
      const q = STATION_POINTS[s.code];
      const zh = s.zh.endsWith('站') ? s.zh : `${s.zh}站`;
      const en = `${s.en} Railway Station`;
      if (q) entries.push(entry(`station:${s.code}`, 'station', zh, en, [s.code.toLowerCase()], city.code, q));
    }
  }
  DISTRICT_POINTS.forEach(([city, zh, en, lng, lat], i) =>
    entries.push(entry(`district:${city}${i}`, 'district', zh, en, [], city, [lng, lat])),
  );
  LANDMARK_POINTS.forEach(([city, zh, en, lng, lat], i) =>
    entries.push(entry(`landmark:${city}${i}`, 'landmark', zh, en, [], city, [lng, lat])),
  );
  return { entries, cities };
}

function entry(
  id: string,
  kind: MapPlaceKind,
  zh: string,
  en: string,
  keys: string[],
  cityCode: string,
  at: readonly [number, number],
): GazetteerEntry {
  return { id, kind, zh, en, keys, cityCode, ...wgsToGcj(at[0], at[1]) };
}

const BUILT = build();
export const GAZETTEER: readonly GazetteerEntry[] = BUILT.entries;
export const CITIES: ReadonlyMap<string, CityInfo> = BUILT.cities;

/** Great-circle distance in metres. */
export function distanceM(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const r = 6371000;
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * r * Math.asin(Math.sqrt(h)));
}

/** The city a code or a name (either language) designates. */
export function findCity(codeOrName: string | undefined): CityInfo | undefined {
  if (!codeOrName) return undefined;
  const q = codeOrName.trim();
  const byCode = CITIES.get(q.toUpperCase());
  if (byCode) return byCode;
  const bare = q.replace(/市$/, '').toLowerCase();
  for (const c of CITIES.values()) if (c.zh === bare || c.en.toLowerCase() === bare) return c;
  return undefined;
}

/** The nearest city centre to a point. */
export function nearestCity(p: { lat: number; lng: number }): CityInfo {
  let best: CityInfo | undefined;
  let bestD = Infinity;
  for (const c of CITIES.values()) {
    const d = distanceM(p, c);
    if (d < bestD) [best, bestD] = [c, d];
  }
  return best as CityInfo;
}

/** How well an entry matches a keyword: 3 exact, 2 prefix, 1 contains, 0 no match. */
export function matchScore(e: GazetteerEntry, keyword: string): number {
  const k = keyword.trim().toLowerCase();
  if (!k) return 0;
  const names = [e.zh.toLowerCase(), e.en.toLowerCase(), ...e.keys];
  if (names.some((n) => n === k)) return 3;
  if (names.some((n) => n.startsWith(k))) return 2;
  if (names.some((n) => n.includes(k))) return 1;
  return 0;
}

export function toPlace(e: GazetteerEntry, lang: Lang, from?: { lat: number; lng: number }): MapPlace {
  const city = CITIES.get(e.cityCode);
  const cityName = city ? (lang === 'en' ? city.en : city.zh) : '';
  const province = city ? (lang === 'en' ? city.provinceEn : city.province) : '';
  const name = lang === 'en' ? e.en : e.zh;
  const address =
    e.kind === 'city'
      ? province
      : lang === 'en'
        ? [name, cityName, province].filter(Boolean).join(', ')
        : `${province === `${cityName}市` ? '' : province}${cityName}${cityName ? '市' : ''}${e.kind === 'district' ? '' : name}`;
  const place: MapPlace = {
    id: e.id,
    name,
    kind: e.kind,
    address,
    cityCode: e.cityCode,
    cityName,
    lat: e.lat,
    lng: e.lng,
  };
  if (from) place.distance = distanceM(from, e);
  return place;
}
