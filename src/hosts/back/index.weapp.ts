/** No app-shell back button on the weapp build. */
import { noBackButton } from './miniprogram';

export type { BackButtonAdapter } from './types';
export { decideBackPress } from './decide';
export type { BackAction } from './decide';

export function installBackButton(hintText: () => string): boolean {
  return noBackButton(hintText);
}
