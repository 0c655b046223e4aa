/** Boot on the qywx build: the page query is already the mini-program form; animations are native. */
import type { Transition } from '../../domain/transition';
import { noop } from './miniprogram';
import type { BootContext } from './types';

export type { BootAdapter, BootContext } from './types';

export function bootHost(_ctx: BootContext): void {
  noop();
}

export function applyTransition(_kind: Transition): void {
  noop();
}
