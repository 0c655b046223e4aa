/**
 * Demo notices of DEMO: two for the whole company and one for R&D only. Seeded only while the table is empty and
 * the demo company exists. Called from the demo seed (server/src/db/seed/index.ts).
 */
import type { Db } from '../../db';
import { newId } from '../../lib/crypto';
import { DEMO_CORP_ID } from '../../db/seed/demoPeople';

const DAY_MS = 24 * 60 * 60 * 1000;

const DEMO_NOTICES = [
  {
    title: '差旅费用报销新规',
    content:
      '各位同事：\n自下月起，差旅费用报销统一通过商旅平台订单自动归集，无需再提交纸质行程单。\n如有疑问请联系财务部。',
    msgType: 1,
    productType: 0,
    daysAgo: 1,
    deptIds: [] as string[],
  },
  {
    title: '春节期间机票预订提醒',
    content: '春节期间机票价格波动较大，请尽早预订。\n出行前请确认航班动态，按时值机。',
    msgType: 2,
    productType: 1,
    daysAgo: 3,
    deptIds: [] as string[],
  },
  {
    title: '研发部季度出差计划',
    content: '研发部各组请于本周五前提交下季度出差计划。\n计划内出差可免审批预订。',
    msgType: 1,
    productType: 0,
    daysAgo: 5,
    deptIds: ['20002'],
  },
] as const;

export async function seedNoticesDemo(db: Db, nowMs: number): Promise<void> {
  const any = await db.selectFrom('notices').select('id').limit(1).executeTakeFirst();
  if (any) return;
  const corp = await db.selectFrom('companies').select('id').where('id', '=', DEMO_CORP_ID).executeTakeFirst();
  if (!corp) return;
  for (const [i, n] of DEMO_NOTICES.entries()) {
    const id = newId(nowMs + i);
    await db
      .insertInto('notices')
      .values({
        id,
        corp_id: DEMO_CORP_ID,
        title: n.title,
        content: n.content,
        msg_type: n.msgType,
        product_type: n.productType,
        to_all: n.deptIds.length === 0 ? 1 : 0,
        published_at: nowMs - n.daysAgo * DAY_MS,
        created_at: nowMs,
      })
      .execute();
    if (n.deptIds.length > 0) {
      await db
        .insertInto('notice_departments')
        .values(n.deptIds.map((deptId) => ({ notice_id: id, dept_id: deptId })))
        .execute();
    }
  }
}
