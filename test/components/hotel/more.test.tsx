/**
 * /htV2/htMore and /ht/htMore (SPEC §2): the hotel's facilities, check-in and check-out times, phone, description,
 * pictures by category and the hotel on the map.
 */
import HtMoreV2Page from '../../../src/packages/hotelV2/pages/htMore/index';
import HtMorePage from '../../../src/packages/hotel/pages/htMore/index';
import { recorded, resetTaro } from '../support/taro';
import { $, at, callsOf, idle, setup } from './bookingHarness';

let cleanup: (() => void)[] = [];
beforeEach(() => resetTaro());
afterEach(() => {
  for (const fn of cleanup) fn();
  cleanup = [];
});

async function open(version: 1 | 2) {
  const env = await setup({ now: at('10:00') });
  recorded.routerParams = { hotelId: 'H1' };
  const view = await env.mount(version === 1 ? <HtMorePage /> : <HtMoreV2Page />);
  cleanup.push(view.unmount, env.restoreClock);
  await idle();
  return { ...env, ...view };
}

describe('hotel facilities', () => {
  it('version 2 shows facilities, times, phone, description, pictures by category and the map', async () => {
    const { container, server } = await open(2);
    expect(callsOf(server, 'hotelV2Detail')).toHaveLength(1);
    expect([...container.querySelectorAll('[data-testid="more-facility"]')].map((e) => e.textContent)).toEqual([
      '无线网络',
      '健身房',
      '游泳池',
    ]);
    expect($(container, 'more-check-in')?.textContent).toBe('14:00以后');
    expect($(container, 'more-check-out')?.textContent).toBe('12:00以前');
    expect($(container, 'more-phone')?.textContent).toBe('010-65050000');
    expect($(container, 'more-description')?.textContent).toContain('国贸商圈');
    expect($(container, 'more-images-exterior')).not.toBeNull();
    expect($(container, 'more-images-room')).not.toBeNull();
    expect($(container, 'more-images-lobby')).toBeNull();
    expect(container.querySelector('[aria-label="北京国贸示例酒店的位置地图"]')).not.toBeNull();
  });

  it('version 1 asks hotelInfo and imgInfo', async () => {
    const { container, server } = await open(1);
    expect(callsOf(server, 'hotelInfo')).toHaveLength(1);
    expect(callsOf(server, 'imgInfo')).toHaveLength(1);
    expect($(container, 'more-facts')).not.toBeNull();
  });
});
