/**
 * The external WeCom sign-on page (SPEC §4: "Redirects to external sign-on pages of a workplace messaging app exist,
 * carrying code, corpId, targetModule (default 1), loginCli (default m), workItemId, orderNo, orderId and travelNo;
 * the target host depends on brand flags and on production"). A brand that signs on through its own page names a
 * production and a test URL; a brand without one exchanges the code inside the app.
 */
import type { SignOnParams } from '../../api/contract/wecom';

export interface ExternalSignOnHosts {
  production: string;
  test: string;
}

const CARRIED = ['targetModule', 'loginCli', 'workItemId', 'orderNo', 'orderId', 'travelNo'] as const;

/** The page to hand the WeCom code to, or undefined when the app signs on by itself. */
export function externalSignOnUrl(
  hosts: ExternalSignOnHosts | undefined,
  production: boolean,
  code: string,
  corpId: string,
  params: SignOnParams,
): string | undefined {
  const base = hosts ? (production ? hosts.production : hosts.test) : '';
  if (!base) return undefined;
  const pairs: [string, string][] = [
    ['code', code],
    ['corpId', corpId],
  ];
  for (const key of CARRIED) {
    const value =
      key === 'targetModule' ? params.targetModule || '1' : key === 'loginCli' ? params.loginCli || 'm' : params[key];
    if (value) pairs.push([key, value]);
  }
  const query = pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
  return `${base}${base.includes('?') ? '&' : '?'}${query}`;
}
