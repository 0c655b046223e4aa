/** The demo companies (ARCHITECTURE §8 seed): organisation, travel standards, people, switches. */
import type { Db } from '../index';
import { newId } from '../../lib/crypto';
import { hashPassword } from '../../lib/password';
import { DEMO_WECOM_AGENT_ID, DEMO_WECOM_CORP_ID } from '../../config';
import { PLATFORM_THEME } from './platform';
import {
  DEMO2_CORP_ID,
  DEMO_CORP_ID,
  DEMO_DEPARTMENTS,
  DEMO_EMPLOYEES,
  DEMO_IDENTITIES,
  DEMO_PASSWORD,
} from './demoPeople';

const RANKS = [
  { code: 'L1', name: '员工', enName: 'Staff', sort: 1 },
  { code: 'L2', name: '经理', enName: 'Manager', sort: 2 },
  { code: 'L3', name: '总监', enName: 'Director', sort: 3 },
] as const;

/** Per rank: flight cabins, fare ceiling (% of full fare), advance days, lowest-fare window; hotel caps per tier; train seats. */
const STANDARDS = {
  L1: { cabins: 'Y', maxDiscountPct: 80, advanceDays: 3, lowestWindowMin: 60, hotelYuan: [500, 400, 300], seats: 'O' },
  L2: {
    cabins: 'Y',
    maxDiscountPct: 100,
    advanceDays: 1,
    lowestWindowMin: 120,
    hotelYuan: [700, 550, 450],
    seats: 'O,M',
  },
  L3: {
    cabins: 'Y,C',
    maxDiscountPct: 100,
    advanceDays: 0,
    lowestWindowMin: 0,
    hotelYuan: [1200, 900, 700],
    seats: 'O,M,9,4',
  },
} as const;

const DEMO_PRODUCTS = [
  '10901',
  '10902',
  '10903',
  '10904',
  '10906',
  '10913',
  '11028',
  '11029',
  '11030',
  '11031',
  '11032',
  '11015',
];
const DEMO2_PRODUCTS = ['10901', '10903', '10904'];

