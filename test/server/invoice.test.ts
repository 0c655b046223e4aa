/**
 * Invoices (issue 5, SPEC §3 swxx / invoice request / paper delivery, §7 Common invoice calls): titles and the tax
 * number rule, scoping, invoiceable orders, kpOrderAdd (idempotent, an order invoiced once), the electronic issue
 * job and its PDF, sendKpEmail into the outbox, paper fees, posting, tracking and delivery.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  ExpressAddressFee,
  ExpressFee,
  ExpressTracking,
  InvoiceDetail,
  InvoiceListItem,
  InvoiceOrderItem,
  KpOrderAddResult,
  PdfGenerateResult,
  SwxxItem,
} from '../../src/api/contract/invoice';
import { build } from '../../server/src/app';
import { ucs2Hex } from '../../server/src/lib/pdf';
import { DEMO_INVOICE_TITLE } from '../../server/src/db/seed/invoices';
import { insertOrder } from './helpers/fixtures';
import { takeNextNumbers } from './helpers/takenNumbers';
import { callWithKey, newKey } from './helpers/payFixtures';
import { DEMO, call, createTestApp, login, type TestApp } from './helpers/testApp';

let t: TestApp;
let zhangsan: string;
let lisi: string;
let fengli: string;

const now = () => t.clock.ms;

/** An order of 张三 (booker and traveller) in a given status. */
async function order(
  status: string,
  totalFen = 123456,
  corpId: string = DEMO.corpId,
): Promise<{ id: string; no: string }> {
  const no = `T${Math.random().toString(36).slice(2, 12).toUpperCase()}`;
  const empId = corpId === DEMO.corpId ? DEMO.zhangsan.id : DEMO.fengli.id;
  const id = await insertOrder(t.app, {
    corpId,
    empId,
    deptId: corpId === DEMO.corpId ? DEMO.rdDept : '20101',
    createdAt: now(),
    status,
    totalFen,
    orderNo: no,
    travellers: [{ empId, deptId: null, name: '张三' }],
  });
  return { id, no };
}

function kp(
  token: string,
  body: Record<string, unknown>,
  key: string = newKey(),
): Promise<{ code: number; tips: string; data: KpOrderAddResult }> {
  return callWithKey<KpOrderAddResult>(t.app, '/obt/kpOrderAdd', body, token, key);
}

const ref = (o: { id: string; no: string }) => ({ glddlx: 11001, glddid: o.id, glddbh: o.no });

async function detail(token: string, invoiceId: string) {
  return call<InvoiceDetail>(t.app, '/obt/invoice/detail', { invoiceId }, { token });
}

