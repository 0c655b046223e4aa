/** Insurance add-ons (SPEC §3 insurance product, §7 Insurance getBxcpList / getBxcpById). */
import type { AppContext } from '../../context';
import type { InsuranceProduct } from '../../../../src/api/contract/booking';
import { fenToYuan } from '../../../../src/domain/money';
import type { Locale } from '../../i18n/messages';
import { STORED_LOCALE, supplierText } from '../../i18n/stored';
import { notFound } from '../../lib/errors';
import type { AuthInfo } from '../session/service';
import { insuranceRepository, type InsuranceRow } from './repository';

/** A product as offered, its texts in the reader's language (the reference supplier's; the insurer is a name). */
export function toInsuranceProduct(r: InsuranceRow, locale: Locale = STORED_LOCALE): InsuranceProduct {
  return {
    bxid: r.id,
    bxmc: supplierText(r.name, locale),
    bxxz: supplierText(r.kind, locale),
    bxgs: r.insurer,
    saleprice: fenToYuan(Number(r.price_fen)),
    besm: supplierText(r.summary, locale),
    bxtk: supplierText(r.terms, locale),
    defaultOn: r.default_on === 1,
  };
}

export function insuranceService(ctx: AppContext) {
  const repo = insuranceRepository(ctx.db);
  return {
    async list(auth: AuthInfo, cplx: string | undefined, locale: Locale): Promise<InsuranceProduct[]> {
      return (await repo.list(auth.corpId, cplx)).map((r) => toInsuranceProduct(r, locale));
    },

    async byId(auth: AuthInfo, bxid: string, locale: Locale): Promise<InsuranceProduct> {
      const row = await repo.byId(auth.corpId, bxid);
      if (!row) throw notFound();
      return toInsuranceProduct(row, locale);
    },
  };
}