export async function seedDemo(db: Db, nowMs: number): Promise<void> {
  const hashes = await Promise.all(DEMO_EMPLOYEES.map((e) => (e.login ? hashPassword(DEMO_PASSWORD) : null)));
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('companies')
      .values([
        {
          id: DEMO_CORP_ID,
          corp_no: 'DEMO',
          fullname: '演示科技有限公司',
          shortname: '演示科技',
          en_name: 'Demo Technology Co., Ltd.',
          book_style: 1,
          hotel_version: 2,
          khlx: '1',
          brand_code: 'default',
          hide_travel_standard: 0,
          address: '上海市浦东新区世纪大道100号',
          link_man: '王五',
          link_phone: '13800000003',
          email: 'travel@demo.example.com',
          industry: '信息技术',
          is_valid: 1,
          created_at: nowMs,
        },
        {
          id: DEMO2_CORP_ID,
          corp_no: 'DEMO2',
          fullname: '示例集团',
          shortname: '示例集团',
          en_name: 'Example Group',
          book_style: 2,
          hotel_version: 2,
          khlx: '1',
          brand_code: 'default',
          hide_travel_standard: 0,
          address: '北京市朝阳区建国路1号',
          link_man: '冯立',
          link_phone: '13800000021',
          email: 'travel@example-group.example.com',
          industry: '综合',
          is_valid: 1,
          created_at: nowMs,
        },
      ])
      .execute();

    await trx
      .insertInto('departments')
      .values(
        DEMO_DEPARTMENTS.map((d, i) => ({
          id: d.id,
          corp_id: d.corpId,
          parent_id: null,
          name: d.name,
          en_name: d.enName,
          sort: i,
          created_at: nowMs,
        })),
      )
      .execute();

    for (const corpId of [DEMO_CORP_ID, DEMO2_CORP_ID]) {
      for (const r of RANKS) {
        const rankId = `${corpId}-${r.code}`;
        await trx
          .insertInto('ranks')
          .values({ id: rankId, corp_id: corpId, code: r.code, name: r.name, en_name: r.enName, sort: r.sort })
          .execute();
        const s = STANDARDS[r.code];
        await trx
          .insertInto('flight_standards')
          .values({
            id: newId(nowMs),
            corp_id: corpId,
            rank_id: rankId,
            cabin_classes: s.cabins,
            max_discount_pct: s.maxDiscountPct,
            advance_days: s.advanceDays,
            lowest_fare_window_min: s.lowestWindowMin,
          })
          .execute();
        await trx
          .insertInto('hotel_standards')
          .values(
            s.hotelYuan.map((yuan, tier) => ({
              id: newId(nowMs),
              corp_id: corpId,
              rank_id: rankId,
              city_tier: tier + 1,
              nightly_cap_fen: yuan * 100,
            })),
          )
          .execute();
        await trx
          .insertInto('train_standards')
          .values({ id: newId(nowMs), corp_id: corpId, rank_id: rankId, seat_codes: s.seats })
          .execute();
      }
    }

    await trx
      .insertInto('cost_centers')
      .values([
        { id: '50001', corp_id: DEMO_CORP_ID, code: 'CC-RD', name: '研发成本中心', is_valid: 1 },
        { id: '50002', corp_id: DEMO_CORP_ID, code: 'CC-MKT', name: '市场成本中心', is_valid: 1 },
        { id: '50003', corp_id: DEMO_CORP_ID, code: 'CC-ADM', name: '管理成本中心', is_valid: 1 },
      ])
      .execute();
    await trx
      .insertInto('projects')
      .values([
        { id: '60001', corp_id: DEMO_CORP_ID, code: 'P-2026-001', name: '新一代预订平台', is_valid: 1 },
        { id: '60002', corp_id: DEMO_CORP_ID, code: 'P-2026-002', name: '华东市场拓展', is_valid: 1 },
        { id: '60003', corp_id: DEMO_CORP_ID, code: 'P-2026-003', name: '年度客户大会', is_valid: 1 },
      ])
      .execute();

    await trx
      .insertInto('employees')
      .values(
        DEMO_EMPLOYEES.map((e, i) => ({
          id: e.id,
          corp_id: e.corpId,
          dept_id: e.deptId,
          rank_id: `${e.corpId}-${e.rankCode}`,
          emp_no: e.empNo,
          name: e.name,
          en_name: e.enName,
          phone: e.phone,
          email: e.email,
          sex: e.sex,
          password_hash: hashes[i],
          must_change_pwd: 0,
          is_valid: 1,
          is_admin: e.isAdmin ?? 0,
          if_booker: e.ifBooker ?? 0,
          if_approver: e.ifApprover ?? 0,
          is_director: e.isDirector ?? 0,
          app_book: 1,
          app_travel: 1,
          book_outside: 0,
          book_range: e.bookRange,
          sqd_book_type: 1,
          created_at: nowMs,
          updated_at: nowMs,
        })),
      )
      .execute();

    await trx
      .insertInto('corp_products')
      .values([
        ...DEMO_PRODUCTS.map((p) => ({ corp_id: DEMO_CORP_ID, product_code: p, enabled: 1 })),
        ...DEMO2_PRODUCTS.map((p) => ({ corp_id: DEMO2_CORP_ID, product_code: p, enabled: 1 })),
      ])
      .execute();

    await trx
      .insertInto('parameters')
      .values([
        { corp_id: DEMO_CORP_ID, param_no: '11603001', value: '1', name: 'offline-booking channel flags' },
        { corp_id: DEMO_CORP_ID, param_no: '11603006', value: '1', name: 'train transfer orders' },
        { corp_id: DEMO_CORP_ID, param_no: '11603009', value: '1', name: 'train waitlist' },
        { corp_id: DEMO_CORP_ID, param_no: '10000002', value: '1', name: 'allowModifyMobile' },
      ])
      .execute();

    await trx
      .insertInto('page_settings')
      .values({
        id: newId(nowMs),
        corp_id: DEMO_CORP_ID,
        domain_name: 'demo.localhost',
        page_name: '演示科技差旅',
        logo_url: '',
        by1: JSON.stringify({ theme: 'blue', tkBanner: '', trBanner: '', htBanner: '', carBanner: '', homeBanner: '' }),
        by2: '演示科技有限公司\n让每一次出差更简单',
        t_sys_style: '1',
        theme_json: JSON.stringify(PLATFORM_THEME),
      })
      .execute();

    // The demo WeCom corp (the id in the server config and the client's .env) belongs to the demo company.
    await trx
      .insertInto('wecom_corps')
      .values({
        wecom_corp_id: DEMO_WECOM_CORP_ID,
        corp_id: DEMO_CORP_ID,
        agent_id: DEMO_WECOM_AGENT_ID,
        created_at: nowMs,
      })
      .execute();

    await trx
      .insertInto('external_identities')
      .values(
        DEMO_IDENTITIES.map((x) => ({
          provider: x.provider,
          subject: x.subject,
          corp_id: x.corpId,
          emp_id: x.empId,
          created_at: nowMs,
        })),
      )
      .execute();
  });
}
