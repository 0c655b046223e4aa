import { useEffect, useMemo } from 'react';
import { stopPullDownRefresh, useDidHide, useDidShow, usePullDownRefresh } from '@tarojs/taro';
import { useCarStores } from '../store';
import { RideTracker } from './ride';
import type { CarOrderStore } from './store';

/** The car order store of the screen (`CarStores.orders`; a test gives its own through `CarStoresContext`). */
export function useCarOrderStore(): CarOrderStore {
  return useCarStores().orders;
}

/**
 * The screen's ride: loaded on open, followed while its journey runs, paused while the screen is hidden (and when
 * it closes), loaded again when it shows and on pull-down.
 */
export function useRide(orderId: string): RideTracker {
  const store = useCarOrderStore();
  const ride = useMemo(() => new RideTracker(store), [store]);
  useEffect(() => {
    void ride.start(orderId);
    return () => ride.pause();
  }, [ride, orderId]);
  useDidHide(() => ride.pause());
  useDidShow(() => void ride.resume());
  usePullDownRefresh(() => void ride.reload().finally(() => stopPullDownRefresh()));
  return ride;
}
