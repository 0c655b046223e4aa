/**
 * The owner's real data for the access matrix: the demo seed's orders of 张三 (flight, train, hotel, car, other,
 * trip request, payments, rail account, addresses…) plus records made through the API (a flight order, flight and
 * hotel demand orders, a note, a hotel membership, a saved card, a car favourite, a frequent traveller, an approval
 * work item). Then every id of it, by kind, read from the database, and the markers whose appearance in someone
 * else's answer is a leak.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { chinaNow } from '../../../src/domain/time';
import { bookCompliantFlight } from '../../server/helpers/bookFlight';
import { insertWorkItem } from '../../server/helpers/fixtures';
import { DEMO, call } from '../../server/helpers/testApp';

/** Text planted in the owner's records: it must never reach anyone else. */
export const CANARY = 'CNRY7Q';

export const OWNER = DEMO.zhangsan;

/** The full phone number of the owner's frequent traveller (a marker as well). */
const CONTACT_PHONE = '13911112222';
const CONTACT_PASSPORT = 'E98765437';

/** Kinds of record an id names. Company kinds belong to the company, not to one employee. */
export type Kind =
  | 'order'
  | 'flightOrder'
  | 'trainOrder'
  | 'hotelOrder'
  | 'carOrder'
  | 'orderNo'
  | 'refund'
  | 'change'
  | 'ccsqd'
  | 'ccsqdNo'
  | 'route'
  | 'need'
  | 'invoice'
  | 'address'
  | 'contact'
  | 'railAccount'
  | 'railPassenger'
  | 'payment'
  | 'workItem'
  | 'invoiceTitle'
  | 'membership'
  | 'card'
  | 'favorite'
  | 'message'
  | 'flightPassenger'
  | 'flightRange'
  | 'trainTicket'
  | 'emp'
  | 'dept'
  | 'notice'
  | 'approvalRule'
  | 'costCenter'
  | 'project'
  | 'insurance'
  | 'violationReason';

export const COMPANY_KINDS: ReadonlySet<Kind> = new Set<Kind>([
  'dept',
  'notice',
  'approvalRule',
  'costCenter',
  'project',
  'insurance',
  'violationReason',
]);

export type Pools = Record<Kind, string[]>;

async function ok(app: FastifyInstance, url: string, body: unknown, token: string): Promise<Record<string, unknown>> {
  const res = await call(app, url, body, { token, idempotencyKey: `own-${url.replace(/\W+/g, '-')}` });
  if (res.code !== 1) throw new Error(`${url} refused for the owner: ${res.tips}`);
  return res.data;
}

