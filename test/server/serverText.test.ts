/**
 * Text the server writes, in the reader's language (issue 15): messages, order timelines and order titles are stored
 * as keys with parameters and rendered per Accept-Language; the timeline never shows an internal payment id or an
 * untranslated English note in zh-CN; an invoice message opens the invoice request. Rows written before keys existed
 * still read (matched back to their key, or shown as written).
 */
import type { FlightOrderDetail, RefundOrderDetail } from '../../src/api/contract/flight';
import type { MessageItem } from '../../src/api/contract/message';
import type { PaySubjectData } from '../../src/api/contract/pay';
import type { WithTextParts } from '../../src/i18n/textParts';
import type { OrderListItem, ScheduleListItem } from '../../src/api/contract/orders';
import type { InvoiceOrderItem, KpOrderAddResult } from '../../src/api/contract/invoice';
import { ORDER_TYPE } from '../../src/domain/codes';
import { DEMO_INVOICE_TITLE } from '../../server/src/db/seed/invoices';
import { orderTransition } from '../../server/src/modules/orders/lifecycle';
import { bookCompliantFlight } from './helpers/bookFlight';
import { insertMessage, insertOrder } from './helpers/fixtures';
import { callWithKey, insertPayable, newKey } from './helpers/payFixtures';
import { DEMO, call, cipher, createTestApp, login, type TestApp } from './helpers/testApp';

let t: TestApp;
let zhang: string;

const db = () => t.app.obt.db;
const now = () => t.clock.ms;
const EN = 'en-US';

const messages = async (lang?: string) =>
  (await call<unknown, MessageItem>(t.app, '/obt/message/list', { count: 100 }, { token: zhang, lang })).list;

const flightDetail = async (orderId: string, lang?: string) =>
  (await call<FlightOrderDetail>(t.app, '/obt/flight/order/orderDetail', { orderId }, { token: zhang, lang })).data;

/** Booked, paid with the company account and issued (the real booking, cashier and ticketing jobs). */
async function issuedFlight(): Promise<string> {
  const booked = await bookCompliantFlight(t.app, zhang, '2026-03-20');
  const paid = await callWithKey(
    t.app,
    '/obt/pay/online',
    {
      orderList: [booked.orderId],
      payPwd: cipher('123456'),
      payScene: 1,
      subjectBeanList: [{ subjectId: 'company' }],
    },
    zhang,
    newKey(),
  );
  if (paid.code !== 1) throw new Error(JSON.stringify(paid));
  for (let i = 0; i < 3; i += 1) {
    t.clock.advance(4_000);
    await t.app.obt.jobs.runDue();
  }
  return booked.orderId;
}

beforeAll(async () => {
  t = await createTestApp();
  zhang = await login(t.app, DEMO.zhangsan.phone);
});

afterAll(async () => {
  await t.close();
});

