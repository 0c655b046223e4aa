/**
 * /schedule (issue 15): a trip's order title (route, hotel, names; its prefix localized by the server) is data, in a
 * translate="no" span; the time beside it is not. API faked at the module.
 */
jest.mock('../../../src/api/orders', () => ({ scheduleList: jest.fn() }));

import * as api from '../../../src/api/orders';
import type { ScheduleListItem } from '../../../src/api/contract/orders';
import { chinaNow } from '../../../src/domain/time';
import { clock } from '../../../src/hosts/clock';
import { setGuardContext } from '../../../src/router';
import { StoreProvider } from '../../../src/stores';
import SchedulePage from '../../../src/pages/schedule/index';
import { render, settle } from '../support/render';
import { makeStore } from '../support/stores';
import { resetTaro } from '../support/taro';

beforeEach(() => {
  resetTaro();
  jest.resetAllMocks();
  setGuardContext({ isLoggedIn: () => true, visitorMode: () => false });
});
afterEach(() => {
  document.body.innerHTML = '';
});

it("marks a trip's order title as data, not its time", async () => {
  const today = chinaNow(clock.now()).format('YYYY-MM-DD');
  const trip: ScheduleListItem = {
    orderId: 'o1',
    orderNo: 'TK1',
    orderType: 11001,
    orderStatus: 'issued',
    date: today,
    time: '08:00',
    title: 'Change 北京-上海 CA1502',
    subtitle: '',
  };
  (api.scheduleList as jest.Mock).mockReturnValue(Promise.resolve({ code: 1, list: [trip] }));
  const { store } = makeStore();
  await store.session.adoptToken('c'.repeat(32));
  const { container } = await render(
    <StoreProvider store={store}>
      <SchedulePage />
    </StoreProvider>,
  );
  await settle();
  const title = container.querySelector('.schedule__trip-title');
  expect(title?.textContent).toBe('Change 北京-上海 CA1502');
  expect(title?.getAttribute('translate')).toBe('no');
  expect(container.querySelector('.schedule__trip-time')?.getAttribute('translate')).toBeNull();
});
