/** SQL of app-level records: bug reports and push registrations. */
import type { Db } from '../../db';
import type { BugReportsTable } from './tables';

export function appRepository(db: Db) {
  return {
    async insertBug(row: BugReportsTable): Promise<void> {
      await db.insertInto('bug_reports').values(row).execute();
    },

    /** One registration per push client id; it follows whoever logged in last on that device. */
    async upsertPush(row: {
      tsCid: string;
      empId: string;
      corpId: string;
      tsDevice: number;
      nowMs: number;
    }): Promise<void> {
      await db
        .insertInto('push_registrations')
        .values({
          ts_cid: row.tsCid,
          emp_id: row.empId,
          corp_id: row.corpId,
          ts_device: row.tsDevice,
          updated_at: row.nowMs,
        })
        .onConflict((oc) =>
          oc
            .column('ts_cid')
            .doUpdateSet({ emp_id: row.empId, corp_id: row.corpId, ts_device: row.tsDevice, updated_at: row.nowMs }),
        )
        .execute();
    },
  };
}