describe('a booking, payment and refund in both languages', () => {
  let orderId = '';
  let refundId = '';

  beforeAll(async () => {
    orderId = await issuedFlight();
    const ranges = await db().selectFrom('flight_ranges').select('id').where('order_id', '=', orderId).execute();
    const psgs = await db().selectFrom('flight_passengers').select('id').where('order_id', '=', orderId).execute();
    const refund = await callWithKey<{ refundId: string }>(
      t.app,
      '/obt/flight/order/refundAdd',
      {
        orderId,
        psgIds: psgs.map((p) => p.id),
        rangeIds: [ranges[0]!.id],
        refundType: 1,
        refundReasonVip: '行程变更',
      },
      zhang,
      newKey(),
    );
    if (refund.code !== 1) throw new Error(JSON.stringify(refund));
    refundId = refund.data.refundId;
    for (let i = 0; i < 3; i += 1) {
      t.clock.advance(10_000);
      await t.app.obt.jobs.runDue();
    }
  });

  it('shows no internal id and no untranslated English note in the zh-CN timelines', async () => {
    const payIds = (await db().selectFrom('payments').select('id').execute()).map((p) => p.id);
    const events = await db()
      .selectFrom('order_events')
      .select(['order_id', 'note'])
      .where('order_id', 'in', [orderId, refundId])
      .execute();
    expect(events.length).toBeGreaterThanOrEqual(6);
    const zh = await flightDetail(orderId);
    const notes = zh.timeline.map((e) => e.note);
    expect(notes).toEqual(expect.arrayContaining(['订单已提交', '出票中']));
    expect(notes.some((n) => /^已支付（企业账户，¥\d+\.\d{2}）$/.test(n))).toBe(true);
    expect(notes.some((n) => n.startsWith('出票成功，票号 '))).toBe(true);
    for (const note of notes) {
      for (const id of payIds) expect(note).not.toContain(id);
      // Order numbers (TK…) and ticket numbers are data; an English word is not.
      expect(note).not.toMatch(/\b[A-Za-z]{3,}\b/);
    }
  });

  it('renders the same timeline in English for an en-US reader', async () => {
    const en = await flightDetail(orderId, EN);
    const notes = en.timeline.map((e) => e.note);
    expect(notes).toEqual(expect.arrayContaining(['Order submitted', 'Ticketing in progress']));
    expect(notes.some((n) => /^Paid \(company account, CNY \d+\.\d{2}\)$/.test(n))).toBe(true);
    expect(notes.some((n) => /[\u4e00-\u9fff]/.test(n))).toBe(false);
  });

  it('renders the refund detail timeline from keys in both languages (no raw notes, no Chinese in English)', async () => {
    const detail = async (lang?: string) =>
      (
        await call<RefundOrderDetail>(
          t.app,
          '/obt/flight/order/refundOrderDetail',
          { refundId },
          { token: zhang, lang },
        )
      ).data;
    const zh = (await detail()).timeline.map((e) => e.note);
    const en = (await detail(EN)).timeline.map((e) => e.note);
    expect(zh.length).toBeGreaterThanOrEqual(2);
    expect(en).toHaveLength(zh.length);
    // The refund request and the airline's acceptance, each a sentence in the reader's language.
    for (const note of zh) expect(note).not.toMatch(/\b[A-Za-z]{3,}\b/);
    for (const note of en) expect(note).not.toMatch(/[\u4e00-\u9fff]/);
    expect(en.join(' ')).not.toMatch(/refund accepted by the airline|^refund \S+$/);
  });

  it("renders the booker's messages per reader: zh-CN as stored, en-US translated", async () => {
    const zh = (await messages()).filter((m) => m.orderId === orderId);
    const en = (await messages(EN)).filter((m) => m.orderId === orderId);
    expect(zh.map((m) => m.title)).toEqual(expect.arrayContaining(['支付成功', '出票成功']));
    expect(en.map((m) => m.title)).toEqual(expect.arrayContaining(['Payment successful', 'Ticket issued']));
    for (const m of en) expect(`${m.title} ${m.content}`).not.toMatch(/出票|支付|订单|退票/);
    expect(en.find((m) => m.title === 'Ticket issued')?.content).toMatch(/^Order TK\w+: /);
    // The body cut into wording and data: the order number and the route are data, 'Order ' and ': ' are wording.
    const issued = en.find((m) => m.title === 'Ticket issued') as MessageItem & WithTextParts;
    expect(issued.contentParts?.map((p) => p.text).join('')).toBe(issued.content);
    expect(issued.contentParts?.[0]).toEqual({ text: 'Order ' });
    const chinese = issued.contentParts?.filter((p) => /[\u4e00-\u9fff]/.test(p.text)) ?? [];
    expect(chinese.length).toBeGreaterThan(0);
    expect(chinese.every((p) => p.data)).toBe(true);
    // A text without data (the title) carries no parts.
    expect(issued.titleParts).toBeUndefined();
  });

  it('renders the refund title prefix per reader in the order list', async () => {
    const list = async (lang?: string) =>
      (await call<unknown, OrderListItem>(t.app, '/obt/allOrderList', { count: 50 }, { token: zhang, lang })).list;
    const zh = (await list()).find((o) => o.id === refundId);
    const en = (await list(EN)).find((o) => o.id === refundId);
    expect(zh?.title).toMatch(/^退票 /);
    expect(en?.title).toMatch(/^Refund /);
    expect(en?.title.slice('Refund '.length)).toBe(zh?.title.slice('退票 '.length));
  });

  it('renders order title prefixes per reader in the invoiceable orders', async () => {
    const list = async (lang?: string) =>
      (await call<unknown, InvoiceOrderItem>(t.app, '/obt/invoice/orderList', { count: 50 }, { token: zhang, lang }))
        .list;
    // An issued change order (its title as the change module writes it).
    const changeId = await insertOrder(t.app, {
      corpId: DEMO.corpId,
      empId: DEMO.zhangsan.id,
      deptId: DEMO.rdDept,
      createdAt: now(),
      status: 'issued',
      orderType: 11001,
    });
    await db().updateTable('orders').set({ title: '改签 北京-上海 CA1502' }).where('id', '=', changeId).execute();
    const zh = await list();
    const en = await list(EN);
    const prefixed = zh.filter((o) => /^(退票|改签) /.test(o.title));
    expect(prefixed.map((o) => o.orderId)).toContain(changeId);
    expect(en.find((o) => o.orderId === changeId)?.title).toBe('Change 北京-上海 CA1502');
    for (const o of prefixed) {
      const english = en.find((e) => e.orderId === o.orderId)?.title ?? '';
      expect(english).toMatch(/^(Refund|Change) /);
      expect(english.replace(/^\S+ /, '')).toBe(o.title.replace(/^\S+ /, ''));
    }
  });

  it('renders order title prefixes per reader on the itinerary calendar and past trips', async () => {
    const trip = async (path: string, orderId: string, lang?: string) =>
      (await call<unknown, ScheduleListItem>(t.app, path, { count: 100 }, { token: zhang, lang })).list.find(
        (o) => o.orderId === orderId,
      )?.title;
    // A changed trip of a product listed by its travel date, and a past flight refund (titles as after-sales writes).
    const base = { corpId: DEMO.corpId, empId: DEMO.zhangsan.id, deptId: DEMO.rdDept, createdAt: now() };
    const coming = await insertOrder(t.app, { ...base, orderType: ORDER_TYPE.other, travelDate: '2026-03-06' });
    const past = await insertOrder(t.app, { ...base, orderType: ORDER_TYPE.flight, travelDate: '2026-02-20' });
    await db().updateTable('orders').set({ title: '改签 北京-上海 G1' }).where('id', '=', coming).execute();
    await db().updateTable('orders').set({ title: '退票 北京-上海 CA1501' }).where('id', '=', past).execute();
    expect(await trip('/obt/order/scheduleList', coming)).toBe('改签 北京-上海 G1');
    expect(await trip('/obt/order/scheduleList', coming, EN)).toBe('Change 北京-上海 G1');
    expect(await trip('/obt/order/scheduleHistory', past)).toBe('退票 北京-上海 CA1501');
    expect(await trip('/obt/order/scheduleHistory', past, EN)).toBe('Refund 北京-上海 CA1501');
  });

  it("renders the cashier's order title per reader, its route and flight as data", async () => {
    const orderId = await insertPayable(t.app, { corpId: DEMO.corpId, empId: DEMO.zhangsan.id, deptId: DEMO.rdDept });
    await db().updateTable('orders').set({ title: '改签 北京-上海 CA1502' }).where('id', '=', orderId).execute();
    const order = async (lang?: string) =>
      (
        await call<PaySubjectData>(t.app, '/obt/getPaySubject', { orderIds: [orderId] }, { token: zhang, lang })
      ).data.orders.find((o) => o.orderId === orderId) as
        (PaySubjectData['orders'][number] & WithTextParts) | undefined;
    const zh = await order();
    const en = await order(EN);
    expect(zh?.title).toBe('改签 北京-上海 CA1502');
    expect(en?.title).toBe('Change 北京-上海 CA1502');
    expect(en?.titleParts).toEqual([{ text: 'Change ' }, { text: '北京-上海 CA1502', data: true }]);
    expect(zh?.titleParts?.map((p) => p.text).join('')).toBe(zh?.title);
  });
});

