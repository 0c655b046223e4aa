/** The native app shell's JavaScript bridge (`window.ObtNativeBridge`), H5 only. */

/** What the shell exposes; every member is optional because shell versions differ. */
export interface ObtNativeBridge {
  /** The push service client id; a string or a promise of one (empty when not registered yet). */
  getPushClientId?: () => string | Promise<string>;
}

/** The bridge object when the page runs inside the app shell, else undefined. */
export function nativeBridge(): ObtNativeBridge | undefined {
  if (typeof window === 'undefined') return undefined;
  const bridge = (window as unknown as { ObtNativeBridge?: unknown }).ObtNativeBridge;
  return bridge && (typeof bridge === 'object' || typeof bridge === 'function')
    ? (bridge as ObtNativeBridge)
    : undefined;
}
