/**
 * Trip-application demo data (issue 4, A2): the companies' date-rule parameters (SPEC §4: DEMO range type 1 with a
 * 2-day tolerance, DEMO2 range type 2 with 1 day) and, with demo orders, one approved request of 张三 (40001) with a
 * Shanghai → Beijing flight leg a few days ahead, so the demo has something to book. Each part is seeded only while
 * it is missing.
 */
import type { Db } from '../index';
import { newId } from '../../lib/crypto';
import { addDays, chinaDay } from '../../lib/time';
import { PARAM_TRIP_DATE_RANGE_TYPE, PARAM_TRIP_DATE_TOLERANCE } from '../../modules/trip/present';
import { DEMO2_CORP_ID, DEMO_CORP_ID } from './demoPeople';

const DATE_RULES = [
  { corpId: DEMO_CORP_ID, rangeType: 1, toleranceDays: 2 },
  { corpId: DEMO2_CORP_ID, rangeType: 2, toleranceDays: 1 },
] as const;

const DEMO_TRIP_NO = 'SQ0000000001';

export async function seedTripsDemo(db: Db, nowMs: number, opts: { demoOrders: boolean }): Promise<void> {
  const companies = await db
    .selectFrom('companies')
    .select('id')
    .where('id', 'in', [DEMO_CORP_ID, DEMO2_CORP_ID])
    .execute();
  const present = new Set(companies.map((c) => c.id));
  for (const r of DATE_RULES) {
    if (!present.has(r.corpId)) continue;
    const existing = await db
      .selectFrom('parameters')
      .select('param_no')
      .where('corp_id', '=', r.corpId)
      .where('param_no', 'in', [PARAM_TRIP_DATE_RANGE_TYPE, PARAM_TRIP_DATE_TOLERANCE])
      .execute();
    const have = new Set(existing.map((e) => e.param_no));
    const rows = [
      { param_no: PARAM_TRIP_DATE_RANGE_TYPE, value: String(r.rangeType), name: 'trip request date range type' },
      { param_no: PARAM_TRIP_DATE_TOLERANCE, value: String(r.toleranceDays), name: 'trip request date tolerance days' },
    ].filter((x) => !have.has(x.param_no));
    if (rows.length > 0) {
      await db
        .insertInto('parameters')
        .values(rows.map((x) => ({ corp_id: r.corpId, ...x })))
        .execute();
    }
  }

  if (!opts.demoOrders || !present.has(DEMO_CORP_ID)) return;
  const seeded = await db.selectFrom('ccsqd').select('id').where('ccsqd_no', '=', DEMO_TRIP_NO).executeTakeFirst();
  if (seeded) return;
  const emp = await db
    .selectFrom('employees')
    .select(['id', 'corp_id', 'dept_id', 'name', 'phone'])
    .where('id', '=', '40001')
    .where('corp_id', '=', DEMO_CORP_ID)
    .executeTakeFirst();
  if (!emp) return;

  const today = chinaDay(nowMs);
  const begin = addDays(today, 5);
  const end = addDays(today, 7);
  const id = newId(nowMs);
  const createdAt = nowMs - 2 * 86_400_000;
  await db
    .insertInto('ccsqd')
    .values({
      id,
      corp_id: emp.corp_id,
      emp_id: emp.id,
      dept_id: emp.dept_id,
      ccsqd_no: DEMO_TRIP_NO,
      ccr: emp.name,
      ccsy: '客户拜访',
      mdd: '北京',
      date_begin: begin,
      date_end: end,
      status: 2,
      jtys_fen: 300_000,
      zsys_fen: 120_000,
      qtys_fen: 20_000,
      zys_fen: 440_000,
      project_id: null,
      cost_center_id: null,
      remark: '',
      created_at: createdAt,
      updated_at: createdAt,
      add_method: 2,
      submitted_at: createdAt,
      approved_at: createdAt + 3_600_000,
    })
    .execute();
  await db
    .insertInto('ccsqd_persons')
    .values({
      id: newId(nowMs),
      ccsqd_id: id,
      corp_id: emp.corp_id,
      emp_id: emp.id,
      name: emp.name,
      phone_number: '',
      seq: 0,
    })
    .execute();
  const leg = (seq: number, type: 'flight' | 'hotel', fields: Record<string, string | number>) => ({
    id: newId(nowMs + seq),
    ccsqd_id: id,
    corp_id: emp.corp_id,
    seq,
    route_type: type,
    product: type === 'flight' ? '10901' : '10903',
    dep_city: String(fields.depCity ?? ''),
    dep_city_name: String(fields.depCityName ?? ''),
    arr_city: String(fields.arrCity ?? ''),
    arr_city_name: String(fields.arrCityName ?? ''),
    date_begin: String(fields.dateBegin),
    date_end: String(fields.dateEnd ?? ''),
    cost_fen: Number(fields.costFen),
    supplier: String(fields.supplier ?? ''),
    supplier_id: '',
    remark: '',
    status: 0,
    booked_order_id: null,
    booked_amount_fen: 0,
    booked_at: null,
    created_at: createdAt,
    updated_at: createdAt,
  });
  await db
    .insertInto('ccsqd_routes')
    .values([
      leg(1, 'flight', {
        depCity: 'SHA',
        depCityName: '上海',
        arrCity: 'BJS',
        arrCityName: '北京',
        dateBegin: begin,
        costFen: 150_000,
      }),
      leg(2, 'hotel', {
        depCity: 'BJS',
        depCityName: '北京',
        dateBegin: begin,
        dateEnd: end,
        costFen: 120_000,
        supplier: '北京国贸大酒店',
      }),
      leg(3, 'flight', {
        depCity: 'BJS',
        depCityName: '北京',
        arrCity: 'SHA',
        arrCityName: '上海',
        dateBegin: end,
        costFen: 150_000,
      }),
    ])
    .execute();
}
