/**
 * Deep link from a trip request ("book this leg", issue 4: `?ccsqdId=…&routeId=…`): chooses it once per link and
 * fills the search from it. A leg already booked asks 'continue?' first (the page renders the question).
 */
import { useEffect, useRef, useState } from 'react';
import { useRouter } from '@tarojs/taro';
import type { TripRequestState } from '../../../../components/tripRequest/store';
import { decodeQuery } from '../../../../router';
import { useStores } from '../../../../stores';
import { useBookingStore } from '../../../../stores/booking';
import { useFlightStore } from '../../store';
import { FLIGHT_CPLX, applyTripChoice } from '../../tripRequest';

/** The pending 'already booked, continue?' question of the linked leg, and its answer. */
export interface LinkQuestion {
  asking: boolean;
  answer(proceed: boolean): void;
}

export function useTripLink(trip: TripRequestState): LinkQuestion {
  const { session } = useStores();
  const store = useFlightStore();
  const booking = useBookingStore();
  const emp = session.userInfo?.empInfo;
  const [askBooked, setAskBooked] = useState<((proceed: boolean) => void) | null>(null);
  const params = decodeQuery(useRouter().params);
  const linked = useRef('');

  const linkCcsqd = params.ccsqdId ?? '';
  const linkRoute = params.routeId ?? '';
  useEffect(() => {
    const key = `${linkCcsqd}|${linkRoute}`;
    if (!linkCcsqd || linked.current === key) return;
    linked.current = key;
    void trip.store
      .chooseById(
        FLIGHT_CPLX,
        linkCcsqd,
        linkRoute,
        () => new Promise<boolean>((resolve) => setAskBooked(() => resolve)),
      )
      .then((choice) => (choice ? applyTripChoice(choice, store, booking, emp) : undefined))
      .catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linkCcsqd, linkRoute]);

  return {
    asking: askBooked !== null,
    answer: (proceed) => {
      askBooked?.(proceed);
      setAskBooked(null);
    },
  };
}
