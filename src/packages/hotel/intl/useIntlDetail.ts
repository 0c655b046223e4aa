/**
 * The international detail store of one visit (rooms or policies screen), opened for the query's hotel and stay,
 * asked again when the room conditions or the nationality change (the editor saves them in the intl store).
 */
import { useEffect, useState } from 'react';
import { useRouter } from '@tarojs/taro';
import { reaction } from 'mobx';
import { decodeQuery } from '../../../router';
import { useStores } from '../../../stores';
import { useSearchFacts } from '../detail/source';
import { useHotelStores } from '../store';
import { IntlDetailStore } from './detailStore';

export function useIntlDetail(withRooms: boolean): IntlDetailStore {
  const { session } = useStores();
  const intl = useHotelStores().intl;
  const search = useSearchFacts();
  const query = decodeQuery(useRouter().params);
  const [store] = useState(
    () =>
      new IntlDetailStore({
        intl,
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
    void store.open(hotelId, { ...(checkIn ? { checkIn } : {}), ...(checkOut ? { checkOut } : {}) }, withRooms);
    // Opened once per visit; the calendar and the editor change the stay and conditions afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, hotelId]);
  useEffect(
    () =>
      reaction(
        () => intl.occupancyKey,
        () => void store.load(withRooms),
      ),
    [store, intl, withRooms],
  );
  return store;
}
