/**
 * Issue 17 (TBT): /tk/tkList renders a search's rows in a transition (React slices it, no long task) with the
 * skeleton standing until then; afterwards every row of the window is there in order, and a new day goes through
 * the skeleton and a transition again.
 */
import React, { act } from 'react';
import TkListPage from '../../../src/packages/flight/pages/tkList/index';
import { addCalendarDays } from '../../../src/domain/time';
import { resetTaro } from '../support/taro';
import { $, all, fakeServer, idle, newFlightStore, setup } from './harness';

beforeEach(() => resetTaro());
afterEach(() => jest.restoreAllMocks());

const positions = (c: Element) => all(c, '[role="listitem"]').map((row) => row.getAttribute('aria-posinset'));

describe('/tk/tkList rendering', () => {
  it("renders a search's rows in a transition, all of the window in order; a new day again", async () => {
    const transitions = jest.spyOn(React, 'startTransition');
    const { api } = fakeServer();
    const store = newFlightStore(api);
    store.startSearch();
    const { mount } = await setup(store);
    const { container } = await mount(<TkListPage />);
    await idle();
    expect(transitions).toHaveBeenCalledTimes(1);
    expect($(container, 'list-skeleton')).toBeNull();
    const shown = positions(container);
    expect(shown.length).toBeGreaterThan(3);
    expect(shown).toEqual(shown.map((_, i) => String(i + 1)));

    const day = store.legSearch?.date ?? '';
    await act(async () => store.changeLegDate(addCalendarDays(day, 1)));
    await idle();
    expect(transitions).toHaveBeenCalledTimes(2);
    expect(positions(container).length).toBeGreaterThan(3);
  });
});
