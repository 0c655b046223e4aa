/**
 * Where /tr/trEdit reads what was chosen: the search store's `choice` and `transferChoice` (the app's search store,
 * or the one a test provides through the search store's context). A test of the booking form alone may provide just
 * the chosen seats through {@link TrainChoiceContext}.
 */
import { createContext, useContext } from 'react';
import { useTrainStore } from '../store';
import type { TrainChoiceSource } from './selection';

export const TrainChoiceContext = createContext<TrainChoiceSource | null>(null);

export function useTrainChoice(): TrainChoiceSource {
  const own = useContext(TrainChoiceContext);
  const search = useTrainStore();
  return own ?? search;
}
