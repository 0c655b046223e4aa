/**
 * /car/driving?orderId= (SPEC §2): the order's route on the map (route line, pick-up, drop-off, the driver while
 * driving), the distance and time, and the drop-off opened in a map app through the map adapter.
 */
import DrivingPage from '../../../src/packages/car/pages/driving/index';
import { click } from '../support/render';
import { recorded, resetTaro } from '../support/taro';
import { $, TO, carOrder, rideAt, setup, type FakeCarOrders } from './orderHarness';

const mockOpenMap = jest.fn();
jest.mock('../../../src/hosts/map', () => ({
  ...jest.requireActual('../../../src/hosts/map'),
  openExternalMap: (...args: unknown[]) => mockOpenMap(...args),
}));
jest.mock('../../../src/hosts/map/MapView', () => jest.requireActual('./orderMap'));

let restore: (() => void) | null = null;
beforeEach(() => {
  resetTaro();
  mockOpenMap.mockReset();
  mockOpenMap.mockResolvedValue('opened');
  recorded.routerParams = { orderId: 'C1' };
});
afterEach(() => {
  restore?.();
  restore = null;
});

async function open(data: Partial<FakeCarOrders>) {
  const env = await setup({ data });
  restore = env.restoreClock;
  const view = await env.mount(<DrivingPage />);
  return { ...env, ...view };
}

describe('/car/driving', () => {
  it('draws the planned route with its length and opens the drop-off in a map app', async () => {
    const { container } = await open({
      orders: { C1: carOrder({ orderType: 11018, useType: 1, orderStatus: 'paid' }) },
    });
    expect($(container, 'line-route')?.getAttribute('data-points')).toBe('3');
    expect($(container, 'marker-from')).not.toBeNull();
    expect($(container, 'marker-to')?.textContent).toBe(`下车点 ${TO.name}`);
    expect($(container, 'marker-driver')).toBeNull();
    expect($(container, 'route-facts')?.textContent).toMatch(/^全程约 \d+\.\d 公里$/);
    await click($(container, 'route-open'));
    expect(mockOpenMap).toHaveBeenCalledWith(
      { lat: TO.lat, lng: TO.lng, name: TO.name, address: TO.address },
      expect.objectContaining({ t: expect.any(Function) }),
    );
  });

  it('follows the driver in service with what is left, and says what was driven once finished', async () => {
    const { container, server, advance } = await open({
      orders: { C1: rideAt('inService') },
      locations: {
        C1: {
          orderStatus: 'inService',
          position: { lat: 39.88, lng: 116.4 },
          heading: 0,
          remainingDistance: 2500,
          remainingSeconds: 300,
        },
      },
    });
    expect($(container, 'marker-driver')?.getAttribute('data-pos')).toBe('39.88,116.4');
    expect($(container, 'route-facts')?.textContent).toBe('剩余 2.5 公里，约 5 分钟');
    server.orders.C1 = rideAt('awaitingPayment', { actualDistance: 8100, actualDuration: 1260 });
    delete server.locations.C1;
    await advance(3000);
    expect($(container, 'route-facts')?.textContent).toBe('实际 8.1 公里，用时 21 分钟');
    expect($(container, 'marker-driver')).toBeNull();
  });
});
