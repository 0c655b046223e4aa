/** The back button on H5: only the native app shell hands its hardware button to the page. */
export type { BackButtonAdapter } from './types';
export { decideBackPress } from './decide';
export type { BackAction } from './decide';
export { installBackButton } from './appShell';
