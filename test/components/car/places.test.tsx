/**
 * The place search of /car/carQuery: suggestions in the city, paged search, an airport or station of the city for
 * transfers ('not found' otherwise), the current position, saved places (home set from the sheet, removed in edit)
 * and recent places kept on the device; my upcoming flights offered for an airport transfer.
 */
import { act } from 'react';
import { runInAction } from 'mobx';
import CarQueryPage from '../../../src/packages/car/pages/carQuery/index';
import { addCalendarDays } from '../../../src/domain/time';
import { click, type } from '../support/render';
import { resetTaro } from '../support/taro';
import {
  $,
  GUOMAO,
  PEK,
  SHA_HQ,
  TODAY,
  TOMORROW,
  ZGC,
  calls,
  fakeCarServer,
  idle,
  memoryStorage,
  newCarSearch,
  setupCar,
  type FakeCarServer,
} from './queryHarness';

const mockLocate = jest.fn();
jest.mock('../../../src/hosts/map', () => ({
  ...jest.requireActual('../../../src/hosts/map'),
  locate: () => mockLocate(),
}));
jest.mock('../../../src/hosts/map/MapView', () => ({
  MapView: (props: { label: string }) => <div data-testid="map" aria-label={props.label} />,
}));

const set = (fn: () => void) => act(async () => runInAction(fn));

beforeEach(() => {
  resetTaro();
  mockLocate.mockReset();
  mockLocate.mockResolvedValue({ ok: false, reason: 'denied' });
});

async function open(partial: Partial<FakeCarServer> = {}, storage = memoryStorage()) {
  const { api, server } = fakeCarServer(partial);
  const store = newCarSearch(api, undefined, storage);
  const env = await setupCar(store);
  const view = await env.mount(<CarQueryPage />);
  await idle();
  return { store, server, storage, ...view };
}

