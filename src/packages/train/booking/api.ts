/**
 * The app's train booking calls (the booking form's pipeline and its policy check), bound once so pages reach the
 * server only through the form's store; a test renders /tr/trEdit with its own calls through the context.
 */
import { createContext, useContext } from 'react';
import { bookTransfer, trBookMatchClzc, trBookOrder, validOrder } from '../../../api/train';
import type { TrainFormApi } from './bookingForm';

export const trainFormApi: TrainFormApi = { validOrder, trBookOrder, bookTransfer, trBookMatchClzc };

export const TrainFormApiContext = createContext<TrainFormApi>(trainFormApi);

export function useTrainFormApi(): TrainFormApi {
  return useContext(TrainFormApiContext);
}
