/**
 * Issue 16 security suite: the log-and-answer scan for personal data and secrets.
 *
 * One demo app (demo orders of every product, random secrets) with its log captured. A representative set of calls
 * runs: password and SMS logins, SMS codes, a flight booking, demand orders, a PDF link and its download, every
 * read call the OpenAPI document lists without required inputs, and every read call taking one order, demand
 * order, invoice, employee or trip-request id with ids of every product and of other employees and companies, each
 * as an employee, a department booker, the company administrator and another company's administrator. Then every
 * answer and every log line is scanned for:
 * - an unmasked mobile (SPEC §9) other than the caller's own (in the log: any unmasked mobile);
 * - an unmasked ID card number or any stored document number (ID, passport, permits) in full;
 * - an SMS code in the log; a session token other than in the login answer that issued it;
 * - a PDF download token in the log or in another person's answer; a configured secret anywhere.
 * New products are covered as they land: their routes come from the OpenAPI document, their orders from the seed.
 */
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { DEMO, cipher, createTestApp, DEMO_PASSWORD, type TestApp } from '../server/helpers/testApp';
import { DEMO_INVOICE_TITLE } from '../../server/src/db/seed/invoices';
import { markOrdersPaid } from '../../server/src/modules/orders/lifecycle';
import { bookCompliantFlight } from '../server/helpers/bookFlight';

type Caller = 'anonymous' | 'zhangsan' | 'lisi' | 'wangwu' | 'fengli';
/** zhangsan: employee (R&D); lisi: the R&D booker; wangwu: company administrator; fengli: another company's. */
const PEOPLE: Record<Exclude<Caller, 'anonymous'>, { phone: string; empId: string }> = {
  zhangsan: { phone: DEMO.zhangsan.phone, empId: DEMO.zhangsan.id },
  lisi: { phone: DEMO.lisi.phone, empId: DEMO.lisi.id },
  wangwu: { phone: DEMO.wangwu.phone, empId: DEMO.wangwu.id },
  fengli: { phone: DEMO.fengli.phone, empId: DEMO.fengli.id },
};
const CALLERS = Object.keys(PEOPLE) as Exclude<Caller, 'anonymous'>[];

const DAY = 86_400_000;
const chinaDayIn = (nowMs: number, days: number) =>
  new Date(nowMs + days * DAY + 8 * 3_600_000).toISOString().slice(0, 10);

/** Calls that change state or reveal on purpose; the scan never sends them on its own. */
const NOT_CRAWLED =
  /\/dev\/|cancel|Cancel|del|Del|apply|Apply|readAll|\/read$|onlinePay|\/pay\/|upload|LoginOut|vipCancel|EditInfo|EditPwd|validModifyPassword|ResetPwd|revealPersonalData|generateWxScheme|getValidateCode|wecom\/state|editPsdz|cancelPnr|\/pdf\/|getOrderLinkerPlainText|ipLocation|basemap/;
/** Id inputs the crawl fills from the database. */
const ID_INPUTS = ['orderId', 'needId', 'invoiceId', 'empId', 'ccsqdId'] as const;
type IdInput = (typeof ID_INPUTS)[number];

const MOBILE = /(?<![0-9A-Za-z])1[3-9]\d{9}(?![0-9A-Za-z])/g;
/** An 18-character mainland ID number: area, a birth date in 1900–2099, sequence, check digit. */
const ID_CARD =
  /(?<![0-9A-Za-z])\d{6}(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dXx](?![0-9A-Za-z])/g;

interface Answer {
  caller: Caller;
  route: string;
  text: string;
}

let t: TestApp;
const logLines: string[] = [];
const answers: Answer[] = [];
const tokenOf: Partial<Record<Caller, string>> = {};
/** Session tokens → the login answer (index in `answers`) that issued them. */
const sessionTokens = new Map<string, number>();
const smsCodes: string[] = [];
/** PDF download tokens with the caller they were made for. */
const pdfTokens: { token: string; caller: Caller }[] = [];
const secrets: string[] = [];
const hits: string[] = [];
let calls = 0;

function callerOf(headers: InjectOptions['headers']): Caller {
  const auth = String((headers as Record<string, string> | undefined)?.authorization ?? '');
  const token = auth.replace(/^Bearer /, '');
  return (Object.entries(tokenOf).find(([, v]) => v === token)?.[0] as Caller | undefined) ?? 'anonymous';
}

