/** Base-data geo files (SPEC §7 Base data): GET /obt/bdc/geo/{productCode}/{locale}.json. */
import type { Flag } from './account';

/** 10901 domestic flights (airports), 10903 hotel cities, 10904 train stations, 10906 car cities, 10910 international cities. */
export type GeoProductCode = 10901 | 10903 | 10904 | 10906 | 10910;
export type GeoLocale = 'zh-CN' | 'en-US';

/** One city, airport or station in a geo file. `name` is in the file's locale. */
export interface GeoEntry {
  /** Airport IATA code, railway telegraph code, or city code. */
  code: string;
  kind: 'city' | 'airport' | 'station';
  name: string;
  cityCode: string;
  cityName: string;
  /** Full pinyin of the Chinese name, lower case, no spaces (search in either locale). */
  pinyin: string;
  /** Pinyin initials, lower case (bj for 北京). */
  jianpin: string;
  /** Upper-case first letter for the A–Z index. */
  initial: string;
  countryName: string;
  hot: Flag;
}

/** data of a geo file; the rows are in `list`. */
export interface GeoFileData {
  productCode: GeoProductCode;
  locale: GeoLocale;
  version: string;
}
