/** No app push client on the qywx build: registration is a no-op. */
import { noPush } from './miniprogram';

export type { PushAdapter } from './types';

export function schedulePushRegistration(isLoggedIn: () => boolean): () => void {
  return noPush(isLoggedIn);
}
