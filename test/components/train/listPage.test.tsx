/** /tr/trList: trains, seats and their states (SPEC §4), policy badges, sort, filters, days, prompt, transfers. */
import { act } from 'react';
import TrListPage from '../../../src/packages/train/pages/trList/index';
import { addCalendarDays } from '../../../src/domain/time';
import { click } from '../support/render';
import { recorded, resetTaro } from '../support/taro';
import { manyTrains, trainDay } from '../../fixtures/trains';
import {
  $,
  LAST_DAY,
  TOMORROW,
  all,
  fakeTrainServer,
  idle,
  newTrainStore,
  setupTrain,
  type FakeTrainServer,
} from './searchHarness';

beforeEach(() => resetTaro());

async function open(partial: Partial<FakeTrainServer> = {}, date = TOMORROW) {
  const { api, server } = fakeTrainServer({ transferParam: '0', ...partial });
  const store = newTrainStore(api);
  store.setDate(date);
  store.setTravellers([{ empId: 'e1' }]);
  expect(store.startSearch()).toBeNull();
  const { mount } = await setupTrain(store);
  const view = await mount(<TrListPage />);
  await idle();
  return { store, server, ...view };
}

/** Train codes of the rendered rows, in screen order. */
function shownTrains(container: Element): string[] {
  return all(container, '[role="listitem"][aria-posinset]')
    .sort((a, b) => Number(a.getAttribute('aria-posinset')) - Number(b.getAttribute('aria-posinset')))
    .map((row) => row.querySelector('[data-testid^="train-"]')?.getAttribute('data-testid')?.slice(6) ?? '');
}
const button = (c: Element, text: string) =>
  Array.from(c.querySelectorAll('[role="button"]')).find((b) => b.textContent === text) ?? null;

