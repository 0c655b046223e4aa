/**
 * The app version shown on the about screen: package.json "version", kept here so the page does not bundle
 * package.json; a test (test/components/account/about.test.tsx) fails when the two differ.
 */
export const APP_VERSION = '0.1.0';
