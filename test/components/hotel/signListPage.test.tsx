/** /htV2/htSignList and /ht/htSignList: the company's protocol-hotel cities and their protocol hotels for the stay. */
import HtV2SignListPage from '../../../src/packages/hotelV2/pages/htSignList/index';
import HtSignListPage from '../../../src/packages/hotel/pages/htSignList/index';
import { cityHotels, hotelSummary } from '../../fixtures/hotels';
import { click } from '../support/render';
import { recorded, resetTaro } from '../support/taro';
import {
  $,
  TODAY,
  TOMORROW,
  all,
  calls,
  fakeHotelServer,
  idle,
  newSearchStore,
  setupHotel,
  type FakeHotelServer,
} from './searchHarness';

beforeEach(() => resetTaro());

async function open(partial: Partial<FakeHotelServer> = {}, version: 1 | 2 = 2) {
  const { api, server } = fakeHotelServer(partial);
  const store = newSearchStore(api);
  const env = await setupHotel(store);
  const view = await env.mount(version === 2 ? <HtV2SignListPage /> : <HtSignListPage />);
  await idle(20);
  return { store, server, ...env, ...view };
}

const rows = (c: Element) => all(c, '[role="listitem"] > [data-testid^="hotel-"]');

describe('/htV2/htSignList', () => {
  it('lists the protocol hotels of the search city for the stay, and switches city', async () => {
    const hotels = [...cityHotels(24), ...[1, 2, 3].map((i) => hotelSummary(i, { protocol: true }, 'SHA'))];
    const { container, server } = await open({ hotels });
    expect($(container, 'sign-city-BJS')?.getAttribute('aria-checked')).toBe('true');
    expect($(container, 'sign-city-BJS')?.getAttribute('aria-label')).toBe('北京，8家协议酒店');
    expect(calls(server, 'hotelV2List')[0]).toMatchObject({
      cityId: 'BJS',
      checkIn: TODAY,
      checkOut: TOMORROW,
      protocolOnly: true,
    });
    // Every sixth demo hotel is a protocol one: 6, 12, 18, 24.
    expect(rows(container).map((r) => r.getAttribute('data-testid'))).toEqual([
      'hotel-BJS-H0006',
      'hotel-BJS-H0012',
      'hotel-BJS-H0018',
      'hotel-BJS-H0024',
    ]);
    expect(rows(container).every((r) => r.querySelector('[data-testid="protocol-badge"]'))).toBe(true);
    await click($(container, 'sign-city-SHA'));
    await idle(20);
    expect(calls(server, 'hotelV2List').at(-1)).toMatchObject({ cityId: 'SHA', protocolOnly: true });
    expect(rows(container)).toHaveLength(3);
    await click(rows(container)[0]);
    expect(decodeURIComponent(recorded.navigations.at(-1)?.url ?? '')).toMatch(
      /htRoomList(\/index)?\?hotelId=SHA-H0001&/,
    );
  });

  it('says so when the company has no protocol hotels', async () => {
    const { container, server } = await open({ signCities: [] });
    expect(container.textContent).toContain('贵公司暂无协议酒店');
    expect(calls(server, 'hotelV2List')).toHaveLength(0);
  });
});

describe('/ht/htSignList', () => {
  it('uses the version 1 list', async () => {
    const { server } = await open({}, 1);
    expect(calls(server, 'hotelList')[0]).toMatchObject({ cityId: 'BJS', protocolOnly: true });
    expect(calls(server, 'hotelV2List')).toHaveLength(0);
  });
});
