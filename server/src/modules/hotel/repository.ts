/**
 * All SQL of the hotel shopping module: the hotel standards of the travellers' ranks for a city tier
 * (hotel_standards, one nightly cap per rank and tier). Company parameters are read through modules/common.
 */
import type { Db } from '../../db';

/** An employee of the company with their rank and its nightly cap in one city tier (null: no standard). */
export interface HotelStandardRow {
  empId: string;
  name: string;
  rankName: string;
  capFen: number | null;
}

export function hotelRepository(db: Db) {
  return {
    /** Valid employees of the company among `empIds`, each with the cap of their rank in the tier. */
    async standards(corpId: string, empIds: readonly string[], tier: number): Promise<Map<string, HotelStandardRow>> {
      const out = new Map<string, HotelStandardRow>();
      const ids = [...new Set(empIds)];
      if (ids.length === 0) return out;
      const people = await db
        .selectFrom('employees as e')
        .leftJoin('ranks as r', 'r.id', 'e.rank_id')
        .select(['e.id as emp_id', 'e.name as emp_name', 'e.rank_id', 'r.name as rank_name'])
        .where((eb) => eb.and([eb('e.corp_id', '=', corpId), eb('e.is_valid', '=', 1), eb('e.id', 'in', ids)]))
        .execute();
      const rankIds = [...new Set(people.flatMap((p) => (p.rank_id ? [p.rank_id] : [])))];
      const caps = new Map<string, number>();
      if (rankIds.length > 0) {
        const rows = await db
          .selectFrom('hotel_standards')
          .select(['rank_id', 'nightly_cap_fen'])
          .where((eb) => eb.and([eb('corp_id', '=', corpId), eb('city_tier', '=', tier), eb('rank_id', 'in', rankIds)]))
          .execute();
        for (const c of rows) caps.set(c.rank_id, Number(c.nightly_cap_fen));
      }
      for (const p of people) {
        const capFen = p.rank_id ? caps.get(p.rank_id) : undefined;
        out.set(p.emp_id, { empId: p.emp_id, name: p.emp_name, rankName: p.rank_name ?? '', capFen: capFen ?? null });
      }
      return out;
    },
  };
}
