/**
 * Company notices (SPEC §7 Notices): scope by company and department, read state per employee, counts, lists by
 * kind and read state; another company's notice is not found.
 */
import type { NoticeCounts, NoticeDetail, NoticeItem } from '../../src/api/contract/notice';
import { newId } from '../../server/src/lib/crypto';
import { DEMO, type TestApp, call, createTestApp, login } from './helpers/testApp';

let t: TestApp;
let zhang: string; // R&D employee of DEMO
let li: string; // R&D manager of DEMO
let wang: string; // General Office, DEMO
let feng: string; // DEMO2

async function insertNotice(n: { corpId: string; title: string; deptIds?: string[]; publishedAt: number }) {
  const id = newId(n.publishedAt);
  await t.app.obt.db
    .insertInto('notices')
    .values({
      id,
      corp_id: n.corpId,
      title: n.title,
      content: `${n.title}\n第二行`,
      msg_type: 3,
      product_type: 0,
      to_all: n.deptIds ? 0 : 1,
      published_at: n.publishedAt,
      created_at: n.publishedAt,
    })
    .execute();
  for (const deptId of n.deptIds ?? []) {
    await t.app.obt.db.insertInto('notice_departments').values({ notice_id: id, dept_id: deptId }).execute();
  }
  return id;
}

const titles = async (token: string, url = '/obt/allGgTz', body: object = {}) =>
  (await call<unknown, NoticeItem>(t.app, url, { pageNum: 1, count: 50, ...body }, { token })).list.map((n) => n.title);
const counts = async (token: string) => (await call<NoticeCounts>(t.app, '/obt/findGgtzReadCount', {}, { token })).data;

let rdOnly: string;
let demo2Notice: string;

beforeAll(async () => {
  t = await createTestApp();
  const now = t.app.obt.now().getTime();
  rdOnly = await insertNotice({
    corpId: DEMO.corpId,
    title: '研发专用',
    deptIds: [DEMO.rdDept],
    publishedAt: now - 1000,
  });
  demo2Notice = await insertNotice({ corpId: DEMO.corp2Id, title: '集团通知', publishedAt: now - 1000 });
  await insertNotice({ corpId: DEMO.corpId, title: '未来通知', publishedAt: now + 86_400_000 });
  zhang = await login(t.app, DEMO.zhangsan.phone);
  li = await login(t.app, DEMO.lisi.phone);
  wang = await login(t.app, DEMO.wangwu.phone);
  feng = await login(t.app, '13800000021');
});

afterAll(async () => {
  await t.close();
});

describe('scope', () => {
  it('shows whole-company notices to everyone and department notices to that department only', async () => {
    const rd = await titles(zhang);
    expect(rd).toContain('研发专用');
    expect(rd).toContain('差旅费用报销新规');
    expect(rd).toContain('研发部季度出差计划');
    expect(rd).not.toContain('集团通知');
    expect(rd).not.toContain('未来通知');
    const office = await titles(wang);
    expect(office).toContain('差旅费用报销新规');
    expect(office).not.toContain('研发专用');
    expect(office).not.toContain('研发部季度出差计划');
    expect(await titles(feng)).toEqual(['集团通知']);
  });

  it('answers newest first with paging data', async () => {
    const res = await call<{ total: number }, NoticeItem>(
      t.app,
      '/obt/allGgTz',
      { pageNum: 1, count: 2 },
      { token: zhang },
    );
    expect(res.code).toBe(1);
    expect(res.data.total).toBe(4);
    expect(res.list).toHaveLength(2);
    expect(res.list[0]!.title).toBe('研发专用');
    expect(res.list[0]!.summary).toBe('研发专用');
  });

  it('filters by kind', async () => {
    expect(await titles(zhang, '/obt/findGgtzByMsgType', { msgType: 3 })).toEqual(['研发专用']);
    expect((await call(t.app, '/obt/findGgtzByMsgType', {}, { token: zhang })).code).toBe(2);
  });

  it("treats another company's or another department's notice as not found", async () => {
    for (const id of [demo2Notice, 'nope']) {
      expect((await call(t.app, '/obt/getTzContent', { id }, { token: zhang })).code).toBe(404);
      expect((await call(t.app, '/obt/readGgtz', { id }, { token: zhang })).code).toBe(404);
    }
    expect((await call(t.app, '/obt/getTzContent', { id: rdOnly }, { token: wang })).code).toBe(404);
  });

  it('needs a session', async () => {
    expect((await call(t.app, '/obt/allGgTz', {})).code).toBe(100);
  });
});

describe('read state', () => {
  it('is kept per employee, is idempotent and drops the unread count', async () => {
    const before = await counts(zhang);
    const liBefore = await counts(li);
    expect(before).toEqual({ unread: 4, read: 0, total: 4 });

    const detail = await call<NoticeDetail>(t.app, '/obt/getTzContent', { id: rdOnly }, { token: zhang });
    expect(detail.data).toMatchObject({ id: rdOnly, title: '研发专用', content: '研发专用\n第二行', isRead: 0 });
    expect((await call(t.app, '/obt/readGgtz', { id: rdOnly }, { token: zhang })).code).toBe(1);
    expect((await call(t.app, '/obt/readGgtz', { id: rdOnly }, { token: zhang })).code).toBe(1);

    expect(await counts(zhang)).toEqual({ unread: 3, read: 1, total: 4 });
    expect(await counts(li)).toEqual(liBefore);
    expect((await call<NoticeDetail>(t.app, '/obt/getTzContent', { id: rdOnly }, { token: zhang })).data.isRead).toBe(
      1,
    );
    expect((await call<NoticeDetail>(t.app, '/obt/getTzContent', { id: rdOnly }, { token: li })).data.isRead).toBe(0);

    expect(await titles(zhang, '/obt/recipientGgtz', { status: 1 })).toEqual(['研发专用']);
    expect(await titles(zhang, '/obt/recipientGgtz', { status: 0 })).not.toContain('研发专用');
    expect(await titles(zhang, '/obt/findGgtzRead')).toEqual(['研发专用']);
    expect((await call<NoticeCounts>(t.app, '/obt/ggtz/counts', {}, { token: zhang })).data.unread).toBe(3);
  });
});
