/**
 * Signed download links of PDFs. An <a download> or a link in an e-mail cannot send the Authorization header, so a
 * PDF URL may carry `t=<corpId>.<empId>.<expiresAt base36>.<signature>` instead: an HMAC-SHA256 (server secret;
 * 192 bits kept, base64url) over the document kind, its id, the employee and the expiry. The download still applies
 * that employee's CURRENT booking scope (a departed employee or a narrowed scope gets not found), so a token only
 * ever opens what its employee may see, for a short time.
 */
import { createHmac } from 'node:crypto';
import type { PdfDocType } from '../../../../src/api/contract/invoice';
import { safeEqual } from '../../lib/crypto';

/** In-app links (pdf/generate, invoice detail): 10 minutes. */
export const APP_LINK_TTL_MS = 10 * 60_000;
/** Links sent by e-mail (sendKpEmail, itinerary mail): 72 hours, the mail may be read later. */
export const MAIL_LINK_TTL_MS = 72 * 3600_000;

const ID = /^[0-9A-Za-z_-]{1,64}$/;

export interface DownloadClaim {
  corpId: string;
  empId: string;
  expiresAt: number;
}

// base64url (not hex) so a link never looks like a run of digits such as a document number.
function signature(secret: string, kind: PdfDocType, id: string, c: DownloadClaim): string {
  return createHmac('sha256', `pdf-download|${secret}`)
    .update(`${kind}|${id}|${c.corpId}|${c.empId}|${c.expiresAt}`, 'utf8')
    .digest('base64url')
    .slice(0, 32);
}

export function signDownload(secret: string, kind: PdfDocType, id: string, c: DownloadClaim): string {
  return `${c.corpId}.${c.empId}.${c.expiresAt.toString(36)}.${signature(secret, kind, id, c)}`;
}

/** The claim of a valid, unexpired token for this document; null otherwise. */
export function verifyDownload(
  secret: string,
  kind: PdfDocType,
  id: string,
  token: string,
  nowMs: number,
): DownloadClaim | null {
  const parts = token.split('.');
  if (parts.length !== 4) return null;
  const [corpId, empId, exp36, sig] = parts as [string, string, string, string];
  if (!ID.test(corpId) || !ID.test(empId) || !/^[0-9a-z]{1,12}$/.test(exp36)) return null;
  const claim = { corpId, empId, expiresAt: parseInt(exp36, 36) };
  if (!Number.isSafeInteger(claim.expiresAt) || claim.expiresAt < nowMs) return null;
  return safeEqual(sig, signature(secret, kind, id, claim)) ? claim : null;
}

/** The path of a document with its token, e.g. /obt/pdf/invoice/<id>?t=… */
export function downloadPath(kind: PdfDocType, id: string, token: string): string {
  return `/obt/pdf/${kind}/${encodeURIComponent(id)}?t=${encodeURIComponent(token)}`;
}
