/**
 * Demo invoice title (issue 5, I1): one enterprise title for 张三 (40001) of DEMO, so the invoice screens have
 * something to pick. Seeded only while the table is empty and the demo employee exists.
 */
import type { Db } from '../index';
import { DEMO_CORP_ID } from './demoPeople';

export const DEMO_INVOICE_TITLE = {
  id: 'swxx-demo-40001',
  corpId: DEMO_CORP_ID,
  empId: '40001',
  gsmc: '演示科技有限公司',
  /** A well-formed unified social credit code (check character included). */
  nsrsbh: '91310115MA1K4D8X71',
  yydzTel: '上海市浦东新区世纪大道100号 021-50000000',
  yhxx: '招商银行上海分行营业部 121900000000001',
  jsEmail: 'zhangsan@demo.example.com',
  unitType: 1,
} as const;

export async function seedInvoicesDemo(db: Db, nowMs: number): Promise<void> {
  const any = await db.selectFrom('invoice_titles').select('id').limit(1).executeTakeFirst();
  if (any) return;
  const t = DEMO_INVOICE_TITLE;
  const emp = await db
    .selectFrom('employees')
    .select('id')
    .where('id', '=', t.empId)
    .where('corp_id', '=', t.corpId)
    .executeTakeFirst();
  if (!emp) return;
  await db
    .insertInto('invoice_titles')
    .values({
      id: t.id,
      corp_id: t.corpId,
      emp_id: t.empId,
      gsmc: t.gsmc,
      nsrsbh: t.nsrsbh,
      yydz_tel: t.yydzTel,
      yhxx: t.yhxx,
      js_email: t.jsEmail,
      unit_type: t.unitType,
      created_at: nowMs,
      updated_at: nowMs,
    })
    .execute();
}
