/** /htV2/htList's first call (issue 17): the hotel list of version 2, built like the list screen's first request. */
import type { FirstCalls } from '../../../../boot/firstCall';
import { hotelListFirstCall } from '../../../hotel/search/firstList';

export const firstCalls: FirstCalls = {
  '/htV2/htList': (ctx) => hotelListFirstCall(ctx, 2),
};
