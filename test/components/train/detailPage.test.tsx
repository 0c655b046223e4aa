/** /tr/trDetail: a train's stops (queryTrNumber), its seats with booking buttons, the sale rules. */
import TrDetailPage from '../../../src/packages/train/pages/trDetail/index';
import { click } from '../support/render';
import { recorded, resetTaro } from '../support/taro';
import { $, TOMORROW, fakeTrainServer, idle, newTrainStore, setupTrain, type FakeTrainServer } from './searchHarness';

beforeEach(() => resetTaro());

async function open(trainId: string, partial: Partial<FakeTrainServer> = {}) {
  const { api, server } = fakeTrainServer(partial);
  const store = newTrainStore(api);
  store.startSearch();
  await store.loadList();
  recorded.routerParams = { trainId };
  const { mount } = await setupTrain(store);
  const view = await mount(<TrDetailPage />);
  await idle();
  return { store, server, ...view };
}

const G1 = `G1_${TOMORROW}_VNP_AOH`;

describe('/tr/trDetail', () => {
  it('shows the stops, the seats and the rules; a bookable seat opens trEdit', async () => {
    const { container, server, store } = await open(G1);
    expect(server.calls.find((c) => c.name === 'queryTrNumber')?.body).toEqual({ trainCode: 'G1', date: TOMORROW });
    expect($(container, 'detail-head')?.textContent).toContain('G1');
    expect($(container, 'stops')?.getAttribute('role')).toBe('table');
    expect($(container, 'stop-2')?.textContent).toContain('南京南');
    expect($(container, 'stop-2')?.textContent).toContain('2分');
    expect(container.textContent).toContain('开车前4小时以上可在线退票、改签');
    expect(container.textContent).toContain('1.2米以下免票');
    expect($(container, 'seat-G1-9')?.getAttribute('role')).toBe('group');
    await click($(container, 'seat-G1-M'));
    await idle();
    expect(store.choice?.seat.seatType).toBe('M');
    expect(recorded.navigations.at(-1)?.url).toBe('/packages/train/pages/trEdit/index');
  });

  it('a suspended train offers no seat', async () => {
    const { container } = await open(`D5_${TOMORROW}_VNP_AOH`);
    expect($(container, 'sale-state')?.textContent).toBe('暂停发售');
    expect(container.querySelectorAll('[data-testid^="seat-D5-"][role="button"]')).toHaveLength(0);
  });

  it('says the stops failed, with a retry', async () => {
    const { container, server } = await open(G1, {
      stops: () => {
        throw new Error('down');
      },
    });
    expect(container.textContent).toContain('经停信息加载失败');
    server.stops = (code) => ({ trainCode: code, stops: [] });
    const retry = Array.from(container.querySelectorAll('[role="button"]')).find((b) => b.textContent === '重试');
    await click(retry ?? null);
    await idle();
    expect($(container, 'stops')).not.toBeNull();
  });

  it('a train no longer in the results sends the user back to the query', async () => {
    const { container } = await open('nope');
    expect(container.textContent).toContain('车次信息已失效，请重新查询');
  });
});
