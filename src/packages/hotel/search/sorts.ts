/** The hotel list's sort tabs, in order (ListScreen.tsx SortBar and the HTML first screen's copy of it). */
import { HOTEL_SORT, type HotelSort } from '../../../api/contract/hotel';

export const SORTS: readonly HotelSort[] = [
  HOTEL_SORT.recommended,
  HOTEL_SORT.priceAsc,
  HOTEL_SORT.distance,
  HOTEL_SORT.score,
  HOTEL_SORT.starDesc,
];
