/**
 * The inquiry screens' routes of each hotel version (SPEC §2): /ht or /htV2 htInquiry, htInquiryDetail/:id and
 * htRemark, and where a quoted hotel opens (version 2 /htV2/htRoomList, version 1 /ht/htDetails).
 */
import type { HotelNeedQuote } from '../../../api/contract/hotelNeed';

export type HotelVersion = 1 | 2;

export interface NeedRoutes {
  inquiry: string;
  /** The detail's spec URL (PageShell's route). */
  detailRoute: string;
  /** The detail of one need. */
  detail(needId: string): string;
  remark: string;
  /** The quoted hotel's detail for the quoted stay. */
  hotel(quote: HotelNeedQuote): { url: string; query: Record<string, string> };
}

export function needRoutes(version: HotelVersion): NeedRoutes {
  const base = version === 2 ? '/htV2' : '/ht';
  return {
    inquiry: `${base}/htInquiry`,
    detailRoute: `${base}/htInquiryDetail/:id`,
    detail: (needId) => `${base}/htInquiryDetail/${encodeURIComponent(needId)}`,
    remark: `${base}/htRemark`,
    hotel: (q) => ({
      url: version === 2 ? '/htV2/htRoomList' : '/ht/htDetails',
      query: { hotelId: q.hotelId, checkIn: q.checkIn, checkOut: q.checkOut },
    }),
  };
}
