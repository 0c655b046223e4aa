/**
 * Table types for Kysely. Portable across SQLite and PostgreSQL: text ids, integer 0/1 flags,
 * bigint epoch-ms timestamps, money in integer fen, calendar dates as 'YYYY-MM-DD' text.
 */

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

export interface EmployeesTable {
  id: string;
  corp_id: string;
  dept_id: string;
  rank_id: string | null;
  emp_no: string;
  name: string;
  en_name: string;
  phone: string;
  email: string;
  sex: string;
  password_hash: string | null;
  must_change_pwd: number;
  is_valid: number;
  is_admin: number;
  if_booker: number;
  if_approver: number;
  is_director: number;
  app_book: number;
  app_travel: number;
  book_outside: number;
  book_range: number;
  sqd_book_type: number;
  created_at: number;
  updated_at: number;
}

/** corp_id '' holds the platform default of a parameter. */
export interface ParametersTable {
  corp_id: string;
  param_no: string;
  value: string;
  name: string;
}

/** corp_id '' is the platform's own page settings (used when no company matches the host). */
export interface PageSettingsTable {
  id: string;
  corp_id: string;
  domain_name: string;
  page_name: string;
  logo_url: string;
  by1: string;
  by2: string;
  t_sys_style: string;
  theme_json: string;
}

export interface CorpProductsTable {
  corp_id: string;
  product_code: string;
  enabled: number;
}

export interface EmpProductBlocksTable {
  emp_id: string;
  product_code: string;
}

export type SessionStatus = 'active' | 'replaced' | 'revoked' | 'expired';

export interface SessionsTable {
  id: string;
  token_hash: string;
  emp_id: string;
  corp_id: string;
  device_id: string | null;
  login_type: number;
  status: SessionStatus;
  created_at: number;
  last_seen_at: number;
  ended_at: number | null;
}

export interface SmsCodesTable {
  id: string;
  phone: string;
  scene: number;
  code_hash: string;
  /** 0 when nothing was sent (unknown phone for login): the row exists so answers look alike. */
  sent: number;
  attempts: number;
  created_at: number;
  expires_at: number;
  verified_at: number | null;
  consumed_at: number | null;
}

export interface ImageCodesTable {
  id: string;
  code_hash: string;
  created_at: number;
  expires_at: number;
  consumed_at: number | null;
}

export interface RateHitsTable {
  id: string;
  bucket: string;
  at: number;
}

/** Single-use codes of the simulated identity providers ('wx' mini-program login, 'qy' WeCom). */
export interface HostCodesTable {
  code_hash: string;
  provider: string;
  subject: string;
  corp_id: string;
  created_at: number;
  expires_at: number;
  consumed_at: number | null;
}

export interface ExternalIdentitiesTable {
  provider: string;
  subject: string;
  corp_id: string;
  emp_id: string;
  created_at: number;
}

export interface UsedNoncesTable {
  nonce: string;
  expires_at: number;
}

export interface OrdersTable {
  id: string;
  corp_id: string;
  /** The booker. */
  emp_id: string;
  /** The booker's department when the order was made (department booking scope). */
  dept_id: string;
  order_no: string;
  order_type: number;
  product_type: number;
  order_status: string;
  total_fen: number;
  title: string;
  travel_date: string;
  transfer_flag: number;
  is_show_guarantee: number;
  ccsqd_id: string | null;
  created_at: number;
  updated_at: number;
}

export interface OrderTravellersTable {
  id: string;
  order_id: string;
  corp_id: string;
  /** Null for a traveller from outside the company. */
  emp_id: string | null;
  dept_id: string | null;
  name: string;
  seq: number;
}

export interface MessagesTable {
  id: string;
  corp_id: string;
  emp_id: string;
  yycj: number;
  title: string;
  content: string;
  order_id: string;
  order_type: number;
  work_item_id: string;
  is_read: number;
  created_at: number;
  read_at: number | null;
}

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
}

export interface ApprovalWorkItemsTable {
  id: string;
  corp_id: string;
  approver_emp_id: string;
  applicant_emp_id: string;
  order_id: string;
  order_type: number;
  order_no: string;
  title: string;
  level: number;
  state: string;
  remark: string;
  created_at: number;
  decided_at: number | null;
}

export interface BugReportsTable {
  id: string;
  corp_id: string | null;
  emp_id: string | null;
  level: string;
  from_sys: string;
  user_agent: string;
  corp_name: string;
  user_name: string;
  requuid: string;
  req_path: string;
  page_path: string;
  err_code: string;
  err_msg: string;
  tips: string;
  req_data: string;
  res_data: string;
  created_at: number;
}

export interface PushRegistrationsTable {
  ts_cid: string;
  emp_id: string;
  corp_id: string;
  ts_device: number;
  updated_at: number;
}

export interface Database {
  companies: CompaniesTable;
  departments: DepartmentsTable;
  ranks: RanksTable;
  flight_standards: FlightStandardsTable;
  hotel_standards: HotelStandardsTable;
  train_standards: TrainStandardsTable;
  cost_centers: CostCentersTable;
  projects: ProjectsTable;
  employees: EmployeesTable;
  parameters: ParametersTable;
  page_settings: PageSettingsTable;
  corp_products: CorpProductsTable;
  emp_product_blocks: EmpProductBlocksTable;
  sessions: SessionsTable;
  sms_codes: SmsCodesTable;
  image_codes: ImageCodesTable;
  rate_hits: RateHitsTable;
  host_codes: HostCodesTable;
  external_identities: ExternalIdentitiesTable;
  used_nonces: UsedNoncesTable;
  orders: OrdersTable;
  order_travellers: OrderTravellersTable;
  messages: MessagesTable;
  ccsqd: CcsqdTable;
  approval_work_items: ApprovalWorkItemsTable;
  bug_reports: BugReportsTable;
  push_registrations: PushRegistrationsTable;
}
