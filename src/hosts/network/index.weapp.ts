/** Network state on the weapp build (shared with the other mini-program in ./miniprogram.ts). */
import { miniProgramNetwork } from './miniprogram';

export type { NetworkAdapter, NetworkListener } from './types';

const watcher = miniProgramNetwork();

export const isOnline = watcher.isOnline;
export const watchNetwork = watcher.watchNetwork;
