/**
 * Compile-time proof that the network platform files export the same typed interface (ARCHITECTURE §5, §12),
 * like `src/hosts/conformance.ts` does for the other hosts. Type-only: nothing here reaches a bundle.
 */
import type * as H5 from './index.h5';
import type * as Qywx from './index.qywx';
import type * as Weapp from './index.weapp';
import type { NetworkAdapter } from './types';

type Same<A, H, W, Q> = [H, W, Q] extends [A, A, A]
  ? [keyof H] extends [keyof W]
    ? [keyof W] extends [keyof Q]
      ? [keyof Q] extends [keyof H]
        ? true
        : false
      : false
    : false
  : false;

type Assert<T extends true> = T;

/** Not meant to be used: exported only so unused-locals checks keep it. */
export type Conformance = Assert<Same<NetworkAdapter, typeof H5, typeof Weapp, typeof Qywx>>;
