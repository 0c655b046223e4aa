/**
 * /car/carList's HTML first screen (issue 17; contract in src/boot/firstScreen.ts). The car query lives in memory
 * only (firstCall.ts) and starts as an instant ride without a pick-up (search/searchStore.ts), so a cold load always
 * shows 'choose a pick-up' with the way back to the query (search/ListScreen.tsx) — the page's LCP — painted here
 * before the entry downloads.
 */
import type { FirstScreens, FirstScreenValues } from '../../../../boot/firstScreen';
import { emptyStateMarkup, pageShellMarkup } from '../../../../boot/firstScreenParts';

export const firstScreens: FirstScreens = {
  '/car/carList': () =>
    pageShellMarkup(
      '/car/carList',
      'car-page ls carl',
      'car.list.title',
      emptyStateMarkup('car.v.pickupRequired', 'car.list.back'),
    ),
};

export const firstScreenValues: FirstScreenValues = { '/car/carList': () => ({}) };