/** Makes the owner's records that the demo seed lacks (all through the API as the owner, except the work item). */
export async function makeOwnerData(app: FastifyInstance, ownerToken: string): Promise<void> {
  const nowMs = app.obt.now().getTime();
  const day = (n: number) => chinaNow(nowMs).add(n, 'day').format('YYYY-MM-DD');
  const flight = await bookCompliantFlight(app, ownerToken, day(7));
  await ok(
    app,
    '/obt/flight/gj/order/tkNeedOrderAdd',
    {
      adultNum: 1,
      childNum: 0,
      babyNum: 0,
      cabin: 'Y',
      expectBudget: 5000,
      expectDeadline: `${day(3)} 18:00`,
      tkNeedRanges: [{ depCity: 'BJS', arrCity: 'LON', depDate: day(20) }],
      voyageType: 1,
      onlyDirect: 0,
      linkman: '张三',
      linkTel: OWNER.phone,
      remark: `${CANARY} flight need`,
    },
    ownerToken,
  );
  const hotelNeed = await ok(
    app,
    '/obt/hotel/need/saveNeedOrder',
    {
      cityId: 'BJS',
      checkIn: day(10),
      checkOut: day(12),
      rooms: 1,
      guestNames: ['张三'],
      budget: 800,
      stars: [4],
      requirements: `${CANARY} hotel need`,
      linkman: '张三',
      linkTel: OWNER.phone,
    },
    ownerToken,
  );
  const needId = String(hotelNeed.needId ?? hotelNeed.id ?? '');
  if (needId) {
    await ok(app, '/obt/hotel/need/savehtNeedNote', { needId, content: `${CANARY} note` }, ownerToken);
  }
  await ok(app, '/obt/vipEmpJdhy/edit', { empId: OWNER.id, hykh: `${CANARY}88`, interfacePlat: 'HUAZHU' }, ownerToken);
  await ok(
    app,
    '/obt/hotel/order/creditcardValidate',
    {
      cardNo: '4111111111111111',
      expiry: '12/30',
      cvv: '123',
      holderName: `ZHANG ${CANARY}`,
      idType: 'ID',
      idNo: '110105199003150011',
      save: true,
    },
    ownerToken,
  );
  await ok(
    app,
    '/obt/common/gaode/favorites',
    { tag: 'home', place: { lat: 39.9, lng: 116.4, name: `${CANARY} home`, address: `${CANARY} road 1` } },
    ownerToken,
  );
  await ok(
    app,
    '/obt/vipEmpContactsEdit',
    {
      chName: '欧阳锦',
      phoneNumber: CONTACT_PHONE,
      documents: [{ idType: 'PASSPORT', idno: CONTACT_PASSPORT, expiry: day(2000), placeOfIssue: '上海' }],
    },
    ownerToken,
  );
  // An invoice request of an issued order of the owner, on the owner's invoice title.
  const issued = (
    await sql<{ id: string; order_no: string; order_type: number }>`select id, order_no, order_type from orders
      where emp_id = ${OWNER.id} and order_status = 'issued'`.execute(app.obt.db)
  ).rows[0];
  const title = (
    await sql<{ id: string }>`select id from invoice_titles where emp_id = ${OWNER.id}`.execute(app.obt.db)
  ).rows[0];
  if (issued && title) {
    await ok(
      app,
      '/obt/kpOrderAdd',
      {
        kpswxxId: title.id,
        orders: [{ glddlx: Number(issued.order_type), glddid: issued.id, glddbh: issued.order_no }],
        kpType: 1,
        email: 'zhangsan@demo.example.com',
        remark: `${CANARY} invoice`,
      },
      ownerToken,
    );
  }
  await insertWorkItem(app, {
    corpId: DEMO.corpId,
    approverId: DEMO.lisi.id,
    applicantId: OWNER.id,
    state: 'pending',
    createdAt: nowMs,
  });
  // The work item names a real order of the owner (the helper gives it a random one).
  await app.obt.db
    .updateTable('approval_work_items')
    .set({ order_id: flight.orderId ?? '', order_no: String(flight.orderNo ?? '') })
    .where('applicant_emp_id', '=', OWNER.id)
    .execute();
}

async function col(app: FastifyInstance, query: ReturnType<typeof sql<{ v: unknown }>>): Promise<string[]> {
  const rows = (await query.execute(app.obt.db)).rows;
  return [...new Set(rows.map((r) => String(r.v)).filter((v) => v !== '' && v !== 'null'))];
}

