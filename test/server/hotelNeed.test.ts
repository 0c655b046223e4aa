/**
 * Hotel need (inquiry) orders (SPEC §7 need orders: saveNeedOrder, hotelNeedOrderList, getHtNeedOrderDetail,
 * findHtNeedNote, savehtNeedNote): validation by SPEC §5 (stay, rooms and guests, remarks ≤ 200, contact mobile),
 * the Idempotency-Key, the booking scope (another employee's or company's need is not found), the simulated agency
 * (taken, then quoted with a supplier hotel or closed) run with jobs.runDue(), the notes thread and the messages.
 */
import { randomBytes } from 'node:crypto';
import type {
  HotelNeedItem,
  HotelNeedNotesData,
  HotelNeedSaveData,
  HotelNeedSaveRequest,
} from '../../src/api/contract/hotelNeed';
import type { NeedOrderItem } from '../../src/api/contract/peopleAdmin';
import { addCalendarDays, chinaToday } from '../../src/domain/time';
import { DEMO, call, createTestApp, login, type TestApp } from './helpers/testApp';

let t: TestApp;
const tok: Record<string, string> = {};
const key = () => `hneed-${randomBytes(8).toString('hex')}`;
const N = '/obt/hotel/need';

const post = <D, L = unknown>(path: string, body: unknown, token: string, idem?: string, lang?: string) =>
  call<D, L>(t.app, `${N}/${path}`, body, { token, idempotencyKey: idem, lang });

/** A day counted from the test clock's today (China time). */
const day = (n: number) => addCalendarDays(chinaToday(t.clock.ms), n);

const need = (over: Partial<HotelNeedSaveRequest> = {}): HotelNeedSaveRequest => ({
  cityId: 'SHA',
  checkIn: day(7),
  checkOut: day(9),
  rooms: 1,
  guestNames: ['张三'],
  budget: 800,
  stars: [4, 5],
  area: '',
  requirements: '安静，高楼层',
  linkman: '张三',
  linkTel: '13800000001',
  ...over,
});

const save = (body: unknown, token = tok.zhangsan, idem: string | null = key(), lang?: string) =>
  post<HotelNeedSaveData>('saveNeedOrder', body, token ?? '', idem ?? undefined, lang);
/** savehtNeedNote under a fresh Idempotency-Key unless one is given. */
const remarkOn = <D = unknown>(needId: string, content: string, token: string, idem: string = key()) =>
  post<D>('savehtNeedNote', { needId, content }, token, idem);
const notes = (needId: string, token = tok.zhangsan) =>
  post<HotelNeedNotesData>('findHtNeedNote', { needId }, token ?? '');
const detail = (needId: string, token = tok.zhangsan, lang?: string) =>
  post<HotelNeedItem>('getHtNeedOrderDetail', { needId }, token ?? '', undefined, lang);

/** Moves the clock and runs the jobs due. */
async function after(ms: number) {
  t.clock.advance(ms);
  await t.app.obt.jobs.runDue();
}

beforeAll(async () => {
  t = await createTestApp();
  tok.zhangsan = await login(t.app, DEMO.zhangsan.phone);
  tok.qianqi = await login(t.app, DEMO.qianqi.phone);
  tok.lisi = await login(t.app, DEMO.lisi.phone);
  tok.wangwu = await login(t.app, DEMO.wangwu.phone);
  tok.fengli = await login(t.app, DEMO.fengli.phone);
});

afterAll(async () => {
  await t.close();
});

