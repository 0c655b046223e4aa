/**
 * Table types of this module, composed into `Database` by db/schema.ts. Trip requests (ccsqd): travellers, route legs
 * and change orders.
 */
import type { Generated } from 'kysely';

export interface CcsqdTable {
  id: string;
  corp_id: string;
  emp_id: string;
  dept_id: string;
  ccsqd_no: string;
  ccr: string;
  ccsy: string;
  mdd: string;
  date_begin: string;
  date_end: string;
  status: number;
  jtys_fen: number;
  zsys_fen: number;
  qtys_fen: number;
  zys_fen: number;
  project_id: string | null;
  cost_center_id: string | null;
  remark: string;
  created_at: number;
  updated_at: number;
  // Added by 20261122_0602_trips (A2).
  subject_code: Generated<string>;
  /** Attachment URL from /obt/upload ('' none). */
  url: Generated<string>;
  /** 1 saved as draft, 2 submitted. */
  add_method: Generated<number>;
  submitted_at: Generated<number | null>;
  approved_at: Generated<number | null>;
  rejected_at: Generated<number | null>;
  reject_remark: Generated<string>;
}

/** Travellers of a trip request (vipPerson); emp_id null for an outsider. */
export interface CcsqdPersonsTable {
  id: string;
  ccsqd_id: string;
  corp_id: string;
  emp_id: string | null;
  name: string;
  phone_number: string;
  seq: number;
}

/** Route legs of a trip request (vipRoute); status 3 = booked with booked_order_id. */
export interface CcsqdRoutesTable {
  id: string;
  ccsqd_id: string;
  corp_id: string;
  seq: number;
  /** 'flight' | 'train' | 'hotel' | 'car'. */
  route_type: string;
  /** Product code (cplx) of the leg. */
  product: string;
  dep_city: string;
  dep_city_name: string;
  arr_city: string;
  arr_city_name: string;
  date_begin: string;
  date_end: string;
  cost_fen: number;
  supplier: string;
  supplier_id: string;
  remark: string;
  status: number;
  booked_order_id: string | null;
  booked_amount_fen: number;
  booked_at: number | null;
  created_at: number;
  updated_at: number;
}

/** Change orders of a trip request; before/after are JSON snapshots (dates, area budgets in fen, legs). */
export interface CcsqdChangesTable {
  id: string;
  ccsqd_id: string;
  corp_id: string;
  emp_id: string;
  change_yy: string;
  /** 'draft' | 'inApproval' | 'approved' | 'rejected'. */
  state: string;
  bgqzys_fen: number;
  bghzys_fen: number;
  before_json: string;
  after_json: string;
  created_at: number;
  updated_at: number;
  decided_at: number | null;
}

/** The tables this module owns, by table name. */
export interface TripTables {
  ccsqd: CcsqdTable;
  ccsqd_persons: CcsqdPersonsTable;
  ccsqd_routes: CcsqdRoutesTable;
  ccsqd_changes: CcsqdChangesTable;
}
