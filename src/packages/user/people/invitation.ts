/** The invitation link of a department (SPEC §2 /Invitation: join a company from an invitation link or QR). */

/**
 * `${origin}/Invitation?code=…`. The origin is the page's own (H5); a mini-program has none, so the company's
 * H5 domain from the page settings is used, else the link is relative.
 */
export function invitationLink(code: string, origin: string | undefined, domainName?: string): string {
  const base = origin || (domainName ? `https://${domainName.replace(/^https?:\/\//, '').replace(/\/+$/, '')}` : '');
  return `${base}/Invitation?code=${encodeURIComponent(code)}`;
}

/** The page's origin when there is one (H5), else ''. */
export function pageOrigin(): string {
  return typeof location !== 'undefined' && typeof location.origin === 'string' && location.origin !== 'null'
    ? location.origin
    : '';
}
