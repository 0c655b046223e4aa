/** The hotel's name in the UI language (the list's rows, React's and the HTML first screen's). */
import type { HotelSummary } from '../../../api/contract/hotel';

export function hotelName(h: Pick<HotelSummary, 'name' | 'nameEn'>, locale: 'zh-CN' | 'en-US'): string {
  return locale === 'en-US' && h.nameEn ? h.nameEn : h.name;
}