describe('rows written before keys', () => {
  it('reads an old message as written, and matches a known old text to its key for an en-US reader', async () => {
    const orderId = await insertOrder(t.app, {
      corpId: DEMO.corpId,
      empId: DEMO.zhangsan.id,
      deptId: DEMO.rdDept,
      createdAt: now(),
      status: 'paid',
      orderType: 11001,
    });
    // As written before keys: only the default-language texts.
    const old = await insertMessage(t.app, { corpId: DEMO.corpId, empId: DEMO.zhangsan.id, createdAt: now() });
    await db()
      .updateTable('messages')
      .set({ content: '一段自由文字', order_id: orderId })
      .where('id', '=', old)
      .execute();
    const en = (await messages(EN)).find((m) => m.id === old);
    expect(en).toMatchObject({ title: 'Ticket issued', content: '一段自由文字' });
  });

  it('maps the old English notes and a payment id of an old timeline row', async () => {
    const orderId = await insertOrder(t.app, {
      corpId: DEMO.corpId,
      empId: DEMO.zhangsan.id,
      deptId: DEMO.rdDept,
      createdAt: now(),
      status: 'awaitingPayment',
      orderType: 11097,
    });
    await db()
      .transaction()
      .execute((trx) =>
        orderTransition(trx, orderId, ['awaitingPayment'], 'paid', 'payment 0mwwabcdef', { nowMs: now() }),
      );
    // As an old row: the key columns empty, only the English text.
    await db()
      .updateTable('order_events')
      .set({ note_key: '', note_params: '' })
      .where('order_id', '=', orderId)
      .execute();
    const detail = async (lang?: string) =>
      (await call<{ events: { note: string }[] }>(t.app, '/obt/order/detail', { orderId }, { token: zhang, lang })).data
        .events;
    expect((await detail()).map((e) => e.note)).toContain('已支付');
    expect((await detail(EN)).map((e) => e.note)).toContain('Paid');
  });
});

