import { TOMORROW, fakeServer, memoryStorage, newFlightStore } from './harness';

describe('flight store (round trip, history, keep-alive)', () => {
  it('round trip: outbound list, outbound fare, return list on the return date, return fare → booking', async () => {
    const { api, server } = fakeServer();
    const store = newFlightStore(api);
    store.setTripType(2);
    store.setDates(TOMORROW, '2026-11-26');
    expect(store.startSearch()).toBeNull();
    expect(store.leg).toBe(0);

    await store.loadList([{ empId: 'e1' }]);
    expect(store.status).toBe('ready');
    const out = store.visibleFlights[0];
    expect(store.selectFare(out, out.lowest, 0)).toBe('returnList');
    expect(store.leg).toBe(1);
    expect(store.legSearch).toMatchObject({ depCity: { code: 'SHA' }, arrCity: { code: 'BJS' }, date: '2026-11-26' });
    // The return may not be moved before the outbound day.
    expect(store.legMinDate).toBe(TOMORROW);
    expect(store.resultsCurrent).toBe(false);

    await store.loadList([{ empId: 'e1' }]);
    expect(server.calls.filter((c) => c.name === 'queryFlight').at(-1)?.body).toMatchObject({
      depCity: 'SHA',
      arrCity: 'BJS',
      depDate: '2026-11-26',
      withTransfer: false,
    });
    const back = store.visibleFlights[0];
    expect(store.selectFare(back, back.lowest, 1)).toBe('book');
    expect(store.selection.tripType).toBe(2);
    expect(store.selection.segments.map((s) => s.flight.flightId)).toEqual([out.flightId, back.flightId]);

    expect(await store.priceSelection({ adults: 1, children: 0, infants: 0 })).toBe(false);
    expect(server.calls.at(-1)?.body).toEqual({
      fareKeys: [out.lowest.fareKey, back.lowest.fareKey],
      adults: 1,
      children: 0,
      infants: 0,
    });

    // Choosing the outbound again drops the return.
    store.backToOutbound();
    expect(store.leg).toBe(0);
    expect(store.selection.segments).toEqual([]);
  });

  it('keeps the results of a search (coming back to the list does not query again) unless forced', async () => {
    const { api, server } = fakeServer();
    const store = newFlightStore(api);
    store.startSearch();
    await store.loadList([]);
    await store.loadList([]);
    expect(server.calls.filter((c) => c.name === 'queryFlight')).toHaveLength(1);
    // Other travellers: other policy badges.
    await store.loadList([{ empId: 'e2' }]);
    await store.loadList([{ empId: 'e2' }], true);
    expect(server.calls.filter((c) => c.name === 'queryFlight')).toHaveLength(3);
  });

  it('drops an answer that arrives after a newer search', async () => {
    const { api } = fakeServer();
    let release: () => void = () => undefined;
    const slow = newFlightStore({
      ...api,
      flightQueryFlight: (body) =>
        body.depDate === TOMORROW
          ? new Promise((r) => (release = () => r(api.flightQueryFlight(body))))
          : api.flightQueryFlight(body),
    });
    slow.startSearch();
    const first = slow.loadList([]);
    slow.changeLegDate('2026-11-24');
    await slow.loadList([]);
    release();
    await first;
    expect(slow.results?.key).toBe(slow.searchKey);
    expect(slow.visibleFlights[0].depTime.startsWith('2026-11-24')).toBe(true);
  });

  it('says it is pricing while patForFlight is asked, and not after it answers or fails', async () => {
    const { api } = fakeServer();
    let settle: (ok: boolean) => void = () => undefined;
    const store = newFlightStore({
      ...api,
      patForFlight: (body) =>
        new Promise((resolve, reject) => {
          settle = (ok) => (ok ? resolve(api.patForFlight(body)) : reject(new Error('offline')));
        }),
    });
    store.startSearch();
    await store.loadList([]);
    const flight = store.visibleFlights[0];
    store.selectFare(flight, flight.lowest, 0);
    const mix = { adults: 1, children: 0, infants: 0 };

    const asked = store.priceSelection(mix);
    expect(store.pricing).toBe(true);
    settle(true);
    await asked;
    expect(store.pricing).toBe(false);

    const failed = store.priceSelection(mix);
    expect(store.pricing).toBe(true);
    settle(false);
    await expect(failed).rejects.toThrow('offline');
    expect(store.pricing).toBe(false);
  });

  it('remembers the form and the last 10 routes in the history entry, and forgets results for another user', async () => {
    const storage = memoryStorage();
    const { api } = fakeServer();
    const store = newFlightStore(api, storage);
    store.bindUser('e1');
    const codes = ['CAN', 'SZX', 'CTU', 'CKG', 'HGH', 'NKG', 'WUH', 'SIA', 'KMG', 'XMN', 'TAO'];
    for (const code of codes) {
      store.setArrCity({ code, name: code, cityCode: code });
      store.startSearch();
    }
    expect(store.history).toHaveLength(10);
    expect(store.history[0].arrCity.code).toBe('TAO');
    await store.loadList([]);

    const again = newFlightStore(api, storage);
    expect(again.query.arrCity?.code).toBe('TAO');
    expect(again.history.map((h) => h.arrCity.code)).toEqual([...codes].reverse().slice(0, 10));
    expect(again.recentCities[0].code).toBe('TAO');

    store.bindUser('e2');
    expect(store.results).toBeNull();
    expect(store.selection.segments).toEqual([]);
  });

  it('reads the history earlier builds wrote (same entry, same shape), drops what is not a route, keeps other parts', () => {
    const storage = memoryStorage();
    const SIA = { code: 'SIA', name: '西安', cityCode: 'SIA', names: { 'zh-CN': '西安', 'en-US': "Xi'an" } };
    const CAN = { code: 'CAN', name: '广州', cityCode: 'CAN' };
    const train = { routes: [{ from: { code: 'BJP', name: '北京', cityCode: 'BJP' } }] };
    storage.set('obt.history', {
      train,
      flight: {
        routes: [{ tripType: 2, depCity: SIA, arrCity: CAN }, { tripType: 1, depCity: 'x' }, null],
        cities: [SIA, { code: 7 }, CAN],
      },
    });
    const store = newFlightStore(fakeServer().api, storage);
    expect(store.history).toEqual([{ tripType: 2, depCity: SIA, arrCity: CAN }]);
    expect(store.recentCities).toEqual([SIA, CAN]);

    store.setDepCity(CAN);
    expect(store.recentCities.map((c) => c.code)).toEqual(['CAN', 'SIA']);
    const saved = storage.get<{ train: unknown; flight: { cities: unknown[]; routes: unknown[] } }>('obt.history');
    expect(saved?.train).toEqual(train);
    expect(saved?.flight.cities).toEqual([CAN, SIA]);
    // What it did not rewrite stays as it was.
    expect(saved?.flight.routes).toHaveLength(3);
  });

  it('a remembered past date moves to tomorrow', () => {
    const storage = memoryStorage();
    storage.set('obt.history', { flight: { query: { tripType: 1, depDate: '2026-01-01', retDate: '2026-01-03' } } });
    const store = newFlightStore(fakeServer().api, storage);
    expect(store.query.depDate).toBe(TOMORROW);
    expect(store.query.retDate).toBe('2026-11-25');
  });
});
