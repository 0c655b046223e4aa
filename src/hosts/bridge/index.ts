/**
 * The native app shell's bridge (`window.ObtNativeBridge`, contract in ./contract.ts, documented in
 * docs/bridge.md). H5 only: mini-program builds never import this module.
 */
import type { BridgeError, ObtNativeBridge } from './contract';

export type {
  BridgeError,
  BridgeLocation,
  BridgePermission,
  MapApp,
  NetworkType,
  ObtNativeBridge,
  PermissionFlag,
} from './contract';

/** The bridge object when the page runs inside the app shell, else undefined (read on every call: shells
 * may inject it after the page script started). */
export function appBridge(): ObtNativeBridge | undefined {
  if (typeof window === 'undefined') return undefined;
  const bridge = (window as unknown as { ObtNativeBridge?: unknown }).ObtNativeBridge;
  return bridge && (typeof bridge === 'object' || typeof bridge === 'function')
    ? (bridge as ObtNativeBridge)
    : undefined;
}

/** Whether the shell offers a given member (shell versions differ, so every caller feature-tests). */
export function bridgeHas<K extends keyof ObtNativeBridge>(name: K): ObtNativeBridge | undefined {
  const bridge = appBridge();
  return bridge && typeof bridge[name] === 'function' ? bridge : undefined;
}

/** Reads the shell's error shape out of whatever a failed call rejected with. */
export function bridgeErrorCode(error: unknown): BridgeError['code'] | undefined {
  if (error && typeof error === 'object' && 'code' in error) {
    const code = (error as { code: unknown }).code;
    if (typeof code === 'number' || typeof code === 'string') return code;
  }
  return undefined;
}