/** Records every answer the app gives through inject (the helpers' calls included). */
function recordAnswers(app: TestApp['app']) {
  const inject = app.inject.bind(app) as (o: InjectOptions) => Promise<LightMyRequestResponse>;
  (app as unknown as { inject: (o: InjectOptions) => Promise<LightMyRequestResponse> }).inject = async (
    o: InjectOptions,
  ) => {
    const res = await inject(o);
    calls += 1;
    const type = String(res.headers['content-type'] ?? '');
    if (type.includes('json') || type.includes('text')) {
      answers.push({ caller: callerOf(o.headers), route: `${o.method ?? 'GET'} ${o.url as string}`, text: res.body });
    }
    return res;
  };
}

async function send(caller: Caller, method: 'GET' | 'POST', url: string, body?: unknown) {
  const headers: Record<string, string> = {};
  const token = caller === 'anonymous' ? undefined : tokenOf[caller];
  if (token) headers.authorization = `Bearer ${token}`;
  if (method === 'POST') headers['idempotency-key'] = `scan-${randomBytes(6).toString('hex')}`;
  const res = await t.app.inject({
    method,
    url,
    headers,
    ...(method === 'POST' ? { payload: (body ?? {}) as InjectOptions['payload'] } : {}),
  });
  return res.body ? (JSON.parse(res.body) as { code: number; data?: Record<string, unknown> }) : { code: 0 };
}

async function passwordLogin(who: Exclude<Caller, 'anonymous'>): Promise<void> {
  const res = await send('anonymous', 'POST', '/obt/vipLogin', {
    loginType: 1,
    loginName: PEOPLE[who].phone,
    password: cipher(DEMO_PASSWORD),
  });
  const token = String(res.data?.token ?? '');
  if (!token) throw new Error(`login ${who}: ${JSON.stringify(res)}`);
  answers[answers.length - 1]!.caller = who;
  sessionTokens.set(token, answers.length - 1);
  tokenOf[who] = token;
}

/** Every string setting whose name says it is a secret or key, at any depth of the config. */
function configuredSecrets(config: unknown, path = ''): string[] {
  if (!config || typeof config !== 'object') return [];
  return Object.entries(config as Record<string, unknown>).flatMap(([k, v]) => {
    if (typeof v === 'string') return /secret|key|ticket/i.test(k) && v.length >= 8 ? [v] : [];
    return configuredSecrets(v, `${path}.${k}`);
  });
}

interface RouteInfo {
  method: 'GET' | 'POST';
  path: string;
  required: string[];
  inQuery: boolean;
}

async function openApiRoutes(): Promise<RouteInfo[]> {
  const res = await t.app.inject({ method: 'GET', url: '/obt/openapi.json' });
  const doc = JSON.parse(res.body) as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { name: string; in: string; required?: boolean }[];
          requestBody?: { content?: { 'application/json'?: { schema?: { required?: string[] } } } };
        }
      >
    >;
  };
  const out: RouteInfo[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      if (method !== 'get' && method !== 'post') continue;
      const params = (op.parameters ?? []).filter((p) => p.required);
      const body = op.requestBody?.content?.['application/json']?.schema?.required ?? [];
      out.push({
        method: method.toUpperCase() as 'GET' | 'POST',
        path,
        required: [...params.map((p) => p.name), ...body],
        inQuery: params.length > 0 && params.every((p) => p.in === 'query'),
      });
    }
  }
  return out;
}

/** Ids to crawl: per product (order type) orders of several employees and both companies, and the other kinds. */
async function idsToCrawl(): Promise<Record<IdInput, string[]>> {
  const db = t.app.obt.db;
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'order_type', 'emp_id', 'corp_id'])
    .orderBy('created_at', 'desc')
    .execute();
  const perKind = new Map<string, string[]>();
  for (const o of orders) {
    const kind = `${o.order_type}|${o.corp_id}`;
    const got = perKind.get(kind) ?? [];
    if (got.length < (o.corp_id === DEMO.corpId ? 2 : 1)) perKind.set(kind, [...got, o.id]);
  }
  const pick = async (table: 'flight_needs' | 'hotel_needs' | 'invoice_requests' | 'employees' | 'ccsqd', n: number) =>
    (
      await db
        .selectFrom(table as 'employees')
        .select('id')
        .limit(n)
        .execute()
        .catch(() => [] as { id: string }[])
    ).map((r) => r.id);
  return {
    orderId: [...perKind.values()].flat(),
    needId: [...(await pick('flight_needs', 4)), ...(await pick('hotel_needs', 4))],
    invoiceId: await pick('invoice_requests', 4),
    empId: [DEMO.zhangsan.id, DEMO.lisi.id, DEMO.qianqi.id, DEMO.fengli.id],
    ccsqdId: await pick('ccsqd', 4),
  };
}