describe('/tr/trList', () => {
  it('lists the day’s trains with times, stations, duration, +N days and seat states', async () => {
    const { container, server } = await open();
    expect(server.calls.find((c) => c.name === 'trSearch')?.body).toMatchObject({
      fromStation: 'BJP',
      toStation: 'SHH',
      date: TOMORROW,
      travellers: [{ empId: 'e1' }],
    });
    expect($(container, 'list-route')?.textContent).toBe('北京 → 上海');
    expect(shownTrains(container)).toEqual(['G1', 'G3', 'D5', 'G9', 'K7']);
    const g1 = $(container, 'train-G1') as Element;
    expect(g1.textContent).toContain('08:00');
    expect(g1.textContent).toContain('12:28');
    expect(g1.textContent).toContain('4时28分');
    expect($(container, 'open-G1')?.getAttribute('aria-label')).toContain('G1次 北京南 08:00 至 上海虹桥 12:28');
    // K7 arrives the next day.
    expect($(container, 'train-K7')?.querySelector('[data-testid="arrive-days"]')?.textContent).toBe('+1天');
    // Bookable: count > 0 and wb ≠ 2 (SPEC §4); policy badges per seat.
    expect($(container, 'seat-G1-O')?.getAttribute('role')).toBe('button');
    expect($(container, 'seat-G1-O')?.getAttribute('aria-label')).toBe('预订二等座，¥553，20张');
    expect($(container, 'seat-G1-M')?.querySelector('[data-testid="policy-1"]')?.textContent).toBe('超标');
    expect($(container, 'seat-G1-9')?.getAttribute('role')).toBe('group');
    expect($(container, 'seat-G1-9')?.querySelector('[data-testid="policy-2"]')?.textContent).toBe('禁订');
    // Sold out: 'no tickets'; a waitlist class offers 'waitlist', the other is no button.
    expect($(container, 'seat-G3-M')?.textContent).toContain('无票');
    expect($(container, 'seat-G3-M')?.getAttribute('role')).toBe('group');
    expect($(container, 'seat-G3-O')?.textContent).toContain('候补');
    expect($(container, 'seat-G3-O')?.getAttribute('aria-label')).toBe('二等座无票，提交候补订单');
    // Suspended (runTime 99…) and not yet on sale: no seat is a button.
    expect($(container, 'train-D5')?.querySelector('[data-testid="sale-state"]')?.textContent).toBe('暂停发售');
    expect($(container, 'seat-D5-O')?.getAttribute('role')).toBe('group');
    expect($(container, 'train-G9')?.querySelector('[data-testid="sale-state"]')?.textContent).toContain('15:00起售');
    expect($(container, 'seat-G9-O')?.getAttribute('role')).toBe('group');
    // 99 seats read 'available', not an exact number.
    expect($(container, 'seat-K7-1')?.textContent).toContain('有票');
  });

  it('a bookable seat is checked for the travellers and opens trEdit; a waitlist seat opens trBenchEdit', async () => {
    const { container, store, server } = await open();
    await click($(container, 'seat-G1-O'));
    await idle();
    expect(server.calls.filter((c) => c.name === 'clzcIsWb').map((c) => c.body)).toEqual([
      { seatKeys: [`G1_${TOMORROW}_VNP_AOH|O`], travellers: [{ empId: 'e1' }], tripType: 1 },
    ]);
    expect(store.choice?.seat.seatType).toBe('O');
    expect(recorded.navigations.at(-1)).toEqual({ kind: 'navigateTo', url: '/packages/train/pages/trEdit/index' });

    await click($(container, 'seat-G3-O'));
    await idle();
    expect(store.choice?.train.trainCode).toBe('G3');
    // (The waitlist form is another helper's page: while it is not built the router sends its URL to notFound.)
    expect(decodeURIComponent(recorded.navigations.at(-1)?.url ?? '')).toContain('trBenchEdit');
  });

  it('a seat the company forbids for the travellers is refused in the prompt dialog', async () => {
    const { container, server, store } = await open();
    server.policy[`G1_${TOMORROW}_VNP_AOH|O`] = 2;
    await click($(container, 'seat-G1-O'));
    await idle();
    expect(recorded.modals).toEqual([{ title: '提示', content: '该席别超出差旅标准，公司不允许预订' }]);
    expect(store.choice).toBeNull();
    expect(recorded.navigations).toEqual([]);
  });

  it('shows the server tips in a dialog titled prompt, with the failure and a retry (SPEC §8)', async () => {
    const { container, server } = await open({ refuseSearch: '请先选择出行人员' });
    expect(recorded.modals).toEqual([{ title: '提示', content: '请先选择出行人员' }]);
    expect(container.textContent).toContain('车次查询失败');
    server.refuseSearch = '';
    await click(button(container, '重试'));
    await idle();
    expect(shownTrains(container)).toHaveLength(5);
  });

  it('sorts by price both ways and filters in the sheet', async () => {
    const { container, store } = await open();
    await click($(container, 'sort-price'));
    expect(shownTrains(container)[0]).toBe('K7');
    expect($(container, 'sort-price')?.getAttribute('aria-label')).toBe('按价格排序，升序');
    await click($(container, 'sort-price'));
    expect(shownTrains(container)[0]).toBe('G3');
    await click($(container, 'sort-dep'));

    await click($(container, 'open-filter'));
    await click($(container, 'filter-types-K'));
    expect($(container, 'filter-apply')?.textContent).toBe('确定 (1)');
    await click($(container, 'filter-apply'));
    expect(shownTrains(container)).toEqual(['K7']);
    expect($(container, 'open-filter')?.textContent).toBe('筛选（1）');

    await click($(container, 'open-filter'));
    await click($(container, 'filter-depBands-0-6'));
    await click($(container, 'filter-apply'));
    expect(container.textContent).toContain('没有符合筛选条件的车次');
    await click(button(container, '清除筛选'));
    expect(shownTrains(container)).toHaveLength(5);
    expect(store.filterCount).toBe(0);
  });

  it('keeps high-speed only from the query', async () => {
    const { container, store } = await open();
    await act(async () => store.setHighSpeedOnly(true));
    expect(shownTrains(container)).toEqual(['G1', 'G3', 'D5', 'G9']);
  });

  it('moves to the previous day, and says the next day is out of the sale range (SPEC §5)', async () => {
    const { container, server, store } = await open({}, LAST_DAY);
    await click($(container, 'next-day'));
    expect($(container, 'date-error')?.textContent).toBe('所选日期超出预售期，只能预订今天起14天内的车票');
    expect(store.search?.date).toBe(LAST_DAY);
    expect(server.calls.filter((c) => c.name === 'trSearch')).toHaveLength(1);
    await click($(container, 'prev-day'));
    await idle();
    expect($(container, 'date-error')).toBeNull();
    expect(store.search?.date).toBe(addCalendarDays(LAST_DAY, -1));
    expect(server.calls.filter((c) => c.name === 'trSearch').map((c) => (c.body as { date: string }).date)).toEqual([
      LAST_DAY,
      addCalendarDays(LAST_DAY, -1),
    ]);
  });

  it('renders 500 trains as a window of rows', async () => {
    const { container } = await open({ trains: (_f, _t, date) => ({ trains: manyTrains(date, 500), tips: '' }) });
    const rows = all(container, '[role="listitem"][aria-posinset]');
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.length).toBeLessThan(40);
    expect(rows[0]?.getAttribute('aria-setsize')).toBe('500');
  });

  it('shows a skeleton while searching, and an empty day', async () => {
    const { api } = fakeTrainServer({ transferParam: '0' });
    const store = newTrainStore({ ...api, trSearch: () => new Promise(() => undefined) });
    store.startSearch();
    const { mount } = await setupTrain(store);
    const { container } = await mount(<TrListPage />);
    expect($(container, 'list-skeleton')?.getAttribute('aria-label')).toBe('正在查询车次…');

    resetTaro();
    const empty = await open({ trains: () => ({ trains: [], tips: '' }) });
    expect(empty.container.textContent).toContain('当天暂无车次');
  });

  it('offers connections when the company allows them: a seat on each leg, then trEdit', async () => {
    const { container, store, server } = await open({ transferParam: '1' });
    expect(server.calls.find((c) => c.name === 'getParameter')?.body).toEqual({ paramNo: '11603006' });
    expect($(container, 'tab-transfers')?.textContent).toBe('中转（1）');
    await click($(container, 'tab-transfers'));
    await click($(container, 'transfer-T1'));
    expect($(container, 'transfer-book')?.getAttribute('aria-disabled')).toBe('true');
    await click($(container, 'transfer-seat-0-O'));
    await click($(container, 'transfer-seat-1-M'));
    await click($(container, 'transfer-book'));
    await idle();
    expect(server.calls.filter((c) => c.name === 'trSearchTransferPrice').map((c) => c.body)).toEqual([
      { transferId: 'T1', seatKeys: [`G101_${TOMORROW}_VNP_NKH|O`, `G201_${TOMORROW}_NKH_AOH|M`] },
    ]);
    expect(server.calls.some((c) => c.name === 'matchClzc4Transfer')).toBe(true);
    expect(store.transferChoice?.seats.map((s) => s.seatType)).toEqual(['O', 'M']);
    expect(store.transferChoice?.total).toBe(553 + 933);
    expect(recorded.navigations.at(-1)?.url).toBe('/packages/train/pages/trEdit/index');
  });

  it('without a search sends the user back to the query', async () => {
    const { api } = fakeTrainServer();
    const store = newTrainStore(api);
    const { mount } = await setupTrain(store);
    const { container } = await mount(<TrListPage />);
    expect(container.textContent).toContain('查询条件已失效');
    await click(button(container, '重新查询'));
    expect(recorded.navigations.at(-1)?.url).toContain('trQuery');
    expect(trainDay(TOMORROW)).toHaveLength(5);
  });
});
