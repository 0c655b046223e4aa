/** SQL of department invitations: codes stored as SHA-256 only, looked up with their company and department. */
import type { Insertable } from 'kysely';
import type { Db } from '../../db';
import type { InvitationsTable } from './tables';

export function invitationRepository(db: Db) {
  return {
    async insert(row: Insertable<InvitationsTable>): Promise<void> {
      await db.insertInto('invitations').values(row).execute();
    },

    async company(corpId: string) {
      return db.selectFrom('companies').select(['fullname', 'en_name']).where('id', '=', corpId).executeTakeFirst();
    },

    /** The invitation of a code hash with its active company and existing department, or undefined. */
    async byHash(codeHash: string) {
      return db
        .selectFrom('invitations as i')
        .innerJoin('companies as c', 'c.id', 'i.corp_id')
        .innerJoin('departments as d', (j) => j.onRef('d.id', '=', 'i.dept_id').onRef('d.corp_id', '=', 'i.corp_id'))
        .select([
          'i.id',
          'i.corp_id',
          'i.dept_id',
          'i.expires_at',
          'c.fullname',
          'c.en_name as corp_en_name',
          'c.is_valid as corp_valid',
        ])
        .where('i.code_hash', '=', codeHash)
        .executeTakeFirst();
    },
  };
}
