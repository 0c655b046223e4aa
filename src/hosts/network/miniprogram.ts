/** Network state on weapp and qywx: `getNetworkType` every 500 ms plus `onNetworkStatusChange`. */
import Taro from '@tarojs/taro';
import { LIMITS } from '../../domain/limits';
import type { NetworkAdapter } from './types';
import { createNetworkWatcher } from './watcher';

async function check(): Promise<boolean | undefined> {
  const { networkType } = await Taro.getNetworkType();
  return typeof networkType === 'string' ? networkType !== 'none' : undefined;
}

function subscribe(report: (online: boolean) => void): () => void {
  const callback = (res: { isConnected: boolean }): void => report(res.isConnected);
  Taro.onNetworkStatusChange(callback);
  return () => {
    // Older base libraries lack the off call; the listener then stays (harmless: same state).
    if (typeof Taro.offNetworkStatusChange === 'function') Taro.offNetworkStatusChange(callback);
  };
}

export function miniProgramNetwork(): NetworkAdapter {
  return createNetworkWatcher({ check, subscribe }, LIMITS.ui.networkCheckMs);
}
