/**
 * Demo data of the flight module: DEMO2 has a three-party agreement with China Southern (CZ) whose whitelist holds
 * its administrator (checkXyhBmd passes for him and not for his colleague). Seeded only while the table is empty
 * and the demo company and its documents exist. To be called from the demo seed (server/src/db/seed/index.ts).
 */
import type { Db } from '../../db';
import { newId } from '../../lib/crypto';
import { DEMO2_CORP_ID } from '../../db/seed/demoPeople';

export const XYH_DEMO = { corpId: DEMO2_CORP_ID, airline: 'CZ', empIds: ['40102'] } as const;

export async function seedFlightDemo(db: Db, nowMs: number): Promise<void> {
  const any = await db.selectFrom('xyh_whitelist').select('id').limit(1).executeTakeFirst();
  if (any) return;
  const docs = await db
    .selectFrom('employee_documents as d')
    .innerJoin('employees as e', 'e.id', 'd.emp_id')
    .select(['e.name', 'd.id_no'])
    .where('e.corp_id', '=', XYH_DEMO.corpId)
    .where('e.id', 'in', [...XYH_DEMO.empIds])
    .where('d.id_type', '=', 'ID')
    .execute();
  if (docs.length === 0) return;
  await db
    .insertInto('xyh_whitelist')
    .values(
      docs.map((d) => ({
        id: newId(nowMs),
        corp_id: XYH_DEMO.corpId,
        airline_code: XYH_DEMO.airline,
        psg_name: d.name,
        idno: d.id_no,
        created_at: nowMs,
      })),
    )
    .execute();
}