/** Every stored document number (ID cards, passports, permits) and the people they belong to. */
async function storedDocuments(): Promise<{ value: string; empId: string | null }[]> {
  const db = t.app.obt.db;
  const emp = await db.selectFrom('employee_documents').select(['id_no', 'emp_id']).execute();
  const travellers = await db.selectFrom('order_travellers').select(['idno', 'emp_id']).execute();
  const frequent = await db.selectFrom('frequent_traveller_documents').select('id_no').execute();
  const out = [
    ...emp.map((d) => ({ value: d.id_no, empId: d.emp_id as string | null })),
    ...travellers.map((d) => ({ value: d.idno, empId: d.emp_id })),
    ...frequent.map((d) => ({ value: d.id_no, empId: null })),
  ];
  return out.filter((d) => d.value && d.value.length >= 6 && !d.value.includes('*'));
}

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const random = () => randomBytes(18).toString('base64url');
  t = await createTestApp({
    demoOrders: true,
    logger: true,
    logStream: stream,
    config: { ssoSecret: random(), codeSecret: random(), payNotifySecret: random(), paySignKey: random() },
  });
  recordAnswers(t.app);
  secrets.push(...configuredSecrets(t.app.obt.config).filter((s) => s !== t.app.obt.config.pwdKey));
}, 60_000);

afterAll(async () => {
  await t?.close();
  console.log(
    `[security] personal data: ${hits.length} unmasked in ${answers.length} answers and ${logLines.length} log lines`,
  );
});

