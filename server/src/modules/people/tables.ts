/**
 * Table types of this module, composed into `Database` by db/schema.ts. Company structure and travel standards (people,
 * base data).
 */
import type { Generated } from 'kysely';

export interface CompaniesTable {
  id: string;
  corp_no: string;
  fullname: string;
  shortname: string;
  en_name: string;
  book_style: number;
  hotel_version: number;
  khlx: string;
  brand_code: string;
  hide_travel_standard: number;
  address: string;
  link_man: string;
  link_phone: string;
  email: string;
  industry: string;
  is_valid: number;
  created_at: number;
  // Added by 20261122_0401_accounts (A6).
  /** 'business' or 'personal' (the one-person space of a personally registered user). */
  account_type: Generated<string>;
  /** 1: self-registration needs a civil bank id. */
  needs_civil_bank_id: Generated<number>;
}

export interface DepartmentsTable {
  id: string;
  corp_id: string;
  parent_id: string | null;
  name: string;
  en_name: string;
  sort: number;
  created_at: number;
}

export interface RanksTable {
  id: string;
  corp_id: string;
  code: string;
  name: string;
  en_name: string;
  sort: number;
}

export interface FlightStandardsTable {
  id: string;
  corp_id: string;
  rank_id: string;
  /** Allowed cabin classes, comma separated: Y economy, C business, F first. */
  cabin_classes: string;
  /** Highest allowed fare as a percentage of the full economy fare. */
  max_discount_pct: number;
  /** Days ahead a booking must be made. */
  advance_days: number;
  /** The lowest fare within this many minutes of the chosen flight must be taken. */
  lowest_fare_window_min: number;
}

export interface HotelStandardsTable {
  id: string;
  corp_id: string;
  rank_id: string;
  /** 1 first-tier, 2 second-tier, 3 other cities. */
  city_tier: number;
  nightly_cap_fen: number;
}

export interface TrainStandardsTable {
  id: string;
  corp_id: string;
  rank_id: string;
  /** Allowed seat codes, comma separated (O second class, M first class, 9 business, 3 hard sleeper, 4 soft sleeper). */
  seat_codes: string;
}

export interface CostCentersTable {
  id: string;
  corp_id: string;
  code: string;
  name: string;
  is_valid: number;
}

export interface ProjectsTable {
  id: string;
  corp_id: string;
  code: string;
  name: string;
  is_valid: number;
}

/** The tables this module owns, by table name. */
export interface PeopleTables {
  companies: CompaniesTable;
  departments: DepartmentsTable;
  ranks: RanksTable;
  flight_standards: FlightStandardsTable;
  hotel_standards: HotelStandardsTable;
  train_standards: TrainStandardsTable;
  cost_centers: CostCentersTable;
  projects: ProjectsTable;
}