/** Every id of the owner's (and, for company kinds, the owner's company's) records, by kind. */
export async function collectPools(app: FastifyInstance): Promise<Pools> {
  const emp = OWNER.id;
  const corp = DEMO.corpId;
  const ownOrders = sql`select id from orders where emp_id = ${emp}`;
  const q = (query: ReturnType<typeof sql<{ v: unknown }>>) => col(app, query);
  return {
    order: await q(sql`select id as v from orders where emp_id = ${emp}`),
    flightOrder: await q(sql`select order_id as v from flight_orders where order_id in (${ownOrders})`),
    trainOrder: [
      ...(await q(sql`select order_id as v from train_orders where order_id in (${ownOrders})`)),
      ...(await q(sql`select order_id as v from train_bench_orders where order_id in (${ownOrders})`)),
    ],
    hotelOrder: [
      ...(await q(sql`select order_id as v from hotel_orders where order_id in (${ownOrders})`)),
      ...(await q(sql`select order_id as v from hotel_intl_orders where order_id in (${ownOrders})`)),
    ],
    carOrder: await q(sql`select order_id as v from car_orders where order_id in (${ownOrders})`),
    orderNo: await q(sql`select order_no as v from orders where emp_id = ${emp}`),
    refund: [
      ...(await q(sql`select id as v from flight_refunds where emp_id = ${emp}`)),
      ...(await q(sql`select id as v from hotel_refunds where emp_id = ${emp}`)),
      ...(await q(sql`select id as v from train_refunds where emp_id = ${emp}`)),
      ...(await q(sql`select id as v from train_bench_refunds where order_id in (${ownOrders})`)),
    ],
    change: [
      ...(await q(sql`select id as v from flight_changes where emp_id = ${emp}`)),
      ...(await q(sql`select id as v from train_changes where emp_id = ${emp}`)),
      ...(await q(sql`select id as v from ccsqd_changes where emp_id = ${emp}`)),
    ],
    ccsqd: await q(sql`select id as v from ccsqd where emp_id = ${emp}`),
    ccsqdNo: await q(sql`select ccsqd_no as v from ccsqd where emp_id = ${emp}`),
    route: await q(
      sql`select id as v from ccsqd_routes where ccsqd_id in (select id from ccsqd where emp_id = ${emp})`,
    ),
    need: [
      ...(await q(sql`select id as v from flight_needs where emp_id = ${emp}`)),
      ...(await q(sql`select id as v from hotel_needs where emp_id = ${emp}`)),
    ],
    invoice: await q(sql`select id as v from invoice_requests where emp_id = ${emp}`),
    address: await q(sql`select id as v from addresses where emp_id = ${emp}`),
    contact: await q(sql`select id as v from frequent_travellers where owner_emp_id = ${emp}`),
    railAccount: await q(sql`select id as v from rail_accounts where emp_id = ${emp}`),
    railPassenger: await q(sql`select id as v from rail_passengers where emp_id = ${emp}`),
    payment: await q(sql`select id as v from payments where emp_id = ${emp}`),
    workItem: await q(
      sql`select id as v from approval_work_items where applicant_emp_id = ${emp} or approver_emp_id = ${emp}`,
    ),
    invoiceTitle: await q(sql`select id as v from invoice_titles where emp_id = ${emp}`),
    membership: await q(sql`select id as v from hotel_memberships where emp_id = ${emp}`),
    card: await q(sql`select token as v from hotel_cards where emp_id = ${emp}`),
    favorite: await q(sql`select id as v from car_favorites where emp_id = ${emp}`),
    message: await q(sql`select id as v from messages where emp_id = ${emp}`),
    flightPassenger: await q(sql`select id as v from flight_passengers where order_id in (${ownOrders})`),
    flightRange: await q(sql`select id as v from flight_ranges where order_id in (${ownOrders})`),
    trainTicket: await q(sql`select id as v from train_tickets where order_id in (${ownOrders})`),
    emp: [emp],
    dept: await q(sql`select id as v from departments where corp_id = ${corp}`),
    notice: await q(sql`select id as v from notices where corp_id = ${corp}`),
    approvalRule: await q(sql`select id as v from approval_rules where corp_id = ${corp}`),
    costCenter: await q(sql`select id as v from cost_centers where corp_id = ${corp}`),
    project: await q(sql`select id as v from projects where corp_id = ${corp}`),
    insurance: await q(sql`select id as v from insurance_products where corp_id = ${corp}`),
    violationReason: await q(sql`select id as v from violation_reasons where corp_id = ${corp}`),
  };
}

/**
 * Strings whose appearance in another person's answer is a leak: the canary, the owner's full phone number and ID
 * number, and every personal id and number of the owner's records (company kinds and the short employee id aside).
 */
export function leakMarkers(pools: Pools, ownerIdNo: string): string[] {
  const markers = new Set<string>([CANARY, CONTACT_PHONE, CONTACT_PASSPORT, OWNER.phone, ownerIdNo]);
  for (const [kind, values] of Object.entries(pools) as [Kind, string[]][]) {
    if (COMPANY_KINDS.has(kind) || kind === 'emp') continue;
    for (const v of values) if (v.length >= 8) markers.add(v);
  }
  return [...markers];
}

/**
 * The owner's rows (any table with an employee column naming the owner, or an order column naming one of the
 * owner's orders), as text: compared before and after the attackers' calls to find a change made through a foreign
 * session even when the answer says nothing.
 */
export async function ownerRowsSnapshot(app: FastifyInstance): Promise<Map<string, string>> {
  const tables = await app.obt.db.introspection.getTables();
  const snap = new Map<string, string>();
  const orderIds = (await sql<{ id: string }>`select id from orders where emp_id = ${OWNER.id}`.execute(app.obt.db))
    .rows;
  const ids = orderIds.map((r) => r.id);
  for (const t of tables) {
    const cols = t.columns.map((c) => c.name);
    const empCol = ['emp_id', 'owner_emp_id', 'applicant_emp_id'].find((c) => cols.includes(c));
    const where = [];
    if (empCol) where.push(sql`${sql.ref(empCol)} = ${OWNER.id}`);
    if (cols.includes('order_id') && ids.length > 0) where.push(sql`order_id in (${sql.join(ids)})`);
    if (t.name === 'orders') where.push(sql`emp_id = ${OWNER.id}`);
    if (where.length === 0 || t.name === 'sessions' || t.name === 'rate_hits' || t.name === 'idempotency_keys')
      continue;
    const rows = (
      await sql<
        Record<string, unknown>
      >`select * from ${sql.table(t.name)} where ${sql.join(where, sql` or `)}`.execute(app.obt.db)
    ).rows;
    snap.set(
      t.name,
      rows
        .map((row) => JSON.stringify(row, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)))
        .sort()
        .join('\n'),
    );
  }
  return snap;
}
