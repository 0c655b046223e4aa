/** The cities a need order may ask for: the basedata 10903 list (the hotel cities of SPEC §9). */
import type { Locale } from '../../i18n/messages';
import { DOMESTIC_CITIES } from '../basedata/data/domestic';

export function needCity(cityId: string) {
  return DOMESTIC_CITIES.find((c) => c.code === cityId);
}

/** The city's name in the language, or its code when unknown. */
export function cityName(cityId: string, locale: Locale): string {
  const city = needCity(cityId);
  return city ? (locale === 'en-US' ? city.en : city.zh) : cityId;
}
