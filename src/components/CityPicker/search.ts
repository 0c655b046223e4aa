/**
 * Pure search and grouping of geo places (cities and airports) for the CityPicker. A place is found by its name
 * in either language, its full pinyin, its pinyin initials or its code.
 */
import type { GeoEntry } from '../../api/contract/basedata';

/** A geo entry with its name in the other language (searchable, not shown). */
export interface Place extends GeoEntry {
  altName: string;
}

/** What a pick hands back: structurally the flight screens' CityRef plus the kind. */
export interface PickedPlace {
  code: string;
  name: string;
  cityCode: string;
  kind: GeoEntry['kind'];
  /** Name in the other language ('' when unknown). */
  altName: string;
}

export function toPicked(p: Place): PickedPlace {
  return { code: p.code, name: p.name, cityCode: p.cityCode, kind: p.kind, altName: p.altName };
}

/** Lower case, without spaces, apostrophes, dots and dashes ("Xi'an" → "xian"). */
export function normalize(text: string): string {
  return text.toLowerCase().replace(/[\s'’.\-·]/g, '');
}

/** How well a place matches (lower is better); null when it does not. */
export function matchRank(p: Place, query: string): number | null {
  const q = normalize(query);
  if (!q) return null;
  if (p.code.toLowerCase() === q) return 0;
  const names = [normalize(p.name), normalize(p.altName)];
  const spell = [p.pinyin, p.jianpin].map(normalize);
  if (names.some((n) => n.startsWith(q))) return 1;
  if (spell.some((n) => n.startsWith(q))) return 2;
  if (names.some((n) => n.includes(q)) || normalize(p.cityName).startsWith(q)) return 3;
  if (spell[0].includes(q)) return 4;
  return null;
}

/** Matches, best first: rank, cities before their airports, then by pinyin. */
export function searchPlaces(places: readonly Place[], query: string, limit = 30): Place[] {
  const hits: { p: Place; r: number }[] = [];
  for (const p of places) {
    const r = matchRank(p, query);
    if (r !== null) hits.push({ p, r });
  }
  const kindOrder = (p: Place) => (p.kind === 'city' ? 0 : 1);
  return hits
    .sort((a, b) => a.r - b.r || a.p.pinyin.localeCompare(b.p.pinyin) || kindOrder(a.p) - kindOrder(b.p))
    .slice(0, limit)
    .map((h) => h.p);
}

/** Cities of the A–Z list: one section per initial, sorted by pinyin inside. */
export function groupByInitial(places: readonly Place[]): { initial: string; places: Place[] }[] {
  const map = new Map<string, Place[]>();
  for (const p of places) {
    if (p.kind !== 'city') continue;
    const key = /^[A-Z]$/.test(p.initial) ? p.initial : '#';
    map.set(key, [...(map.get(key) ?? []), p]);
  }
  return [...map.entries()]
    .sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b)))
    .map(([initial, list]) => ({ initial, places: list.sort((a, b) => a.pinyin.localeCompare(b.pinyin)) }));
}

/** Hot cities in file order. */
export function hotCities(places: readonly Place[]): Place[] {
  return places.filter((p) => p.kind === 'city' && p.hot === 1);
}

/** Joins a file with the other language's names (by kind and code). */
export function withAltNames(primary: readonly GeoEntry[], other: readonly GeoEntry[]): Place[] {
  const alt = new Map(other.map((e) => [`${e.kind}:${e.code}`, e.name]));
  return primary.map((e) => ({ ...e, altName: alt.get(`${e.kind}:${e.code}`) ?? '' }));
}
