/**
 * Geo files of the CityPicker (SPEC §7 base data: GET /obt/bdc/geo/{product}/{locale}.json), cached in storage
 * under the geo prefix so logout and the 48-hour rule clear them (SPEC §4), and once per run in memory.
 */
import { geoFile } from '../../api/basedata';
import type { GeoEntry, GeoLocale, GeoProductCode } from '../../api/contract/basedata';
import { STORAGE_KEYS } from '../../domain/session';
import { storage } from '../../hosts/storage';
import { withAltNames, type Place } from './search';

interface CachedFile {
  version: string;
  list: GeoEntry[];
}

const memory = new Map<string, Promise<GeoEntry[]>>();

/** Storage key of one file, e.g. 'geo:file:10901:zh-CN'. */
export function geoCacheKey(product: GeoProductCode, locale: GeoLocale): string {
  return `${STORAGE_KEYS.geoPrefix}file:${product}:${locale}`;
}

function loadFile(product: GeoProductCode, locale: GeoLocale): Promise<GeoEntry[]> {
  const key = geoCacheKey(product, locale);
  const hit = memory.get(key);
  if (hit) return hit;
  const cached = storage.get<CachedFile>(key);
  if (cached && Array.isArray(cached.list) && cached.list.length > 0) {
    const ready = Promise.resolve(cached.list);
    memory.set(key, ready);
    return ready;
  }
  const loading = geoFile(product, locale).then((answer) => {
    const list = answer.list ?? [];
    if (list.length > 0) storage.set<CachedFile>(key, { version: answer.data?.version ?? '', list });
    return list;
  });
  // A failed load is not remembered: the next open tries again.
  memory.set(key, loading);
  loading.catch(() => memory.delete(key));
  return loading;
}

/** Places of a product in the UI language, searchable by the other language's names too. */
export async function loadPlaces(product: GeoProductCode, locale: GeoLocale): Promise<Place[]> {
  const other: GeoLocale = locale === 'zh-CN' ? 'en-US' : 'zh-CN';
  const [primary, alt] = await Promise.all([
    loadFile(product, locale),
    loadFile(product, other).catch(() => [] as GeoEntry[]),
  ]);
  return withAltNames(primary, alt);
}
