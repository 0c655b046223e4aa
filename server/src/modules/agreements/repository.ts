/** SQL of consent records (table of 20261126_0408_agreements). */
import type { Db } from '../../db';

export function agreementsRepository(db: Db) {
  return {
    /** The employee's latest acceptance, or undefined when none. */
    async latest(corpId: string, empId: string) {
      return db
        .selectFrom('agreement_acceptances')
        .select(['version', 'accepted_at'])
        .where('corp_id', '=', corpId)
        .where('emp_id', '=', empId)
        .orderBy('accepted_at', 'desc')
        .orderBy('version', 'desc')
        .executeTakeFirst();
    },

    /** The employee's acceptance of one version, or undefined. */
    async of(corpId: string, empId: string, version: string) {
      return db
        .selectFrom('agreement_acceptances')
        .select(['version', 'accepted_at'])
        .where('corp_id', '=', corpId)
        .where('emp_id', '=', empId)
        .where('version', '=', version)
        .executeTakeFirst();
    },

    /** Records an acceptance; a second one of the same version keeps the first time (portable upsert). */
    async record(row: { corp_id: string; emp_id: string; version: string; accepted_at: number }): Promise<void> {
      await db
        .insertInto('agreement_acceptances')
        .values(row)
        .onConflict((oc) => oc.columns(['emp_id', 'version']).doNothing())
        .execute();
    },
  };
}
