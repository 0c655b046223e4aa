/** /ht/htList's first call (issue 17): the hotel list of version 1, built like the list screen's first request. */
import type { FirstCalls } from '../../../../boot/firstCall';
import { hotelListFirstCall } from '../../search/firstList';

export const firstCalls: FirstCalls = {
  '/ht/htList': (ctx) => hotelListFirstCall(ctx, 1),
};