describe('invoice messages', () => {
  it('opens the invoice request, in the reader’s language', async () => {
    const orderId = await insertOrder(t.app, {
      corpId: DEMO.corpId,
      empId: DEMO.zhangsan.id,
      deptId: DEMO.rdDept,
      createdAt: now(),
      status: 'issued',
      orderType: 11001,
      totalFen: 50000,
      orderNo: 'TKINV0000001',
    });
    const res = await callWithKey<KpOrderAddResult>(
      t.app,
      '/obt/kpOrderAdd',
      {
        kpswxxId: DEMO_INVOICE_TITLE.id,
        orders: [{ glddlx: 11001, glddid: orderId, glddbh: 'TKINV0000001' }],
        kpType: 1,
        email: 'zs@example.com',
      },
      zhang,
      newKey(),
    );
    expect(res.code).toBe(1);
    t.clock.advance(3_000);
    await t.app.obt.jobs.runDue();
    const zh = (await messages()).find((m) => m.invoiceId === res.data.invoiceId);
    const en = (await messages(EN)).find((m) => m.invoiceId === res.data.invoiceId);
    expect(zh?.title).toBe('发票已开具');
    expect(en?.title).toBe('Invoice issued');
    expect(en?.content).toMatch(/^Invoice request \S+ \(.+, CNY 500\.00\) issued, invoice number \d{20}$/);
  });
});

describe('the reference supplier’s insurance products', () => {
  it('names and describes them in the reader’s language', async () => {
    const list = async (lang?: string) =>
      (
        await call<unknown, { bxid: string; bxmc: string; bxxz: string; besm: string; bxtk: string }>(
          t.app,
          '/obt/bx/getBxcpList',
          { cplx: '10901' },
          { token: zhang, lang },
        )
      ).list;
    const zh = await list();
    const en = await list(EN);
    expect(zh.map((p) => p.bxmc)).toEqual(expect.arrayContaining(['航空意外险', '航班延误险']));
    expect(en.map((p) => p.bxmc)).toEqual(
      expect.arrayContaining(['Flight accident insurance', 'Flight delay insurance']),
    );
    for (const p of en) expect(`${p.bxmc} ${p.bxxz} ${p.besm} ${p.bxtk}`).not.toMatch(/[\u4e00-\u9fff]/);
    const one = await call<{ bxmc: string }>(
      t.app,
      '/obt/bx/getBxcpById',
      { bxid: en[0]!.bxid },
      { token: zhang, lang: EN },
    );
    expect(one.data.bxmc).toBe(en[0]!.bxmc);
  });
});
