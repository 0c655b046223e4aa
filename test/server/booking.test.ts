/** Booking kit company data: booking rules per company, violation reasons, cost centres and projects. */
import type { BookingRules, CostCenter, Project, ViolationReason } from '../../src/api/contract/booking';
import type { PageData } from '../../src/api/contract/envelope';
import { resolveBookingRules } from '../../server/src/modules/booking/rules';
import { seedIfEmpty } from '../../server/src/db/seed';
import { DEMO, call, createTestApp, login, type TestApp } from './helpers/testApp';

let t: TestApp;
let zhang: string;
let feng: string;

beforeAll(async () => {
  t = await createTestApp();
  zhang = await login(t.app, DEMO.zhangsan.phone);
  feng = await login(t.app, DEMO.fengli.phone);
});

afterAll(async () => {
  await t.close();
});

describe('queryVipParameter (booking rules)', () => {
  it('gives DEMO its flight rules: 20 yuan service fee, no approval, free-text reasons', async () => {
    const res = await call<BookingRules>(t.app, '/obt/queryVipParameter', { cplx: '10901' }, { token: zhang });
    expect(res.code).toBe(1);
    expect(res.data).toEqual({
      costCenterRequired: false,
      projectRequired: false,
      remarkRequired: false,
      mustComply: false,
      freeTextReason: true,
      serviceFee: 20,
      hideTravelStandard: false,
      approvalRequired: false,
    });
  });

  it('has no flight service fee for another product and accepts the product code as a number', async () => {
    const res = await call<BookingRules>(t.app, '/obt/queryVipParameter', { cplx: 10904 }, { token: zhang });
    expect(res.code).toBe(1);
    expect(res.data.serviceFee).toBe(0);
  });

  it('gives DEMO2 its own rules', async () => {
    const res = await call<BookingRules>(t.app, '/obt/queryVipParameter', { cplx: '10901' }, { token: feng });
    expect(res.data).toMatchObject({
      serviceFee: 30,
      approvalRequired: true,
      mustComply: true,
      costCenterRequired: true,
      freeTextReason: false,
    });
  });

  it('follows the hide-travel-standard company setting', async () => {
    await t.app.obt.db
      .updateTable('companies')
      .set({ hide_travel_standard: 1 })
      .where('id', '=', DEMO.corp2Id)
      .execute();
    const res = await call<BookingRules>(t.app, '/obt/queryVipParameter', { cplx: '10901' }, { token: feng });
    expect(res.data.hideTravelStandard).toBe(true);
    await t.app.obt.db
      .updateTable('companies')
      .set({ hide_travel_standard: 0 })
      .where('id', '=', DEMO.corp2Id)
      .execute();
  });

  it('reads every rule name of the platform and the company, whatever the database collation (one range read)', async () => {
    const db = t.app.obt.db;
    const rows = [
      { corp_id: '', param_no: 'booking.remarkRequired', value: '1', name: '' },
      { corp_id: DEMO.corpId, param_no: 'booking.projectRequired.10901', value: '1', name: '' },
      // Neighbours of the range that are not rules change nothing.
      { corp_id: DEMO.corpId, param_no: 'bookings.mustComply', value: '1', name: '' },
      { corp_id: DEMO.corpId, param_no: 'bookinh', value: '1', name: '' },
      { corp_id: DEMO.corpId, param_no: 'booking.mustComply.10903', value: '1', name: '' },
    ];
    await db.insertInto('parameters').values(rows).execute();
    try {
      const res = await call<BookingRules>(t.app, '/obt/queryVipParameter', { cplx: '10901' }, { token: zhang });
      expect(res.data).toMatchObject({
        remarkRequired: true,
        projectRequired: true,
        mustComply: false,
        serviceFee: 20,
        freeTextReason: true,
      });
    } finally {
      for (const r of rows) {
        await db.deleteFrom('parameters').where('corp_id', '=', r.corp_id).where('param_no', '=', r.param_no).execute();
      }
    }
  });

  it('refuses a malformed product code and calls without a token', async () => {
    expect((await call(t.app, '/obt/queryVipParameter', { cplx: 'abc' }, { token: zhang })).code).toBe(2);
    expect((await call(t.app, '/obt/queryVipParameter', {}, { token: zhang })).code).toBe(2);
    expect((await call(t.app, '/obt/queryVipParameter', { cplx: '10901' })).code).toBe(100);
  });

  it('resolves company + product over company over platform over the built-in default', () => {
    const rows = [
      { corp_id: '', param_no: 'booking.serviceFeeFen', value: '100' },
      { corp_id: '', param_no: 'booking.mustComply', value: '1' },
      { corp_id: 'c1', param_no: 'booking.serviceFeeFen', value: '500' },
      { corp_id: 'c1', param_no: 'booking.serviceFeeFen.10901', value: '2000' },
      { corp_id: 'c1', param_no: 'booking.remarkRequired', value: 'yes' },
    ];
    expect(resolveBookingRules(rows, 'c1', '10901')).toMatchObject({
      serviceFeeFen: 2000,
      mustComply: 1,
      remarkRequired: 0,
    });
    expect(resolveBookingRules(rows, 'c1', '10904').serviceFeeFen).toBe(500);
    expect(resolveBookingRules(rows, 'c2', '10901').serviceFeeFen).toBe(100);
  });
});

