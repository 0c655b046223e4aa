/** SQL of company-level settings: parameters (company overrides platform), page settings, products. */
import type { Db } from '../../db';

export function commonRepository(db: Db) {
  return {
    /** Values of the given parameters: the company's row when present, else the platform default (''). */
    async parameterValues(corpId: string | null, paramNos: readonly string[]): Promise<Map<string, string>> {
      const out = new Map<string, string>();
      if (paramNos.length === 0) return out;
      const scopes = corpId ? ['', corpId] : [''];
      const rows = await db
        .selectFrom('parameters')
        .select(['corp_id', 'param_no', 'value'])
        .where('param_no', 'in', [...paramNos])
        .where('corp_id', 'in', scopes)
        .execute();
      for (const r of rows) if (r.corp_id === '') out.set(r.param_no, r.value);
      for (const r of rows) if (r.corp_id !== '') out.set(r.param_no, r.value);
      return out;
    },

    async pageSettingsFor(domainName: string) {
      const select = db
        .selectFrom('page_settings')
        .select(['page_name', 'logo_url', 'by1', 'by2', 't_sys_style', 'theme_json', 'domain_name']);
      return (
        (await select.where('domain_name', '=', domainName).executeTakeFirst()) ??
        (await select.where('domain_name', '=', '*').executeTakeFirst())
      );
    },

    async corpProducts(corpId: string): Promise<{ product_code: string; enabled: number }[]> {
      return db
        .selectFrom('corp_products')
        .select(['product_code', 'enabled'])
        .where('corp_id', '=', corpId)
        .orderBy('product_code')
        .execute();
    },

    async blockedProducts(empId: string): Promise<Set<string>> {
      const rows = await db
        .selectFrom('emp_product_blocks')
        .select('product_code')
        .where('emp_id', '=', empId)
        .execute();
      return new Set(rows.map((r) => r.product_code));
    },
  };
}

export type CommonRepository = ReturnType<typeof commonRepository>;
