/**
 * SQL of host identities: single-use codes of the simulated providers, bindings, used nonces, WeCom corps, sign-on
 * states, cached WeCom tickets, and the look-ups that turn sign-on parameters into a record of the caller's company.
 */
import type { Db } from '../../db';
import { orderInScope, type OrderScope } from '../orders/scopeRepository';

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

    /** Consumes a live code once; returns its provider, subject and company, or undefined. */
    async takeCode(codeHash: string, provider: string | readonly string[], nowMs: number) {
      const providers = typeof provider === 'string' ? [provider] : [...provider];
      const r = await db
        .updateTable('host_codes')
        .set({ consumed_at: nowMs })
        .where('code_hash', '=', codeHash)
        .where('provider', 'in', providers)
        .where('consumed_at', 'is', null)
        .where('expires_at', '>', nowMs)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) return undefined;
      return db
        .selectFrom('host_codes')
        .select(['provider', 'subject', 'corp_id'])
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

    /** The company a WeCom corp belongs to. */
    async companyOfWecomCorp(wecomCorpId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('wecom_corps')
        .select('corp_id')
        .where('wecom_corp_id', '=', wecomCorpId)
        .executeTakeFirst();
      return row?.corp_id;
    },

    /** Binds a provider subject to an employee (idempotent). */
    async bind(row: { provider: string; subject: string; corpId: string; empId: string; nowMs: number }) {
      const seen = await db
        .selectFrom('external_identities')
        .select('emp_id')
        .where('provider', '=', row.provider)
        .where('subject', '=', row.subject)
        .where('corp_id', '=', row.corpId)
        .executeTakeFirst();
      if (seen) return;
      await db
        .insertInto('external_identities')
        .values({
          provider: row.provider,
          subject: row.subject,
          corp_id: row.corpId,
          emp_id: row.empId,
          created_at: row.nowMs,
        })
        .execute();
    },

    async insertState(row: { state: string; paramsJson: string; nowMs: number; expiresAt: number }) {
      await db.deleteFrom('sign_on_states').where('expires_at', '<', row.nowMs).execute();
      await db
        .insertInto('sign_on_states')
        .values({
          state: row.state,
          params_json: row.paramsJson,
          created_at: row.nowMs,
          expires_at: row.expiresAt,
          consumed_at: null,
        })
        .execute();
    },

    /** Consumes a live state once; its parameters as stored, or undefined. */
    async takeState(state: string, nowMs: number): Promise<string | undefined> {
      const r = await db
        .updateTable('sign_on_states')
        .set({ consumed_at: nowMs })
        .where('state', '=', state)
        .where('consumed_at', 'is', null)
        .where('expires_at', '>', nowMs)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) return undefined;
      const row = await db
        .selectFrom('sign_on_states')
        .select('params_json')
        .where('state', '=', state)
        .executeTakeFirst();
      return row?.params_json;
    },

    async cachedTicket(key: string, nowMs: number): Promise<string | undefined> {
      const row = await db
        .selectFrom('wecom_tickets')
        .select('value')
        .where('cache_key', '=', key)
        .where('expires_at', '>', nowMs)
        .executeTakeFirst();
      return row?.value;
    },

    async storeTicket(key: string, value: string, expiresAt: number) {
      await db.deleteFrom('wecom_tickets').where('cache_key', '=', key).execute();
      await db.insertInto('wecom_tickets').values({ cache_key: key, value, expires_at: expiresAt }).execute();
    },

    /** A pending approval work item addressed to the employee. */
    approvalWorkItem(corpId: string, empId: string, workItemId: string) {
      return db
        .selectFrom('approval_work_items')
        .select(['id', 'order_id', 'order_type'])
        .where('corp_id', '=', corpId)
        .where('approver_emp_id', '=', empId)
        .where('id', '=', workItemId)
        .executeTakeFirst();
    },

    /** An order of the company by id or number. */
    orderByIdOrNo(scope: OrderScope, orderId: string | undefined, orderNo: string | undefined) {
      // Only an order of the caller's booking scope (issue 16 access matrix): another's order is not resolved.
      let q = db
        .selectFrom('orders as o')
        .select(['o.id', 'o.order_type'])
        .where((eb) => orderInScope(eb, scope));
      if (orderId) q = q.where('o.id', '=', orderId);
      if (orderNo) q = q.where('o.order_no', '=', orderNo);
      return q.executeTakeFirst();
    },

    /** A trip application of the company by its number or id. */
    tripByNo(corpId: string, empId: string, travelNo: string) {
      return (
        db
          .selectFrom('ccsqd')
          .select('id')
          .where('corp_id', '=', corpId)
          .where((eb) => eb.or([eb('ccsqd_no', '=', travelNo), eb('id', '=', travelNo)]))
          // The applicant's or a named traveller's only (issue 16 access matrix).
          .where((eb) =>
            eb.or([
              eb('emp_id', '=', empId),
              eb.exists(
                eb
                  .selectFrom('ccsqd_persons as p')
                  .select('p.id')
                  .whereRef('p.ccsqd_id', '=', 'ccsqd.id')
                  .where('p.emp_id', '=', empId),
              ),
            ]),
          )
          .executeTakeFirst()
      );
    },

    /** The id of the active company a sign-on request names by id or by number. */
    async activeCompanyId(corpIdOrNo: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('companies')
        .select('id')
        .where((eb) => eb.or([eb('id', '=', corpIdOrNo), eb('corp_no', '=', corpIdOrNo)]))
        .where('is_valid', '=', 1)
        .executeTakeFirst();
      return row?.id;
    },

    async companyExists(corpId: string): Promise<boolean> {
      return !!(await db.selectFrom('companies').select('id').where('id', '=', corpId).executeTakeFirst());
    },

    /** The company's sign-on partners that are not revoked. */
    activeSsoPartners(corpId: string) {
      return db
        .selectFrom('sso_partners')
        .select(['id', 'corp_id', 'name', 'secret_enc'])
        .where('corp_id', '=', corpId)
        .where('revoked_at', 'is', null)
        .orderBy('created_at')
        .execute();
    },

    listSsoPartners() {
      return db
        .selectFrom('sso_partners')
        .select(['id', 'corp_id', 'name', 'created_at', 'revoked_at'])
        .orderBy('corp_id')
        .orderBy('created_at')
        .execute();
    },

    /**
     * Writes a new partner; with `resealOnConflict` a partner of that id gets the new sealed secret instead (the demo
     * partner's fixed id: instances starting together both succeed).
     */
    async insertSsoPartner(
      row: { id: string; corpId: string; name: string; secretEnc: string; nowMs: number },
      resealOnConflict = false,
    ) {
      const insert = db.insertInto('sso_partners').values({
        id: row.id,
        corp_id: row.corpId,
        name: row.name,
        secret_enc: row.secretEnc,
        created_at: row.nowMs,
        revoked_at: null,
      });
      await (
        resealOnConflict
          ? insert.onConflict((oc) => oc.column('id').doUpdateSet({ secret_enc: row.secretEnc }))
          : insert
      ).execute();
    },

    async revokeSsoPartner(id: string, nowMs: number): Promise<boolean> {
      const r = await db
        .updateTable('sso_partners')
        .set({ revoked_at: nowMs })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
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
