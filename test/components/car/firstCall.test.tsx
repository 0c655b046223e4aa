/**
 * /car/carList's first call (issue 17): the builder index.html runs before the app (src/packages/car/pages/carList/
 * firstCall.ts) answers null, because a cold load of the real page asks nothing: the car query lives in memory only.
 * The page is driven with the app's own search store (real calls through the transport, the device storage the
 * previous visit left). If the page starts asking on a cold load, this fails and the builder must build that call.
 */
import { runInAction } from 'mobx';
import CarListPage from '../../../src/packages/car/pages/carList/index';
import { firstCalls } from '../../../src/packages/car/pages/carList/firstCall';
import { appSearchStore } from '../../../src/packages/car/search/appSearchStore';
import { storage } from '../../../src/hosts/storage';
import { resetTaro } from '../support/taro';
import { DEMO_USER } from '../support/stores';
import { setup } from '../../unit/api/fakeTransport';
import { $, GUOMAO, NOW, ZGC, idle, setupCar } from './queryHarness';

jest.mock('../../../src/hosts/map/MapView', () => ({
  MapView: (props: { label: string }) => <div data-testid="map" aria-label={props.label} />,
}));

beforeEach(() => resetTaro());

const LIST_CALLS = [
  '/obt/car/checkPreBook',
  '/obt/car/queryDayCar',
  '/obt/vehicles/shopping/estimateYyycPrice',
  '/obt/vehicles/shopping/estimateJsycPrice',
];

describe('/car/carList first call', () => {
  it('a cold load asks nothing (the query is not on the device): the builder answers null', async () => {
    storage.saveSession('c'.repeat(32), DEMO_USER);
    const transport = setup();
    // The previous visit: a ride chosen on the query screen (the device keeps its recent places).
    const before = appSearchStore();
    runInAction(() => {
      before.setFrom(GUOMAO);
      before.setTo(ZGC);
    });
    expect(before.validate()).toBeNull();

    // A reload of /car/carList: the app's store is built again from the device.
    const env = await setupCar(appSearchStore());
    const { container } = await env.mount(<CarListPage />);
    await idle(20);
    expect(container.textContent).toContain('请选择上车地点');
    expect($(container, 'estimates-loading')).toBeNull();
    expect(transport.calls.filter((c) => LIST_CALLS.includes(c.url))).toEqual([]);

    const built = firstCalls['/car/carList']({
      query: {},
      stored: (key) => storage.get<unknown>(key) ?? null,
      now: NOW,
      locale: 'zh-CN',
    });
    expect(built).toBeNull();
  });
});
