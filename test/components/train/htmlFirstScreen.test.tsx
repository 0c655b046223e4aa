/**
 * /tr/trList's HTML first screen (issue 17; src/packages/train/pages/trList/htmlFirstScreen.ts) is what the real page
 * renders on a cold load: the search lives in memory only, so the page shows 'the search is no longer valid' with
 * the way back to the query, whatever the device remembers. If the page starts reopening the remembered search,
 * this fails and the first screen must paint its head instead.
 */
import TrListPage from '../../../src/packages/train/pages/trList/index';
import { firstScreens, firstScreenValues } from '../../../src/packages/train/pages/trList/htmlFirstScreen';
import { zh } from '../../../src/i18n/parts/train';
import { resetTaro } from '../support/taro';
import { expectPageMatches } from '../support/htmlFirstScreen';
import { NOW, TOMORROW, fakeTrainServer, idle, memoryStorage, newTrainStore, setupTrain } from './searchHarness';

beforeEach(() => resetTaro());

it('a cold load after a search shows the first screen: the title bar and the empty state', async () => {
  const storage = memoryStorage();
  const { api } = fakeTrainServer();
  // The previous visit searched: the device remembers the query form.
  const before = newTrainStore(api, storage);
  before.setDate(TOMORROW);
  expect(before.startSearch()).toBeNull();

  const { mount } = await setupTrain(newTrainStore(api, storage));
  const { container } = await mount(<TrListPage />);
  await idle(20);
  expectPageMatches(container, firstScreens['/tr/trList'](), zh);
  expect(firstScreenValues['/tr/trList']({ query: {}, stored: () => null, now: NOW, locale: 'zh-CN' })).toEqual({});
});
