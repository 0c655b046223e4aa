/**
 * Table types of the trainAccount module, composed into `Database` by db/schema.ts: the national rail operator
 * (simulated: its accounts and their passwords as scrypt hashes), the rail accounts an employee bound, each
 * account's rail frequent travellers, and the verification a new binding may need.
 */

/** An account at the (simulated) rail operator: registered through registerAccount, or seeded. */
export interface RailOperatorAccountsTable {
  /** The login name at the operator (unique). */
  account_name: string;
  /** scrypt hash (server/src/lib/password.ts); the password itself is never stored. */
  password_hash: string;
  holder_name: string;
  id_type: string;
  idno: string;
  phone: string;
  /** What a new binding asks for: '' none, 'sms' or 'face'. */
  verify_mode: string;
  created_at: number;
}

/** A rail account bound by an employee (one row per employee and account name). */
export interface RailAccountsTable {
  id: string;
  corp_id: string;
  emp_id: string;
  account_name: string;
  /** 'awaiting' | 'passed' | 'failed'. */
  status: string;
  /** '' | 'sms' | 'face': the verification the operator asked for. */
  verify_mode: string;
  /** When the face check was started (rlSb); null: not started. */
  face_started_at: number | null;
  created_at: number;
  updated_at: number;
}

/** A rail frequent traveller of one bound account. */
export interface RailPassengersTable {
  id: string;
  account_id: string;
  corp_id: string;
  emp_id: string;
  psg_name: string;
  id_type: string;
  /** Upper-cased document number. */
  idno: string;
  phone: string;
  /** Document expiry 'YYYY-MM-DD' ('' when not given; the identity card has none). */
  expiry: string;
  /** Rail passenger type: 1 adult, 2 child, 3 student. */
  psg_type: number;
  /** Identity check at the operator: 'passed' | 'pending' | 'failed'. */
  identity_status: string;
  created_at: number;
}

/** Registrations at the operator waiting for their SMS code (registerAccount → checkRegisterCode). */
export interface RailRegistrationsTable {
  id: string;
  corp_id: string;
  emp_id: string;
  account_name: string;
  password_hash: string;
  holder_name: string;
  id_type: string;
  idno: string;
  phone: string;
  created_at: number;
  /** null: not confirmed yet. */
  confirmed_at: number | null;
}

/** The tables this module owns, by table name. */
export interface TrainAccountTables {
  rail_operator_accounts: RailOperatorAccountsTable;
  rail_accounts: RailAccountsTable;
  rail_passengers: RailPassengersTable;
  rail_registrations: RailRegistrationsTable;
}
