/**
 * Demo data of the booking kit and the cashier (migration 20261122_0201): insurance products, violation reasons,
 * frequent travellers, employee documents, addresses, company payment settings and booking rules. Each table is
 * seeded only while it is empty (and the demo companies exist), so databases created before the migration get the
 * data on their next start and nothing is ever seeded twice.
 */
import type { Db } from '../index';
import { idCheckChar } from '../../../../src/domain/idCard';
import { hashPassword } from '../../lib/password';
import { bookingParamNo, type BookingRuleKey } from '../../modules/booking/rules';
import { DEMO2_CORP_ID, DEMO_CORP_ID, DEMO_EMPLOYEES } from './demoPeople';

/** The demo company payment password (SPEC §9 cipher on the wire, scrypt at rest). */
export const DEMO_PAY_PASSWORD = '123456';

/** A valid 18-character Chinese ID number: area code, birth date, 3-digit sequence whose last digit gives the sex. */
export function demoIdNumber(area: string, born: string, seq: number, sex: 'M' | 'F'): string {
  const tens = String(Math.floor(seq / 10) % 100).padStart(2, '0');
  const last = (seq % 5) * 2 + (sex === 'M' ? 1 : 0);
  const first17 = `${area}${born.replace(/-/g, '')}${tens}${last}`;
  return first17 + (idCheckChar(first17) as string);
}

/** Birth date, area and an optional passport per seeded employee (40101 is the same person as 40004). */
const EMPLOYEE_FACTS: Record<string, { born: string; area: string; passport?: [string, string] }> = {
  '40001': { born: '1990-03-15', area: '110105', passport: ['E12345678', '2032-05-20'] },
  '40002': { born: '1985-07-08', area: '310115' },
  '40003': { born: '1978-11-23', area: '440305', passport: ['E23456789', '2030-08-31'] },
  '40004': { born: '1992-01-30', area: '320102' },
  '40005': { born: '1995-09-09', area: '330106' },
  '40006': { born: '1983-04-18', area: '420106' },
  '40007': { born: '1987-12-02', area: '510107' },
  '40008': { born: '1993-06-21', area: '610113' },
  '40009': { born: '1998-02-14', area: '350203' },
  '40101': { born: '1992-01-30', area: '320102' },
  '40102': { born: '1980-10-10', area: '110108', passport: ['E34567890', '2029-12-31'] },
};

const INSURANCE = [
  {
    cplx: '10901',
    name: '航空意外险',
    kind: '意外险',
    insurer: '中国平安财产保险股份有限公司',
    priceFen: 2000,
    summary: '航空意外身故、伤残保额 300 万元；意外医疗 3 万元',
    terms:
      '一、保险责任：被保险人以乘客身份乘坐民航班机期间遭受意外伤害导致身故或伤残的，按约定给付保险金。\n' +
      '二、保险期间：自被保险人踏入保单载明航班班机舱门起至飞抵目的港走出舱门止。\n' +
      '三、责任免除：故意行为、醉酒、战争等情形不承担保险责任。\n四、退保：航班起飞前可全额退保。',
    defaultOn: 1,
  },
  {
    cplx: '10901',
    name: '航班延误险',
    kind: '延误险',
    insurer: '中国人民财产保险股份有限公司',
    priceFen: 3000,
    summary: '航班延误 2 小时及以上或取消，赔付 200 元',
    terms:
      '一、保险责任：保单载明航班因天气、机械故障、航空管制等原因延误 2 小时及以上或取消的，一次性给付 200 元。\n' +
      '二、理赔：凭航空公司或机场出具的延误证明申请理赔。\n三、退保：航班起飞前可全额退保。',
    defaultOn: 0,
  },
  {
    cplx: '10904',
    name: '铁路意外险',
    kind: '意外险',
    insurer: '中国平安财产保险股份有限公司',
    priceFen: 500,
    summary: '铁路旅行意外身故、伤残保额 30 万元',
    terms: '一、保险责任：被保险人乘坐保单载明车次期间遭受意外伤害导致身故或伤残的，按约定给付保险金。',
    defaultOn: 0,
  },
] as const;

const REASONS: Record<string, readonly [string, string][]> = {
  '10901': [
    ['会议时间紧急', 'Urgent meeting schedule'],
    ['客户指定航班', 'Flight specified by the client'],
    ['无符合标准的航班', 'No flight within the travel standard'],
    ['其他', 'Other'],
  ],
  '10903': [
    ['协议酒店满房', 'Contract hotels are full'],
    ['会议指定酒店', 'Hotel specified by the meeting'],
    ['其他', 'Other'],
  ],
  '10904': [
    ['会议时间紧急', 'Urgent meeting schedule'],
    ['无符合标准的车次', 'No train within the travel standard'],
    ['其他', 'Other'],
  ],
};

