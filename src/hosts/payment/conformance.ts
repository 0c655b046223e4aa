/**
 * Compile-time proof that the payment platform files export the same typed interface (ARCHITECTURE §5, §12),
 * like `src/hosts/conformance.ts` does for the other hosts. Type-only: nothing here reaches a bundle.
 */
import type * as PaymentH5 from './index.h5';
import type * as PaymentQywx from './index.qywx';
import type * as PaymentWeapp from './index.weapp';
import type { PaymentAdapter } from './types';

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
export type PaymentConformance = Assert<
  Same<PaymentAdapter, typeof PaymentH5, typeof PaymentWeapp, typeof PaymentQywx>
>;
