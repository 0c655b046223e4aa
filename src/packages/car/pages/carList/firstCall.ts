/**
 * /car/carList's first call (issue 17): none can be known before the app runs. The car query (service, pick-up and
 * drop-off places, use time, flight) lives in the search store's memory only (the device keeps recent places, not the
 * query), so a cold load (a reload, a link) has no pick-up: the page shows 'choose a pick-up' with the way back to
 * /car/carQuery and asks nothing. (With a query, its first call is checkPreBook, and the estimates wait for it.)
 */
import type { FirstCalls } from '../../../../boot/firstCall';

export const firstCalls: FirstCalls = {
  '/car/carList': () => null,
};