describe('car places', () => {
  it('suggests places in the pick-up city while typing; a search lists them; a pick fills the end', async () => {
    const { container, store, server } = await open();
    await set(() => store.setFrom(GUOMAO));
    await click($(container, 'to'));
    await type($(container, 'place-input'), '中关');
    await idle(300);
    expect(calls(server, 'suggestion').at(-1)).toEqual({ keyword: '中关', city: '北京' });
    expect($(container, 'suggestion-0')?.textContent).toContain('中关村');
    await click($(container, 'place-search'));
    expect(calls(server, 'placeSearch').at(-1)).toEqual({ keyword: '中关', city: '北京', pageNum: 1, count: 10 });
    await click($(container, 'result-0'));
    expect($(container, 'place-sheet')).toBeNull();
    expect(store.query.to?.name).toBe('中关村');

    await click($(container, 'to'));
    await type($(container, 'place-input'), '不存在的地方');
    await click($(container, 'place-search'));
    expect($(container, 'place-none')?.textContent).toBe('没有找到这个地点，换个关键字试试');
  });

  it('keeps recent places on the device, newest first', async () => {
    const storage = memoryStorage();
    const first = await open({}, storage);
    await set(() => {
      first.store.setFrom(GUOMAO);
      first.store.setTo(ZGC);
    });
    first.unmount();
    const { container, store } = await open({}, storage);
    expect(store.places.recent.map((p) => p.name)).toEqual(['中关村', '国贸大厦']);
    await click($(container, 'from'));
    expect($(container, 'recent-0')?.textContent).toContain('中关村');
    await click($(container, 'recent-1'));
    expect(store.query.from?.name).toBe('国贸大厦');
    await click($(container, 'from'));
    await click($(container, 'recent-clear'));
    expect($(container, 'recent-places')).toBeNull();
  });

  it('uses the current position as the pick-up, or says why not', async () => {
    const { container, store, server } = await open();
    await click($(container, 'from'));
    mockLocate.mockResolvedValueOnce({ ok: false, reason: 'denied' });
    await click($(container, 'place-here'));
    expect($(container, 'place-notice')?.textContent).toBeTruthy();
    expect(store.query.from).toBeUndefined();
    mockLocate.mockResolvedValueOnce({ ok: true, point: { lat: 39.91, lng: 116.46 } });
    await click($(container, 'place-here'));
    expect(calls(server, 'reverseGeocode').at(-1)).toEqual({ lat: 39.91, lng: 116.46, poiCount: 1 });
    expect(store.query.from).toMatchObject({ name: '国贸大厦', lat: 39.91, lng: 116.46, cityCode: 'BJS' });
  });

  it('saves home from the sheet, picks it, and removes it in edit', async () => {
    const { container, store, server } = await open();
    await click($(container, 'from'));
    expect($(container, 'fav-home')?.getAttribute('aria-label')).toBe('设置家地址');
    await click($(container, 'fav-home'));
    expect($(container, 'place-sheet')?.textContent).toContain('选择家地址');
    await type($(container, 'place-input'), '国贸');
    await click($(container, 'place-search'));
    await click($(container, 'result-0'));
    await idle();
    expect(calls(server, 'gaodeFavorites')).toEqual([
      { tag: 'home', place: expect.objectContaining({ name: '国贸大厦' }) },
    ]);
    expect($(container, 'place-notice')?.textContent).toBe('已保存');
    expect(store.query.from).toBeUndefined();
    expect($(container, 'fav-home')?.getAttribute('aria-label')).toBe('家 国贸大厦');

    await click($(container, 'fav-home'));
    expect(store.query.from?.name).toBe('国贸大厦');

    await click($(container, 'from'));
    await idle();
    await click($(container, 'fav-edit'));
    await click($(container, 'fav-remove-home'));
    await idle();
    expect(calls(server, 'gaodeFavorites').at(-1)).toEqual({ id: 'f1', tag: 'home', delete: true });
    expect(server.favorites).toEqual([]);
    await click($(container, 'fav-edit'));
    expect($(container, 'fav-home')?.getAttribute('aria-label')).toBe('设置家地址');
  });

  it('lists the airports of the city for an airport drop-off, and says when none matches', async () => {
    const { container, store, server } = await open();
    await set(() => {
      store.setService('airportDropoff');
      store.setFrom(GUOMAO);
    });
    await click($(container, 'to'));
    expect(calls(server, 'placeSearch').at(-1)).toMatchObject({ keyword: '北京', city: '北京', kinds: ['airport'] });
    expect($(container, 'result-0')?.textContent).toContain('北京首都国际机场');
    await click($(container, 'result-0'));
    expect(store.query.to).toMatchObject({ code: 'PEK', kind: 'airport' });

    await click($(container, 'to'));
    await type($(container, 'place-input'), '大兴');
    await click($(container, 'place-search'));
    expect($(container, 'place-none')?.textContent).toBe('没有找到这个机场');
  });

  it('offers my upcoming flights for an airport transfer', async () => {
    const order = (orderId: string, day: string) => ({
      orderId,
      flightNo: 'MU5101',
      depTime: `${day} 12:00`,
      arrTime: `${day} 14:15`,
      depAirportName: '上海虹桥国际机场',
      arrAirportName: '北京首都国际机场',
      depPlace: SHA_HQ,
      arrPlace: PEK,
    });
    const { container, store } = await open({
      myFlights: [order('T1', TOMORROW), order('T2', addCalendarDays(TODAY, 40))],
    });
    await set(() => store.setService('airportPickup'));
    await click($(container, 'flight'));
    await idle();
    expect($(container, 'my-flight-T1')).not.toBeNull();
    expect($(container, 'my-flight-T2')).toBeNull();
    await click($(container, 'my-flight-T1'));
    expect(store.query.flight?.flightNo).toBe('MU5101');
    expect(store.query.from?.code).toBe('PEK');
    expect(store.query.useTime).toBe(`${TOMORROW} 14:45`);
  });
});
