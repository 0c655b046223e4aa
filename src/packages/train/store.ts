/**
 * The train search store of the app: one instance with the real API, storage and clock as ports. Pages read it
 * through `useTrainStore()` so tests can provide their own instance (fake ports) without touching this one. The
 * booking forms (trEdit, trBenchEdit) read `choice` / `transferChoice` from it.
 */
import { createContext, useContext } from 'react';
import {
  clzcIsWb,
  matchClzc4Transfer,
  queryTrNumber,
  trSearch,
  trSearchTransfer,
  trSearchTransferPrice,
} from '../../api/train';
import { getParameter } from '../../api/common';
import { clock } from '../../hosts/clock';
import { storage } from '../../hosts/storage';
import { TrainStore } from './search/trainStore';

export * from './search/trainStore';

/** The app's train search store. */
export const trainStore = new TrainStore({
  api: { trSearch, trSearchTransfer, trSearchTransferPrice, clzcIsWb, matchClzc4Transfer, queryTrNumber, getParameter },
  storage: { get: storage.get, set: storage.set },
  now: () => clock.now(),
});

/** Lets a test render a page with its own store. */
export const TrainStoreContext = createContext<TrainStore>(trainStore);

export function useTrainStore(): TrainStore {
  return useContext(TrainStoreContext);
}
