/** SQL of SMS and image verification codes (stored as keyed hashes only). */
import type { Db } from '../../db';

export function smsRepository(db: Db) {
  return {
    async insertSms(row: {
      id: string;
      phone: string;
      scene: number;
      codeHash: string;
      sent: boolean;
      nowMs: number;
      expiresAt: number;
    }): Promise<void> {
      await db
        .insertInto('sms_codes')
        .values({
          id: row.id,
          phone: row.phone,
          scene: row.scene,
          code_hash: row.codeHash,
          sent: row.sent ? 1 : 0,
          attempts: 0,
          created_at: row.nowMs,
          expires_at: row.expiresAt,
          verified_at: null,
          consumed_at: null,
        })
        .execute();
    },

    async findSms(id: string) {
      return db.selectFrom('sms_codes').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * Claims one try of a code before it is compared, in one statement (atomic on SQLite and PostgreSQL): the new try
     * count, or null when `max` tries were already used.
     */
    async claimAttempt(id: string, max: number): Promise<number | null> {
      const row = await db
        .updateTable('sms_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('attempts', '<', max)
        .returning('attempts')
        .executeTakeFirst();
      return row ? Number(row.attempts) : null;
    },

    /** Gives back a try claimed by a right code, so right uses (verify, then consume) do not use tries up. */
    async returnAttempt(id: string): Promise<void> {
      await db
        .updateTable('sms_codes')
        .set((eb) => ({ attempts: eb('attempts', '-', 1) }))
        .where('id', '=', id)
        .where('attempts', '>', 0)
        .execute();
    },

    async markVerified(id: string, nowMs: number): Promise<boolean> {
      const r = await db
        .updateTable('sms_codes')
        .set({ verified_at: nowMs })
        .where('id', '=', id)
        .where('verified_at', 'is', null)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    /** Consumes once: a concurrent second use updates nothing. */
    async consume(id: string, nowMs: number): Promise<boolean> {
      const r = await db
        .updateTable('sms_codes')
        .set({ consumed_at: nowMs })
        .where('id', '=', id)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    async insertImage(row: { id: string; codeHash: string; nowMs: number; expiresAt: number }): Promise<void> {
      await db
        .insertInto('image_codes')
        .values({
          id: row.id,
          code_hash: row.codeHash,
          created_at: row.nowMs,
          expires_at: row.expiresAt,
          consumed_at: null,
        })
        .execute();
    },

    /** Single try: the image code is consumed whether or not it matches. Returns its hash when it was live. */
    async takeImage(id: string, nowMs: number): Promise<string | null> {
      const row = await db
        .selectFrom('image_codes')
        .select(['code_hash', 'expires_at', 'consumed_at'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row || row.consumed_at !== null || Number(row.expires_at) <= nowMs) return null;
      const r = await db
        .updateTable('image_codes')
        .set({ consumed_at: nowMs })
        .where('id', '=', id)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1 ? row.code_hash : null;
    },
  };
}

export type SmsRepository = ReturnType<typeof smsRepository>;
