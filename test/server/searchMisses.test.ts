/**
 * Flight search memo misses (issue 17): they run one per event-loop turn and identical ones once (searchCache.ts
 * MissLane), and a miss judges connection legs against their own route's fares within the lowest-fare window, as the
 * domain rule defines it.
 */
import type { QueryFlightData } from '../../src/api/contract/flight';
import { evaluateFlightPolicy, lowestFenInWindow, type FlightStandard } from '../../src/domain/flightPolicy';
import { MissLane } from '../../server/src/modules/flight/searchCache';
import { dayFlights, flightOn } from '../../server/src/suppliers/flight';
import { DEMO, START_MS, call, createTestApp, login, type TestApp } from './helpers/testApp';

/** Counts event-loop turns: an immediate scheduled from an immediate runs in the next turn. */
function turnCounter() {
  const state = { turn: 0, stopped: false };
  const tick = () => {
    if (state.stopped) return;
    state.turn += 1;
    setImmediate(tick);
  };
  setImmediate(tick);
  return state;
}

describe('MissLane', () => {
  it('runs queued misses in separate event-loop turns, in arrival order', async () => {
    const lane = new MissLane<string>();
    const counter = turnCounter();
    const ran: [string, number][] = [];
    const compute = (key: string) => async () => {
      ran.push([key, counter.turn]);
      return key;
    };
    const answers = await Promise.all(['a', 'b', 'c'].map((k) => lane.run(k, compute(k))));
    counter.stopped = true;
    expect(answers).toEqual(['a', 'b', 'c']);
    expect(ran.map(([k]) => k)).toEqual(['a', 'b', 'c']);
    const turns = ran.map(([, t]) => t);
    expect(turns[1]).toBeGreaterThan(turns[0] as number);
    expect(turns[2]).toBeGreaterThan(turns[1] as number);
    expect(lane.waiting).toBe(0);
  });

  it('lets waiting requests go first: one miss every few turns while busy, every turn when not', async () => {
    let busy = true;
    const lane = new MissLane<number>(() => busy, 4);
    const counter = turnCounter();
    const turns: number[] = [];
    const compute = async () => turns.push(counter.turn);
    await Promise.all([lane.run('a', compute), lane.run('b', compute), lane.run('c', compute)]);
    busy = false;
    await Promise.all([lane.run('d', compute), lane.run('e', compute)]);
    counter.stopped = true;
    const gaps = turns.slice(1).map((t, i) => t - (turns[i] as number));
    // a waited its 4 turns; b, c each 4 after the previous one; d and e, not busy, one turn apart.
    expect(gaps[0]).toBe(4);
    expect(gaps[1]).toBe(4);
    expect(gaps[3]).toBe(1);
  });

  it('computes identical misses once and shares the answer', async () => {
    const lane = new MissLane<{ n: number }>();
    let computed = 0;
    const compute = async () => ({ n: (computed += 1) });
    const [x, y] = await Promise.all([lane.run('k', compute), lane.run('k', compute)]);
    expect(computed).toBe(1);
    expect(x).toBe(y);
    // Once answered, the key is free again (the memo, not the lane, keeps answers).
    await lane.run('k', compute);
    expect(computed).toBe(2);
  });

  it('passes a failure to every waiter and keeps serving later misses', async () => {
    const lane = new MissLane<number>();
    const boom = () => Promise.reject(new Error('boom'));
    const thrown = () => {
      throw new Error('sync');
    };
    await expect(Promise.all([lane.run('k', boom), lane.run('k', boom)])).rejects.toThrow('boom');
    await expect(lane.run('s', thrown)).rejects.toThrow('sync');
    await expect(lane.run('k', async () => 7)).resolves.toBe(7);
  });
});

describe('queryFlight misses', () => {
  let t: TestApp;
  let zhangsan: string;
  const DATE = '2026-03-09';
  beforeAll(async () => {
    t = await createTestApp();
    zhangsan = await login(t.app, DEMO.zhangsan.phone);
  });
  afterAll(async () => {
    await t.close();
  });

  const search = (body: Record<string, unknown>) =>
    call<QueryFlightData>(t.app, '/obt/flight/v3/shopping/queryFlight', body, { token: zhangsan });

  it('answers concurrent identical searches with one answer', async () => {
    const body = { depCity: 'SHA', arrCity: 'CTU', depDate: DATE, travellers: [{ empId: DEMO.zhangsan.id }] };
    const [a, b] = await Promise.all([search(body), search(body)]);
    expect(a.code).toBe(1);
    expect(b.data).toEqual(a.data);
    expect(a.data?.flights.length).toBeGreaterThan(0);
  });

  it("judges each connection leg against its own route's fares within the window (the domain rule)", async () => {
    // 张三 is L1 (demo seed): economy only, at most 80 %, 3 days ahead, lowest fare within ±60 minutes.
    const standard: FlightStandard = { cabinClasses: ['Y'], maxDiscount: 80, advanceDays: 3, lowestFareWindowMin: 60 };
    const res = await search({
      depCity: 'KWL',
      arrCity: 'HRB',
      depDate: DATE,
      withTransfer: true,
      travellers: [{ empId: DEMO.zhangsan.id }],
    });
    expect(res.code).toBe(1);
    const legs = (res.data as QueryFlightData).transfers.flatMap((tr) => tr.legs);
    expect(legs.length).toBeGreaterThan(0);
    const codes: string[] = [];
    for (const leg of legs) {
      const flight = flightOn(leg.flightNo, DATE);
      expect(flight).not.toBeNull();
      // No seats are sold in this app: every fare with capacity is open.
      const routeFares = dayFlights(leg.dep.cityCode, leg.arr.cityCode, DATE).flatMap((f) =>
        f.fares
          .filter((x) => x.capacity > 0 && x.cabinClass === 'Y')
          .map((x) => ({ depTime: f.depTime, priceFen: x.priceFen })),
      );
      const fare = flight!.fares.find((x) => x.cabinCode === leg.lowest.cabinCode)!;
      const expected = evaluateFlightPolicy(
        { cabinClass: fare.cabinClass, discount: fare.discount, priceFen: fare.priceFen, depTime: flight!.depTime },
        standard,
        { now: START_MS, lowestFenInWindow: lowestFenInWindow(routeFares, flight!.depTime, 60) },
      );
      const got = (leg.lowest.policy?.violations ?? []).map((v) => v.code);
      expect(got).toEqual(expected.violations.map((v) => v.code));
      codes.push(...got);
    }
    // The check means something only when some leg is above the lowest fare of its window.
    expect(codes).toContain('lowestFare');
  });
});
