/**
 * /car/carList's HTML first screen (issue 17; src/packages/car/pages/carList/htmlFirstScreen.ts) is what the real
 * page renders on a cold load: the car query lives in memory only, so the page shows 'choose a pick-up' with the way
 * back to the query, whatever the device keeps. If a cold load starts showing something else, this fails.
 */
import { runInAction } from 'mobx';
import CarListPage from '../../../src/packages/car/pages/carList/index';
import { firstScreens, firstScreenValues } from '../../../src/packages/car/pages/carList/htmlFirstScreen';
import { appSearchStore } from '../../../src/packages/car/search/appSearchStore';
import { storage } from '../../../src/hosts/storage';
import { zh } from '../../../src/i18n/parts/car';
import { resetTaro } from '../support/taro';
import { DEMO_USER } from '../support/stores';
import { expectPageMatches } from '../support/htmlFirstScreen';
import { GUOMAO, NOW, ZGC, idle, setupCar } from './queryHarness';

jest.mock('../../../src/hosts/map/MapView', () => ({
  MapView: (props: { label: string }) => <div data-testid="map" aria-label={props.label} />,
}));

beforeEach(() => resetTaro());

it('a cold load after a ride was chosen shows the first screen: the title bar and the empty state', async () => {
  storage.saveSession('c'.repeat(32), DEMO_USER);
  const before = appSearchStore();
  runInAction(() => {
    before.setFrom(GUOMAO);
    before.setTo(ZGC);
  });

  const env = await setupCar(appSearchStore());
  const { container } = await env.mount(<CarListPage />);
  await idle(20);
  expectPageMatches(container, firstScreens['/car/carList'](), zh);
  expect(firstScreenValues['/car/carList']({ query: {}, stored: () => null, now: NOW, locale: 'zh-CN' })).toEqual({});
});
