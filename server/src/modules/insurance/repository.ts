/** SQL of insurance products (add-ons offered with a product, per company). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

const COLUMNS = ['id', 'cplx', 'name', 'kind', 'insurer', 'price_fen', 'summary', 'terms', 'default_on'] as const;

export type InsuranceRow = Pick<Database['insurance_products'], (typeof COLUMNS)[number]>;

export function insuranceRepository(db: Db) {
  return {
    /** Valid products of the company, for one product code or all. */
    async list(corpId: string, cplx?: string): Promise<InsuranceRow[]> {
      let q = db
        .selectFrom('insurance_products')
        .select([...COLUMNS])
        .where('corp_id', '=', corpId)
        .where('is_valid', '=', 1);
      if (cplx) q = q.where('cplx', '=', cplx);
      return q.orderBy('cplx').orderBy('sort').orderBy('id').execute();
    },

    async byId(corpId: string, id: string): Promise<InsuranceRow | undefined> {
      return db
        .selectFrom('insurance_products')
        .select([...COLUMNS])
        .where('corp_id', '=', corpId)
        .where('id', '=', id)
        .where('is_valid', '=', 1)
        .executeTakeFirst();
    },
  };
}

/**
 * The valid products among `ids` offered with `cplx` by the company (bookV3 prices insurance from these, never from
 * the client's numbers). Missing or foreign ids are simply absent from the answer.
 */
export async function findInsuranceProducts(
  db: Db,
  corpId: string,
  cplx: string,
  ids: readonly string[],
): Promise<InsuranceRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('insurance_products')
    .select([...COLUMNS])
    .where('corp_id', '=', corpId)
    .where('cplx', '=', cplx)
    .where('id', 'in', [...ids])
    .where('is_valid', '=', 1)
    .orderBy('sort')
    .execute();
}
