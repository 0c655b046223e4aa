/** Insurance add-ons (SPEC §3 insurance product, §7 Insurance getBxcpList / getBxcpById). */
import type { AppContext } from '../../context';
import type { InsuranceProduct } from '../../../../src/api/contract/booking';
import { fenToYuan } from '../../../../src/domain/money';
import { notFound } from '../../lib/errors';
import type { AuthInfo } from '../session/service';
import { insuranceRepository, type InsuranceRow } from './repository';

export function toInsuranceProduct(r: InsuranceRow): InsuranceProduct {
  return {
    bxid: r.id,
    bxmc: r.name,
    bxxz: r.kind,
    bxgs: r.insurer,
    saleprice: fenToYuan(Number(r.price_fen)),
    besm: r.summary,
    bxtk: r.terms,
    defaultOn: r.default_on === 1,
  };
}

export function insuranceService(ctx: AppContext) {
  const repo = insuranceRepository(ctx.db);
  return {
    async list(auth: AuthInfo, cplx?: string): Promise<InsuranceProduct[]> {
      return (await repo.list(auth.corpId, cplx)).map(toInsuranceProduct);
    },

    async byId(auth: AuthInfo, bxid: string): Promise<InsuranceProduct> {
      const row = await repo.byId(auth.corpId, bxid);
      if (!row) throw notFound();
      return toInsuranceProduct(row);
    },
  };
}
