/**
 * Search history kept on the device (SPEC §4 history), product-neutral: recently picked places for the picker's
 * history row, recent routes for a query page's chips, each product in its own part of the one history entry
 * (`STORAGE_KEYS.history`), so logout and the 48-hour cache rule clear them all together.
 */
import { STORAGE_KEYS } from '../../domain/session';
import type { PickedPlace } from './search';

/** A place a search starts or ends at; `names` keeps both languages when known (a language switch renames it). */
export interface RecentPlace {
  code: string;
  name: string;
  cityCode: string;
  names?: Partial<Record<'zh-CN' | 'en-US', string>>;
}

/** A searched route (the query page's history chips). */
export interface RecentRoute {
  from: RecentPlace;
  to: RecentPlace;
}

/** Key-value storage (hosts/storage in the app). */
export interface HistoryStorage {
  get<T>(key: string): T | undefined;
  set<T>(key: string, value: T): boolean;
}

/** Recent places and routes kept: the last 10. */
export const RECENT_SIZE = 10;

/** Newest first, without an earlier equal entry, at most `size`. */
export function pushRecent<T>(list: readonly T[], item: T, same: (a: T, b: T) => boolean, size = RECENT_SIZE): T[] {
  return [item, ...list.filter((x) => !same(x, item))].slice(0, size);
}

export const samePlace = (a: RecentPlace, b: RecentPlace): boolean => a.code === b.code;
export const sameRoute = (a: RecentRoute, b: RecentRoute): boolean =>
  a.from.code === b.from.code && a.to.code === b.to.code;

/** Whether a stored value looks like a place (storage may hold anything an older build wrote). */
export function isRecentPlace(v: unknown): v is RecentPlace {
  const p = v as RecentPlace | null;
  return (
    !!p &&
    typeof p === 'object' &&
    typeof p.code === 'string' &&
    typeof p.name === 'string' &&
    typeof p.cityCode === 'string'
  );
}

export function isRecentRoute(v: unknown): v is RecentRoute {
  const r = v as RecentRoute | null;
  return !!r && typeof r === 'object' && isRecentPlace(r.from) && isRecentPlace(r.to);
}

/** A picked place in the UI language, with the other language's name when the picker knows it. */
export function recentPlace(p: PickedPlace, locale: 'zh-CN' | 'en-US', known: RecentPlace['names'] = {}): RecentPlace {
  const other = locale === 'zh-CN' ? 'en-US' : 'zh-CN';
  return {
    code: p.code,
    name: p.name,
    cityCode: p.cityCode,
    names: { ...known, [locale]: p.name, ...(p.altName ? { [other]: p.altName } : {}) },
  };
}

/** The place's name in a language (its picked name when that language is unknown). */
export function placeLabel(place: RecentPlace, locale: 'zh-CN' | 'en-US'): string {
  return place.names?.[locale] || place.name;
}

/** A product's part of the history entry ({} when none or unreadable). */
export function readHistoryPart<T extends object>(storage: HistoryStorage, part: string): Partial<T> {
  const all = storage.get<Record<string, unknown>>(STORAGE_KEYS.history);
  const value = all && typeof all === 'object' ? all[part] : undefined;
  return value && typeof value === 'object' ? (value as Partial<T>) : {};
}

/** Merges `patch` into a product's part of the history entry. */
export function writeHistoryPart<T extends object>(storage: HistoryStorage, part: string, patch: Partial<T>): void {
  const all = storage.get<Record<string, unknown>>(STORAGE_KEYS.history);
  const base = all && typeof all === 'object' ? all : {};
  storage.set(STORAGE_KEYS.history, { ...base, [part]: { ...readHistoryPart<T>(storage, part), ...patch } });
}