/** Booking rules per company; keys without a product apply to every product. */
const RULES: readonly { corpId: string; key: BookingRuleKey; cplx?: string; value: number }[] = [
  { corpId: DEMO_CORP_ID, key: 'serviceFeeFen', cplx: '10901', value: 2000 },
  { corpId: DEMO_CORP_ID, key: 'approvalRequired', value: 0 },
  { corpId: DEMO_CORP_ID, key: 'freeTextReason', value: 1 },
  { corpId: DEMO2_CORP_ID, key: 'serviceFeeFen', cplx: '10901', value: 3000 },
  { corpId: DEMO2_CORP_ID, key: 'approvalRequired', value: 1 },
  { corpId: DEMO2_CORP_ID, key: 'mustComply', value: 1 },
  { corpId: DEMO2_CORP_ID, key: 'costCenterRequired', value: 1 },
  { corpId: DEMO2_CORP_ID, key: 'freeTextReason', value: 0 },
];

async function isEmpty(
  db: Db,
  table:
    | 'insurance_products'
    | 'violation_reasons'
    | 'frequent_travellers'
    | 'employee_documents'
    | 'addresses'
    | 'corp_pay_settings',
): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.lit(1).as('one'))
    .limit(1)
    .executeTakeFirst();
  return !row;
}

