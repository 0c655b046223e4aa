/**
 * All SQL of the car shopping module: estimates (car_estimates), saved places (car_favorites), the car standards of
 * ranks (car_standards) with the employees' ranks, and whether the company has the car product (corp_products).
 */
import type { Insertable } from 'kysely';
import type { Db } from '../../db';
import type { CarEstimatesTable, CarFavoritesTable } from './tables';

export interface CarStandardRow {
  empId: string;
  rankId: string;
  rankName: string;
  classes: string[] | null;
  capFen: number | null;
}

export function carRepository(db: Db) {
  return {
    async insertEstimates(rows: Insertable<CarEstimatesTable>[]): Promise<void> {
      if (rows.length > 0) await db.insertInto('car_estimates').values(rows).execute();
    },

    async estimate(id: string, corpId: string) {
      return db
        .selectFrom('car_estimates')
        .selectAll()
        .where('id', '=', id)
        .where('corp_id', '=', corpId)
        .executeTakeFirst();
    },

    /** Housekeeping: estimates created before `beforeMs`. */
    async deleteEstimatesBefore(beforeMs: number): Promise<void> {
      await db.deleteFrom('car_estimates').where('created_at', '<', beforeMs).execute();
    },

    /** The car standards of the valid employees among `empIds` (null classes: the rank has no car standard). */
    async standards(corpId: string, empIds: readonly string[]): Promise<Map<string, CarStandardRow>> {
      const out = new Map<string, CarStandardRow>();
      const ids = [...new Set(empIds)];
      if (ids.length === 0) return out;
      const rows = await db
        .selectFrom('employees as e')
        .leftJoin('ranks as r', 'r.id', 'e.rank_id')
        .leftJoin('car_standards as s', (j) =>
          j.onRef('s.rank_id', '=', 'e.rank_id').onRef('s.corp_id', '=', 'e.corp_id'),
        )
        .select(['e.id as emp_id', 'e.rank_id', 'r.name as rank_name', 's.classes_json', 's.ride_cap_fen'])
        .where((eb) => eb.and([eb('e.corp_id', '=', corpId), eb('e.is_valid', '=', 1), eb('e.id', 'in', ids)]))
        .execute();
      for (const r of rows) {
        out.set(r.emp_id, {
          empId: r.emp_id,
          rankId: r.rank_id ?? '',
          rankName: r.rank_name ?? '',
          classes: r.classes_json ? (JSON.parse(r.classes_json) as string[]) : null,
          capFen: r.ride_cap_fen === null || r.ride_cap_fen === undefined ? null : Number(r.ride_cap_fen),
        });
      }
      return out;
    },

    /** Whether the company has the product code switched on (corp_products.enabled). */
    async productEnabled(corpId: string, productCode: string): Promise<boolean> {
      const row = await db
        .selectFrom('corp_products')
        .select('enabled')
        .where('corp_id', '=', corpId)
        .where('product_code', '=', productCode)
        .executeTakeFirst();
      return Number(row?.enabled ?? 0) === 1;
    },

    /** Seed: the ranks of every company, and whether any car standard exists yet. */
    async allRanks(): Promise<{ id: string; corp_id: string; code: string; sort: number }[]> {
      return db.selectFrom('ranks').select(['id', 'corp_id', 'code', 'sort']).execute();
    },
    async anyStandard(): Promise<boolean> {
      return (await db.selectFrom('car_standards').select('rank_id').limit(1).executeTakeFirst()) !== undefined;
    },
    async insertStandards(
      rows: { corp_id: string; rank_id: string; classes_json: string; ride_cap_fen: number | null }[],
    ) {
      if (rows.length > 0) await db.insertInto('car_standards').values(rows).execute();
    },

    // Saved places ---------------------------------------------------------------------------------------------
    async favorites(corpId: string, empId: string) {
      return db
        .selectFrom('car_favorites')
        .selectAll()
        .where('corp_id', '=', corpId)
        .where('emp_id', '=', empId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },
    async insertFavorite(row: Insertable<CarFavoritesTable>): Promise<void> {
      await db.insertInto('car_favorites').values(row).execute();
    },
    async updateFavorite(id: string, corpId: string, empId: string, tag: string, placeJson: string, nowMs: number) {
      await db
        .updateTable('car_favorites')
        .set({ tag, place_json: placeJson, updated_at: nowMs })
        .where('id', '=', id)
        .where('corp_id', '=', corpId)
        .where('emp_id', '=', empId)
        .execute();
    },
    async deleteFavorite(id: string, corpId: string, empId: string): Promise<void> {
      await db
        .deleteFrom('car_favorites')
        .where('id', '=', id)
        .where('corp_id', '=', corpId)
        .where('emp_id', '=', empId)
        .execute();
    },
  };
}
