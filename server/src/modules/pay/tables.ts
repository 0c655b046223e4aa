/**
 * Table types of this module, composed into `Database` by db/schema.ts. Payments and the company account.
 */
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

/**
 * Where the money of a refund went (refund.ts returnToPayer), as a product's refund or change record keeps it in its
 * own table: the payment of the order, its method, the amount and when (null and 0 until it is returned).
 */
export interface MoneyReturnedColumns {
  payment_id: string | null;
  payment_method: string;
  returned_fen: number;
  returned_at: number | null;
}

/** The tables this module owns, by table name. */
export interface PayTables {
  payments: PaymentsTable;
  payment_orders: PaymentOrdersTable;
  corp_pay_settings: CorpPaySettingsTable;
}
