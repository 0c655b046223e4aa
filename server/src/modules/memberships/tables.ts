/**
 * Table types of this module, composed into `Database` by db/schema.ts. Hotel membership cards.
 */
/** Hotel membership cards of an employee (SPEC §3 hotel membership), one per platform. */
export interface HotelMembershipsTable {
  id: string;
  corp_id: string;
  emp_id: string;
  card_no: string;
  interface_plat: string;
  created_at: number;
  updated_at: number;
}

/** The tables this module owns, by table name. */
export interface MembershipTables {
  hotel_memberships: HotelMembershipsTable;
}
