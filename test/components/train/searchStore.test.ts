/** The train search store on fake ports (SPEC §4 train sale, §5 train, §7 train search calls). */
import { addCalendarDays, chinaDayStartMs } from '../../../src/domain/time';
import { STORAGE_KEYS } from '../../../src/domain/session';
import { LAST_DAY, NOW, TODAY, TOMORROW, fakeTrainServer, memoryStorage, newTrainStore } from './searchHarness';
import { manyTrains, trainDay, transferPlan } from '../../fixtures/trains';

const NANJING = { code: 'NJH', name: '南京', cityCode: 'NJH' };

describe('train search store', () => {
  it('starts with Beijing → Shanghai tomorrow (SPEC §9 default date) and remembers the form', () => {
    const storage = memoryStorage();
    const { api } = fakeTrainServer();
    const store = newTrainStore(api, storage);
    expect(store.query.date).toBe(TOMORROW);
    expect(store.query.from?.code).toBe('BJP');
    expect(store.range).toEqual({ first: TODAY, last: LAST_DAY });
    store.setTo(NANJING);
    store.setDate(LAST_DAY);
    store.setHighSpeedOnly(true);
    const again = newTrainStore(api, storage);
    expect(again.query.to?.code).toBe('NJH');
    expect(again.query.date).toBe(LAST_DAY);
    expect(again.query.highSpeedOnly).toBe(true);
    expect(again.recentStations.map((s) => s.code)).toEqual(['NJH']);
    // Three weeks on, the remembered date has passed: the form opens on that day's tomorrow.
    const later = newTrainStore(api, storage, () => NOW + 20 * 86_400_000);
    expect(later.query.date).toBe(addCalendarDays(TODAY, 21));
    expect(storage.map.has(STORAGE_KEYS.history)).toBe(true);
  });

  it('refuses missing or same stations, a past date and a date beyond 14 days (SPEC §5)', () => {
    const store = newTrainStore(fakeTrainServer().api);
    store.setTo({ code: 'BJP', name: '北京', cityCode: 'BJP' });
    expect(store.startSearch()).toBe('sameStation');
    store.swap();
    store.setTo(NANJING);
    store.setDate(addCalendarDays(TODAY, -1));
    expect(store.startSearch()).toBe('expired');
    store.setDate(addCalendarDays(TODAY, 15));
    expect(store.startSearch()).toBe('outOfRange');
    store.setDate(LAST_DAY);
    expect(store.startSearch()).toBeNull();
    expect(store.history.map((h) => `${h.from.code}-${h.to.code}`)).toEqual(['BJP-NJH']);
    expect(store.search?.date).toBe(LAST_DAY);
  });

  it('searches with the travellers and trip request, sorts, filters and keeps high-speed only', async () => {
    const { api, server } = fakeTrainServer();
    const store = newTrainStore(api);
    store.setTravellers([{ empId: 'e1' }]);
    store.setTripRequest('sqd1', 'r1');
    store.startSearch();
    await store.loadList();
    expect(server.calls.find((c) => c.name === 'trSearch')?.body).toEqual({
      fromStation: 'BJP',
      toStation: 'SHH',
      date: TOMORROW,
      tripType: 1,
      ccsqdId: 'sqd1',
      routeId: 'r1',
      travellers: [{ empId: 'e1' }],
    });
    expect(store.visibleTrains.map((t) => t.trainCode)).toEqual(['G1', 'G3', 'D5', 'G9', 'K7']);
    store.setSort('price');
    expect(store.visibleTrains[0]?.trainCode).toBe('K7');
    // Again: dearest first (G3's cheapest class is the dearest cheapest class).
    store.setSort('price');
    expect(store.visibleTrains[0]?.trainCode).toBe('G3');
    store.setSort('duration');
    expect(store.visibleTrains.map((t) => t.trainCode)).toEqual(['G1', 'G9', 'G3', 'D5', 'K7']);
    store.setSort('arr');
    expect(store.visibleTrains.at(-1)?.trainCode).toBe('K7');
    store.setHighSpeedOnly(true);
    expect(store.visibleTrains.map((t) => t.trainCode)).not.toContain('K7');
    store.setHighSpeedOnly(false);
    store.setFilters({ ...store.filters, types: ['K'] });
    expect(store.visibleTrains.map((t) => t.trainCode)).toEqual(['K7']);
    store.setFilters({ types: [], fromStations: [], toStations: [], depBands: ['18-24'], arrBands: [] });
    expect(store.visibleTrains.map((t) => t.trainCode)).toEqual(['K7']);
    store.setFilters({ types: [], fromStations: [], toStations: [], depBands: [], arrBands: ['12-18'] });
    expect(store.visibleTrains.map((t) => t.trainCode).sort()).toEqual(['D5', 'G1', 'G3', 'G9']);
    // A second load of the same search is not sent again.
    await store.loadList();
    expect(server.calls.filter((c) => c.name === 'trSearch')).toHaveLength(1);
  });

  it('keeps the server tips of a refusal and of an answer for the prompt dialog', async () => {
    const refused = fakeTrainServer({ refuseSearch: '请选择乘车人' });
    const store = newTrainStore(refused.api);
    store.startSearch();
    await store.loadList();
    expect(store.status).toBe('error');
    expect(store.tips).toBe('请选择乘车人');
    store.dismissTips();
    expect(store.tips).toBe('');

    const tipped = fakeTrainServer({ trains: (_f, _t, date) => ({ trains: trainDay(date), tips: '部分车次已停售' }) });
    const other = newTrainStore(tipped.api);
    other.startSearch();
    await other.loadList();
    expect(other.status).toBe('ready');
    expect(other.tips).toBe('部分车次已停售');
  });

  it('moves the day only inside the sale range (SPEC §5 out-of-range message)', async () => {
    const { api } = fakeTrainServer();
    const store = newTrainStore(api);
    store.setDate(LAST_DAY);
    store.startSearch();
    expect(store.changeDate(addCalendarDays(LAST_DAY, 1))).toBe('outOfRange');
    expect(store.search?.date).toBe(LAST_DAY);
    expect(store.changeDate(addCalendarDays(TODAY, -1))).toBe('expired');
    expect(store.changeDate(TODAY)).toBe('ok');
    expect(store.search?.date).toBe(TODAY);
    // Just before China midnight today is still today; at midnight yesterday's date is expired.
    const late = newTrainStore(api, memoryStorage(), () => chinaDayStartMs(TOMORROW) - 1);
    late.startSearch();
    expect(late.changeDate(TODAY)).toBe('ok');
    const midnight = newTrainStore(api, memoryStorage(), () => chinaDayStartMs(TOMORROW));
    midnight.startSearch();
    expect(midnight.changeDate(TODAY)).toBe('expired');
  });

  it('checks a seat’s policy for the travellers before choosing it; wb 2 is refused', async () => {
    const { api, server } = fakeTrainServer();
    const store = newTrainStore(api);
    store.setTravellers([{ empId: 'e1' }]);
    store.startSearch();
    await store.loadList();
    const g1 = store.visibleTrains[0]!;
    const second = g1.seats[0]!;
    server.policy[second.seatKey] = 1;
    expect(await store.chooseChecked(g1, second)).toBeNull();
    expect(store.choice?.seat.wb).toBe(1);
    expect(store.choice?.train.trainCode).toBe('G1');
    expect(store.choice?.travellers).toEqual([{ empId: 'e1' }]);
    server.policy[second.seatKey] = 2;
    expect(await store.chooseChecked(g1, second)).toBe('forbidden');
    expect(server.calls.filter((c) => c.name === 'clzcIsWb').map((c) => c.body)).toEqual([
      { seatKeys: [second.seatKey], travellers: [{ empId: 'e1' }], tripType: 1 },
      { seatKeys: [second.seatKey], travellers: [{ empId: 'e1' }], tripType: 1 },
    ]);
  });

  it('offers connections only when company parameter 11603006 allows them, and prices a chosen pair', async () => {
    const off = fakeTrainServer({ transferParam: '0' });
    const closed = newTrainStore(off.api);
    closed.startSearch();
    await closed.loadTransfers();
    expect(closed.transferAllowed).toBe(false);
    expect(off.server.calls.some((c) => c.name === 'trSearchTransfer')).toBe(false);

    const { api, server } = fakeTrainServer();
    const store = newTrainStore(api);
    store.startSearch();
    await store.loadTransfers();
    expect(store.transferPlans.map((p) => p.transferId)).toEqual(['T1']);
    const plan = transferPlan(TOMORROW);
    const seats = [plan.legs[0].seats[0]!, plan.legs[1].seats[0]!] as const;
    expect(await store.chooseTransferPriced(plan, [seats[0], seats[1]])).toBeNull();
    expect(store.transferChoice?.total).toBe(1106);
    expect(store.choice).toBeNull();
    expect(server.calls.map((c) => c.name)).toEqual(['getParameter', 'trSearchTransfer', 'trSearchTransferPrice']);
  });

  it('loads a train’s stops once per train and day', async () => {
    const { api, server } = fakeTrainServer();
    const store = newTrainStore(api);
    const [g1] = manyTrains(TOMORROW, 1);
    await store.loadStops(g1!);
    await store.loadStops(g1!);
    expect(store.stopsOf(g1!)?.stops).toHaveLength(3);
    expect(server.calls.filter((c) => c.name === 'queryTrNumber')).toEqual([
      { name: 'queryTrNumber', body: { trainCode: 'G1000', date: TOMORROW } },
    ]);
  });
});

describe('train search store and the signed-in user', () => {
  it('forgets results and the choice when another employee signs in', async () => {
    const store = newTrainStore(fakeTrainServer().api);
    store.bindUser('e1');
    store.startSearch();
    await store.loadList();
    const g1 = store.visibleTrains[0]!;
    store.choose(g1, g1.seats[0]!);
    store.bindUser('e1');
    expect(store.choice).not.toBeNull();
    store.bindUser('e2');
    expect(store.choice).toBeNull();
    expect(store.search).toBeNull();
    expect(store.trains).toEqual([]);
  });
});
