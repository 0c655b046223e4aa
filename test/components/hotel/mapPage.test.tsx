/**
 * /htV2/htMap and /ht/htMap: the hotels of the result as markers with the search centre, a marker's card opening
 * the hotel, "search here" re-centring a nearby search, the user's position through the map adapter.
 */
import HtV2MapPage from '../../../src/packages/hotelV2/pages/htMap/index';
import HtMapPage from '../../../src/packages/hotel/pages/htMap/index';
import { BEIJING_CENTRE, cityHotels } from '../../fixtures/hotels';
import { click } from '../support/render';
import { recorded, resetTaro } from '../support/taro';
import { $, calls, fakeHotelServer, idle, newSearchStore, setupHotel } from './searchHarness';

const mockLocate = jest.fn();
jest.mock('../../../src/hosts/map', () => ({
  ...jest.requireActual('../../../src/hosts/map'),
  locate: () => mockLocate(),
}));
jest.mock('../../../src/hosts/map/MapView', () => ({
  MapView: (props: {
    label: string;
    center: { lat: number; lng: number };
    markers?: { id: string; title: string; kind?: string }[];
    onMarkerTap?: (id: string) => void;
  }) => (
    <div data-testid="map" aria-label={props.label} data-center={`${props.center.lat},${props.center.lng}`}>
      {props.markers?.map((m) => (
        <button key={m.id} data-testid={`marker-${m.id}`} data-kind={m.kind} onClick={() => props.onMarkerTap?.(m.id)}>
          {m.title}
        </button>
      ))}
    </div>
  ),
}));

beforeEach(() => {
  resetTaro();
  mockLocate.mockReset();
});

async function open(version: 1 | 2 = 2) {
  const { api, server } = fakeHotelServer({ hotels: cityHotels(12) });
  const store = newSearchStore(api);
  const env = await setupHotel(store);
  const view = await env.mount(version === 2 ? <HtV2MapPage /> : <HtMapPage />);
  await idle(20);
  return { store, server, ...env, ...view };
}

const markers = (c: Element, kind: string) => Array.from(c.querySelectorAll(`[data-kind="${kind}"]`));

describe('/htV2/htMap', () => {
  it('shows a marker per hotel and the search centre', async () => {
    const { container } = await open();
    expect(markers(container, 'hotel')).toHaveLength(12);
    expect(markers(container, 'place').map((m) => m.textContent)).toEqual(['搜索中心']);
    expect($(container, 'map')?.getAttribute('aria-label')).toBe('北京酒店地图，12家酒店');
    expect($(container, 'map')?.getAttribute('data-center')).toBe(`${BEIJING_CENTRE.lat},${BEIJING_CENTRE.lng}`);
  });

  it('a marker shows its hotel card, which opens the hotel; search here re-centres on it', async () => {
    const { container, server, store } = await open();
    expect($(container, 'map-card')).toBeNull();
    await click($(container, 'marker-BJS-H0004'));
    expect($(container, 'map-card')?.querySelector('[data-testid="hotel-BJS-H0004"]')).not.toBeNull();
    await click($(container, 'hotel-BJS-H0004'));
    expect(decodeURIComponent(recorded.navigations.at(-1)?.url ?? '')).toMatch(
      /htRoomList(\/index)?\?hotelId=BJS-H0004&/,
    );
    const location = store.list.hotels.find((h) => h.hotelId === 'BJS-H0004')?.location;
    expect($(container, 'map-search-here')?.textContent).toContain('附近');
    await click($(container, 'map-search-here'));
    await idle(20);
    expect(store.nearby).toMatchObject({ centre: location, distance: 15 });
    expect(calls(server, 'hotelV2List').at(-1)).toMatchObject({ centre: location, distance: 15, pageNum: 1 });
    expect($(container, 'map-card')).toBeNull();
  });

  it('shows the user on the map, or the failure message', async () => {
    const { container } = await open();
    mockLocate.mockResolvedValueOnce({ ok: false, reason: 'denied' });
    await click($(container, 'map-me'));
    expect($(container, 'map-notice')?.textContent).toBeTruthy();
    expect(markers(container, 'me')).toHaveLength(0);
    mockLocate.mockResolvedValueOnce({ ok: true, point: { lat: 39.95, lng: 116.4, source: 'browser' } });
    await click($(container, 'map-me'));
    expect(markers(container, 'me')).toHaveLength(1);
    expect($(container, 'map-notice')).toBeNull();
  });
});

describe('/ht/htMap', () => {
  it('draws the version 1 result', async () => {
    const { container, server } = await open(1);
    expect(calls(server, 'hotelList')).toHaveLength(1);
    expect(markers(container, 'hotel')).toHaveLength(12);
  });
});
