/**
 * Deep link from a trip request into a product's query page ("book this leg", issue 4: `?ccsqdId=…&routeId=…`),
 * product-neutral: chooses the request and leg once per link and hands the choice to the page's `apply` (which fills
 * its search). A leg already booked asks 'continue?' first; the page renders the question (`BookedConfirm`).
 */
import { useEffect, useRef, useState } from 'react';
import { useRouter } from '@tarojs/taro';
import { decodeQuery } from '../../router';
import type { TripRequestState } from './store';
import type { TripChoice } from './tripRequestStore';

/** The pending 'already booked, continue?' question of the linked leg, and its answer. */
export interface TripLinkQuestion {
  asking: boolean;
  answer(proceed: boolean): void;
}

export function useTripRequestLink(
  trip: TripRequestState,
  apply: (choice: TripChoice) => void | Promise<void>,
): TripLinkQuestion {
  const [askBooked, setAskBooked] = useState<((proceed: boolean) => void) | null>(null);
  const params = decodeQuery(useRouter().params);
  const linked = useRef('');
  const applyRef = useRef(apply);
  applyRef.current = apply;

  const linkCcsqd = params.ccsqdId ?? '';
  const linkRoute = params.routeId ?? '';
  useEffect(() => {
    const key = `${linkCcsqd}|${linkRoute}`;
    if (!linkCcsqd || linked.current === key) return;
    linked.current = key;
    void trip.store
      .chooseById(
        trip.product,
        linkCcsqd,
        linkRoute,
        () => new Promise<boolean>((resolve) => setAskBooked(() => resolve)),
      )
      .then((choice) => (choice ? applyRef.current(choice) : undefined))
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