describe('vipWbyy/list (violation reasons)', () => {
  it('lists the flight reasons in order, in the caller language', async () => {
    const zh = await call<unknown, ViolationReason>(t.app, '/obt/vipWbyy/list', { cplx: '10901' }, { token: zhang });
    expect(zh.code).toBe(1);
    expect(zh.list.map((r) => r.text)).toEqual(['会议时间紧急', '客户指定航班', '无符合标准的航班', '其他']);
    expect(zh.list.every((r) => r.cplx === '10901' && r.id !== '')).toBe(true);
    const en = await call<unknown, ViolationReason>(
      t.app,
      '/obt/vipWbyy/list',
      { cplx: 10901 },
      { token: zhang, lang: 'en-US' },
    );
    expect(en.list[0].text).toBe('Urgent meeting schedule');
  });

  it("keeps each company's reasons apart", async () => {
    const mine = await call<unknown, ViolationReason>(t.app, '/obt/vipWbyy/list', { cplx: '10901' }, { token: zhang });
    const theirs = await call<unknown, ViolationReason>(t.app, '/obt/vipWbyy/list', { cplx: '10901' }, { token: feng });
    const mineIds = new Set(mine.list.map((r) => r.id));
    expect(theirs.list.length).toBeGreaterThan(0);
    expect(theirs.list.some((r) => mineIds.has(r.id))).toBe(false);
  });
});

describe('costCenterFindList and projectList', () => {
  it("lists only the caller company's cost centres, paged", async () => {
    const res = await call<PageData, CostCenter>(t.app, '/obt/costCenterFindList', {}, { token: zhang });
    expect(res.code).toBe(1);
    expect(res.data.total).toBe(3);
    expect(res.list.map((c) => c.code)).toEqual(['CC-ADM', 'CC-MKT', 'CC-RD']);
    const other = await call<PageData, CostCenter>(t.app, '/obt/costCenterFindList', {}, { token: feng });
    expect(other.list.map((c) => c.costCenterId)).toEqual(['50101', '50102']);
    const page = await call<PageData, CostCenter>(
      t.app,
      '/obt/costCenterFindList',
      { pageNum: 2, count: 2 },
      { token: zhang },
    );
    expect(page.data).toEqual({ total: 3, pageNum: 2, count: 2 });
    expect(page.list).toHaveLength(1);
  });

  it('filters by keyword on code or name and hides invalid rows', async () => {
    const byName = await call<PageData, Project>(t.app, '/obt/projectList', { keyword: '市场' }, { token: zhang });
    expect(byName.list.map((p) => p.projectId)).toEqual(['60002']);
    const byCode = await call<PageData, Project>(t.app, '/obt/projectList', { keyword: 'p-2026-00' }, { token: zhang });
    expect(byCode.data.total).toBe(3);
    await t.app.obt.db.updateTable('projects').set({ is_valid: 0 }).where('id', '=', '60003').execute();
    const valid = await call<PageData, Project>(t.app, '/obt/projectList', { count: 999 }, { token: zhang });
    expect(valid.list.map((p) => p.projectId)).toEqual(['60001', '60002']);
    expect(valid.data.count).toBe(999);
  });
});

describe('booking-kit seed', () => {
  it('fills a database created before the booking-kit migration on the next start, and never twice', async () => {
    const db = t.app.obt.db;
    const count = async (table: 'insurance_products' | 'violation_reasons' | 'corp_pay_settings' | 'addresses') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = {
      insurance: await count('insurance_products'),
      reasons: await count('violation_reasons'),
      pay: await count('corp_pay_settings'),
      addresses: await count('addresses'),
    };
    await db.deleteFrom('insurance_products').execute();
    await db.deleteFrom('violation_reasons').execute();
    await db.deleteFrom('corp_pay_settings').execute();
    await db.deleteFrom('parameters').where('param_no', 'like', 'booking.%').execute();
    await seedIfEmpty(db, { demo: true, nowMs: t.clock.ms });
    await seedIfEmpty(db, { demo: true, nowMs: t.clock.ms });
    expect({
      insurance: await count('insurance_products'),
      reasons: await count('violation_reasons'),
      pay: await count('corp_pay_settings'),
      addresses: await count('addresses'),
    }).toEqual(before);
    const rules = await call<BookingRules>(t.app, '/obt/queryVipParameter', { cplx: '10901' }, { token: zhang });
    expect(rules.data.serviceFee).toBe(20);
  });
});
