/**
 * /tr/trList's first call (issue 17): the builder index.html runs before the app (src/packages/train/pages/trList/
 * firstCall.ts) answers null, because a cold load of the real page asks nothing: the search lives in memory only,
 * though the device remembers the query form of the last search. The page is driven with a train store on the real
 * calls (through the transport) and the device storage the previous search left. If the page starts reopening the
 * remembered search on a cold load, this fails and the builder must build that trSearch.
 */
import TrListPage from '../../../src/packages/train/pages/trList/index';
import { firstCalls } from '../../../src/packages/train/pages/trList/firstCall';
import {
  clzcIsWb,
  matchClzc4Transfer,
  queryTrNumber,
  trSearch,
  trSearchTransfer,
  trSearchTransferPrice,
} from '../../../src/api/train';
import { getParameter } from '../../../src/api/common';
import { STORAGE_KEYS } from '../../../src/domain/session';
import { storage } from '../../../src/hosts/storage';
import { TrainStore } from '../../../src/packages/train/store';
import { resetTaro } from '../support/taro';
import { DEMO_USER } from '../support/stores';
import { setup } from '../../unit/api/fakeTransport';
import { NOW, TOMORROW, idle, setupTrain } from './searchHarness';

beforeEach(() => resetTaro());

/** A train store as the app builds it: the real calls, the device storage, the test clock. */
const appTrainStore = () =>
  new TrainStore({
    api: {
      trSearch,
      trSearchTransfer,
      trSearchTransferPrice,
      clzcIsWb,
      matchClzc4Transfer,
      queryTrNumber,
      getParameter,
    },
    storage: { get: storage.get, set: storage.set },
    now: () => NOW,
  });

describe('/tr/trList first call', () => {
  it('a cold load asks nothing (the search is not on the device): the builder answers null', async () => {
    storage.saveSession('c'.repeat(32), DEMO_USER);
    const transport = setup();
    // The previous visit searched 北京 → 上海 tomorrow: the device remembers the query form.
    const before = appTrainStore();
    before.setDate(TOMORROW);
    expect(before.startSearch()).toBeNull();
    expect(JSON.stringify(storage.get(STORAGE_KEYS.history))).toContain(TOMORROW);

    // A reload of /tr/trList: the store is built again from the device.
    const { mount } = await setupTrain(appTrainStore());
    const { container } = await mount(<TrListPage />);
    await idle(20);
    expect(container.textContent).toContain('查询条件已失效');
    expect(transport.calls.filter((c) => c.url.startsWith('/obt/train/'))).toEqual([]);

    const built = firstCalls['/tr/trList']({
      query: {},
      stored: (key) => storage.get<unknown>(key) ?? null,
      now: NOW,
      locale: 'zh-CN',
    });
    expect(built).toBeNull();
  });
});
