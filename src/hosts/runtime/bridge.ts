/**
 * Runtime detection's view of the app-shell bridge. The typed contract lives in ../bridge/contract.ts;
 * this stays a thin re-export so detection and push keep their import.
 */
import { appBridge } from '../bridge';
import type { ObtNativeBridge } from '../bridge/contract';

export type { ObtNativeBridge } from '../bridge/contract';

/** The bridge object when the page runs inside the app shell, else undefined. */
export function nativeBridge(): ObtNativeBridge | undefined {
  return appBridge();
}