export async function seedBookingKit(db: Db, nowMs: number): Promise<void> {
  const demo = await db.selectFrom('companies').select('id').where('id', '=', DEMO_CORP_ID).executeTakeFirst();
  if (!demo) return;
  const corps = [DEMO_CORP_ID, DEMO2_CORP_ID];
  const validEmployees = new Set(
    (await db.selectFrom('employees').select('id').where('corp_id', 'in', corps).execute()).map((e) => e.id),
  );

  if (await isEmpty(db, 'insurance_products')) {
    await db
      .insertInto('insurance_products')
      .values(
        corps.flatMap((corpId, c) =>
          INSURANCE.map((p, i) => ({
            id: String(70001 + c * 100 + i),
            corp_id: corpId,
            cplx: p.cplx,
            name: p.name,
            kind: p.kind,
            insurer: p.insurer,
            price_fen: p.priceFen,
            summary: p.summary,
            terms: p.terms,
            default_on: p.defaultOn,
            sort: i,
            is_valid: 1,
          })),
        ),
      )
      .execute();
  }

  if (await isEmpty(db, 'violation_reasons')) {
    let n = 0;
    await db
      .insertInto('violation_reasons')
      .values(
        corps.flatMap((corpId, c) =>
          Object.entries(REASONS).flatMap(([cplx, reasons]) =>
            reasons.map(([text, enText], i) => {
              n += 1;
              return {
                id: String(71000 + c * 100 + n),
                corp_id: corpId,
                cplx,
                text,
                en_text: enText,
                sort: i,
                is_valid: 1,
              };
            }),
          ),
        ),
      )
      .execute();
  }

  if (await isEmpty(db, 'employee_documents')) {
    const rows = DEMO_EMPLOYEES.filter((e) => validEmployees.has(e.id) && EMPLOYEE_FACTS[e.id]).flatMap((e, i) => {
      const f = EMPLOYEE_FACTS[e.id];
      const docs = [
        {
          id: `75${String(i * 2 + 1).padStart(3, '0')}`,
          corp_id: e.corpId,
          emp_id: e.id,
          id_type: 'ID',
          id_no: demoIdNumber(f.area, f.born, 120 + i, e.sex),
          expiry: '',
          issue_place: '',
          sort: 0,
          created_at: nowMs,
        },
      ];
      if (f.passport) {
        docs.push({
          id: `75${String(i * 2 + 2).padStart(3, '0')}`,
          corp_id: e.corpId,
          emp_id: e.id,
          id_type: 'PASSPORT',
          id_no: f.passport[0],
          expiry: f.passport[1],
          issue_place: '中国',
          sort: 1,
          created_at: nowMs,
        });
      }
      return docs;
    });
    // 40101 is 40004 in the other company: the same person carries the same ID number.
    const same = rows.find((r) => r.emp_id === '40004' && r.id_type === 'ID');
    for (const r of rows) if (r.emp_id === '40101' && r.id_type === 'ID' && same) r.id_no = same.id_no;
    if (rows.length > 0) await db.insertInto('employee_documents').values(rows).execute();
  }

  if ((await isEmpty(db, 'frequent_travellers')) && validEmployees.has('40001')) {
    const contacts = [
      {
        id: '72001',
        owner: '40001',
        name: '李娜',
        enName: 'LI/NA',
        relation: '配偶',
        sex: 'F',
        born: '1991-08-12',
        phone: '13900000001',
        email: 'lina@example.com',
        docs: [
          ['ID', demoIdNumber('110105', '1991-08-12', 212, 'F'), ''],
          ['PASSPORT', 'E45678901', '2033-01-15'],
        ],
      },
      {
        id: '72002',
        owner: '40001',
        name: '张小宝',
        enName: 'ZHANG/XIAOBAO',
        relation: '子女',
        sex: 'M',
        born: '2019-05-20',
        phone: '',
        email: '',
        docs: [['ID', demoIdNumber('110105', '2019-05-20', 351, 'M'), '']],
      },
      {
        id: '72003',
        owner: '40001',
        name: 'SMITH/JOHN',
        enName: 'SMITH/JOHN',
        relation: '客户',
        sex: 'M',
        born: '1975-02-03',
        phone: '13900000003',
        email: 'john.smith@example.com',
        docs: [['PASSPORT', '533112345', '2031-09-30']],
      },
    ] as const;
    await db
      .insertInto('frequent_travellers')
      .values(
        contacts.map((c) => ({
          id: c.id,
          corp_id: DEMO_CORP_ID,
          owner_emp_id: c.owner,
          name: c.name,
          en_name: c.enName,
          relation: c.relation,
          sex: c.sex,
          born: c.born,
          phone: c.phone,
          email: c.email,
          created_at: nowMs,
          updated_at: nowMs,
        })),
      )
      .execute();
    await db
      .insertInto('frequent_traveller_documents')
      .values(
        contacts.flatMap((c, ci) =>
          c.docs.map(([idType, idNo, expiry], di) => ({
            id: `73${ci}${di}1`,
            corp_id: DEMO_CORP_ID,
            traveller_id: c.id,
            id_type: idType,
            id_no: idNo,
            expiry,
            issue_place: idType === 'PASSPORT' ? (c.id === '72003' ? 'USA' : '中国') : '',
            sort: di,
          })),
        ),
      )
      .execute();
  }

  if (await isEmpty(db, 'addresses')) {
    const addresses = [
      [
        '74001',
        DEMO_CORP_ID,
        '40001',
        '张三',
        '13800000001',
        '上海市',
        '上海市',
        '浦东新区',
        '世纪大道100号演示科技大厦18楼',
        '200120',
        1,
      ],
      [
        '74002',
        DEMO_CORP_ID,
        '40001',
        '李娜',
        '13900000001',
        '北京市',
        '北京市',
        '朝阳区',
        '建国路88号2号楼1201室',
        '100022',
        0,
      ],
      [
        '74003',
        DEMO_CORP_ID,
        '40003',
        '王五',
        '13800000003',
        '上海市',
        '上海市',
        '浦东新区',
        '世纪大道100号演示科技大厦20楼',
        '200120',
        1,
      ],
      [
        '74004',
        DEMO2_CORP_ID,
        '40102',
        '冯立',
        '13800000021',
        '北京市',
        '北京市',
        '朝阳区',
        '建国路1号示例大厦8层',
        '100020',
        1,
      ],
    ] as const;
    const rows = addresses
      .filter((a) => validEmployees.has(a[2]))
      .map((a) => ({
        id: a[0],
        corp_id: a[1],
        emp_id: a[2],
        recipient: a[3],
        phone: a[4],
        province: a[5],
        city: a[6],
        area: a[7],
        addr: a[8],
        post: a[9],
        is_default: a[10],
        created_at: nowMs,
        updated_at: nowMs,
      }));
    if (rows.length > 0) await db.insertInto('addresses').values(rows).execute();
  }

  if (await isEmpty(db, 'corp_pay_settings')) {
    const hash = await hashPassword(DEMO_PAY_PASSWORD);
    await db
      .insertInto('corp_pay_settings')
      .values([
        {
          corp_id: DEMO_CORP_ID,
          company_account: 1,
          pay_pwd_hash: hash,
          sms_required: 0,
          balance_fen: 50_000_000,
          credit_limit_fen: 0,
          updated_at: nowMs,
        },
        {
          corp_id: DEMO2_CORP_ID,
          company_account: 1,
          pay_pwd_hash: hash,
          sms_required: 1,
          balance_fen: 20_000_000,
          credit_limit_fen: 5_000_000,
          updated_at: nowMs,
        },
      ])
      .execute();
  }

  const anyRule = await db
    .selectFrom('parameters')
    .select('param_no')
    .where('corp_id', 'in', corps)
    .where('param_no', 'like', 'booking.%')
    .limit(1)
    .executeTakeFirst();
  if (!anyRule) {
    await db
      .insertInto('parameters')
      .values(
        RULES.map((r) => ({
          corp_id: r.corpId,
          param_no: bookingParamNo(r.key, r.cplx),
          value: String(r.value),
          name: `booking rule ${r.key}${r.cplx ? ` (${r.cplx})` : ''}`,
        })),
      )
      .execute();
  }

  // DEMO2 requires a cost centre: give it some (the core seed only has DEMO's).
  const demo2Centres = await db
    .selectFrom('cost_centers')
    .select('id')
    .where('corp_id', '=', DEMO2_CORP_ID)
    .limit(1)
    .executeTakeFirst();
  if (!demo2Centres) {
    await db
      .insertInto('cost_centers')
      .values([
        { id: '50101', corp_id: DEMO2_CORP_ID, code: 'CC-HQ', name: '集团总部成本中心', is_valid: 1 },
        { id: '50102', corp_id: DEMO2_CORP_ID, code: 'CC-SALES', name: '销售成本中心', is_valid: 1 },
      ])
      .execute();
    await db
      .insertInto('projects')
      .values([{ id: '60101', corp_id: DEMO2_CORP_ID, code: 'P-G-001', name: '集团数字化转型', is_valid: 1 }])
      .execute();
  }
}
