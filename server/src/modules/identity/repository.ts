/** SQL of host identities: single-use codes of the simulated providers, bindings, used nonces. */
import type { Db } from '../../db';

export function identityRepository(db: Db) {
  return {
    async insertCode(row: {
      codeHash: string;
      provider: string;
      subject: string;
      corpId: string;
      nowMs: number;
      expiresAt: number;
    }) {
      await db
        .insertInto('host_codes')
        .values({
          code_hash: row.codeHash,
          provider: row.provider,
          subject: row.subject,
          corp_id: row.corpId,
          created_at: row.nowMs,
          expires_at: row.expiresAt,
          consumed_at: null,
        })
        .execute();
    },

    /** Consumes a live code once; returns its subject and company, or undefined. */
    async takeCode(codeHash: string, provider: string, nowMs: number) {
      const r = await db
        .updateTable('host_codes')
        .set({ consumed_at: nowMs })
        .where('code_hash', '=', codeHash)
        .where('provider', '=', provider)
        .where('consumed_at', 'is', null)
        .where('expires_at', '>', nowMs)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) return undefined;
      return db
        .selectFrom('host_codes')
        .select(['subject', 'corp_id'])
        .where('code_hash', '=', codeHash)
        .executeTakeFirst();
    },

    /** Active employees bound to a provider subject, optionally in one company. */
    async boundEmployees(provider: string, subject: string, corpId?: string) {
      let q = db
        .selectFrom('external_identities as x')
        .innerJoin('employees as e', 'e.id', 'x.emp_id')
        .innerJoin('companies as c', 'c.id', 'e.corp_id')
        .select(['e.id', 'e.corp_id'])
        .where('x.provider', '=', provider)
        .where('x.subject', '=', subject)
        .where('e.is_valid', '=', 1)
        .where('c.is_valid', '=', 1);
      if (corpId) q = q.where('x.corp_id', '=', corpId);
      return q.execute();
    },

    async isBound(provider: string, subject: string, corpId: string): Promise<boolean> {
      const row = await db
        .selectFrom('external_identities')
        .select('emp_id')
        .where('provider', '=', provider)
        .where('subject', '=', subject)
        .where('corp_id', '=', corpId)
        .executeTakeFirst();
      return !!row;
    },

    /** Records a nonce; false when it was already used. Expired nonces are swept on the way. */
    async useNonce(nonce: string, expiresAt: number, nowMs: number): Promise<boolean> {
      await db.deleteFrom('used_nonces').where('expires_at', '<', nowMs).execute();
      const seen = await db.selectFrom('used_nonces').select('nonce').where('nonce', '=', nonce).executeTakeFirst();
      if (seen) return false;
      try {
        await db.insertInto('used_nonces').values({ nonce, expires_at: expiresAt }).execute();
        return true;
      } catch {
        return false;
      }
    },
  };
}
