/**
 * Privacy authorisation on weapp and qywx (shared by both platform files). With `__usePrivacyCheck__` on (app.config),
 * a privacy API (getLocation, chooseLocation, chooseImage/chooseMedia…) that the user has not consented to yet
 * calls the listener registered with `onNeedPrivacyAuthorization` and waits: the page shows the prompt
 * (PrivacyPrompt), and the API goes on or fails depending on what `resolve` is told. Callers of those APIs only map
 * the resulting `fail` (privacy → 'permission'); they never show privacy UI themselves.
 */
import Taro from '@tarojs/taro';
import { PRIVACY_AGREE_BUTTON_ID, type PrivacyListener, type PrivacyRequest } from './types';

type Resolve = (result: { event: 'agree' | 'disagree'; buttonId?: string }) => void;

interface PrivacyApi {
  onNeedPrivacyAuthorization?(listener: (resolve: Resolve, info: { referrer?: string }) => void): void;
  getPrivacySetting?(opts: { success(res: { needAuthorization: boolean; privacyContractName: string }): void }): void;
  openPrivacyContract?(opts?: Record<string, unknown>): void;
}

const api = Taro as unknown as PrivacyApi;
const listeners = new Set<PrivacyListener>();
let pending: { resolve: Resolve; request: PrivacyRequest } | null = null;
let installed = false;

function publish(): void {
  const request = pending?.request ?? null;
  for (const listener of listeners) listener(request);
}

/** Registers the one privacy listener (once per app; older base libraries without the API are left alone). */
export function installPrivacyHandler(): void {
  if (installed || typeof api.onNeedPrivacyAuthorization !== 'function') return;
  installed = true;
  api.onNeedPrivacyAuthorization((resolve) => {
    // A second request while the prompt is open replaces the first: WeChat asks again if it is still needed.
    pending = { resolve, request: { contractName: '' } };
    publish();
    api.getPrivacySetting?.({
      success: (res) => {
        if (pending && pending.resolve === resolve) {
          pending = { resolve, request: { contractName: res.privacyContractName ?? '' } };
          publish();
        }
      },
    });
  });
}

/** Follows the pending privacy request (null when none); answers an unsubscribe. */
export function watchPrivacy(listener: PrivacyListener): () => void {
  installPrivacyHandler();
  listeners.add(listener);
  listener(pending?.request ?? null);
  return () => listeners.delete(listener);
}

function answer(event: 'agree' | 'disagree'): void {
  const current = pending;
  pending = null;
  current?.resolve(event === 'agree' ? { event, buttonId: PRIVACY_AGREE_BUTTON_ID } : { event });
  publish();
}

/** The user tapped the agree button (open-type agreePrivacyAuthorization). */
export function agreePrivacy(): void {
  answer('agree');
}

/** The user declined: the waiting API fails with a privacy errMsg. */
export function declinePrivacy(): void {
  answer('disagree');
}

/** Opens WeChat's own page of the privacy guide. */
export function openPrivacyContract(): void {
  api.openPrivacyContract?.({});
}

/** Whether this host needs the privacy prompt at all. */
export function privacyPromptSupported(): boolean {
  return typeof api.onNeedPrivacyAuthorization === 'function';
}
