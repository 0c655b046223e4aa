/**
 * /tr/trList's HTML first screen (issue 17; contract in src/boot/firstScreen.ts). The search lives in memory only
 * (firstCall.ts), so a cold load always shows RequeryPage: 'the search is no longer valid' with the way back to the
 * query — the page's LCP — painted here before the entry downloads. Were the list to reopen the remembered search,
 * this would paint its head instead.
 */
import type { FirstScreens, FirstScreenValues } from '../../../../boot/firstScreen';
import { emptyStateMarkup, pageShellMarkup } from '../../../../boot/firstScreenParts';

export const firstScreens: FirstScreens = {
  '/tr/trList': () =>
    pageShellMarkup(
      '/tr/trList',
      'tr-page ls trl',
      'train.list.title',
      emptyStateMarkup('train.list.expired', 'train.requery'),
    ),
};

export const firstScreenValues: FirstScreenValues = { '/tr/trList': () => ({}) };
