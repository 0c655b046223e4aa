/**
 * Train search on the reference server (SPEC §4 train sale, §7 Train search, §8 'prompt' tips): trSearch with live
 * seat counts and policy flags per traveller (wb 0/1/2, SPEC §3), the waitlist flag of sold-out classes, the stops
 * (queryTrNumber), transfers behind company parameter 11603006, and the policy calls.
 */
import type {
  TrSearchData,
  TrSearchTransferData,
  TrSearchTransferPriceData,
  TrainPolicyData,
  TrainStopsData,
} from '../../src/api/contract/train';
import { addCalendarDays, chinaToday } from '../../src/domain/time';
import { DEMO, START_MS, call, createTestApp, login, type TestApp } from './helpers/testApp';
import { searchTrains } from './helpers/bookTrain';

let t: TestApp;
let token = '';
let otherCorpToken = '';
const today = chinaToday(START_MS);
const DATE = addCalendarDays(today, 5);

beforeAll(async () => {
  t = await createTestApp();
  token = await login(t.app, DEMO.zhangsan.phone);
  otherCorpToken = await login(t.app, DEMO.fengli.phone);
});

afterAll(async () => {
  await t.close();
});

const post = <D>(url: string, body: unknown, tk = token, lang?: string) =>
  call<D>(t.app, url, body, { token: tk, ...(lang ? { lang } : {}) });

describe('trSearch', () => {
  it('lists the trains of a day between two cities with seats, counts and names', async () => {
    const data = await searchTrains(t.app, token, { fromStation: 'BJS', toStation: 'SHA', date: DATE });
    expect(data.tips).toBe('');
    expect(data.trains.length).toBeGreaterThanOrEqual(80);
    const g = data.trains.find((x) => x.trainType === 'G')!;
    expect(g).toMatchObject({ saleDateTime: 'reservable', from: { cityCode: 'BJS' }, to: { cityCode: 'SHA' } });
    expect(g.seats.find((s) => s.seatType === 'O')).toMatchObject({ seatName: '二等座' });
    for (const tr of data.trains) for (const s of tr.seats) expect(s.seatCount).toBeLessThanOrEqual(99);
    // A sold-out class of a train on sale takes waitlist orders; no-seat tickets never do.
    const sold = data.trains.flatMap((tr) => tr.seats.filter((s) => s.seatCount === 0 && tr.runTime[0] !== '9'));
    expect(sold.some((s) => s.isBench)).toBe(true);
    expect(sold.filter((s) => s.seatType === 'WZ').every((s) => !s.isBench)).toBe(true);
  });

  it('answers in English with English names', async () => {
    const res = await post<TrSearchData>(
      '/obt/train/trSearch',
      { fromStation: 'VNP', toStation: 'AOH', date: DATE },
      token,
      'en-US',
    );
    expect(res.data.trains[0]!.from.name).toBe('Beijing South');
    expect(res.data.trains[0]!.seats.map((s) => s.seatName)).toContain('Second class');
  });

  it('gives the prompt tips when it cannot answer', async () => {
    const tips = async (body: Record<string, string>) =>
      (await post<TrSearchData>('/obt/train/trSearch', { date: DATE, ...body })).data;
    expect(await tips({ fromStation: 'BJS', toStation: 'BJS' })).toEqual({
      trains: [],
      tips: '出发站和到达站不能相同',
    });
    expect((await tips({ fromStation: 'BJS', toStation: 'SHA', date: addCalendarDays(today, -1) })).tips).toBe(
      '出行日期已过期，请重新选择',
    );
    expect((await tips({ fromStation: 'BJS', toStation: 'SHA', date: addCalendarDays(today, 15) })).tips).toContain(
      '15天内',
    );
    expect((await tips({ fromStation: 'LXA', toStation: 'SYX' })).tips).toContain('暂无直达车次');
    expect((await tips({ fromStation: 'ZZZ', toStation: 'SHA' })).tips).toBe('未找到该车站，请重新选择');
    expect(
      (await post('/obt/train/trSearch', { fromStation: 'BJS', toStation: 'SHA', date: 'tomorrow' })).code,
    ).not.toBe(1);
  });

  it('flags seats above the traveller standard: 1, or 2 when the company forbids booking them', async () => {
    // 张三 (L1) may take second class; first class and business are above his standard.
    const data = await searchTrains(t.app, token, {
      fromStation: 'VNP',
      toStation: 'AOH',
      date: DATE,
      empId: DEMO.zhangsan.id,
    });
    const g = data.trains.find((x) => x.trainType === 'G')!;
    const wb = (type: string) => g.seats.find((s) => s.seatType === type)!;
    expect(wb('O').wb).toBe(0);
    expect(wb('M')).toMatchObject({ wb: 1, policy: { compliant: false, violations: [{ code: 'seatClass' }] } });
    expect(wb('9').wb).toBe(1);

    await t.app.obt.db
      .insertInto('parameters')
      .values({ corp_id: DEMO.corpId, param_no: 'booking.mustComply.10904', value: '1', name: '' })
      .execute();
    const strict = await post<TrainPolicyData>('/obt/train/clzcIsWb', {
      seatKeys: [wb('O').seatKey, wb('M').seatKey],
      travellers: [{ empId: DEMO.zhangsan.id }],
    });
    expect(strict.data.mustComply).toBe(true);
    expect(strict.data.results.map((r) => r.wb)).toEqual([0, 2]);
    // A private trip has no policy.
    const own = await post<TrainPolicyData>('/obt/train/trBookMatchClzc', {
      seatKeys: [wb('M').seatKey],
      travellers: [{ empId: DEMO.zhangsan.id }],
      tripType: 2,
    });
    expect(own.data.results[0]!.wb).toBe(0);
    await t.app.obt.db.deleteFrom('parameters').where('param_no', '=', 'booking.mustComply.10904').execute();
  });

  it('refuses travellers of another company as not found', async () => {
    const res = await post(
      '/obt/train/trSearch',
      {
        fromStation: 'BJS',
        toStation: 'SHA',
        date: DATE,
        travellers: [{ empId: DEMO.zhangsan.id }],
      },
      otherCorpToken,
    );
    expect(res.code).not.toBe(1);
  });
});