describe('saving a need order', () => {
  it('stores a valid one once per key and answers it in detail, the contact masked', async () => {
    const k = key();
    const first = await save(need(), tok.zhangsan, k);
    expect(first.code).toBe(1);
    expect(first.data.needNo).toMatch(/^HX\d+$/);
    expect(await save(need(), tok.zhangsan, k)).toEqual(first);
    const rows = await t.app.obt.db
      .selectFrom('hotel_needs')
      .select('id')
      .where('id', '=', first.data.needId)
      .execute();
    expect(rows).toHaveLength(1);
    // No key, no save.
    expect((await save(need(), tok.zhangsan, null)).code).toBe(2);

    const d = await detail(first.data.needId);
    expect(d.code).toBe(1);
    expect(d.data).toMatchObject({
      needId: first.data.needId,
      status: 'submitted',
      cityId: 'SHA',
      cityName: '上海',
      nights: 2,
      rooms: 1,
      guestNames: ['张三'],
      budget: 800,
      stars: [4, 5],
      requirements: '安静，高楼层',
      linkTel: '138****0001',
    });
    expect(d.data.quote).toBeUndefined();
    expect((await detail(first.data.needId, tok.zhangsan, 'en-US')).data.cityName).toBe('Shanghai');
  });

  it.each([
    [{ cityId: 'XXX' }, '请选择入住城市'],
    [{ checkIn: '' }, null],
    [{ checkIn: 'today-1' }, '入住日期不能早于今天'],
    [{ checkOut: 'same' }, '离店日期须晚于入住日期'],
    [{ checkOut: 'far' }, '单次最多入住30晚'],
    [{ checkIn: 'tooFar' }, '入住日期最多可选今天起180天内'],
    [{ rooms: 0 }, '请至少选择一间房'],
    [{ guestNames: [] }, '请至少填写一位入住人'],
    [{ rooms: 2 }, '每间房至少需要一位入住人'],
    [{ guestNames: Array.from({ length: 11 }, (_, i) => `客人${i}`), rooms: 3 }, '入住人最多10位'],
    [{ guestNames: ['  '] }, '请填写入住人姓名（最多30个字）'],
    [{ budget: 10.005 }, '预算须为不小于0的金额，最多两位小数'],
    [{ budget: -1 }, null],
    [{ area: '区'.repeat(51) }, '区域/地标最多50个字'],
    [{ requirements: '要'.repeat(201) }, '其他要求最多200个字'],
    [{ linkman: ' ' }, '请填写联系人'],
    [{ linkTel: '12345' }, '请填写正确的联系人手机号'],
  ] as [Record<string, unknown>, string | null][])('refuses %j', async (over, tips) => {
    const body: Record<string, unknown> = { ...need(), ...over };
    if (over.checkIn === 'today-1') {
      body.checkIn = day(-1);
      body.checkOut = day(1);
    }
    if (over.checkOut === 'same') body.checkOut = body.checkIn;
    if (over.checkOut === 'far') body.checkOut = addCalendarDays(body.checkIn as string, 31);
    if (over.checkIn === 'tooFar') {
      body.checkIn = day(181);
      body.checkOut = day(182);
    }
    const res = await save(body);
    expect(res.code).toBe(2);
    if (tips) expect(res.tips).toBe(tips);
  });

  it('answers the refusal in English', async () => {
    const res = await save(need({ linkTel: '1' }), tok.zhangsan, key(), 'en-US');
    expect(res.tips).toBe("Enter the contact's valid mobile number");
  });

  it('takes 200 characters of requirements and no budget limit', async () => {
    const res = await save(need({ requirements: '要'.repeat(200), budget: 0, stars: [] }));
    expect(res.code).toBe(1);
  });
});

describe('scope', () => {
  it("answers another employee's or company's need as not found; the company booker sees it", async () => {
    const { data } = await save(need());
    for (const token of [tok.qianqi, tok.fengli]) {
      expect((await detail(data.needId, token)).code).not.toBe(1);
      expect((await notes(data.needId, token)).code).not.toBe(1);
      const remark = await remarkOn(data.needId, '你好', token ?? '');
      expect(remark.code).not.toBe(1);
      const list = await post<unknown, HotelNeedItem>('hotelNeedOrderList', { count: 100 }, token ?? '');
      expect(list.list.map((n) => n.needId)).not.toContain(data.needId);
    }
    // The department booker (scope 2, same department) and the company booker (scope 3) see it.
    expect((await detail(data.needId, tok.lisi)).code).toBe(1);
    expect((await detail(data.needId, tok.wangwu)).code).toBe(1);
    const mine = await post<{ total: number }, HotelNeedItem>('hotelNeedOrderList', { count: 100 }, tok.zhangsan);
    expect(mine.list.map((n) => n.needId)).toContain(data.needId);
    expect(mine.data.total).toBe(mine.list.length);
  });
});

