/** Consent to the user agreement and privacy policy on the sign-in and register screens (issue 15, PIPL). */
export { ConsentCheck } from './ConsentCheck';
export { useConsent, type Consent } from './useConsent';
export { confirmAfterSignIn, recordConsent } from './record';
