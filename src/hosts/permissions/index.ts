/**
 * Native permission flags kept in storage (SPEC §9: 1 granted, 0 denied, -1 always denied), so a screen
 * knows without a native round trip whether asking again makes sense. Works on every build (plain storage);
 * only the app shell asks through its bridge.
 */
import { storage } from '../storage';
import type { BridgePermission, ObtNativeBridge, PermissionFlag } from '../bridge/contract';

export type { BridgePermission, PermissionFlag } from '../bridge/contract';

/** Storage key of one permission's flag. Device facts: they survive logout and the 48 h cache expiry. */
export function permissionKey(name: BridgePermission): string {
  return `obt.permission.${name}`;
}

export function isPermissionFlag(value: unknown): value is PermissionFlag {
  return value === 1 || value === 0 || value === -1;
}

/** The stored flag, or undefined when never recorded (or the stored value is not a flag). */
export function permissionFlag(name: BridgePermission): PermissionFlag | undefined {
  const value = storage.get<unknown>(permissionKey(name));
  return isPermissionFlag(value) ? value : undefined;
}

export function savePermissionFlag(name: BridgePermission, flag: PermissionFlag): void {
  storage.set(permissionKey(name), flag);
}

/**
 * Asks the shell for a permission and records the answer. The current state is read first (the user
 * may have changed it in the system settings since); "always denied" is not asked again because the
 * shell cannot show its prompt — only `openSettings` helps then. A shell without the permission calls
 * answers undefined: the caller just tries, and records from the outcome.
 */
export async function ensureBridgePermission(
  bridge: ObtNativeBridge,
  name: BridgePermission,
): Promise<PermissionFlag | undefined> {
  try {
    let flag: unknown;
    if (typeof bridge.getPermission === 'function') flag = await bridge.getPermission(name);
    if (flag !== 1 && flag !== -1 && typeof bridge.requestPermission === 'function') {
      flag = await bridge.requestPermission(name);
    }
    if (!isPermissionFlag(flag)) return undefined;
    savePermissionFlag(name, flag);
    return flag;
  } catch {
    // A failing permission call is not an answer: the location call itself will tell.
    return undefined;
  }
}
