/** The hotel search store (SPEC §5 hotel, §7 Hotel v1/v2, §9 defaults) on fake ports. */
import { isObservable, reaction } from 'mobx';
import { addCalendarDays } from '../../../src/domain/time';
import { BEIJING_CENTRE, cityHotels, hotelSummary } from '../../fixtures/hotels';
import { NOW, TODAY, TOMORROW, calls, fakeHotelServer, memoryStorage, newSearchStore } from './searchHarness';

describe('HotelSearchStore', () => {
  it('starts on the SPEC §9 defaults: today for one night, sort 12, no nearby search', () => {
    const { api } = fakeHotelServer();
    const store = newSearchStore(api);
    expect(store.stay).toEqual({ checkIn: TODAY, checkOut: TOMORROW });
    expect(store.nights).toBe(1);
    expect(store.sort).toBe(12);
    expect(store.rooms).toBe(1);
    expect(store.nearby).toBeNull();
    expect(store.city.cityId).toBe('BJS');
    expect(store.listRequest).toEqual({ cityId: 'BJS', checkIn: TODAY, checkOut: TOMORROW, sort: 12 });
  });

  it('refuses a stay the rules refuse and keeps the one it had (SPEC §5)', () => {
    const store = newSearchStore(fakeHotelServer().api);
    expect(store.setStay(TOMORROW, TOMORROW)).toBe('checkOutNotAfter');
    expect(store.setStay(TOMORROW, TODAY)).toBe('checkOutNotAfter');
    expect(store.setStay(addCalendarDays(TODAY, -1), TOMORROW)).toBe('pastCheckIn');
    expect(store.setStay(TODAY, addCalendarDays(TODAY, 31))).toBe('tooLong');
    expect(store.stay).toEqual({ checkIn: TODAY, checkOut: TOMORROW });
    expect(store.setStay(TOMORROW, addCalendarDays(TODAY, 3))).toBe('ok');
    expect(store.nights).toBe(2);
  });

  it('a stay gone stale overnight is refused at search and moved to the default', () => {
    let now = NOW;
    const store = newSearchStore(fakeHotelServer().api, () => now);
    now += 2 * 86_400_000;
    expect(store.startSearch()).toBe('pastCheckIn');
    store.refreshStay();
    expect(store.stay.checkIn).toBe(addCalendarDays(TODAY, 2));
    expect(store.startSearch()).toBeNull();
  });

  it('calls the list of its version with the query, travellers and trip request, and pages on', async () => {
    const { api, server } = fakeHotelServer({ hotels: cityHotels(45) });
    const store = newSearchStore(api);
    store.setVersion(1);
    store.setKeyword('  全季 ');
    store.setStars([5, 3]);
    store.setPrice({ min: 600, max: 300 });
    store.setTravellers([{ empId: 'e1' }]);
    store.setTrip({ ccsqdId: 'Q1', routeId: 'R1' });
    await store.loadList();
    expect(calls(server, 'hotelV2List')).toEqual([]);
    expect(calls(server, 'hotelList')[0]).toEqual({
      cityId: 'BJS',
      checkIn: TODAY,
      checkOut: TOMORROW,
      sort: 12,
      keyword: '全季',
      stars: [3, 5],
      priceMin: 300,
      priceMax: 600,
      travellers: [{ empId: 'e1' }],
      ccsqdId: 'Q1',
      routeId: 'R1',
      pageNum: 1,
      count: 20,
    });
    expect(calls(server, 'jsClzcBzz')).toEqual([{ cityId: 'BJS', travellers: [{ empId: 'e1' }] }]);
  });

  it('appends pages until the total, never twice the same page', async () => {
    const { api, server } = fakeHotelServer({ hotels: cityHotels(45) });
    const store = newSearchStore(api);
    await store.loadList();
    expect(store.list.hotels).toHaveLength(20);
    expect(store.list.hasMore).toBe(true);
    await Promise.all([store.loadMore(), store.loadMore()]);
    expect(store.list.hotels).toHaveLength(40);
    await store.loadMore();
    expect(store.list.hotels).toHaveLength(45);
    expect(store.list.hasMore).toBe(false);
    expect(calls(server, 'hotelV2List').map((b) => b.pageNum)).toEqual([1, 2, 3]);
    // The same request again is the list on hand; forced, it starts over.
    await store.loadList();
    expect(calls(server, 'hotelV2List')).toHaveLength(3);
    await store.loadList(true);
    expect(store.list.hotels).toHaveLength(20);
  });

  it('keeps the answer as it came (observed by reference, not made deeply observable), and observers see each page', async () => {
    const { api } = fakeHotelServer({ hotels: cityHotels(45) });
    const store = newSearchStore(api);
    const seen: number[] = [];
    const stop = reaction(
      () => store.list.hotels,
      (hotels) => seen.push(hotels.length),
    );
    await store.loadList();
    // Issue 17: converting a page of rows into observables was 5-15 ms in one task of the list's first load.
    expect(isObservable(store.list.hotels)).toBe(false);
    expect(isObservable(store.list.hotels[0])).toBe(false);
    expect(isObservable(store.list.brands)).toBe(false);
    await store.loadMore();
    expect(isObservable(store.list.hotels[25])).toBe(false);
    stop();
    // Emptied when the first page starts, then each page.
    expect(seen).toEqual([0, 20, 40]);
  });

  it('takes an answer already at hand in a later task than the one that asked for it', async () => {
    const { api } = fakeHotelServer({ hotels: cityHotels(45) });
    const store = newSearchStore(api);
    const loading = store.loadList();
    // Issue 17: the list's early first call has answered before the page asks; its rows' first render went into the
    // asking task (one task of 15+ ms).
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
    expect(store.list.status).toBe('loading');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await loading;
    expect(store.list.status).toBe('ready');
    expect(store.list.hotels).toHaveLength(20);
  });

  it('a failed next page keeps the rows and offers a retry', async () => {
    const { api, server } = fakeHotelServer({ hotels: cityHotels(45), failFromPage: 2 });
    const store = newSearchStore(api);
    await store.loadList();
    await store.loadMore();
    expect(store.list.status).toBe('ready');
    expect(store.list.moreFailed).toBe(true);
    expect(store.list.hotels).toHaveLength(20);
    server.failFromPage = 0;
    await store.loadMore();
    expect(store.list.hotels).toHaveLength(20);
    await store.loadMore(true);
    expect(store.list.hotels).toHaveLength(40);
  });

  it('suggestions: a hotel opens it, a landmark searches around it, a brand becomes the keyword', async () => {
    const { api, server } = fakeHotelServer();
    const store = newSearchStore(api);
    await store.suggest('国贸');
    expect(calls(server, 'onlyLocalKeyword')).toEqual([{ cityId: 'BJS', keyword: '国贸' }]);
    const [hotel, landmark, brand] = store.suggestions;
    expect(store.pickSuggestion(hotel)).toEqual({ hotelId: 'BJS-H0001' });
    expect(store.pickSuggestion(landmark)).toBeNull();
    expect(store.nearby).toEqual({ centre: landmark.location, distance: 15, label: '国贸广场' });
    expect(store.pickSuggestion(brand)).toBeNull();
    expect(store.keyword).toBe('国贸');
    store.setVersion(1);
    await store.suggest('亚朵');
    expect(calls(server, 'keyword')).toEqual([{ cityId: 'BJS', keyword: '亚朵' }]);
  });

  it('nearby from the current position takes its city and the 15 km radius', async () => {
    const { api, server } = fakeHotelServer();
    const store = newSearchStore(api);
    store.setSort(1);
    const point = { lat: 31.23, lng: 121.47 };
    expect(await store.searchNearMe(point)).toBe('ok');
    expect(store.city).toEqual({ cityId: 'SHA', cityName: '上海' });
    expect(store.nearby).toEqual({ centre: point, distance: 15, label: '' });
    expect(store.sort).toBe(12);
    expect(store.listRequest).toMatchObject({ cityId: 'SHA', centre: point, distance: 15 });
    server.place = { ...server.place, outsideChina: true, cityCode: '' };
    expect(await store.searchNearMe(BEIJING_CENTRE)).toBe('outsideChina');
    expect(store.city.cityId).toBe('SHA');
  });

  it('remembers the city and recent keywords on the device', () => {
    const storage = memoryStorage();
    const { api } = fakeHotelServer();
    const first = newSearchStore(api, () => NOW, storage);
    first.setCity({ cityId: 'SHA', cityName: '上海' });
    first.setKeyword('外滩');
    expect(first.startSearch()).toBeNull();
    const again = newSearchStore(api, () => NOW, storage);
    expect(again.city.cityId).toBe('SHA');
    expect(again.recentKeywords).toEqual(['外滩']);
  });

  it('another user forgets the results, travellers and trip request', async () => {
    const { api } = fakeHotelServer({ hotels: [hotelSummary(1)] });
    const store = newSearchStore(api);
    store.bindUser('e1');
    store.setTrip({ ccsqdId: 'Q1' });
    await store.loadList();
    store.bindUser('e2');
    expect(store.list.hotels).toEqual([]);
    expect(store.trip).toEqual({});
  });
});
