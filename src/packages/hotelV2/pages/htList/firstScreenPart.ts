/**
 * /htV2/htList's HTML first screen (issue 17; contract in src/boot/firstScreen.ts), delivered as a first-screen part
 * (src/boot/firstScreenPart.ts: its own script, fetched on this route only): the hotel list of version 2, drawn by
 * the list screen both versions share (src/packages/hotel/search/listFirstScreen.ts).
 */
import type { FirstScreenRows, FirstScreens, FirstScreenValues } from '../../../../boot/firstScreen';
import { hotelListMarkup, hotelListRows, hotelListValues } from '../../../hotel/search/listFirstScreen';

export const firstScreens: FirstScreens = { '/htV2/htList': () => hotelListMarkup('/htV2/htList') };

export const firstScreenValues: FirstScreenValues = { '/htV2/htList': hotelListValues };

export const firstScreenRows: FirstScreenRows = { '/htV2/htList': hotelListRows };
