/**
 * Privacy authorisation (mini-programs only). This default is the H5 one: browsers and webviews ask for each
 * permission themselves, so there is never a pending request and nothing to answer.
 */
import type { PrivacyListener } from './types';

export * from './types';

export function installPrivacyHandler(): void {
  // Nothing to register outside mini-programs.
}

export function watchPrivacy(listener: PrivacyListener): () => void {
  listener(null);
  return () => undefined;
}

export function agreePrivacy(): void {
  // No pending request on H5.
}

export function declinePrivacy(): void {
  // No pending request on H5.
}

export function openPrivacyContract(): void {
  // No privacy guide page on H5.
}

export function privacyPromptSupported(): boolean {
  return false;
}
