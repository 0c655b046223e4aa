/**
 * Table types for Kysely. Portable across SQLite and PostgreSQL: text ids, integer 0/1 flags,
 * bigint epoch-ms timestamps, money in integer fen, calendar dates as 'YYYY-MM-DD' text.
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
  // Added by 20261122_0401_accounts (A6), also used by the employee record (B6): do not add them again.
  /** 'YYYY-MM-DD' or ''. */
  born: Generated<string>;
  civil_bank_id: Generated<string>;
  // Added by 20261122_0402_people_admin (B6).
  phone2: Generated<string>;
  nation: Generated<string>;
  birth_place: Generated<string>;
  if_auto_checkin: Generated<number>;
  /** 0: a record only, no login. */
  login_vip: Generated<number>;
  /** 1 company rules, 2 exempt, 3 always. */
  approval_mode: Generated<number>;
  /** Comma-separated company roles besides the administrator (is_admin). */
  role_ids: Generated<string>;
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
  // Added by 20261122_0201_payments (defaults keep older inserts valid).
  /** Epoch ms after which payment is refused (created_at + 15 min, SPEC §9). */
  pay_deadline: Generated<number | null>;
  paid_at: Generated<number | null>;
  pay_id: Generated<string | null>;
  link_man: Generated<string>;
  link_tel: Generated<string>;
  link_email: Generated<string>;
  cost_center_id: Generated<string | null>;
  project_id: Generated<string | null>;
  violation_reason: Generated<string>;
  remark: Generated<string>;
  approval_required: Generated<number>;
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

/** Company notices (migration 20261122_0501_notices). */
export interface NoticesTable {
  id: string;
  corp_id: string;
  title: string;
  content: string;
  msg_type: number;
  product_type: number;
  to_all: number;
  published_at: number;
  created_at: number;
}

export interface NoticeDepartmentsTable {
  notice_id: string;
  dept_id: string;
}

export interface NoticeReadsTable {
  notice_id: string;
  emp_id: string;
  read_at: number;
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
  /** pending | approved | rejected | closed (another approver of the level decided, or withdrawn/terminated). */
  state: string;
  remark: string;
  created_at: number;
  decided_at: number | null;
  // Added by 20261122_0601_approvals (A1): null for rows written before approvals existed.
  instance_id: Generated<string | null>;
}

/** Approval rules (migration 20261122_0601_approvals). Lists are comma-separated; '' = every. */
export interface ApprovalRulesTable {
  id: string;
  corp_id: string;
  name: string;
  /** 'trip', a product code ('10901'…) or '*'. */
  product: string;
  dept_ids: string;
  /** 0 every booking, 1 only bookings that violate. */
  violation: number;
  violate_items: string;
  sort: number;
  is_valid: number;
  created_at: number;
  updated_at: number;
}

export interface ApprovalRuleLevelsTable {
  id: string;
  rule_id: string;
  corp_id: string;
  level: number;
  name: string;
}

/** The candidate approvers of a rule level. */
export interface ApprovalRuleApproversTable {
  rule_id: string;
  level: number;
  emp_id: string;
  corp_id: string;
  sort: number;
}

