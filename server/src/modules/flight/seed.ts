/**
 * Demo data of the flight module: DEMO2 has a three-party agreement with China Southern (CZ) whose whitelist holds
 * its administrator (checkXyhBmd passes for him and not for his colleague). Seeded only while the table is empty
 * and the demo company and its documents exist. To be called from the demo seed (server/src/db/seed/index.ts).
 */
import type { Db } from '../../db';
import { newId } from '../../lib/crypto';
import { DEMO2_CORP_ID } from '../../db/seed/demoPeople';
import { flightRepository } from './repository';

export const XYH_DEMO = { corpId: DEMO2_CORP_ID, airline: 'CZ', empIds: ['40102'] } as const;

export async function seedFlightDemo(db: Db, nowMs: number): Promise<void> {
  const repo = flightRepository(db);
  if (await repo.anyWhitelisted()) return;
  const docs = await repo.idCards(XYH_DEMO.corpId, XYH_DEMO.empIds);
  if (docs.length === 0) return;
  await repo.insertWhitelist(
    docs.map((d) => ({
      id: newId(nowMs),
      corp_id: XYH_DEMO.corpId,
      airline_code: XYH_DEMO.airline,
      psg_name: d.name,
      idno: d.id_no,
      created_at: nowMs,
    })),
  );
}
