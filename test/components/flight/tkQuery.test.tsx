import { act } from 'react';
import { runInAction } from 'mobx';
import TkQueryPage from '../../../src/packages/flight/pages/tkQuery/index';
import { click } from '../support/render';
import { recorded, resetTaro } from '../support/taro';
import { $, fakeServer, memoryStorage, newFlightStore, setup } from './harness';

beforeEach(() => resetTaro());

async function open(storage = memoryStorage()) {
  const { api, server } = fakeServer();
  const store = newFlightStore(api, storage);
  const { root, mount } = await setup(store);
  const view = await mount(<TkQueryPage />);
  return { store, root, server, storage, ...view };
}

const error = (c: Element) => $(c, 'query-error')?.textContent;
/** A store change made by the test, flushed like a user's. */
const change = (fn: () => void) => act(async () => runInAction(fn));

describe('/tk/tkQuery (SPEC §5 search validation, history)', () => {
  it('starts with a remembered or default route, tomorrow, the booker as traveller', async () => {
    const { container } = await open();
    expect($(container, 'city-dep')?.getAttribute('aria-label')).toBe('出发城市：北京');
    expect($(container, 'city-arr')?.getAttribute('aria-label')).toBe('到达城市：上海');
    expect($(container, 'dep-date')?.textContent).toContain('11月23日');
    expect($(container, 'dep-date')?.textContent).toContain('明天');
    expect($(container, 'travellers')?.textContent).toContain('张三');
    expect($(container, 'ret-date')).toBeNull();
    await click($(container, 'trip-2'));
    expect($(container, 'trip-2')?.getAttribute('aria-selected')).toBe('true');
    expect($(container, 'ret-date')?.textContent).toContain('11月25日');
  });

  it('the swap button has a name and swaps the cities', async () => {
    const { container, store } = await open();
    expect($(container, 'swap')?.getAttribute('aria-label')).toBe('交换出发城市和到达城市');
    await click($(container, 'swap'));
    expect(store.query.depCity?.code).toBe('SHA');
    expect(store.query.arrCity?.code).toBe('BJS');
  });

  it('refuses the same city, a missing city, a past date and a return before departure, with the dictionary texts', async () => {
    const { container, store } = await open();
    const search = () => click($(container, 'search'));

    await change(() => store.setArrCity({ code: 'PEK', name: '北京首都国际机场', cityCode: 'BJS' }));
    await search();
    expect(error(container)).toBe('出发城市和到达城市不能相同');

    await change(() => (store.query = { ...store.query, arrCity: null }));
    await search();
    expect(error(container)).toBe('请选择出发城市和到达城市');

    await change(
      () =>
        (store.query = {
          ...store.query,
          arrCity: { code: 'SHA', name: '上海', cityCode: 'SHA' },
          depDate: '2026-11-20',
        }),
    );
    await search();
    expect(error(container)).toBe('查询日期不能早于今天');

    await change(() => (store.query = { ...store.query, tripType: 2, depDate: '2026-11-26', retDate: '2026-11-24' }));
    await search();
    expect(error(container)).toBe('返程日期不能早于出发日期');
    expect($(container, 'query-error')?.getAttribute('role')).toBe('alert');
    expect(recorded.navigations).toEqual([]);
  });

  it('shows the messages in English too', async () => {
    const { container, store, root } = await open();
    await change(() => {
      root.ui.setLocale('en-US');
      store.setArrCity({ code: 'BJS', name: 'Beijing', cityCode: 'BJS' });
    });
    await click($(container, 'search'));
    expect(error(container)).toBe('Departure and arrival cities cannot be the same');
  });

  it('a valid search opens the list and goes into the history, which can be reused and cleared', async () => {
    const storage = memoryStorage();
    const { container, store } = await open(storage);
    await click($(container, 'search'));
    expect(recorded.navigations.at(-1)).toEqual({ kind: 'navigateTo', url: '/packages/flight/pages/tkList/index' });
    expect($(container, 'history')?.textContent).toContain('北京 → 上海');
    // Stored under the SPEC §4 history key, so logout clears it.
    expect(storage.map.get('obt.history')).toMatchObject({ flight: { routes: [{ depCity: { code: 'BJS' } }] } });

    await click($(container, 'swap'));
    await click($(container, 'history-BJS-SHA'));
    expect(store.query.depCity?.code).toBe('BJS');
    expect($(container, 'history-BJS-SHA')?.getAttribute('aria-label')).toBe('单程：北京到上海');

    await click($(container, 'history-clear'));
    expect($(container, 'history')).toBeNull();
  });

  it('links to the flight tips and the travel policy through the router', async () => {
    const { container } = await open();
    await click($(container, 'link-policy'));
    expect(decodeURIComponent(recorded.navigations.at(-1)?.url ?? '')).toMatch(/policy/);
    await click($(container, 'link-strategy'));
    expect(decodeURIComponent(recorded.navigations.at(-1)?.url ?? '')).toMatch(/strategy/);
  });
});
