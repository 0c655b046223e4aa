/**
 * /tk/tkList's HTML first screen (issue 17; contract in src/boot/firstScreen.ts): the title bar and the list head
 * with the remembered search's cities — the page's LCP element — painted before the entry downloads. A cold load
 * lists the form the device remembers (firstList.ts rememberedQuery, as the store restores it), its first leg; a
 * round trip puts the leg word before the cities (index.tsx).
 */
import type { FirstScreens, FirstScreenValues } from '../../../../boot/firstScreen';
import { listHeadMarkup, pageShellMarkup } from '../../../../boot/firstScreenParts';
import { placeLabel } from '../../../../components/CityPicker/history';
import { chinaToday } from '../../../../domain/time';
import { rememberedQuery } from '../../firstList';

const LEG =
  '<span class="taro-text tkl__leg" data-show="roundTrip" data-k="flight.leg.out" data-after=" " data-fs=".tkl__leg"></span>';

export const firstScreens: FirstScreens = {
  '/tk/tkList': () =>
    pageShellMarkup(
      '/tk/tkList',
      'fl-page ls tkl',
      'flight.list.title',
      listHeadMarkup(`${LEG}<span data-v="route"></span>`),
    ),
};

export const firstScreenValues: FirstScreenValues = {
  '/tk/tkList': (ctx) => {
    const storage = { get: <T>(key: string) => (ctx.stored(key) ?? undefined) as T | undefined, set: () => false };
    const { depCity, arrCity, tripType } = rememberedQuery(storage, chinaToday(ctx.now));
    if (!depCity || !arrCity) return null;
    const route = `${placeLabel(depCity, ctx.locale)} → ${placeLabel(arrCity, ctx.locale)}`;
    const values: Record<string, string> = { route };
    if (tripType === 2) values.roundTrip = '1';
    return values;
  },
};