it('no personal data, code, token or secret leaks into answers or the log', async () => {
  // Logins: password for each caller, and SMS (the demo answers the code to the phone's owner).
  for (const who of CALLERS) await passwordLogin(who);
  const sms = await send('anonymous', 'POST', '/obt/smsCodeGet', { phoneNumber: DEMO.qianqi.phone, scene: 1 });
  smsCodes.push(String(sms.data?.demoCode ?? ''));
  const smsLogin = await send('anonymous', 'POST', '/obt/vipLogin', {
    loginType: 2,
    loginName: DEMO.qianqi.phone,
    validateCodeId: sms.data?.validateCodeId,
    validateCode: sms.data?.demoCode,
  });
  expect(smsLogin.code).toBe(1);
  sessionTokens.set(String(smsLogin.data?.token), answers.length - 1);
  const wrong = await send('anonymous', 'POST', '/obt/smsCodeGet', { phoneNumber: DEMO.sunba.phone, scene: 1 });
  smsCodes.push(String(wrong.data?.demoCode ?? ''));
  await send('anonymous', 'POST', '/obt/smsCodeCheck', {
    phoneNumber: DEMO.sunba.phone,
    validateCodeId: wrong.data?.validateCodeId,
    validateCode: '000000',
  });
  expect(smsCodes.every((c) => /^\d{6}$/.test(c))).toBe(true);

  // A booking (paid and issued), demand orders with someone else's mobile as contact.
  const booked = await bookCompliantFlight(t.app, tokenOf.zhangsan!, chinaDayIn(t.clock.ms, 7));
  await t.app.obt.db
    .transaction()
    .execute((trx) => markOrdersPaid(t.app.obt, trx, [booked.orderId], 'pay-scan', { nowMs: t.clock.ms }));
  for (let i = 0; i < 2; i += 1) {
    t.clock.advance(4_000);
    await t.app.obt.jobs.runDue();
  }
  const flightNeed = await send('zhangsan', 'POST', '/obt/flight/gj/order/tkNeedOrderAdd', {
    adultNum: 1,
    childNum: 0,
    babyNum: 0,
    cabin: 'Y',
    expectBudget: 900,
    expectDeadline: `${chinaDayIn(t.clock.ms, 6)} 18:00`,
    tkNeedRanges: [{ depCity: 'BJS', arrCity: 'SHA', depDate: chinaDayIn(t.clock.ms, 7) }],
    voyageType: 1,
    onlyDirect: 0,
    linkman: '钱七',
    linkTel: DEMO.qianqi.phone,
  });
  expect(flightNeed.code).toBe(1);

  const hotelNeed = await send('zhangsan', 'POST', '/obt/hotel/need/saveNeedOrder', {
    cityId: 'SHA',
    checkIn: chinaDayIn(t.clock.ms, 7),
    checkOut: chinaDayIn(t.clock.ms, 9),
    rooms: 1,
    guestNames: ['李四'],
    budget: 800,
    stars: [4],
    area: '',
    requirements: '',
    linkman: '李四',
    linkTel: DEMO.lisi.phone,
  });
  expect(hotelNeed.code).toBe(1);
  // An electronic invoice of the order (issued by the job), mailed with its 72-hour link.
  const invoice = await send('zhangsan', 'POST', '/obt/kpOrderAdd', {
    kpswxxId: DEMO_INVOICE_TITLE.id,
    orders: [{ glddlx: 11001, glddid: booked.orderId, glddbh: booked.orderNo }],
    kpType: 1,
  });
  expect(invoice.code).toBe(1);
  for (let i = 0; i < 2; i += 1) {
    t.clock.advance(60_000);
    await t.app.obt.jobs.runDue();
  }
  const mailed = await send('zhangsan', 'POST', '/obt/sendKpEmail', {
    invoiceId: invoice.data?.invoiceId,
    email: 'zhangsan@demo.example.com',
  });
  expect(mailed.code).toBe(1);

  // A PDF link (the itinerary of that order) and its download without a session.
  const link = await send('zhangsan', 'POST', '/obt/pdf/generate', { type: 'itinerary', id: booked.orderId });
  expect(link.code).toBe(1);
  const url = String(link.data?.url ?? '');
  const pdfToken = new URL(url, 'http://x').searchParams.get('t') ?? '';
  expect(pdfToken.length).toBeGreaterThan(20);
  pdfTokens.push({ token: pdfToken, caller: 'zhangsan' });
  const download = await t.app.inject({
    method: 'GET',
    url: new URL(url, 'http://x').pathname + new URL(url, 'http://x').search,
  });
  expect(download.statusCode).toBe(200);

  // The crawl: read calls without inputs, then read calls taking one id, as every caller.
  const routes = (await openApiRoutes()).filter((r) => !NOT_CRAWLED.test(r.path) && !r.path.includes('{'));
  const ids = await idsToCrawl();
  for (const who of CALLERS) {
    for (const r of routes.filter((x) => x.required.length === 0)) await send(who, r.method, r.path, {});
    for (const r of routes.filter((x) => x.required.length === 1 && ID_INPUTS.includes(x.required[0] as IdInput))) {
      const input = r.required[0] as IdInput;
      for (const id of ids[input]) {
        if (r.method === 'GET' || r.inQuery) await send(who, 'GET', `${r.path}?${input}=${encodeURIComponent(id)}`);
        else await send(who, 'POST', r.path, { [input]: id });
      }
    }
  }

  // Every PDF link any answer or e-mail carried, with the person it was made for.
  const PDF_LINK = /\/obt\/pdf\/[a-z]+\/[^?"\s]+\?t=([^"&\s]+)/g;
  for (const a of answers) {
    for (const m of a.text.matchAll(PDF_LINK)) pdfTokens.push({ token: decodeURIComponent(m[1]!), caller: a.caller });
  }
  const mails = await t.app.obt.db.selectFrom('outbox').select(['body', 'emp_id']).execute();
  for (const mail of mails) {
    const owner = (Object.entries(PEOPLE).find(([, p]) => p.empId === mail.emp_id)?.[0] ?? 'anonymous') as Caller;
    for (const m of mail.body.matchAll(PDF_LINK)) pdfTokens.push({ token: decodeURIComponent(m[1]!), caller: owner });
  }
  expect(pdfTokens.length).toBeGreaterThan(2);

  // The scan.
  const documents = await storedDocuments();
  expect(documents.length).toBeGreaterThan(10);
  const ownPhone = (c: Caller) => (c === 'anonymous' ? '' : PEOPLE[c].phone);
  const scanPersonal = (where: string, text: string, own: string) => {
    for (const m of text.match(MOBILE) ?? []) if (m !== own) hits.push(`${where}: mobile ${m}`);
    for (const m of text.match(ID_CARD) ?? []) hits.push(`${where}: ID number ${m}`);
    for (const d of documents) if (text.includes(d.value)) hits.push(`${where}: document ${d.value}`);
    for (const s of secrets) if (text.includes(s)) hits.push(`${where}: configured secret`);
  };
  answers.forEach((a, i) => {
    const where = `${a.caller} ${a.route}`;
    scanPersonal(where, a.text, ownPhone(a.caller));
    for (const [token, issuedIn] of sessionTokens)
      if (i !== issuedIn && a.text.includes(token)) hits.push(`${where}: session token`);
    for (const p of pdfTokens) if (a.caller !== p.caller && a.text.includes(p.token)) hits.push(`${where}: PDF token`);
  });
  logLines.forEach((line, i) => {
    const where = `log line ${i + 1}`;
    scanPersonal(where, line, '');
    for (const token of sessionTokens.keys()) if (line.includes(token)) hits.push(`${where}: session token`);
    for (const p of pdfTokens) {
      if (line.includes(p.token) || line.includes(encodeURIComponent(p.token))) hits.push(`${where}: PDF token`);
    }
    for (const code of smsCodes)
      if (new RegExp(`(?<![\\d.])${code}(?!\\d)`).test(line)) hits.push(`${where}: SMS code`);
  });

  expect(calls).toBeGreaterThan(300);
  expect(logLines.length).toBeGreaterThan(300);
  expect([...new Set(hits)]).toEqual([]);
}, 120_000);
