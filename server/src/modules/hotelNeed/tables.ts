/**
 * Table types of hotel need (inquiry) orders, composed into `Database` by db/schema.ts (migration
 * 20261126_0103_hotel_need).
 */

/** A hotel need order: what the traveller asks the agency to find (SPEC §7 need orders). */
export interface HotelNeedsTable {
  id: string;
  corp_id: string;
  emp_id: string;
  dept_id: string;
  need_no: string;
  /** HotelNeedStatus. */
  status: string;
  city_id: string;
  check_in: string;
  check_out: string;
  rooms: number;
  /** string[] of the guests' names. */
  guests_json: string;
  /** Per night and room; 0 = no limit. */
  budget_fen: number;
  /** HotelStar[]. */
  stars_json: string;
  area: string;
  requirements: string;
  linkman: string;
  link_tel: string;
  created_at: number;
  updated_at: number;
}

/** A note of a need's thread: the traveller's remark (content) or an agency answer (text key and parameters). */
export interface HotelNeedNotesTable {
  id: string;
  need_id: string;
  corp_id: string;
  /** The note's number in its thread (1, 2…): the thread's order, also for notes written in the same millisecond. */
  seq: number;
  /** 'user' | 'agency'. */
  author: string;
  /** The employee who wrote a remark ('' for the agency). */
  emp_id: string;
  /** A remark as written ('' for agency notes). */
  content: string;
  /** An agency note's text key in the server dictionary (hotelNeed.note.*), '' for a remark. */
  text_key: string;
  /** The text's parameters (JSON object). */
  params_json: string;
  /** HotelNeedQuote of a quote note, '' otherwise. */
  quote_json: string;
  created_at: number;
}

export interface HotelNeedTables {
  hotel_needs: HotelNeedsTable;
  hotel_need_notes: HotelNeedNotesTable;
}
