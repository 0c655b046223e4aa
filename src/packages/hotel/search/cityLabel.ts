import type { HotelCity } from './searchStore';

/**
 * A city's name in the UI language. Its own module so the list screen takes it without QueryFields' form rows (and
 * the city picker and date fields they bring into /htV2/htList's first chunk, issue 17).
 */
export function cityLabel(city: HotelCity, locale: 'zh-CN' | 'en-US'): string {
  return city.names?.[locale] || city.cityName;
}
