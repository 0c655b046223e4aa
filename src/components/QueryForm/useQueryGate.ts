import { useState } from 'react';
import type { TripRequestState } from '../tripRequest';
import { dateOutsideWindow } from '../tripRequest';
import { navigate } from '../../router';
import { useStores } from '../../stores';
import '../../i18n/parts/tripBooking';

/**
 * The search of a product's query form (flights, trains…): the checks every product makes (a company that books
 * through trip requests needs one, C767; the dates must lie in the request's window), then the product's own
 * (`start` answers a problem text or null), then its list. A problem belongs to the form it was found in: any change
 * to the form (a new `query` object) hides it.
 */
export function useQueryGate<Q>(query: Q, trip: TripRequestState) {
  const { ui } = useStores();
  const { t } = ui;
  const [found, setFound] = useState<{ text: string; query: Q } | null>(null);
  const [tripPickerOpen, setTripPickerOpen] = useState(false);
  const say = (text: string) => setFound({ text, query });

  const search = (dates: readonly string[], start: () => string | null, listUrl: string) => {
    if (trip.required && !trip.choice) {
      say(t('tripBooking.required'));
      setTripPickerOpen(true);
      return;
    }
    if (trip.choice && dateOutsideWindow(trip.choice, dates)) {
      say(t('tripBooking.outsideWindow', { from: trip.choice.windowFrom, to: trip.choice.windowTo }));
      return;
    }
    const problem = start();
    if (problem) {
      say(problem);
      return;
    }
    setFound(null);
    void navigate(listUrl);
  };

  return {
    problem: found && found.query === query ? found.text : null,
    search,
    clear: () => setFound(null),
    tripPickerOpen,
    setTripPickerOpen,
  };
}

export type QueryGate = ReturnType<typeof useQueryGate>;
