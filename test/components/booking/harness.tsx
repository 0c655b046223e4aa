/** Renders booking-kit components and the tkEdit page with their stores, all talking to the fake server. */
import { act, type ReactElement } from 'react';
import { StoreProvider } from '../../../src/stores';
import { BookingStore, BookingStoreContext, bookingPorts } from '../../../src/stores/booking';
import { FlightStore, FlightStoreContext } from '../../../src/packages/flight/store';
import { flightQueryFlight, matchClbz, patForFlight, queryCabin, ruleText, weekPrice } from '../../../src/api/flight';
import { setGuardContext } from '../../../src/router';
import { render, settle } from '../support/render';
import { makeStore } from '../support/stores';
import { CABIN, FLIGHT, TOKEN } from './fakeServer';

export async function setup(options: { selectFlight?: boolean } = {}) {
  const { store } = makeStore();
  await store.session.adoptToken(TOKEN);
  setGuardContext({ isLoggedIn: () => true, visitorMode: () => false });
  const booking = new BookingStore(bookingPorts);
  const flight = new FlightStore({
    api: { flightQueryFlight, queryCabin, weekPrice, matchClbz, ruleText, patForFlight },
    storage: { get: () => undefined, set: () => true },
    now: () => Date.UTC(2026, 10, 22, 2),
  });
  if (options.selectFlight !== false) flight.selectFare(FLIGHT, CABIN, 0);
  const mount = async (element: ReactElement) => {
    const view = await render(
      <StoreProvider store={store}>
        <FlightStoreContext.Provider value={flight}>
          <BookingStoreContext.Provider value={booking}>{element}</BookingStoreContext.Provider>
        </FlightStoreContext.Provider>
      </StoreProvider>,
    );
    await idle();
    return view;
  };
  return { store, booking, flight, mount };
}

/** Lets timers (search debounce) and the fake server's answers run. */
export async function idle(ms = 0): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
  await settle();
  await settle();
}

export const $ = (root: Element, testId: string): Element | null => root.querySelector(`[data-testid="${testId}"]`);

export const all = (root: ParentNode, selector: string): Element[] => Array.from(root.querySelectorAll(selector));