describe('the agency and the notes', () => {
  it('takes the need, then quotes a supplier hotel within the budget; remarks join the thread', async () => {
    const { data } = await save(need({ stars: [], budget: 2000 }));
    expect((await notes(data.needId)).data).toEqual({ needId: data.needId, status: 'submitted', notes: [] });

    await after(10_000);
    const taken = (await notes(data.needId)).data;
    expect(taken.status).toBe('processing');
    expect(taken.notes).toHaveLength(1);
    expect(taken.notes[0]).toMatchObject({ author: 'agency', authorName: '差旅顾问' });
    expect(taken.notes[0]?.content).toContain('上海');

    const remark = await remarkOn<HotelNeedNotesData>(data.needId, '  最好靠近地铁  ', tok.zhangsan);
    expect(remark.code).toBe(1);
    expect(remark.data.notes.map((n) => n.author)).toEqual(['agency', 'user']);
    expect(remark.data.notes[1]).toMatchObject({ content: '最好靠近地铁', authorName: '张三' });

    await after(60_000);
    const quoted = (await notes(data.needId)).data;
    expect(quoted.status).toBe('quoted');
    expect(quoted.notes.map((n) => n.author)).toEqual(['agency', 'user', 'agency']);
    const quote = quoted.notes[2]?.quote;
    expect(quote).toBeDefined();
    expect(quote?.hotelId).toMatch(/^HSHA/);
    expect(quote?.price).toBeGreaterThan(0);
    expect(quote?.price).toBeLessThanOrEqual(2000);
    expect(quote).toMatchObject({ checkIn: day(7), checkOut: day(9) });
    expect(quoted.notes[2]?.content).toContain(quote?.hotelName ?? '-');
    // The English thread names the hotel in English.
    const en = await post<HotelNeedNotesData>(
      'findHtNeedNote',
      { needId: data.needId },
      tok.zhangsan,
      undefined,
      'en-US',
    );
    expect(en.data.notes[2]?.content).toContain(quote?.hotelNameEn ?? '-');
    expect(en.data.notes[0]?.authorName).toBe('Travel consultant');
    // The detail and the list carry the quote.
    expect((await detail(data.needId)).data.quote).toEqual(quote);

    // Two messages to the traveller: taken and quoted.
    const messages = await t.app.obt.db
      .selectFrom('messages')
      .select(['title', 'content'])
      .where('emp_id', '=', DEMO.zhangsan.id)
      .where('title', 'like', `%${data.needNo}%`)
      .execute();
    expect(messages).toHaveLength(2);
    expect(messages.some((m) => m.content.includes(quote?.hotelName ?? '-'))).toBe(true);

    // Running the jobs again changes nothing.
    await after(120_000);
    expect((await notes(data.needId)).data.notes).toHaveLength(3);
  });

  it('closes a need nothing fits and refuses remarks then', async () => {
    const { data } = await save(need({ budget: 1, stars: [5] }));
    await after(10_000);
    await after(60_000);
    const closed = (await notes(data.needId)).data;
    expect(closed.status).toBe('closed');
    expect(closed.notes.map((n) => n.author)).toEqual(['agency', 'agency']);
    expect(closed.notes[1]?.quote).toBeUndefined();
    const remark = await remarkOn(data.needId, '还有吗', tok.zhangsan);
    expect(remark).toMatchObject({ code: 2, tips: '该需求单已关闭，不能再添加备注' });
  });

  it('a remark sent twice with one Idempotency-Key is written once (a retry after a lost answer)', async () => {
    const { data } = await save(need());
    const k = key();
    const first = await remarkOn<HotelNeedNotesData>(data.needId, '请安排高楼层', tok.zhangsan ?? '', k);
    const again = await remarkOn<HotelNeedNotesData>(data.needId, '请安排高楼层', tok.zhangsan ?? '', k);
    expect(first.code).toBe(1);
    expect(again.data).toEqual(first.data);
    const users = (await notes(data.needId)).data.notes.filter((n) => n.author === 'user');
    expect(users).toHaveLength(1);
    expect((await post('savehtNeedNote', { needId: data.needId, content: '无键' }, tok.zhangsan ?? '')).code).toBe(2);
  });

  it('refuses an empty or too long remark', async () => {
    const { data } = await save(need());
    const empty = await remarkOn(data.needId, '   ', tok.zhangsan);
    expect(empty).toMatchObject({ code: 2, tips: '请填写备注内容' });
    const long = await remarkOn(data.needId, '字'.repeat(201), tok.zhangsan);
    expect(long).toMatchObject({ code: 2, tips: '备注最多200个字' });
    const ok = await remarkOn(data.needId, '字'.repeat(200), tok.zhangsan);
    expect(ok.code).toBe(1);
  });
});

describe('lists', () => {
  it('filters my needs by status and lists them in the user centre under 10903', async () => {
    const submitted = await post<{ total: number }, HotelNeedItem>(
      'hotelNeedOrderList',
      { status: 'submitted', count: 100 },
      tok.zhangsan,
    );
    expect(submitted.code).toBe(1);
    expect(submitted.list.every((n) => n.status === 'submitted')).toBe(true);
    const centre = await call<{ total: number }, NeedOrderItem>(
      t.app,
      '/obt/needOrder/list',
      { cplx: '10903', count: 50 },
      { token: tok.zhangsan },
    );
    expect(centre.code).toBe(1);
    expect(centre.list.length).toBeGreaterThan(0);
    expect(centre.list.every((n) => n.cplx === '10903')).toBe(true);
    expect(centre.list[0]?.title).toContain('上海');
  });
});

describe('expiry', () => {
  it('closes a need still open after its check-in day', async () => {
    const { data } = await save(need({ checkIn: day(1), checkOut: day(2), budget: 5000 }));
    await after(10_000);
    await after(60_000);
    expect((await notes(data.needId)).data.status).toBe('quoted');
    // Two days later (the day after check-in has begun).
    await after(2 * 24 * 3_600_000);
    // The session has idled out meanwhile.
    tok.zhangsan = await login(t.app, DEMO.zhangsan.phone);
    const closed = (await notes(data.needId)).data;
    expect(closed.status).toBe('closed');
    expect(closed.notes.at(-1)?.content).toBe('入住日期已过，需求单已关闭。');
  });
});