async function get(url: string, token?: string) {
  return t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

beforeAll(async () => {
  t = await createTestApp();
  [zhangsan, lisi, fengli] = await Promise.all([
    login(t.app, DEMO.zhangsan.phone),
    login(t.app, DEMO.lisi.phone),
    login(t.app, DEMO.fengli.phone),
  ]);
});

afterAll(async () => {
  await t.close();
});

describe('invoice titles (swxx)', () => {
  it('lists the seeded title of 张三', async () => {
    const res = await call<unknown, SwxxItem>(t.app, '/obt/swxx/list', {}, { token: zhangsan });
    expect(res.code).toBe(1);
    expect(res.list.map((x) => x.id)).toContain(DEMO_INVOICE_TITLE.id);
  });

  it('requires the tax number of an enterprise title and checks its format (SPEC §3)', async () => {
    const missing = await call(t.app, '/obt/swxx/edit', { gsmc: '某某公司', unitType: 1 }, { token: zhangsan });
    expect(missing).toMatchObject({ code: 2, tips: '纳税人识别号 不能为空' });
    const short = await call(
      t.app,
      '/obt/swxx/edit',
      { gsmc: '某某公司', unitType: 1, nsrsbh: '1234' },
      { token: zhangsan },
    );
    expect(short.code).toBe(2);
    expect(short.tips).toContain('15、18或20位');
    const checksum = await call(
      t.app,
      '/obt/swxx/edit',
      { gsmc: '某某公司', unitType: 1, nsrsbh: '91350100M000100Y44' },
      { token: zhangsan, lang: 'en-US' },
    );
    expect(checksum.code).toBe(2);
    expect(checksum.tips).toMatch(/check character/);
    const badMail = await call(
      t.app,
      '/obt/swxx/edit',
      { gsmc: '某某公司', unitType: 1, nsrsbh: '91350100M000100Y43', jsEmail: 'nope' },
      { token: zhangsan },
    );
    expect(badMail.code).toBe(2);
  });

  it('creates, updates, reads and deletes a title; an individual may leave the tax number empty', async () => {
    const created = await call<SwxxItem>(
      t.app,
      '/obt/swxx/edit',
      { gsmc: ' 福建某某有限公司 ', unitType: 1, nsrsbh: '91350100m000100y43', yydzTel: '福州市 0591-1234567' },
      { token: zhangsan },
    );
    expect(created.code).toBe(1);
    expect(created.data).toMatchObject({ gsmc: '福建某某有限公司', nsrsbh: '91350100M000100Y43', unitType: 1 });
    const updated = await call<SwxxItem>(
      t.app,
      '/obt/swxx/edit',
      { id: created.data.id, gsmc: '张三', unitType: 2 },
      { token: zhangsan },
    );
    expect(updated.data).toMatchObject({ id: created.data.id, gsmc: '张三', nsrsbh: '', unitType: 2 });
    const read = await call<SwxxItem>(t.app, '/obt/swxx/detail', { id: created.data.id }, { token: zhangsan });
    expect(read.data.gsmc).toBe('张三');
    expect((await call(t.app, '/obt/swxx/delete', { id: created.data.id }, { token: zhangsan })).code).toBe(1);
    expect((await call(t.app, '/obt/swxx/detail', { id: created.data.id }, { token: zhangsan })).code).toBe(404);
  });

  it("keeps a title to its employee: a colleague or another company's employee gets not found", async () => {
    for (const token of [lisi, fengli]) {
      expect((await call(t.app, '/obt/swxx/detail', { id: DEMO_INVOICE_TITLE.id }, { token })).code).toBe(404);
      const edit = await call(
        t.app,
        '/obt/swxx/edit',
        { id: DEMO_INVOICE_TITLE.id, gsmc: 'x', unitType: 2 },
        { token },
      );
      expect(edit.code).toBe(404);
      const list = await call<unknown, SwxxItem>(t.app, '/obt/swxx/list', {}, { token });
      expect(list.list.map((x) => x.id)).not.toContain(DEMO_INVOICE_TITLE.id);
    }
  });
});

describe('invoiceable orders and kpOrderAdd', () => {
  it('lists paid or later orders of my scope that are not invoiced yet', async () => {
    const issued = await order('issued', 88000);
    const unpaid = await order('awaitingPayment');
    const cancelled = await order('cancelled');
    const other = await order('issued', 5000, DEMO.corp2Id);
    const res = await call<{ total: number }, InvoiceOrderItem>(
      t.app,
      '/obt/invoice/orderList',
      {},
      { token: zhangsan },
    );
    expect(res.code).toBe(1);
    const ids = res.list.map((o) => o.orderId);
    expect(ids).toContain(issued.id);
    expect(ids).not.toContain(unpaid.id);
    expect(ids).not.toContain(cancelled.id);
    expect(ids).not.toContain(other.id);
    expect(res.list.find((o) => o.orderId === issued.id)).toMatchObject({ orderNo: issued.no, amount: 880 });
    expect(res.data).toMatchObject({ pageNum: 1, count: 20 });

    const requested = await kp(zhangsan, { kpswxxId: DEMO_INVOICE_TITLE.id, orders: [ref(issued)], kpType: 1 });
    expect(requested.code).toBe(1);
    const after = await call<unknown, InvoiceOrderItem>(t.app, '/obt/invoice/orderList', {}, { token: zhangsan });
    expect(after.list.map((o) => o.orderId)).not.toContain(issued.id);
  });

  it('refuses an unpaid order, an order of another company and an order already invoiced', async () => {
    const unpaid = await order('awaitingPayment');
    const notPaid = await kp(zhangsan, { kpswxxId: DEMO_INVOICE_TITLE.id, orders: [ref(unpaid)], kpType: 1 });
    expect(notPaid.code).toBe(2);
    expect(notPaid.tips).toContain(unpaid.no);
    const other = await order('issued', 5000, DEMO.corp2Id);
    expect((await kp(zhangsan, { kpswxxId: DEMO_INVOICE_TITLE.id, orders: [ref(other)], kpType: 1 })).code).toBe(404);

    const done = await order('completed', 20000);
    expect((await kp(zhangsan, { kpswxxId: DEMO_INVOICE_TITLE.id, orders: [ref(done)], kpType: 1 })).code).toBe(1);
    const again = await kp(zhangsan, { kpswxxId: DEMO_INVOICE_TITLE.id, orders: [ref(done)], kpType: 1 });
    expect(again).toMatchObject({ code: 2, tips: `订单 ${done.no} 已申请过发票，不能重复开票` });
    const en = await callWithKey(
      t.app,
      '/obt/kpOrderAdd',
      { kpswxxId: DEMO_INVOICE_TITLE.id, orders: [ref(done)], kpType: 1 },
      zhangsan,
      newKey(),
      'en-US',
    );
    expect(en.tips).toBe(`An invoice has already been requested for order ${done.no}`);
  });

  it('draws a request number again when another instance already gave it out (issue 17)', async () => {
    const first = await kp(zhangsan, {
      kpswxxId: DEMO_INVOICE_TITLE.id,
      orders: [ref(await order('issued'))],
      kpType: 1,
    });
    const template = await t.app.obt.db
      .selectFrom('invoice_requests')
      .selectAll()
      .where('id', '=', first.data.invoiceId)
      .executeTakeFirstOrThrow();
    const taken = await takeNextNumbers(t.app.obt.db, 'invoice_requests', 'kp_no', template, 'KP', now());
    const made = [];
    for (let i = 0; i < 3; i += 1) {
      made.push(
        await kp(zhangsan, { kpswxxId: DEMO_INVOICE_TITLE.id, orders: [ref(await order('issued'))], kpType: 1 }),
      );
    }
    expect(made.map((r) => r.code)).toEqual([1, 1, 1]);
    expect(new Set(made.map((r) => r.data.kpNo)).size).toBe(3);
    for (const r of made) {
      expect(taken.has(r.data.kpNo)).toBe(false);
      expect((await detail(zhangsan, r.data.invoiceId)).data).toMatchObject({ kpNo: r.data.kpNo });
    }
    // The other instance's rows go again: later tests read this person's list from its newest rows.
    await t.app.obt.db
      .deleteFrom('invoice_requests')
      .where('kp_no', 'in', [...taken])
      .execute();
  });

  it('lets only one of two concurrent requests claim the same order', async () => {
    const o = await order('issued', 30000);
    const body = { kpswxxId: DEMO_INVOICE_TITLE.id, orders: [ref(o)], kpType: 1 };
    const [a, b] = await Promise.all([kp(zhangsan, body), kp(zhangsan, body)]);
    expect([a.code, b.code].sort()).toEqual([1, 2]);
    const rows = await t.app.obt.db
      .selectFrom('invoice_request_orders')
      .select('id')
      .where('order_id', '=', o.id)
      .where('active', '=', 1)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('answers the same request once for the same idempotency key', async () => {
    const o = await order('issued', 40000);
    const body = { kpswxxId: DEMO_INVOICE_TITLE.id, orders: [ref(o)], kpType: 1, email: 'zs@example.com' };
    const key = newKey();
    const first = await kp(zhangsan, body, key);
    const second = await kp(zhangsan, body, key);
    expect(first.code).toBe(1);
    expect(second.data).toEqual(first.data);
    const rows = await t.app.obt.db
      .selectFrom('invoice_request_orders')
      .select('invoice_id')
      .where('order_id', '=', o.id)
      .execute();
    expect(rows).toEqual([{ invoice_id: first.data.invoiceId }]);
    expect((await callWithKey(t.app, '/obt/kpOrderAdd', body, zhangsan, null)).code).toBe(2);
  });

  it('sums the orders in fen and checks the order reference', async () => {
    const a = await order('issued', 10001);
    const b = await order('confirmed', 20002);
    const res = await kp(zhangsan, { kpswxxId: DEMO_INVOICE_TITLE.id, orders: [ref(a), ref(b)], kpType: 1 });
    expect(res.data).toMatchObject({ amount: 300.03, expressFee: 0, status: 'requested' });
    const c = await order('issued');
    const wrongType = await kp(zhangsan, {
      kpswxxId: DEMO_INVOICE_TITLE.id,
      orders: [{ ...ref(c), glddlx: 11007 }],
      kpType: 1,
    });
    expect(wrongType.code).toBe(2);
    const dup = await kp(zhangsan, { kpswxxId: DEMO_INVOICE_TITLE.id, orders: [ref(c), ref(c)], kpType: 1 });
    expect(dup).toMatchObject({ code: 2, tips: '同一订单不能重复选择' });
  });
});

describe('electronic invoice: issue job, PDF, e-mail', () => {
  let invoiceId = '';

  beforeAll(async () => {
    const o = await order('issued', 123456);
    const res = await kp(zhangsan, {
      kpswxxId: DEMO_INVOICE_TITLE.id,
      orders: [ref(o)],
      kpType: 1,
      email: 'zs@example.com',
    });
    expect(res.code).toBe(1);
    invoiceId = res.data.invoiceId;
  });

  it('is issued by the job a few seconds later with a 20-digit number and a message', async () => {
    const before = await detail(zhangsan, invoiceId);
    expect(before.data).toMatchObject({ status: 'requested', pdfUrl: '', canSendEmail: false, invoiceNo: '' });
    const notYet = await call(t.app, '/obt/sendKpEmail', { invoiceId, email: 'zs@example.com' }, { token: zhangsan });
    expect(notYet).toMatchObject({ code: 2, tips: '发票尚未开具，请稍后再试' });
    t.clock.advance(3_000);
    await t.app.obt.jobs.runDue();
    const after = await detail(zhangsan, invoiceId);
    expect(after.data).toMatchObject({ status: 'issued', canSendEmail: true, amount: 1234.56 });
    expect(after.data.invoiceNo).toMatch(/^\d{20}$/);
    expect(after.data.pdfUrl).toMatch(new RegExp(`^/obt/pdf/invoice/${invoiceId}\\?t=`));
    const msg = await t.app.obt.db
      .selectFrom('messages')
      .select(['title', 'content', 'yycj'])
      .where('emp_id', '=', DEMO.zhangsan.id)
      .where('title', '=', '发票已开具')
      .execute();
    expect(msg.some((m) => m.content.includes(after.data.invoiceNo) && m.yycj === 1)).toBe(true);
    // The request's e-mail gets the PDF link as soon as it is issued.
    const outbox = await call<unknown, { to: string; subject: string; body: string }>(
      t.app,
      '/obt/dev/outbox',
      {},
      { token: zhangsan },
    );
    const issuedMail = outbox.list.find((m) => m.subject === `电子发票 ${after.data.invoiceNo}`);
    expect(issuedMail?.to).toBe('zs@example.com');
    expect(issuedMail?.body).toMatch(new RegExp(`/obt/pdf/invoice/${invoiceId}\\?t=`));
  });

  it('downloads the PDF with the session or the signed link, with the buyer, seller and amounts', async () => {
    const d = (await detail(zhangsan, invoiceId)).data;
    const byLink = await get(d.pdfUrl);
    expect(byLink.statusCode).toBe(200);
    expect(byLink.headers['content-type']).toBe('application/pdf');
    const pdf = byLink.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdf).toContain(ucs2Hex(`名称：${DEMO_INVOICE_TITLE.gsmc}`));
    expect(pdf).toContain(ucs2Hex(`统一社会信用代码/纳税人识别号：${DEMO_INVOICE_TITLE.nsrsbh}`));
    expect(pdf).toContain(ucs2Hex(`发票号码：${d.invoiceNo}`));
    expect(pdf).toContain(ucs2Hex('壹仟贰佰叁拾肆元伍角陆分'));
    expect(pdf).toContain('(1,234.56)');

    const bySession = await get(`/obt/pdf/invoice/${invoiceId}`, zhangsan);
    expect(bySession.statusCode).toBe(200);
    expect(bySession.headers['content-type']).toBe('application/pdf');
    expect((await get(`/obt/pdf/invoice/${invoiceId}`)).statusCode).toBe(401);
  });

  it('refuses a token of another document, a tampered or expired token, and other employees', async () => {
    const d = (await detail(zhangsan, invoiceId)).data;
    const token = new URL(d.pdfUrl, 'http://x').searchParams.get('t') ?? '';
    const other = await order('issued', 1000);
    const otherReq = await kp(zhangsan, { kpswxxId: DEMO_INVOICE_TITLE.id, orders: [ref(other)], kpType: 1 });
    t.clock.advance(3_000);
    await t.app.obt.jobs.runDue();
    expect((await get(`/obt/pdf/invoice/${otherReq.data.invoiceId}?t=${encodeURIComponent(token)}`)).statusCode).toBe(
      404,
    );
    const tampered = token.replace(/\.\d{5}\./, '.40003.');
    expect((await get(`/obt/pdf/invoice/${invoiceId}?t=${encodeURIComponent(tampered)}`)).statusCode).toBe(404);
    // Another company's session, and a colleague who is not in the request's scope.
    expect((await get(`/obt/pdf/invoice/${invoiceId}`, fengli)).statusCode).toBe(404);
    expect((await detail(fengli, invoiceId)).code).toBe(404);
    const wangwu = await login(t.app, DEMO.wangwu.phone);
    expect((await get(`/obt/pdf/invoice/${invoiceId}`, wangwu)).statusCode).toBe(200);
    // In-app links live 10 minutes.
    t.clock.advance(10 * 60_000 + 1);
    expect((await get(d.pdfUrl)).statusCode).toBe(404);
  });

  it('pdf/generate gives a fresh link; only for an issued electronic invoice', async () => {
    const link = await call<PdfGenerateResult>(
      t.app,
      '/obt/pdf/generate',
      { type: 'invoice', id: invoiceId },
      { token: zhangsan },
    );
    expect(link.code).toBe(1);
    expect(link.data.fileName).toMatch(/^invoice-\d{20}\.pdf$/);
    expect(link.data.expiresAt).toBe(t.clock.ms + 10 * 60_000);
    expect((await get(link.data.url)).statusCode).toBe(200);
    const o = await order('issued', 1000);
    const pending = await kp(zhangsan, { kpswxxId: DEMO_INVOICE_TITLE.id, orders: [ref(o)], kpType: 1 });
    const refused = await call(
      t.app,
      '/obt/pdf/generate',
      { type: 'invoice', id: pending.data.invoiceId },
      { token: zhangsan },
    );
    expect(refused.code).toBe(2);
    expect((await call(t.app, '/obt/pdf/generate', { type: 'invoice', id: invoiceId }, { token: fengli })).code).toBe(
      404,
    );
  });

  it('sendKpEmail writes an outbox mail whose link downloads the PDF', async () => {
    const sent = await call(
      t.app,
      '/obt/sendKpEmail',
      { invoiceId, email: 'finance@example.com' },
      { token: zhangsan, host: 'obt.example.com' },
    );
    expect(sent.code).toBe(1);
    const outbox = await call<unknown, { to: string; subject: string; body: string }>(
      t.app,
      '/obt/dev/outbox',
      {},
      { token: zhangsan },
    );
    const mail = outbox.list[0];
    const d = (await detail(zhangsan, invoiceId)).data;
    expect(mail).toMatchObject({ to: 'finance@example.com', subject: `电子发票 ${d.invoiceNo}` });
    const url = /http:\/\/obt\.example\.com(\/obt\/pdf\/invoice\/\S+)/.exec(mail?.body ?? '')?.[1];
    expect(url).toBeDefined();
    // Mail links stay valid for 72 hours (in-app links: 10 minutes).
    t.clock.advance(11 * 3600_000);
    const res = await get(url as string);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const bad = await call(t.app, '/obt/sendKpEmail', { invoiceId, email: 'nope' }, { token: zhangsan });
    expect(bad.code).toBe(2);
  });

  it('lists my requests, newest first', async () => {
    const list = await call<{ total: number }, InvoiceListItem>(t.app, '/obt/invoice/list', {}, { token: zhangsan });
    expect(list.code).toBe(1);
    expect(list.list.length).toBeGreaterThan(0);
    expect(list.list.find((r) => r.id === invoiceId)).toMatchObject({ kpType: 1, status: 'issued', orderCount: 1 });
    const other = await call<{ total: number }, InvoiceListItem>(t.app, '/obt/invoice/list', {}, { token: fengli });
    expect(other.list.map((r) => r.id)).not.toContain(invoiceId);
  });
});

describe('paper invoice: fees, address, posting and tracking', () => {
  it('prices delivery by province and express type (1 return collect, 2 prepaid)', async () => {
    const prepaid = await call<ExpressFee>(
      t.app,
      '/obt/express/matchFee',
      { province: '北京市', sendMode: 2 },
      { token: zhangsan },
    );
    expect(prepaid.data).toMatchObject({ province: '北京市', sendMode: 2, fee: 12, courierCompany: '顺丰速运' });
    const collect = await call<ExpressFee>(
      t.app,
      '/obt/express/matchFee',
      { province: '北京市', sendMode: 1 },
      { token: zhangsan },
    );
    expect(collect.data.fee).toBe(0);
    const remote = await call<ExpressFee>(
      t.app,
      '/obt/express/matchFee',
      { province: '新疆维吾尔自治区', sendMode: 2 },
      { token: zhangsan },
    );
    expect(remote.data.fee).toBe(20);
    expect(
      (await call(t.app, '/obt/express/matchFee', { province: '火星', sendMode: 2 }, { token: zhangsan })).code,
    ).toBe(2);
    const byAddress = await call<ExpressAddressFee>(
      t.app,
      '/obt/express/addressFee',
      { addressId: '74001' },
      { token: zhangsan },
    );
    expect(byAddress.data).toMatchObject({
      province: '上海市',
      options: [
        { sendMode: 1, fee: 0 },
        { sendMode: 2, fee: 8 },
      ],
    });
    // Someone else's address is not found.
    expect((await call(t.app, '/obt/express/addressFee', { addressId: '74003' }, { token: zhangsan })).code).toBe(404);
  });

  it('adds the prepaid fee of matchFee, edits the address before posting, then tracks the parcel to delivery', async () => {
    const o = await order('issued', 50000);
    const res = await kp(zhangsan, {
      kpswxxId: DEMO_INVOICE_TITLE.id,
      orders: [ref(o)],
      kpType: 2,
      express: { sendMode: 2, addressId: '74002' },
    });
    expect(res.code).toBe(1);
    const fee = await call<ExpressFee>(
      t.app,
      '/obt/express/matchFee',
      { province: '北京市', sendMode: 2 },
      { token: zhangsan },
    );
    expect(res.data).toMatchObject({ amount: 500, expressFee: fee.data.fee });
    const id = res.data.invoiceId;

    const before = await detail(zhangsan, id);
    expect(before.data).toMatchObject({ status: 'requested', canEditAddress: true, pdfUrl: '' });
    expect(before.data.delivery).toMatchObject({
      reciPient: '李娜',
      reciPhone: '139****0001',
      province: '北京市',
      fee: 12,
    });
    const notPosted = await call<ExpressTracking>(t.app, '/obt/express/query', { invoiceId: id }, { token: zhangsan });
    expect(notPosted.data).toMatchObject({ state: 'notPosted', events: [] });

    const edited = await call<InvoiceDetail>(
      t.app,
      '/obt/editPsdz',
      {
        invoiceId: id,
        reciPient: '王小明',
        reciPhone: '13912345678',
        province: '西藏自治区',
        city: '拉萨市',
        area: '城关区',
        reciAddr: '北京中路1号',
      },
      { token: zhangsan },
    );
    expect(edited.code).toBe(1);
    expect(edited.data).toMatchObject({
      expressFee: 20,
      delivery: { reciPient: '王小明', province: '西藏自治区', fee: 20 },
    });
    const badPhone = await call(
      t.app,
      '/obt/editPsdz',
      { invoiceId: id, reciPient: 'x', reciPhone: '123', province: '上海', reciAddr: 'y' },
      { token: zhangsan },
    );
    expect(badPhone.code).toBe(2);

    t.clock.advance(60_000);
    await t.app.obt.jobs.runDue();
    const posted = await detail(zhangsan, id);
    expect(posted.data).toMatchObject({ status: 'posted', canEditAddress: false });
    expect(posted.data.delivery?.trackingNo).toMatch(/^SF\d{12}$/);
    expect(posted.data.delivery?.courierCompany).toBe('顺丰速运');
    expect(posted.data.invoiceNo).toMatch(/^\d{20}$/);
    const locked = await call(t.app, '/obt/editPsdz', { invoiceId: id, addressId: '74001' }, { token: zhangsan });
    expect(locked).toMatchObject({ code: 2, tips: '发票已寄出，不能再修改寄送地址' });
    const postedMsg = await t.app.obt.db
      .selectFrom('messages')
      .select('content')
      .where('emp_id', '=', DEMO.zhangsan.id)
      .where('title', '=', '发票已寄出')
      .execute();
    expect(postedMsg.some((m) => m.content.includes(posted.data.delivery?.trackingNo ?? '-'))).toBe(true);

    const trackingNo = posted.data.delivery?.trackingNo ?? '';
    const first = await call<ExpressTracking>(t.app, '/obt/express/query', { trackingNo }, { token: zhangsan });
    expect(first.data).toMatchObject({ state: 'inTransit', trackingNo });
    expect(first.data.events).toHaveLength(1);
    t.clock.advance(3 * 3600_000);
    const second = await call<ExpressTracking>(
      t.app,
      '/obt/express/query',
      { invoiceId: id },
      { token: zhangsan, lang: 'en-US' },
    );
    expect(second.data.events.map((e) => e.text)).toEqual([
      'Departed the Shanghai hub',
      'Picked up by the Shanghai Pudong branch',
    ]);
    // Deterministic: the same lookup tells the same story.
    const again = await call<ExpressTracking>(
      t.app,
      '/obt/express/query',
      { invoiceId: id },
      { token: zhangsan, lang: 'en-US' },
    );
    expect(again.data).toEqual(second.data);

    t.clock.advance(60 * 3600_000);
    await t.app.obt.jobs.runDue();
    // Sessions idle for 12 hours time out: sign in again.
    [zhangsan, fengli] = await Promise.all([login(t.app, DEMO.zhangsan.phone), login(t.app, DEMO.fengli.phone)]);
    const done = await call<ExpressTracking>(t.app, '/obt/express/query', { invoiceId: id }, { token: zhangsan });
    expect(done.data.state).toBe('delivered');
    expect(done.data.events).toHaveLength(5);
    expect(done.data.events[2]?.text).toContain('西藏自治区拉萨市');
    const delivered = await detail(zhangsan, id);
    expect(delivered.data.status).toBe('delivered');
    expect(delivered.data.delivery?.deliveredAt).toBe(done.data.events[0]?.at);
    // Other people cannot look the parcel up by its number.
    expect((await call(t.app, '/obt/express/query', { trackingNo }, { token: fengli })).code).toBe(404);
    const paper = await call<unknown, InvoiceListItem>(t.app, '/obt/invoice/list', { kpType: 2 }, { token: zhangsan });
    expect(paper.list.every((r) => r.kpType === 2)).toBe(true);
    expect(paper.list.find((r) => r.id === id)).toMatchObject({ trackingNo, status: 'delivered' });
  });

  it('needs an address for paper and a reachable province; return collect costs nothing', async () => {
    const o = await order('issued', 1000);
    const none = await kp(zhangsan, { kpswxxId: DEMO_INVOICE_TITLE.id, orders: [ref(o)], kpType: 2 });
    expect(none.code).toBe(2);
    const mars = await kp(zhangsan, {
      kpswxxId: DEMO_INVOICE_TITLE.id,
      orders: [ref(o)],
      kpType: 2,
      express: { sendMode: 2, reciPient: 'x', reciPhone: '13912345678', province: '火星', reciAddr: 'y' },
    });
    expect(mars.code).toBe(2);
    const collect = await kp(zhangsan, {
      kpswxxId: DEMO_INVOICE_TITLE.id,
      orders: [ref(o)],
      kpType: 2,
      express: { sendMode: 1, addressId: '74002' },
    });
    expect(collect.data).toMatchObject({ expressFee: 0 });
    const sendMail = await call(
      t.app,
      '/obt/sendKpEmail',
      { invoiceId: collect.data.invoiceId, email: 'a@example.com' },
      { token: zhangsan },
    );
    expect(sendMail).toMatchObject({ code: 2, tips: '纸质发票不支持发送电子版' });
  });
});

describe('a restart loses nothing', () => {
  // A file database reopened by a second app (SQLite; PostgreSQL runs the same job code).
  const sqliteOnly = process.env.DATABASE_URL ? it.skip : it;
  sqliteOnly('a request made before a restart is issued by the next process', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'obt-invoice-'));
    const clock = { ms: Date.parse('2026-03-02T02:00:00.000Z') };
    const opts = { demoOrders: false, dbFile: join(dir, 'obt.db'), now: () => new Date(clock.ms) };
    try {
      const first = await build(opts);
      const token = await login(first, DEMO.zhangsan.phone);
      const id = await insertOrder(first, {
        corpId: DEMO.corpId,
        empId: DEMO.zhangsan.id,
        deptId: DEMO.rdDept,
        createdAt: clock.ms,
        status: 'issued',
        orderNo: 'TRESTART1',
      });
      const res = await callWithKey<KpOrderAddResult>(
        first,
        '/obt/kpOrderAdd',
        { kpswxxId: DEMO_INVOICE_TITLE.id, orders: [{ glddlx: 11001, glddid: id }], kpType: 1 },
        token,
        newKey(),
      );
      expect(res.code).toBe(1);
      await first.close();

      clock.ms += 5_000;
      const second = await build(opts);
      await second.obt.jobs.runDue();
      const row = await second.obt.db
        .selectFrom('invoice_requests')
        .select(['status', 'invoice_no'])
        .where('id', '=', res.data.invoiceId)
        .executeTakeFirst();
      await second.close();
      expect(row?.status).toBe('issued');
      expect(row?.invoice_no).toMatch(/^\d{20}$/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
