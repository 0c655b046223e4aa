/**
 * A link into the flight search from another product (the train list suggests flying: `/tk/tkQuery?depCityName=…
 * &arrCityName=…&depDate=…`): fills the form once per link. The names are looked up among the cities of the flight
 * geo file (either language); an unknown name leaves its city as it was. A date on sale makes a one-way search on
 * that day; any other date is ignored.
 */
import { useEffect, useRef } from 'react';
import { useRouter } from '@tarojs/taro';
import { loadPlaces } from '../../../../components/CityPicker/geo';
import { recentPlace } from '../../../../components/CityPicker/history';
import { toPicked } from '../../../../components/CityPicker/search';
import type { Locale } from '../../../../i18n';
import { decodeQuery } from '../../../../router';
import type { CityRef, FlightStore } from '../../flightStore';
import { cityByName, isOnSale } from '../../query';

export function useRouteLink(store: FlightStore, locale: Locale): void {
  const params = decodeQuery(useRouter().params);
  const dep = params.depCityName ?? '';
  const arr = params.arrCityName ?? '';
  const date = params.depDate ?? '';
  const linked = useRef('');

  useEffect(() => {
    const key = `${dep}|${arr}|${date}`;
    if ((!dep && !arr && !date) || linked.current === key) return;
    linked.current = key;
    if (date && isOnSale(date, store.today)) {
      store.setTripType(1);
      store.setDates(date);
    }
    if (!dep && !arr) return;
    const city = (name: string, places: Parameters<typeof cityByName>[0]): CityRef | null => {
      const hit = cityByName(places, name);
      if (!hit) return null;
      return recentPlace(toPicked(hit), locale, store.recentCities.find((c) => c.code === hit.code)?.names);
    };
    loadPlaces(10901, locale).then(
      (places) => {
        // A newer link (or none) replaced this one while the file loaded.
        if (linked.current !== key) return;
        const from = city(dep, places);
        const to = city(arr, places);
        if (from) store.setDepCity(from);
        if (to) store.setArrCity(to);
      },
      // Without the city file the cities stay as they were; the user picks them.
      () => undefined,
    );
    // Once per link: the locale and store of the first render are the ones it is read with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dep, arr, date]);
}