/** One sending of an order or trip application for approval. */
export interface ApprovalInstancesTable {
  id: string;
  corp_id: string;
  order_id: string;
  order_type: number;
  order_no: string;
  title: string;
  spgz_id: string;
  rule_name: string;
  /** pending | approved | rejected | withdrawn | terminated. */
  state: string;
  current_level: number;
  level_count: number;
  /** [{ level, empIds }] chosen at send time. */
  send_apps_json: string;
  remark: string;
  applicant_emp_id: string;
  created_at: number;
  updated_at: number;
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

/** Idempotency-Key of a write: the first answer, replayed for the same key (S1, ARCHITECTURE §7). */
export interface IdempotencyKeysTable {
  corp_id: string;
  emp_id: string;
  idem_key: string;
  /** The call the key was used for; a key reused for another call is refused. */
  scope: string;
  /** sha256 of the request body; a replay with another body is refused. */
  request_hash: string;
  response_json: string;
  created_at: number;
}

/** Persisted asynchronous steps (ticketing, expiry…): 'pending' until done; 'failed' after the last attempt. */
export interface JobsTable {
  id: string;
  kind: string;
  run_at: number;
  payload: string;
  attempts: number;
  status: 'pending' | 'done' | 'failed';
  last_error: string;
  created_at: number;
  updated_at: number;
}

/** Seats sold per flight, day and booking class; capacity comes from the deterministic supplier. */
export interface FlightInventoryTable {
  flight_no: string;
  dep_date: string;
  cabin_code: string;
  dep_airport: string;
  arr_airport: string;
  capacity: number;
  seats_sold: number;
  updated_at: number;
}

/** Flight-specific part of an order (order_type 11001); the shared columns live on `orders`. */
export interface FlightOrdersTable {
  order_id: string;
  corp_id: string;
  trip_type: number;
  send_mode: number;
  reci_pient: string;
  reci_phone: string;
  reci_addr: string;
  order_from: string;
  /** Price detail lines in fen (PriceLineFen[] of src/domain/priceDetail). */
  price_json: string;
  created_at: number;
  // Added by 20261122_0603_flight_trip.
  /** The trip-request route this order booked (null: booked without a request). */
  route_id: Generated<string | null>;
  /** `{ item, reason }[]` JSON: policy violation codes and `overBudget`, each with its reason. */
  violations_json: Generated<string>;
}

/** One flight segment of an order, with the fare as sold and a snapshot of the flight. */
export interface FlightRangesTable {
  id: string;
  order_id: string;
  corp_id: string;
  seq: number;
  flight_no: string;
  dep_date: string;
  cabin_code: string;
  cabin_class: string;
  dep_airport: string;
  arr_airport: string;
  dep_at: number;
  arr_at: number;
  /** Seats held (adults + children). */
  seats: number;
  adult_fare_fen: number;
  class_full_fare_fen: number;
  construction_fen: number;
  fuel_fen: number;
  flight_json: string;
  cabin_json: string;
  /** 'active' | 'released' (cancelled) | later refund/change states. */
  status: string;
  created_at: number;
}

/** A passenger of a flight order; documents and phones stored in full, masked in every answer. */
export interface FlightPassengersTable {
  id: string;
  order_id: string;
  corp_id: string;
  seq: number;
  psg_name: string;
  psg_type: number;
  id_type: string;
  idno: string;
  sex: string;
  born: string;
  phone: string;
  emp_id: string | null;
  contacts_id: string | null;
  ticket_no: string;
  ticket_status: string;
  /** [{ bxid, bxmc, priceFen }] per segment. */
  insurance_json: string;
  created_at: number;
}

/** Three-party agreement (company × airline) passenger whitelist. */
export interface XyhWhitelistTable {
  id: string;
  corp_id: string;
  airline_code: string;
  psg_name: string;
  idno: string;
  created_at: number;
}

/** An order's timeline: one row per status change (orders/lifecycle.ts). */
export interface OrderEventsTable {
  id: string;
  order_id: string;
  corp_id: string;
  /** 1, 2, … per order: the timeline order even when two changes share a millisecond. */
  seq: number;
  from_status: string;
  to_status: string;
  note: string;
  actor_emp_id: string | null;
  created_at: number;
}

/** One payment attempt: company account (paid at once) or online (pending until the provider's notify). */
export interface PaymentsTable {
  id: string;
  corp_id: string;
  /** The payer. */
  emp_id: string;
  method: 'company' | 'online';
  /** 'pending' | 'paid' | 'closed' (superseded, never paid) | 'refunded' (money came for orders already paid). */
  status: string;
  pay_scene: number;
  subject_id: string;
  client: string;
  amount_fen: number;
  /** Comma-separated, for display; payment_orders is the relation. */
  order_ids: string;
  provider: string;
  provider_ref: string;
  note: string;
  expires_at: number | null;
  created_at: number;
  paid_at: number | null;
  updated_at: number;
}

export interface PaymentOrdersTable {
  payment_id: string;
  order_id: string;
  corp_id: string;
  amount_fen: number;
}

/** Company account: payment password (scrypt hash), SMS check, balance and credit in fen. */
export interface CorpPaySettingsTable {
  corp_id: string;
  company_account: number;
  pay_pwd_hash: string | null;
  sms_required: number;
  /** May go below zero down to -credit_limit_fen. */
  balance_fen: number;
  credit_limit_fen: number;
  updated_at: number;
}

/** Insurance add-ons per company and product (cplx). */
export interface InsuranceProductsTable {
  id: string;
  corp_id: string;
  cplx: string;
  name: string;
  kind: string;
  insurer: string;
  price_fen: number;
  summary: string;
  terms: string;
  default_on: number;
  sort: number;
  is_valid: number;
}

/** An employee's frequent travellers (SPEC §3 frequent traveller); phones stored in full, masked in answers. */
export interface FrequentTravellersTable {
  id: string;
  corp_id: string;
  owner_emp_id: string;
  name: string;
  en_name: string;
  relation: string;
  sex: string;
  born: string;
  phone: string;
  email: string;
  created_at: number;
  updated_at: number;
}

/** Documents of a frequent traveller; numbers stored in full, always masked in answers. */
export interface FrequentTravellerDocumentsTable {
  id: string;
  corp_id: string;
  traveller_id: string;
  /** IdType of src/api/contract/booking. */
  id_type: string;
  id_no: string;
  expiry: string;
  issue_place: string;
  sort: number;
}

/** Documents of an employee (ID card, passport…); stored in full, always masked in answers. */
export interface EmployeeDocumentsTable {
  id: string;
  corp_id: string;
  emp_id: string;
  id_type: string;
  id_no: string;
  expiry: string;
  issue_place: string;
  sort: number;
  created_at: number;
}

/** Delivery addresses of an employee (SPEC §3 address). */
export interface AddressesTable {
  id: string;
  corp_id: string;
  emp_id: string;
  recipient: string;
  phone: string;
  province: string;
  city: string;
  area: string;
  addr: string;
  post: string;
  is_default: number;
  created_at: number;
  updated_at: number;
}

/** Violation reasons offered per company and product (vipWbyy/list). */
export interface ViolationReasonsTable {
  id: string;
  corp_id: string;
  cplx: string;
  text: string;
  en_text: string;
  sort: number;
  is_valid: number;
}

/** A refund (S3): also the `orders` row of type 11002 with the same id (status, timeline, order centre). */
export interface FlightRefundsTable {
  id: string;
  /** The flight order refunded. */
  order_id: string;
  corp_id: string;
  /** Who asked for it. */
  emp_id: string;
  /** 1 voluntary, 2 involuntary (proof required, no fee). */
  refund_type: number;
  reason: string;
  prove_url: string;
  fare_fen: number;
  tax_fen: number;
  fee_fen: number;
  /** Money due back: fare − fee + taxes. */
  refund_fen: number;
  /** The flight order's status before the refund (restored when it is withdrawn). */
  prev_order_status: string;
  /** The payment the money went back to, once refunded. */
  payment_id: string | null;
  payment_method: string;
  returned_fen: number;
  returned_at: number | null;
  created_at: number;
}

/** One passenger on one segment of a refund. */
export interface FlightRefundItemsTable {
  refund_id: string;
  psg_id: string;
  range_id: string;
  order_id: string;
  corp_id: string;
  psg_type: number;
  fare_fen: number;
  tax_fen: number;
  fee_fen: number;
  refund_fen: number;
  prev_ticket_status: string;
}

/** A change (S3): also the `orders` row of type 11003 with the same id; what is paid is its total_fen. */
export interface FlightChangesTable {
  id: string;
  order_id: string;
  corp_id: string;
  emp_id: string;
  /** The segment changed (switched to the new flight when the change completes). */
  range_id: string;
  /** 1 voluntary, 2 involuntary (no change fee). */
  change_type: number;
  reason: string;
  old_flight_no: string;
  old_dep_date: string;
  old_cabin_code: string;
  old_dep_at: number;
  old_adult_fare_fen: number;
  old_flight_json: string;
  old_cabin_json: string;
  new_flight_no: string;
  new_dep_date: string;
  new_cabin_code: string;
  new_cabin_class: string;
  new_dep_airport: string;
  new_arr_airport: string;
  new_dep_at: number;
  new_arr_at: number;
  new_adult_fare_fen: number;
  new_class_full_fare_fen: number;
  new_construction_fen: number;
  new_fuel_fen: number;
  new_flight_json: string;
  new_cabin_json: string;
  /** Seats taken on the new flight when the change was made (given back if it is cancelled). */
  seats_reserved: number;
  change_fee_fen: number;
  fare_diff_fen: number;
  total_fen: number;
  prev_order_status: string;
  completed_at: number | null;
  created_at: number;
}

export interface FlightChangeItemsTable {
  change_id: string;
  psg_id: string;
  corp_id: string;
  psg_type: number;
  old_fare_fen: number;
  new_fare_fen: number;
  change_fee_fen: number;
  fare_diff_fen: number;
  prev_ticket_status: string;
  old_ticket_no: string;
  new_ticket_no: string;
}

/** A flight demand order (tkNeed): what the traveller wants when no suitable flight was found. */
export interface FlightNeedsTable {
  id: string;
  corp_id: string;
  emp_id: string;
  dept_id: string;
  need_no: string;
  /** 'pending' | 'processed' | 'cancelled'. */
  status: string;
  adult_num: number;
  child_num: number;
  baby_num: number;
  cabin: string;
  expect_budget_fen: number;
  /** China time 'YYYY-MM-DD HH:mm' as entered; deadline_at the same instant in epoch ms. */
  expect_deadline: string;
  deadline_at: number;
  voyage_type: number;
  only_direct: number;
  linkman: string;
  link_tel: string;
  remark: string;
  /** FlightNeedRange[]. */
  ranges_json: string;
  created_at: number;
  updated_at: number;
}

export interface OutboxTable {
  id: string;
  corp_id: string;
  emp_id: string;
  to_addr: string;
  subject: string;
  body: string;
  /** smsEmail sendScene: 1 itinerary. */
  scene: number;
  order_id: string;
  created_at: number;
}

export interface UploadsTable {
  id: string;
  corp_id: string;
  emp_id: string;
  name: string;
  mime: string;
  size: number;
  scene: string;
  created_at: number;
}

/** Enterprise applications (saveVipCorpApply), kept for the provider. */
export interface CorpApplicationsTable {
  id: string;
  fullname: string;
  shortname: string;
  address: string;
  post_code: string;
  linkman: string;
  link_phone: string;
  email: string;
  province: string;
  city: string;
  industry: string;
  corp_scale: string;
  status: string;
  created_at: number;
}

/** Forgotten-password reset tokens (hash only), single use, short-lived. */
export interface PasswordResetsTable {
  id: string;
  token_hash: string;
  phone: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

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

/** Department invitation codes (7 days); only the SHA-256 of the code is stored. */
export interface InvitationsTable {
  id: string;
  code_hash: string;
  corp_id: string;
  dept_id: string;
  created_by: string;
  created_at: number;
  expires_at: number;
}

/** An employee's invoice titles (SPEC §3 swxx; migration 20261122_0604_invoices, I1). */
export interface InvoiceTitlesTable {
  id: string;
  corp_id: string;
  emp_id: string;
  gsmc: string;
  nsrsbh: string;
  yydz_tel: string;
  yhxx: string;
  js_email: string;
  /** 1 enterprise, 2 individual or government body. */
  unit_type: number;
  created_at: number;
  updated_at: number;
}

/** One invoice request (kpOrderAdd) with the title as printed. */
export interface InvoiceRequestsTable {
  id: string;
  corp_id: string;
  emp_id: string;
  dept_id: string;
  kp_no: string;
  /** 1 electronic, 2 paper. */
  kp_type: number;
  /** 'requested' | 'issued' | 'posted' | 'delivered' | 'cancelled'. */
  status: string;
  title_id: string;
  buyer_gsmc: string;
  buyer_nsrsbh: string;
  buyer_yydz_tel: string;
  buyer_yhxx: string;
  buyer_unit_type: number;
  email: string;
  remark: string;
  /** Scheme and host of the request (links in the issue mail); '' when unknown. */
  link_origin: string;
  /** Language of the request (the issue mail). */
  locale: string;
  amount_fen: number;
  express_fee_fen: number;
  invoice_no: string;
  issued_at: number | null;
  created_at: number;
  updated_at: number;
}

/** The orders of an invoice request; an active row holds its order (unique per company). */
export interface InvoiceRequestOrdersTable {
  id: string;
  invoice_id: string;
  corp_id: string;
  order_id: string;
  order_type: number;
  order_no: string;
  title: string;
  amount_fen: number;
  seq: number;
  active: number;
}

/** The paper delivery of an invoice request. */
export interface InvoiceDeliveriesTable {
  invoice_id: string;
  corp_id: string;
  /** 1 return collect, 2 prepaid. */
  send_mode: number;
  recipient: string;
  phone: string;
  province: string;
  city: string;
  area: string;
  addr: string;
  fee_fen: number;
  courier_company: string;
  tracking_no: string;
  posted_at: number | null;
  delivered_at: number | null;
  updated_at: number;
}

export interface Database {
  outbox: OutboxTable;
  uploads: UploadsTable;
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
  ccsqd_persons: CcsqdPersonsTable;
  ccsqd_routes: CcsqdRoutesTable;
  ccsqd_changes: CcsqdChangesTable;
  approval_work_items: ApprovalWorkItemsTable;
  approval_rules: ApprovalRulesTable;
  approval_rule_levels: ApprovalRuleLevelsTable;
  approval_rule_approvers: ApprovalRuleApproversTable;
  approval_instances: ApprovalInstancesTable;
  bug_reports: BugReportsTable;
  push_registrations: PushRegistrationsTable;
  idempotency_keys: IdempotencyKeysTable;
  jobs: JobsTable;
  flight_inventory: FlightInventoryTable;
  flight_orders: FlightOrdersTable;
  flight_ranges: FlightRangesTable;
  flight_passengers: FlightPassengersTable;
  xyh_whitelist: XyhWhitelistTable;
  order_events: OrderEventsTable;
  payments: PaymentsTable;
  payment_orders: PaymentOrdersTable;
  corp_pay_settings: CorpPaySettingsTable;
  insurance_products: InsuranceProductsTable;
  frequent_travellers: FrequentTravellersTable;
  frequent_traveller_documents: FrequentTravellerDocumentsTable;
  employee_documents: EmployeeDocumentsTable;
  addresses: AddressesTable;
  violation_reasons: ViolationReasonsTable;
  flight_refunds: FlightRefundsTable;
  flight_refund_items: FlightRefundItemsTable;
  flight_changes: FlightChangesTable;
  flight_change_items: FlightChangeItemsTable;
  flight_needs: FlightNeedsTable;
  corp_applications: CorpApplicationsTable;
  password_resets: PasswordResetsTable;
  hotel_memberships: HotelMembershipsTable;
  invitations: InvitationsTable;
  notices: NoticesTable;
  notice_departments: NoticeDepartmentsTable;
  notice_reads: NoticeReadsTable;
  invoice_titles: InvoiceTitlesTable;
  invoice_requests: InvoiceRequestsTable;
  invoice_request_orders: InvoiceRequestOrdersTable;
  invoice_deliveries: InvoiceDeliveriesTable;
}
