/**
 * Table types of this module, composed into `Database` by db/schema.ts. SMS and image verification codes.
 */
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

/** The tables this module owns, by table name. */
export interface SmsTables {
  sms_codes: SmsCodesTable;
  image_codes: ImageCodesTable;
}
