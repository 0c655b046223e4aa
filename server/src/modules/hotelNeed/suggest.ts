/**
 * The hotel the simulated agency suggests for a need: a hotel of the hotel supplier in the city for the stay, of
 * the wanted stars, within the budget per night, matching the area or landmark when one matches at all. The
 * company's agreement (protocol) hotels come first, then the best score, then the lower price; null when nothing
 * fits (the agency then closes the need).
 */
import type { HotelStar } from '../../../../src/api/contract/hotel';
import type { HotelNeedQuote } from '../../../../src/api/contract/hotelNeed';
import { nightsBetween } from '../../../../src/domain/hotel/stay';
import { fenToYuan } from '../../../../src/domain/money';
import { protocolHotelIds, searchHotels, type SupplierHotelHit } from '../../suppliers/hotel';
import type { HotelNeedsTable } from './tables';

function parseStars(json: string): HotelStar[] {
  try {
    return JSON.parse(json) as HotelStar[];
  } catch {
    return [];
  }
}

export function suggestHotel(need: HotelNeedsTable, nowMs: number): { quote: HotelNeedQuote; nights: number } | null {
  const budget = Number(need.budget_fen);
  const base = {
    cityId: need.city_id,
    checkIn: need.check_in,
    checkOut: need.check_out,
    stars: parseStars(need.stars_json),
  };
  const protocol = protocolHotelIds(need.corp_id);
  // The price the company pays: its protocol price where it has one, else the public one.
  const priceOf = (h: SupplierHotelHit): number =>
    protocol.has(h.hotel.hotelId) && h.protocolLowestAvgFen > 0 ? h.protocolLowestAvgFen : h.lowestAvgFen;
  const fits = (h: SupplierHotelHit): boolean => {
    const price = priceOf(h);
    return price > 0 && (budget === 0 || price <= budget);
  };
  const area = need.area.trim();
  let hits = area ? searchHotels({ ...base, keyword: area }, nowMs).filter(fits) : [];
  if (hits.length === 0) hits = searchHotels(base, nowMs).filter(fits);
  if (hits.length === 0) return null;

  const best = [...hits].sort((a, b) => {
    const pa = protocol.has(a.hotel.hotelId) ? 1 : 0;
    const pb = protocol.has(b.hotel.hotelId) ? 1 : 0;
    if (pa !== pb) return pb - pa;
    if (a.hotel.score !== b.hotel.score) return b.hotel.score - a.hotel.score;
    return priceOf(a) - priceOf(b);
  })[0] as SupplierHotelHit;
  return {
    nights: nightsBetween(need.check_in, need.check_out),
    quote: {
      hotelId: best.hotel.hotelId,
      hotelName: best.hotel.name,
      hotelNameEn: best.hotel.nameEn,
      star: best.hotel.star,
      price: fenToYuan(priceOf(best)),
      checkIn: need.check_in,
      checkOut: need.check_out,
    },
  };
}
