/** Called with `true` when the device is back online, `false` when it went offline. */
export type NetworkListener = (online: boolean) => void;

/** The unified interface every network platform file implements (SPEC §9: network check every 500 ms). */
export interface NetworkAdapter {
  /** The latest known state; true until a check says otherwise. */
  isOnline(): boolean;
  /**
   * Calls `listener` on every change (not with the current state: read {@link isOnline} for that). The first
   * listener starts the 500 ms check and the host's change events; the last one to leave stops them.
   */
  watchNetwork(listener: NetworkListener): () => void;
}
