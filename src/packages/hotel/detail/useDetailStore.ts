/**
 * The detail store of one visit of a hotel's screen, opened for the query's hotel and stay (query params win over
 * the search's stay), with the policy asked for the search's travellers, else the signed-in employee.
 */
import { useEffect, useState } from 'react';
import { useRouter } from '@tarojs/taro';
import { clock } from '../../../hosts/clock';
import { decodeQuery } from '../../../router';
import { useStores } from '../../../stores';
import { useHotelDetailApi } from './api';
import { HotelDetailStore } from './detailStore';
import type { HotelVersion } from './screens';
import { useSearchFacts } from './source';

export function useDetailStore(version: HotelVersion): HotelDetailStore {
  const { session } = useStores();
  const api = useHotelDetailApi();
  const search = useSearchFacts();
  const query = decodeQuery(useRouter().params);
  const [store] = useState(
    () =>
      new HotelDetailStore({
        api,
        version,
        now: () => clock.now(),
        travellers: () => {
          const chosen = search.travellers ?? [];
          if (chosen.length > 0) return chosen;
          const empId = session.userInfo?.empInfo?.empId;
          return empId ? [{ empId }] : [];
        },
      }),
  );
  const hotelId = query.hotelId ?? '';
  const checkIn = query.checkIn || search.stay.checkIn || undefined;
  const checkOut = query.checkOut || search.stay.checkOut || undefined;
  useEffect(() => {
    void store.open(hotelId, {
      ...(checkIn ? { checkIn } : {}),
      ...(checkOut ? { checkOut } : {}),
    });
    // Opened once per visit; the calendar changes the stay afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, hotelId]);
  return store;
}
