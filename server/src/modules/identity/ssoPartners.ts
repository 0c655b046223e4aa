/**
 * Trusted sign-on partners, one secret per partner and company (sso4ParnetCorpId, issue 16). A partner signs
 * `corpId|empNo|timestamp` with HMAC-SHA256 under its own secret; the server must compute that HMAC, so the secret is
 * stored encrypted, not hashed: AES-256-GCM under a key derived from SSO_SECRET, with the row's id and company as
 * associated data (a row copied to another company does not open). A database copy alone reveals no secret; a
 * changed SSO_SECRET makes the stored secrets unusable (register the partners again).
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../../db';
import { newId } from '../../lib/crypto';
import { identityRepository } from './repository';

/** The demo company's partner secret, written by demo mode only (README: single sign-on in the demo). */
export const DEMO_SSO_PARTNER_SECRET = 'demo-sso-secret';
/** Fixed id of the demo company's partner row. */
export const DEMO_SSO_PARTNER_ID = 'sso-demo-partner';

const SEAL_VERSION = 'v1';

function sealKey(ssoSecret: string): Buffer {
  return createHmac('sha256', ssoSecret).update('obt sso partner secrets v1').digest();
}

const aad = (id: string, corpId: string) => Buffer.from(`${id}|${corpId}`, 'utf8');

/** `v1:<iv>:<tag>:<ciphertext>` (base64url) of a partner secret. */
export function sealPartnerSecret(ssoSecret: string, id: string, corpId: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(ssoSecret), iv);
  cipher.setAAD(aad(id, corpId));
  const ct = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  const b = (x: Buffer) => x.toString('base64url');
  return [SEAL_VERSION, b(iv), b(cipher.getAuthTag()), b(ct)].join(':');
}

/** The secret, or undefined when the key, the row's id or company do not match what it was sealed with. */
export function openPartnerSecret(ssoSecret: string, id: string, corpId: string, sealed: string): string | undefined {
  const [version, iv, tag, ct] = sealed.split(':');
  if (version !== SEAL_VERSION || !iv || !tag || ct === undefined) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealKey(ssoSecret), Buffer.from(iv, 'base64url'));
    decipher.setAAD(aad(id, corpId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

export interface PartnerSecret {
  id: string;
  corpId: string;
  secret: string;
}

export function ssoPartners(db: Db, ssoSecret: string, nowMs: () => number) {
  const repo = identityRepository(db);
  return {
    /** The usable secrets of the company a request names (by id or number); none for an unknown company. */
    async secretsOf(corpIdOrNo: string): Promise<PartnerSecret[]> {
      const corpId = await repo.activeCompanyId(corpIdOrNo);
      if (!corpId) return [];
      const out: PartnerSecret[] = [];
      for (const row of await repo.activeSsoPartners(corpId)) {
        const secret = openPartnerSecret(ssoSecret, row.id, row.corp_id, row.secret_enc);
        if (secret) out.push({ id: row.id, corpId: row.corp_id, secret });
      }
      return out;
    },

    /** Registers a partner of the company (id or number) with a fresh 256-bit secret, answered once. */
    async add(corpIdOrNo: string, name = ''): Promise<PartnerSecret> {
      const corpId = await repo.activeCompanyId(corpIdOrNo);
      if (!corpId) throw new Error(`no active company ${corpIdOrNo}`);
      const at = nowMs();
      const id = newId(at);
      const secret = randomBytes(32).toString('hex');
      await repo.insertSsoPartner({
        id,
        corpId,
        name,
        secretEnc: sealPartnerSecret(ssoSecret, id, corpId, secret),
        nowMs: at,
      });
      return { id, corpId, secret };
    },

    revoke: (id: string) => repo.revokeSsoPartner(id, nowMs()),

    list: () => repo.listSsoPartners(),

    /** Demo mode: the demo company's partner with DEMO_SSO_PARTNER_SECRET, sealed under the current key. */
    async ensureDemo(corpId: string): Promise<void> {
      if (!(await repo.companyExists(corpId))) return;
      const secretEnc = sealPartnerSecret(ssoSecret, DEMO_SSO_PARTNER_ID, corpId, DEMO_SSO_PARTNER_SECRET);
      await repo.insertSsoPartner(
        { id: DEMO_SSO_PARTNER_ID, corpId, name: 'Demo partner', secretEnc, nowMs: nowMs() },
        true,
      );
    },
  };
}

export type SsoPartners = ReturnType<typeof ssoPartners>;
