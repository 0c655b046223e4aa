/** Geo files per product and locale, built once from the seed data with a content ETag. */
import type { GeoEntry, GeoFileData, GeoLocale, GeoProductCode } from '../../../../src/api/contract/basedata';
import { sha1Hex } from '../../lib/crypto';
import { DOMESTIC_CITIES, type DomesticCity } from './data/domestic';
import { INTERNATIONAL_CITIES } from './data/international';

export const GEO_PRODUCTS: readonly GeoProductCode[] = [10901, 10903, 10904, 10906, 10910];
export const GEO_LOCALES: readonly GeoLocale[] = ['zh-CN', 'en-US'];

export interface GeoFile {
  data: GeoFileData;
  list: GeoEntry[];
  etag: string;
}

function cityEntry(city: DomesticCity, en: boolean, hot: boolean): GeoEntry {
  const name = en ? city.en : city.zh;
  return {
    code: city.code,
    kind: 'city',
    name,
    cityCode: city.code,
    cityName: name,
    pinyin: city.pinyin,
    jianpin: city.jianpin,
    initial: (en ? city.en : city.pinyin).charAt(0).toUpperCase(),
    countryName: en ? 'China' : '中国',
    hot: hot ? 1 : 0,
  };
}

function placeEntries(city: DomesticCity, en: boolean, kind: 'airport' | 'station'): GeoEntry[] {
  const places = kind === 'airport' ? city.airports : city.stations;
  const base = cityEntry(city, en, false);
  return places.map((p, i) => ({
    ...base,
    code: p.code,
    kind,
    name: en ? p.en : p.zh,
    hot: city.hot && i === 0 && kind === 'station' ? 1 : 0,
  }));
}

function entries(product: GeoProductCode, locale: GeoLocale): GeoEntry[] {
  const en = locale === 'en-US';
  switch (product) {
    case 10901:
      return DOMESTIC_CITIES.filter((c) => c.airports.length > 0).flatMap((c) => [
        cityEntry(c, en, c.hot),
        ...placeEntries(c, en, 'airport'),
      ]);
    case 10903:
      return DOMESTIC_CITIES.map((c) => cityEntry(c, en, c.hot));
    case 10904:
      return DOMESTIC_CITIES.flatMap((c) => placeEntries(c, en, 'station'));
    case 10906:
      // Cars are offered in first- and second-tier cities.
      return DOMESTIC_CITIES.filter((c) => c.tier <= 2).map((c) => cityEntry(c, en, c.hot));
    case 10910:
      return INTERNATIONAL_CITIES.map((c) => {
        const name = en ? c.en : c.zh;
        return {
          code: c.code,
          kind: 'city',
          name,
          cityCode: c.code,
          cityName: name,
          pinyin: c.pinyin,
          jianpin: c.jianpin,
          initial: (en ? c.en : c.pinyin).charAt(0).toUpperCase(),
          countryName: en ? c.countryEn : c.countryZh,
          hot: c.hot ? 1 : 0,
        };
      });
  }
}

const cache = new Map<string, GeoFile>();

export function geoFile(product: GeoProductCode, locale: GeoLocale): GeoFile {
  const key = `${product}/${locale}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const list = entries(product, locale);
  const hash = sha1Hex(JSON.stringify(list));
  const file: GeoFile = { data: { productCode: product, locale, version: hash.slice(0, 12) }, list, etag: `"${hash}"` };
  cache.set(key, file);
  return file;
}