describe('queryTrNumber', () => {
  it('lists the stops of a train', async () => {
    const data = await searchTrains(t.app, token, { fromStation: 'VNP', toStation: 'AOH', date: DATE });
    const g = data.trains.find((x) => x.trainType === 'G')!;
    const res = await post<TrainStopsData>('/obt/queryTrNumber', { trainCode: g.trainCode, date: DATE });
    expect(res.code).toBe(1);
    expect(res.data.stops[0]).toMatchObject({ stationCode: 'VNP', stationName: '北京南', arrTime: '' });
    expect(res.data.stops.at(-1)).toMatchObject({ stationCode: 'AOH', depTime: '' });
    expect((await post('/obt/queryTrNumber', { trainCode: 'X999', date: DATE })).code).not.toBe(1);
  });
});

describe('transfers (company parameter 11603006)', () => {
  it('is refused for a company without it (DEMO2), and plans two trains and prices them for DEMO', async () => {
    const body = { fromStation: 'BJS', toStation: 'SIA', date: DATE };
    const off = await post<TrSearchTransferData>('/obt/train/trSearchTransfer', body, otherCorpToken);
    expect(off.code).toBe(2);
    expect(off.tips).toBe('贵公司未开通中转车次查询');

    const on = await post<TrSearchTransferData>('/obt/train/trSearchTransfer', body);
    expect(on.code).toBe(1);
    expect(on.data.plans.length).toBeGreaterThan(0);
    const plan = on.data.plans.find((p) => p.lowestPrice > 0)!;
    expect(plan.legs[0].to.cityCode).toBe(plan.legs[1].from.cityCode);
    expect(plan.legs[1].to.cityCode).toBe('SIA');

    const [a, b] = plan.legs.map((leg) => leg.seats.find((s) => s.seatCount > 0)!);
    const price = await post<TrSearchTransferPriceData>('/obt/train/trSearchTransferPrice', {
      transferId: plan.transferId,
      seatKeys: [a!.seatKey, b!.seatKey],
    });
    expect(price.code).toBe(1);
    expect(price.data.total).toBeCloseTo(a!.price + b!.price, 2);
    const policy = await post<TrainPolicyData>('/obt/train/matchClzc4Transfer', {
      seatKeys: [a!.seatKey, b!.seatKey],
      travellers: [{ empId: DEMO.zhangsan.id }],
    });
    expect(policy.data.results).toHaveLength(2);
  });
});
