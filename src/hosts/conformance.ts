/**
 * Compile-time proof that every platform file exports the same typed interface (ARCHITECTURE §5, §12).
 * Type-only: nothing here reaches a bundle. `tsc --noEmit` fails when a platform file drifts.
 */
import type * as BackH5 from './back/index.h5';
import type * as BackQywx from './back/index.qywx';
import type * as BackWeapp from './back/index.weapp';
import type { BackButtonAdapter } from './back/types';
import type * as MapH5 from './map/index.h5';
import type * as MapQywx from './map/index.qywx';
import type * as MapWeapp from './map/index.weapp';
import type { MapAdapter } from './map/types';
import type * as NetworkH5 from './network/index.h5';
import type * as NetworkQywx from './network/index.qywx';
import type * as NetworkWeapp from './network/index.weapp';
import type { NetworkAdapter } from './network/types';
import type * as PaymentH5 from './payment/index.h5';
import type * as PaymentQywx from './payment/index.qywx';
import type * as PaymentWeapp from './payment/index.weapp';
import type { PaymentAdapter } from './payment/types';
import type * as BootH5 from './boot/index.h5';
import type * as BootQywx from './boot/index.qywx';
import type * as BootWeapp from './boot/index.weapp';
import type { BootAdapter } from './boot/types';
import type * as ChunkFailureH5 from './chunkFailure/index.h5';
import type * as ChunkFailureQywx from './chunkFailure/index.qywx';
import type * as ChunkFailureWeapp from './chunkFailure/index.weapp';
import type { ChunkFailureAdapter } from './chunkFailure/types';
import type * as LoginH5 from './login/index.h5';
import type * as LoginQywx from './login/index.qywx';
import type * as LoginWeapp from './login/index.weapp';
import type { LoginAdapter } from './login/types';
import type * as PushH5 from './push/index.h5';
import type * as PushQywx from './push/index.qywx';
import type * as PushWeapp from './push/index.weapp';
import type { PushAdapter } from './push/types';
import type * as RuntimeH5 from './runtime/index.h5';
import type * as RuntimeQywx from './runtime/index.qywx';
import type * as RuntimeWeapp from './runtime/index.weapp';
import type { RuntimeAdapter } from './runtime/types';
import type * as SdkH5 from './sdk/index.h5';
import type * as SdkQywx from './sdk/index.qywx';
import type * as SdkWeapp from './sdk/index.weapp';
import type { SdkAdapter } from './sdk/types';
import type * as UiH5 from './ui/index.h5';
import type * as UiQywx from './ui/index.qywx';
import type * as UiWeapp from './ui/index.weapp';
import type { UiAdapter } from './ui/types';

/** `M` implements `A`, and all three platform files export the same value names. */
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
export type HostConformance = [
  Assert<Same<RuntimeAdapter, typeof RuntimeH5, typeof RuntimeWeapp, typeof RuntimeQywx>>,
  Assert<Same<LoginAdapter, typeof LoginH5, typeof LoginWeapp, typeof LoginQywx>>,
  Assert<Same<SdkAdapter, typeof SdkH5, typeof SdkWeapp, typeof SdkQywx>>,
  Assert<Same<PushAdapter, typeof PushH5, typeof PushWeapp, typeof PushQywx>>,
  Assert<Same<BootAdapter, typeof BootH5, typeof BootWeapp, typeof BootQywx>>,
  Assert<Same<UiAdapter, typeof UiH5, typeof UiWeapp, typeof UiQywx>>,
  Assert<Same<BackButtonAdapter, typeof BackH5, typeof BackWeapp, typeof BackQywx>>,
  Assert<Same<MapAdapter, typeof MapH5, typeof MapWeapp, typeof MapQywx>>,
  Assert<Same<NetworkAdapter, typeof NetworkH5, typeof NetworkWeapp, typeof NetworkQywx>>,
  Assert<Same<PaymentAdapter, typeof PaymentH5, typeof PaymentWeapp, typeof PaymentQywx>>,
  Assert<Same<ChunkFailureAdapter, typeof ChunkFailureH5, typeof ChunkFailureWeapp, typeof ChunkFailureQywx>>,
];
