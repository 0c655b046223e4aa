/**
 * Issue 17 (TBT, LCP): the hotel list renders an answer's rows in a transition (React slices it, no long task) with
 * the skeleton standing until then, every row of the window in order afterwards; the covers of the first screen are
 * fetched at once with high priority, the covers further down lazily.
 */
import React from 'react';
import HtV2ListPage from '../../../src/packages/hotelV2/pages/htList/index';
import { cityHotels } from '../../fixtures/hotels';
import { resetTaro } from '../support/taro';
import { $, all, fakeHotelServer, idle, newSearchStore, setupHotel } from './searchHarness';

beforeEach(() => resetTaro());
afterEach(() => jest.restoreAllMocks());

async function open() {
  const { api } = fakeHotelServer({ hotels: cityHotels(20) });
  const store = newSearchStore(api);
  const env = await setupHotel(store);
  const view = await env.mount(<HtV2ListPage />);
  await idle(20);
  return view;
}

const rows = (c: Element) => all(c, '[role="listitem"][aria-posinset]');

describe('/htV2/htList rendering', () => {
  it("renders the answer's rows in a transition; afterwards every row of the window is there, in order", async () => {
    const transitions = jest.spyOn(React, 'startTransition');
    const { container } = await open();
    // One for the first screen's rows, one for the window's buffer rows once those have painted.
    expect(transitions).toHaveBeenCalledTimes(2);
    expect($(container, 'list-skeleton')).toBeNull();
    const shown = rows(container);
    expect(shown.length).toBeGreaterThan(3);
    // Keyboard and reading order: the rows stand in the DOM in list order.
    expect(shown.map((r) => r.getAttribute('aria-posinset'))).toEqual(shown.map((_, i) => String(i + 1)));
  });

  it('fetches the covers of the first screen first and the others lazily', async () => {
    const { container } = await open();
    const covers = rows(container).map((r) => r.querySelector('img'));
    expect(covers[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(covers[0]?.getAttribute('loading')).toBe('eager');
    const last = covers.at(-1);
    expect(last?.getAttribute('loading')).toBe('lazy');
    expect(last?.getAttribute('fetchpriority')).toBeNull();
    // Every cover is one of the two: the first screen's eager ones come first, then only lazy ones.
    const kinds = covers.map((img) => img?.getAttribute('loading'));
    expect(kinds.join(' ')).toMatch(/^(eager )+(lazy ?)+$/);
  });

  it("asks for the first screen's covers as soon as the answer is here, before the rows have rendered", async () => {
    const asked: { src: string; rowsThen: number; priority: string }[] = [];
    const Real = window.Image;
    class RecordingImage {
      fetchPriority = 'auto';
      set src(value: string) {
        asked.push({
          src: value,
          rowsThen: rows(document.body.lastElementChild ?? document.body).length,
          priority: this.fetchPriority,
        });
      }
    }
    window.Image = RecordingImage as unknown as typeof Image;
    try {
      const { container } = await open();
      const covers = rows(container)
        .map((r) => r.querySelector('img'))
        .filter((img) => img?.getAttribute('loading') === 'eager')
        .map((img) => img?.getAttribute('src'));
      expect(covers.length).toBeGreaterThan(0);
      expect(asked.map((a) => a.src)).toEqual(covers);
      expect(asked.map((a) => [a.rowsThen, a.priority])).toEqual(asked.map(() => [0, 'high']));
    } finally {
      window.Image = Real;
    }
  });
});
