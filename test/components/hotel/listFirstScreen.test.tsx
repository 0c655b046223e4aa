/**
 * Issue 17 (LCP of the hotel lists): an answer's rows of the first screen render alone; the windowed list's buffer
 * rows (and their lazy covers) come once those have painted, when the filter sheet's code and the city's districts
 * and brands (the static data) are also asked for — and once the first screen's covers have decoded, since a cover, not
 * the rows' text, is the largest paint. The first screen counts the rows under the list's head (the covers asked for first, with high priority).
 */
import { Profiler, act } from 'react';
import HtV2ListPage from '../../../src/packages/hotelV2/pages/htList/index';
import { firstScreenRowCount } from '../../../src/packages/hotel/search/ResultList';
import { designToPx, windowHeightPx } from '../../../src/components/WindowedList/units';
import { HOTEL_ROW_HEIGHT } from '../../../src/packages/hotel/components/HotelRow';
import * as sheets from '../../../src/packages/hotel/search/sheets';
import { cityHotels } from '../../fixtures/hotels';
import { resetTaro } from '../support/taro';
import { dropHeldPaints, paint } from '../support/heldPaint';
import { all, calls, fakeHotelServer, newSearchStore, setupHotel } from './searchHarness';

jest.mock('../../../src/app/afterPaint', () => jest.requireActual('../support/heldPaint').heldAfterPaint);

beforeEach(() => {
  resetTaro();
  dropHeldPaints();
});
afterEach(() => jest.restoreAllMocks());

const rows = (c: Element) => all(c, '[role="listitem"][aria-posinset]');
const covers = (c: Element) => all(c, '[role="listitem"][aria-posinset] .ht-row__cover img').length;

describe('/htV2/htList first screen', () => {
  it("renders the first screen's rows first, the buffer rows and the sheet's code once they have painted", async () => {
    const preload = jest.spyOn(sheets, 'preloadSheets');
    const { server, api } = fakeHotelServer({ hotels: cityHotels(20) });
    const env = await setupHotel(newSearchStore(api));
    const { container } = await env.mount(<HtV2ListPage />);
    for (let i = 0; i < 10 && rows(container).length === 0; i += 1) await paint();
    // The window's rows without a buffer: those the window's height can show.
    const onScreen = Math.ceil(windowHeightPx() / designToPx(HOTEL_ROW_HEIGHT));
    expect(rows(container)).toHaveLength(onScreen);
    expect(preload).not.toHaveBeenCalled();
    expect(calls(server, 'findStaticData' as never)).toHaveLength(0);
    await paint();
    expect(rows(container)).toHaveLength(onScreen);
    await paint();
    expect(rows(container).length).toBeGreaterThan(onScreen);
    expect(calls(server, 'findStaticData' as never)).toHaveLength(1);
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it("holds the buffer rows, the covers below the first screen and the sheet's code until the first screen's covers have decoded (the largest paint)", async () => {
    // Covers decode when the test says so: the cover paints a frame or more after the rows' text.
    let decoded: () => void = () => undefined;
    const decoding = new Promise<void>((resolve) => {
      decoded = resolve;
    });
    const decode = jest.fn(() => decoding);
    Object.defineProperty(HTMLImageElement.prototype, 'decode', { value: decode, configurable: true });
    try {
      const preload = jest.spyOn(sheets, 'preloadSheets');
      const { server, api } = fakeHotelServer({ hotels: cityHotels(20) });
      const env = await setupHotel(newSearchStore(api));
      const { container } = await env.mount(<HtV2ListPage />);
      for (let i = 0; i < 10 && rows(container).length === 0; i += 1) await paint();
      const onScreen = rows(container).length;
      expect(onScreen).toBeGreaterThan(0);
      // One decode per cover of the first screen.
      expect(decode).toHaveBeenCalledTimes(firstScreenRowCount());
      for (let i = 0; i < 4; i += 1) await paint();
      expect(rows(container)).toHaveLength(onScreen);
      // The window's rows below the first screen show their cover frames empty: no lazy request before the paint.
      expect(onScreen).toBeGreaterThan(firstScreenRowCount());
      expect(covers(container)).toBe(firstScreenRowCount());
      expect(preload).not.toHaveBeenCalled();
      expect(calls(server, 'findStaticData' as never)).toHaveLength(0);
      await act(async () => decoded());
      await paint();
      await paint();
      expect(rows(container).length).toBeGreaterThan(onScreen);
      expect(covers(container)).toBe(rows(container).length);
      expect(preload).toHaveBeenCalledTimes(1);
      expect(calls(server, 'findStaticData' as never)).toHaveLength(1);
    } finally {
      delete (HTMLImageElement.prototype as { decode?: unknown }).decode;
    }
  });

  it("asks for the city's districts and brands a task after the sheet's code, not in the same task", async () => {
    const { server, api } = fakeHotelServer({ hotels: cityHotels(20) });
    let staticCallsAtPreload: number | null = null;
    const store = newSearchStore(api);
    const loadStatic = jest.spyOn(store, 'loadStatic');
    jest.spyOn(sheets, 'preloadSheets').mockImplementation(() => {
      // What the same task did once the sheet's code was asked for.
      queueMicrotask(() => (staticCallsAtPreload = loadStatic.mock.calls.length));
    });
    const env = await setupHotel(store);
    const { container } = await env.mount(<HtV2ListPage />);
    for (let i = 0; i < 10 && rows(container).length === 0; i += 1) await paint();
    await paint();
    await paint();
    // Issue 17: together they were one task of 20+ ms after the rows' paint.
    expect(staticCallsAtPreload).toBe(0);
    expect(calls(server, 'findStaticData' as never)).toHaveLength(1);
  });

  it('a cold load renders with the travellers in place (no second render of the screen when its effect sets them)', async () => {
    const { api } = fakeHotelServer({ hotels: cityHotels(20) });
    const store = newSearchStore(api);
    const env = await setupHotel(store);
    const atCommit: string[] = [];
    await env.mount(
      <Profiler id="list" onRender={() => atCommit.push(JSON.stringify(store.travellers))}>
        <HtV2ListPage />
      </Profiler>,
    );
    expect(atCommit[0]).toBe(JSON.stringify([{ empId: 'e1' }]));
  });

  it('loads neither the order nor the need store with the list pages (their code stays off the first load)', () => {
    const loaded: string[] = [];
    jest.isolateModules(() => {
      jest.doMock('../../../src/packages/hotel/orders/store', () => {
        loaded.push('orders');
        return {};
      });
      jest.doMock('../../../src/packages/hotel/need/appNeedStore', () => {
        loaded.push('need');
        return {};
      });
      jest.requireActual('../../../src/packages/hotelV2/pages/htList/index');
      jest.requireActual('../../../src/packages/hotel/pages/htList/index');
    });
    expect(loaded).toEqual([]);
  });

  it('counts the rows a phone shows under the head: 6 on a 412 × 823 screen, not the 7 the window holds', () => {
    const size = { w: window.innerWidth, h: window.innerHeight };
    Object.assign(window, { innerWidth: 412, innerHeight: 823 });
    try {
      expect(Math.ceil(windowHeightPx() / designToPx(HOTEL_ROW_HEIGHT))).toBe(7);
      expect(firstScreenRowCount()).toBe(6);
    } finally {
      Object.assign(window, { innerWidth: size.w, innerHeight: size.h });
    }
  });
});
