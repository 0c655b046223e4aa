/**
 * /car/carQuery: instant by default (SPEC §9 use type 8), the fields per service, the validation messages (SPEC §8,
 * §9: pick-up required, same place, past time, beyond the 30-day window, airport pick-up without a flight), the
 * flight lookup filling the airport and time, and the estimate button opening /car/carList.
 */
import { act } from 'react';
import { runInAction } from 'mobx';
import CarQueryPage from '../../../src/packages/car/pages/carQuery/index';
import { addCalendarDays } from '../../../src/domain/time';
import { click, type } from '../support/render';
import { recorded, resetTaro } from '../support/taro';
import { REQUEST, fakeTrips, tripRoute } from '../tripRequest/harness';
import {
  $,
  BJP,
  GUOMAO,
  PEK,
  TODAY,
  TOMORROW,
  ZGC,
  calls,
  fakeCarServer,
  flightItem,
  idle,
  newCarSearch,
  setupCar,
  type FakeCarServer,
} from './queryHarness';

const mockLocate = jest.fn();
jest.mock('../../../src/hosts/map', () => ({
  ...jest.requireActual('../../../src/hosts/map'),
  locate: () => mockLocate(),
}));
jest.mock('../../../src/hosts/map/MapView', () => ({
  MapView: (props: { label: string; markers?: { id: string; title: string; kind?: string }[] }) => (
    <div data-testid="map" aria-label={props.label}>
      {props.markers?.map((m) => (
        <span key={m.id} data-testid={`marker-${m.id}`} data-kind={m.kind}>
          {m.title}
        </span>
      ))}
    </div>
  ),
}));

beforeEach(() => {
  resetTaro();
  mockLocate.mockReset();
  mockLocate.mockResolvedValue({ ok: false, reason: 'denied' });
});

async function open(partial: Partial<FakeCarServer> = {}, trips?: ReturnType<typeof fakeTrips>) {
  const { api, server } = fakeCarServer(partial);
  const store = newCarSearch(api);
  const env = await setupCar(store, { trips: trips?.store });
  const view = await env.mount(<CarQueryPage />);
  await idle();
  return { store, server, ...view };
}

const error = (c: Element) => $(c, 'query-error')?.textContent;
const set = (fn: () => void) => act(async () => runInAction(fn));
const listUrl = '/packages/car/pages/carList/index';

