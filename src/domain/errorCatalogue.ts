/** Server response codes and client-side error keys (SPEC §8). */

/** How the client treats a server code (SPEC §8 table). */
export type CodeClass = 'ok' | 'relogin' | 'dialog' | 'silent' | 'toast';

/** Server codes named by SPEC §8. */
export const SERVER_CODE = {
  ok: 1,
  tokenInvalid: 100,
  otherDevice: 101,
  sessionTimeout: 3901,
  dialog: 102,
  dialog999: 999,
  dialog998: 998,
  silent: 1201,
} as const;

/** Login-invalid codes: dialog titled Tips, session cleared, go to login. */
export const RELOGIN_CODES: readonly number[] = [100, 101, 3901];
/** Dialog with the tips text, then the call is rejected. */
export const DIALOG_CODES: readonly number[] = [102, 999, 998];
/** Rejected silently. */
export const SILENT_CODES: readonly number[] = [1201];
/** Codes that send a bug report (except on local hosts). */
export const BUG_REPORT_CODES: readonly number[] = [100, 101];

/** Classifies a server code per SPEC §8; every code not named there is a failure toast. */
export function classifyCode(code: number): CodeClass {
  if (code === SERVER_CODE.ok) return 'ok';
  if (RELOGIN_CODES.includes(code)) return 'relogin';
  if (DIALOG_CODES.includes(code)) return 'dialog';
  if (SILENT_CODES.includes(code)) return 'silent';
  return 'toast';
}

/** SPEC §8 "any other": a failure toast only when the code is not 0 and tips exist. */
export function shouldShowFailureToast(code: number, tips: string | null | undefined): boolean {
  return classifyCode(code) === 'toast' && code !== 0 && tips != null && tips.trim() !== '';
}

// Reduces 'http://host:port/path', 'host:port' or '[::1]:80' to the bare lower-case host name.
function bareHost(host: string): string {
  let h = host.trim().toLowerCase();
  h = h.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  h = h.replace(/[/?#].*$/, '');
  h = h.replace(/^[^@]*@/, '');
  if (h.startsWith('[')) return h.slice(1, h.indexOf(']') < 0 ? undefined : h.indexOf(']'));
  if ((h.match(/:/g) ?? []).length === 1) h = h.slice(0, h.indexOf(':'));
  return h;
}

/** Local or private-network host: localhost, *.local, 127.x, ::1, 0.0.0.0, 10.x, 192.168.x, 172.16–31.x. */
export function isLocalHost(host: string): boolean {
  const h = bareHost(host);
  if (h === '' || h === 'localhost' || h.endsWith('.localhost') || h.endsWith('.local')) return true;
  if (h === '::1' || h === '0.0.0.0') return true;
  const m = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(h);
  if (!m) return false;
  const [a, b] = [Number(m[1]), Number(m[2])];
  return a === 127 || a === 10 || (a === 192 && b === 168) || (a === 172 && b >= 16 && b <= 31);
}

/** On 100 and 101 a bug report is sent, except on local hosts (SPEC §8). */
export function shouldReportBug(code: number, host: string): boolean {
  return BUG_REPORT_CODES.includes(code) && !isLocalHost(host);
}

/** Client-side error keys (SPEC §8); the UI keeps one dictionary text per key. */
export const CLIENT_ERROR = {
  timeout: 'client.timeout',
  network: 'client.network',
  serverConnection: 'client.serverConnection',
  locationDenied: 'location.denied',
  locationUnavailable: 'location.unavailable',
  locationTimeout: 'location.timeout',
  locationUnknown: 'location.unknown',
  noMapApp: 'map.noApp',
  orderNotFound: 'order.notFound',
  signOnInvalid: 'signOn.invalid',
  signOnMissing: 'signOn.missing',
  trainIdentityCheck: 'train.identityCheck',
} as const;

/** One of the {@link CLIENT_ERROR} keys. */
export type ClientErrorKey = (typeof CLIENT_ERROR)[keyof typeof CLIENT_ERROR];

/** Native location error codes -1501 to -1505 (SPEC §8). */
export const LOCATION_ERROR_CODE = {
  addressParse: -1501,
  addressFetch: -1502,
  permission: -1503,
  coordTypeUnsupported: -1504,
  serviceUnavailable: -1505,
} as const;
