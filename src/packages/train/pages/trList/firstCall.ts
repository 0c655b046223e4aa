/**
 * /tr/trList's first call (issue 17): none can be known before the app runs. The list shows the search started on
 * /tr/trQuery in this app session (TrainStore.search, kept in memory only); the device remembers the query form
 * (obt.history train.query) but not that a search was started, so a cold load (a reload, a link) has no search: the
 * page shows 'the search is no longer valid' with the way back to the query and asks nothing. Were the list to reopen
 * the remembered search on a cold load (as /tk/tkList does), this would build its trSearch from train.query.
 */
import type { FirstCalls } from '../../../../boot/firstCall';

export const firstCalls: FirstCalls = {
  '/tr/trList': () => null,
};