describe('/car/carQuery', () => {
  it('opens on an instant ride for now; the pick-up from the current position when asked (SPEC §9)', async () => {
    mockLocate.mockResolvedValue({ ok: true, point: { lat: GUOMAO.lat, lng: GUOMAO.lng } });
    const { container, store, server } = await open();
    expect($(container, 'service-instant')?.getAttribute('aria-selected')).toBe('true');
    expect($(container, 'time-now')?.textContent).toContain('现在出发');
    // Opening the hub never reads the position (no location or privacy prompt before the user asks).
    expect(mockLocate).not.toHaveBeenCalled();
    expect(store.query.from).toBeUndefined();
    await click($(container, 'from'));
    await click($(container, 'place-here'));
    expect(store.query.from?.name).toBe('国贸大厦');
    expect($(container, 'from')?.hasAttribute('aria-label')).toBe(false);
    expect($(container, 'from')?.textContent).toContain('上车地点 国贸大厦');
    expect($(container, 'marker-pickup')?.textContent).toBe('国贸大厦');
    expect($(container, 'marker-me')).not.toBeNull();
    expect(calls(server, 'vehiclesCityFindList')).toHaveLength(1);
  });

  it('changes the fields with the service', async () => {
    const { container, store } = await open();
    expect($(container, 'flight')).toBeNull();
    expect($(container, 'to')).not.toBeNull();

    await click($(container, 'service-scheduled'));
    expect(store.useType).toBe(1);
    expect($(container, 'time-now')).toBeNull();
    expect($(container, 'time')?.getAttribute('aria-label')).toMatch(/^用车时间：/);
    // The earliest pre-booked time: now + 30 min rounded up to 10 minutes.
    expect(store.query.useTime).toBe(`${TODAY} 10:30`);

    await click($(container, 'service-airportPickup'));
    expect($(container, 'flight')?.textContent).toContain('填写航班');
    expect($(container, 'from')?.textContent).toContain('接机机场');
    expect($(container, 'to')?.textContent).toContain('下车地点');

    await click($(container, 'service-stationDropoff'));
    expect($(container, 'flight')).toBeNull();
    expect($(container, 'to')?.textContent).toContain('送达车站');

    await click($(container, 'service-dayRental'));
    expect($(container, 'to')).toBeNull();
    expect($(container, 'package-fullDay')?.getAttribute('aria-checked')).toBe('true');
    expect($(container, 'days')?.textContent).toBe('1天');
    await click($(container, 'days-more'));
    await click($(container, 'package-halfDay'));
    expect(store.query).toMatchObject({ service: 'dayRental', days: 2, dayPackage: 'halfDay' });
  });

  it('refuses a query without a pick-up, with the same place twice, without a drop-off', async () => {
    const { container, store } = await open();
    await click($(container, 'search'));
    expect(error(container)).toBe('请选择上车地点');
    await set(() => store.setFrom(GUOMAO));
    await click($(container, 'search'));
    expect(error(container)).toBe('请选择下车地点');
    await set(() => store.setTo({ ...GUOMAO, name: '国贸大厦B座', lat: GUOMAO.lat + 0.0001 }));
    await click($(container, 'search'));
    expect(error(container)).toBe('上车地点和下车地点不能相同');
    expect(recorded.navigations).toEqual([]);
    await set(() => store.setTo(ZGC));
    await click($(container, 'search'));
    expect(error(container)).toBeUndefined();
    expect(recorded.navigations.at(-1)).toEqual({ kind: 'navigateTo', url: listUrl });
  });

  it('refuses a past time, one under 30 minutes, and a transfer beyond 30 days (SPEC §9)', async () => {
    const { container, store } = await open();
    await click($(container, 'service-stationDropoff'));
    await set(() => {
      store.setFrom(GUOMAO);
      store.setTo(BJP);
    });
    await set(() => (store.query = { ...store.query, useTime: `${TODAY} 09:00` }));
    await click($(container, 'search'));
    expect(error(container)).toBe('用车时间已过，请重新选择');
    expect(recorded.navigations).toEqual([]);

    await set(() => (store.query = { ...store.query, useTime: `${TODAY} 10:20` }));
    await click($(container, 'search'));
    expect(error(container)).toBe('预约用车需至少提前30分钟');
    await set(() => (store.query = { ...store.query, useTime: `${addCalendarDays(TODAY, 31)} 10:00` }));
    await click($(container, 'search'));
    expect(error(container)).toBe('仅可预约30天内的用车');
    expect(store.setUseTime(`${addCalendarDays(TODAY, 31)} 10:00`)).toBe('tooFar');
    expect(store.setUseTime(`${TODAY} 09:00`)).toBe('past');
  });

  it('picks the time in the sheet, refusing one too soon', async () => {
    const { container, store } = await open();
    await click($(container, 'service-scheduled'));
    await click($(container, 'time'));
    await click($(container, `time-day-${TODAY}`));
    await click($(container, 'time-hour-10'));
    await click($(container, 'time-minute-10'));
    await click($(container, 'time-ok'));
    expect($(container, 'time-error')?.textContent).toBe('预约用车需至少提前30分钟');
    await click($(container, `time-day-${TOMORROW}`));
    await click($(container, 'time-hour-08'));
    await click($(container, 'time-minute-40'));
    await click($(container, 'time-ok'));
    expect($(container, 'time-sheet')).toBeNull();
    expect(store.query.useTime).toBe(`${TOMORROW} 08:40`);
  });

  it('asks an airport pick-up for a flight or an airport', async () => {
    const { container, store } = await open();
    await click($(container, 'service-airportPickup'));
    await set(() => store.setTo(GUOMAO));
    await click($(container, 'search'));
    expect(error(container)).toBe('请填写航班号或选择机场');
    await set(() => store.setFrom(ZGC));
    await click($(container, 'search'));
    expect(error(container)).toBe('请选择机场');
    await set(() => store.setFrom(PEK));
    await click($(container, 'search'));
    expect(error(container)).toBeUndefined();
    expect(recorded.navigations.at(-1)?.url).toBe(listUrl);
  });

  it('looks the flight up: the arrival airport becomes the pick-up, landing + 30 min the time', async () => {
    const { container, store, server } = await open();
    await click($(container, 'service-airportPickup'));
    await click($(container, 'flight'));
    await type($(container, 'flight-input'), 'ca9999');
    await click($(container, `flight-day-${TOMORROW}`));
    await click($(container, 'flight-find'));
    expect($(container, 'flight-error')?.textContent).toBe('没有找到该航班，请核对航班号和日期');
    expect(calls(server, 'queryFlightByHbh').at(-1)).toEqual({ hbh: 'CA9999', date: TOMORROW });
    await type($(container, 'flight-input'), 'x');
    await click($(container, 'flight-find'));
    expect($(container, 'flight-error')?.textContent).toBe('请输入正确的航班号');

    await type($(container, 'flight-input'), 'MU5101');
    await click($(container, 'flight-find'));
    expect($(container, 'flight-error')).toBeNull();
    await click($(container, 'flight-0'));
    expect($(container, 'flight-sheet')).toBeNull();
    expect(store.query.from).toMatchObject({ code: 'PEK', terminal: 'T3' });
    expect(store.query.useTime).toBe(`${TOMORROW} 14:45`);
    expect($(container, 'flight')?.textContent).toContain('MU5101 · 北京首都国际机场 T3');
    await set(() => store.setTo(GUOMAO));
    await click($(container, 'search'));
    expect(recorded.navigations.at(-1)?.url).toBe(listUrl);
    await expect(store.flights.lookup('MU5101', addCalendarDays(TODAY, 31))).resolves.toBe('outsideWindow');
  });
  it('drops an end the new service does not fix, and a flight its airport no longer matches', async () => {
    const { store } = await open();
    await set(() => {
      store.setService('airportPickup');
      store.setFlight(flightItem(TOMORROW));
      store.setTo(GUOMAO);
    });
    expect(store.query.from?.code).toBe('PEK');
    await set(() => store.setService('stationPickup'));
    expect(store.query.from).toBeUndefined();
    expect(store.query.flight).toBeUndefined();
    expect(store.query.to?.name).toBe('国贸大厦');
    await set(() => {
      store.setService('airportPickup');
      store.setFlight(flightItem(TOMORROW));
      store.setFrom(ZGC);
    });
    expect(store.query.flight).toBeUndefined();
    await set(() => store.setService('dayRental'));
    expect(store.query.to).toBeUndefined();
  });

  it('says early when the pick-up city has no car models (SPEC §8)', async () => {
    const { container, store, server } = await open({ vehicleTypes: [] });
    expect($(container, 'no-models')).toBeNull();
    await set(() => store.setFrom(GUOMAO));
    await idle();
    expect(calls(server, 'vehicleTypeFindList').at(-1)).toEqual({ cityCode: 'BJS', useType: 8 });
    expect($(container, 'no-models')?.textContent).toBe('该城市暂无可用车型');
  });

  it('books through a trip request link: a later leg day makes a scheduled ride on that day', async () => {
    const day = addCalendarDays(TODAY, 2);
    const leg = tripRoute({
      routeId: 'c1',
      routeType: 'car',
      product: '10906',
      dateBegin: day,
      dateEnd: day,
      windowFrom: TODAY,
      windowTo: addCalendarDays(TODAY, 7),
    });
    const trips = fakeTrips([
      {
        ...REQUEST,
        ccsqdId: 'q7',
        dateBegin: day,
        dateEnd: day,
        windowFrom: TODAY,
        windowTo: addCalendarDays(TODAY, 7),
        routes: [leg],
      },
    ]);
    recorded.routerParams = { ccsqdId: 'q7', routeId: 'c1' };
    const { store, container } = await open({}, trips);
    await idle(20);
    expect(store.trip).toEqual({ ccsqdId: 'q7', routeId: 'c1' });
    expect(store.query.service).toBe('scheduled');
    expect(store.query.useTime).toBe(`${day} 09:00`);
    await set(() => {
      store.setFrom(GUOMAO);
      store.setTo(ZGC);
    });
    await click($(container, 'search'));
    expect(error(container)).toBeUndefined();
    expect(store.estimateRequest).toMatchObject({ ccsqdId: 'q7', routeId: 'c1', useType: 1 });
  });
});
