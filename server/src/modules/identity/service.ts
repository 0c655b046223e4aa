/**
 * Host sign-on (SPEC §4, ARCHITECTURE §5): a simulated identity provider for the mini-program login
 * (code → openid, like code2Session, never returning a session key) and the WeCom code exchange, the
 * trusted-partner single sign-on (HMAC-signed, 5-minute window, single use), the WeCom OAuth `state` nonces, and
 * JS-SDK signatures (corp and agent signed with their own tickets). With secrets configured the provider calls go
 * to WeCom / WeChat (wecomApi.ts) instead of the simulation.
 */
import type { AppContext } from '../../context';
import type { SdkSignatureData } from '../../../../src/api/contract/account';
import type { DevCodeData, SsoPartnerRequest } from '../../../../src/api/contract/signOn';
import type {
  SignOnParams,
  SignOnStateData,
  SignOnTargetData,
  WxSchemeData,
  WxSchemeRequest,
} from '../../../../src/api/contract/wecom';
import { hmacHex, newToken, randomChars, safeEqual, sha1Hex } from '../../lib/crypto';
import { invalid } from '../../lib/errors';
import type { AuthInfo, SessionService } from '../session/service';
import { accountRepository } from '../account/repository';
import { DEMO_CORP_ID } from '../../db/seed/demoPeople';
import { identityRepository } from './repository';
import { ssoPartners } from './ssoPartners';
import { ProviderError, wecomApi, type FetchLike } from './wecomApi';

export const HOST_CODE_TTL_MS = 5 * 60_000;
/** Lifetime of the one-time ticket getOpenId / getMinOpenId answer as `openid` (wxLogin takes nothing else). */
export const OPENID_TICKET_TTL_MS = 5 * 60_000;
export const SSO_WINDOW_MS = 5 * 60_000;
/** A WeCom OAuth round trip (consent is silent, snsapi_base) takes seconds; ten minutes is generous. */
export const SIGN_ON_STATE_TTL_MS = 10 * 60_000;
/** WeCom allows a-zA-Z0-9 in `state`, at most 128 bytes. */
export const STATE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const STATE_LENGTH = 32;
const SCHEME_MAX_DAYS = 30;

const LOGIN_TYPE_OPENID = 3;
const LOGIN_TYPE_WECOM = 4;
const LOGIN_TYPE_SSO = 5;

/** Provider names in host_codes / external_identities. 'qyo': a WeCom member's openid (webview sign-on). */
const WECOM_OPENID = 'qyo';
/** host_codes provider of the openid tickets: `ticket:<binding provider>`. */
const TICKET_PREFIX = 'ticket:';

/** The page URL a JS-SDK signature is computed for: everything from '#' on is dropped. */
export function signableUrl(url: string): string {
  const i = url.indexOf('#');
  return i >= 0 ? url.slice(0, i) : url;
}

export function sdkSignature(ticket: string, nonceStr: string, timestamp: number, url: string): string {
  return sha1Hex(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${signableUrl(url)}`);
}

const PARAM_KEYS = ['workItemId', 'orderNo', 'orderId', 'travelNo'] as const;

/** The stored parameters, defaults filled (SPEC §4: targetModule 1, loginCli m), unknown keys dropped. */
export function normaliseSignOnParams(raw: Partial<Record<keyof SignOnParams, unknown>>): SignOnParams {
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');
  const out: SignOnParams = { targetModule: text(raw.targetModule) || '1', loginCli: text(raw.loginCli) || 'm' };
  for (const k of PARAM_KEYS) {
    const v = text(raw[k]);
    if (v) out[k] = v;
  }
  return out;
}

export function identityService(ctx: AppContext, sessions: SessionService, deps: { fetch?: FetchLike } = {}) {
  const repo = identityRepository(ctx.db);
  const accounts = accountRepository(ctx.db);
  const codeHash = (code: string) => hmacHex(ctx.config.codeSecret, `host:${code}`);
  const ticketHash = (ticket: string) => hmacHex(ctx.config.codeSecret, `openid-ticket:${ticket}`);
  const nowMs = () => ctx.now().getTime();
  const api = wecomApi(ctx.config.wecom, repo, nowMs, ctx.config.codeSecret, deps.fetch);
  const partners = ssoPartners(ctx.db, ctx.config.ssoSecret, nowMs);

  /** The company a corp id names: a WeCom corp's company, else the id itself (callers may pass the company id). */
  async function companyOf(corpId: string | undefined): Promise<string | undefined> {
    if (!corpId) return undefined;
    const { corpId: configured, companyId } = ctx.config.wecom;
    return (await repo.companyOfWecomCorp(corpId)) ?? (corpId === configured && companyId ? companyId : corpId);
  }

  /** Whether a corp id names a WeCom corp (its codes are WeCom codes, not mini-program ones). */
  async function isWecomCorp(corpId: string | undefined): Promise<boolean> {
    if (!corpId) return false;
    return corpId === ctx.config.wecom.corpId || (await repo.companyOfWecomCorp(corpId)) !== undefined;
  }

  /** A WeCom code (OAuth or qy.login) → the member's userid and the company it is bound in. Single use. */
  async function wecomMember(code: string, corpId: string | undefined): Promise<{ userid: string; company: string }> {
    const wanted = await companyOf(corpId);
    if (api.live) {
      const company = await companyOf(ctx.config.wecom.corpId);
      let userid: string;
      try {
        userid = await api.userIdForCode(code);
      } catch (e) {
        if (e instanceof ProviderError) throw invalid('hostCodeInvalid');
        throw e;
      }
      if (!company || (wanted && wanted !== company)) throw invalid('hostCodeInvalid');
      return { userid, company };
    }
    const row = await repo.takeCode(codeHash(code), 'qy', nowMs());
    if (!row || (wanted && wanted !== row.corp_id)) throw invalid('hostCodeInvalid');
    return { userid: row.subject, company: row.corp_id };
  }

  /** Mini-program code → openid (code2Session; the session key never leaves wecomApi). */
  async function miniProgramOpenId(code: string): Promise<string> {
    if (api.wxLive) {
      try {
        return await api.miniProgramOpenId(code);
      } catch (e) {
        if (e instanceof ProviderError) throw invalid('hostCodeInvalid');
        throw e;
      }
    }
    const row = await repo.takeCode(codeHash(code), 'wx', nowMs());
    if (!row) throw invalid('hostCodeInvalid');
    return row.subject;
  }

  async function issueCode(provider: 'wx' | 'qy', subject: string, corpId: string): Promise<DevCodeData> {
    const code = newToken();
    const now = nowMs();
    await repo.insertCode({
      codeHash: codeHash(code),
      provider,
      subject,
      corpId,
      nowMs: now,
      expiresAt: now + HOST_CODE_TTL_MS,
    });
    return { code, expiresIn: HOST_CODE_TTL_MS / 1000 };
  }

  /**
   * The answer of a code exchange: an opaque, single-use ticket standing for the openid the provider vouched for
   * (stored hashed, OPENID_TICKET_TTL_MS). The client passes it back to wxLogin as `openId`; the openid itself never
   * logs anyone in, so knowing somebody's openid is worth nothing.
   */
  async function issueTicket(provider: 'wx' | typeof WECOM_OPENID, openid: string, corpId: string): Promise<string> {
    const ticket = newToken() + newToken();
    const now = nowMs();
    await repo.insertCode({
      codeHash: ticketHash(ticket),
      provider: `${TICKET_PREFIX}${provider}`,
      subject: openid,
      corpId,
      nowMs: now,
      expiresAt: now + OPENID_TICKET_TTL_MS,
    });
    return ticket;
  }

  async function tokenForBinding(
    provider: 'wx' | 'qy' | typeof WECOM_OPENID,
    subject: string,
    corpId: string | undefined,
    loginType: number,
    deviceId?: string,
  ) {
    const bound = await repo.boundEmployees(provider, subject, corpId || undefined);
    if (bound.length === 0) throw invalid('notBound');
    if (bound.length > 1) throw invalid('chooseCompany');
    return sessions.open(bound[0].id, bound[0].corp_id, loginType, deviceId);
  }

  return {
    /** Demo identity provider: a mini-program login code for an openid. */
    devWxCode: (openid: string) => issueCode('wx', openid, ''),

    /** Demo identity provider: a WeCom code for a userid bound in the company (WeCom corp id or company id). */
    async devQyCode(userid: string, corpId: string): Promise<DevCodeData> {
      const company = (await companyOf(corpId)) ?? corpId;
      if (!(await repo.isBound('qy', userid, company))) throw invalid('notBound');
      return issueCode('qy', userid, company);
    },

    /**
     * getOpenId (SPEC §7): a mini-program login code, or — when corpId names a WeCom corp — the code WeCom's OAuth
     * handed the webview. A WeCom member's openid is bound to its employee here, so wxLogin can then log it in.
     */
    async openIdFor(code: string, corpId?: string): Promise<string> {
      if (!(await isWecomCorp(corpId))) return issueTicket('wx', await miniProgramOpenId(code), '');
      const { userid, company } = await wecomMember(code, corpId);
      const bound = await repo.boundEmployees('qy', userid, company);
      if (bound.length !== 1) throw invalid('notBound');
      const openid = await api.openIdForUser(userid);
      await repo.bind({ provider: WECOM_OPENID, subject: openid, corpId: company, empId: bound[0].id, nowMs: nowMs() });
      return issueTicket(WECOM_OPENID, openid, company);
    },

    /** getMinOpenId (SPEC §7): the mini-program's code2Session only; answers a wxLogin ticket like getOpenId. */
    async minOpenIdFor(code: string): Promise<string> {
      return issueTicket('wx', await miniProgramOpenId(code), '');
    },

    /**
     * wxLogin: `openId` is a ticket from getOpenId / getMinOpenId, taken once within its lifetime (issue 16: an
     * openid alone is no credential). It logs in the mini-program openid's employee, or the WeCom member's.
     */
    async wxLogin(openId: string, compId?: string, deviceId?: string): Promise<string> {
      const kinds = [`${TICKET_PREFIX}wx`, `${TICKET_PREFIX}${WECOM_OPENID}`];
      const ticket = await repo.takeCode(ticketHash(openId), kinds, nowMs());
      if (!ticket) throw invalid('openIdTicketInvalid');
      const provider = ticket.provider === `${TICKET_PREFIX}${WECOM_OPENID}` ? WECOM_OPENID : 'wx';
      if (provider === WECOM_OPENID && compId && compId !== ticket.corp_id) throw invalid('notBound');
      const corp = compId || ticket.corp_id || undefined;
      const loginType = provider === WECOM_OPENID ? LOGIN_TYPE_WECOM : LOGIN_TYPE_OPENID;
      return tokenForBinding(provider, ticket.subject, corp, loginType, deviceId);
    },

    /** qyLogin: the WeCom mini-program's `qy.login` code exchange. */
    async qyLogin(code: string, corpId?: string): Promise<string> {
      const { userid, company } = await wecomMember(code, corpId);
      return tokenForBinding('qy', userid, company, LOGIN_TYPE_WECOM);
    },

    /** Keeps the sign-on parameters server-side; the nonce is what travels through WeCom's OAuth as `state`. */
    async createState(params: Partial<SignOnParams>): Promise<SignOnStateData> {
      const state = randomChars(STATE_LENGTH, STATE_ALPHABET);
      const now = nowMs();
      await repo.insertState({
        state,
        paramsJson: JSON.stringify(normaliseSignOnParams(params)),
        nowMs: now,
        expiresAt: now + SIGN_ON_STATE_TTL_MS,
      });
      return { state, expiresIn: SIGN_ON_STATE_TTL_MS / 1000 };
    },

    /** Consumes a state once, within its lifetime; its parameters. */
    async takeState(state: string): Promise<SignOnParams> {
      const json = await repo.takeState(state, nowMs());
      if (!json) throw invalid('signOnStateInvalid');
      return normaliseSignOnParams(JSON.parse(json) as Record<string, unknown>);
    },

    /** The records sign-on parameters point at, inside the caller's company (and addressed to the caller). */
    async signOnTarget(auth: AuthInfo, params: Partial<SignOnParams>): Promise<SignOnTargetData> {
      const out: SignOnTargetData = {};
      if (params.workItemId) {
        const item = await repo.approvalWorkItem(auth.corpId, auth.empId, params.workItemId);
        if (item) out.approval = { orderId: item.order_id, orderType: item.order_type, workItemId: item.id };
      }
      if (params.orderId || params.orderNo) {
        // The caller's booking scope (SPEC §6): bookRange 1 own orders, 2 the department's, 3 the company's.
        const scope = {
          corpId: auth.corpId,
          empId: auth.empId,
          deptId: auth.deptId,
          scope: auth.bookRange as 1 | 2 | 3,
        };
        const order = await repo.orderByIdOrNo(scope, params.orderId, params.orderNo);
        if (order) out.order = { orderId: order.id, orderType: order.order_type };
      }
      if (params.travelNo) {
        const trip = await repo.tripByNo(auth.corpId, auth.empId, params.travelNo);
        if (trip) out.trip = { ccsqdId: trip.id };
      }
      return out;
    },

    /** generateWxScheme (SPEC §7): a URL scheme opening the mini-program (simulated in the demo). */
    async wxScheme(req: WxSchemeRequest): Promise<WxSchemeData> {
      const days = Math.min(SCHEME_MAX_DAYS, Math.max(1, req.expireDays ?? SCHEME_MAX_DAYS));
      const expireTime = Math.floor(nowMs() / 1000) + days * 86_400;
      if (!api.wxLive) return { openlink: `weixin://dl/business/?t=${randomChars(12, STATE_ALPHABET)}`, expireTime };
      try {
        return { openlink: await api.generateScheme(req.path ?? '', req.query ?? '', days), expireTime };
      } catch (e) {
        if (e instanceof ProviderError) throw invalid('wxSchemeFailed');
        throw e;
      }
    },

    /**
     * sso4ParnetCorpId: the signature must verify under the secret of one of the named company's own partners
     * (ssoPartners.ts), so a partner trusted by one company signs in nobody of another. 5-minute window, single use.
     */
    async partnerSso(req: SsoPartnerRequest): Promise<string> {
      const message = `${req.corpId}|${req.empNo}|${req.timestamp}`;
      const given = req.signature.toLowerCase();
      const partner = (await partners.secretsOf(req.corpId)).find((p) => safeEqual(given, hmacHex(p.secret, message)));
      if (!partner) throw invalid('ssoSignature');
      const tsMs = req.timestamp < 1e12 ? req.timestamp * 1000 : req.timestamp;
      const now = nowMs();
      if (Math.abs(now - tsMs) > SSO_WINDOW_MS) throw invalid('ssoExpired');
      if (!(await repo.useNonce(`sso:${given}`, now + 2 * SSO_WINDOW_MS, now))) throw invalid('ssoReplay');
      const emp = await accounts.candidateByEmpNo(partner.corpId, req.empNo);
      if (!emp) throw invalid('ssoEmployee');
      return sessions.open(emp.id, emp.corp_id, LOGIN_TYPE_SSO);
    },

    /** Demo mode: the demo company's sign-on partner (DEMO_SSO_PARTNER_SECRET), sealed under the current SSO_SECRET. */
    ensureDemoPartner: () => partners.ensureDemo(DEMO_CORP_ID),

    /**
     * getSdkQx: 'corp' signs with the corp jsapi_ticket (register's getConfigSignature), 'agent' with the
     * application's own ticket (getAgentConfigSignature) — WeCom rejects agentConfig signed with the corp ticket.
     */
    async sdkSignature(url: string, type: 'corp' | 'agent' = 'corp'): Promise<SdkSignatureData> {
      const { appId, corpId, agentId } = ctx.config.wecom;
      let ticket: string;
      try {
        ticket = type === 'agent' ? await api.agentTicket() : await api.corpTicket();
      } catch (e) {
        if (e instanceof ProviderError) throw invalid('sdkTicketFailed');
        throw e;
      }
      const timestamp = Math.floor(nowMs() / 1000);
      const nonceStr = randomChars(16, STATE_ALPHABET);
      return { appId, corpId, agentId, timestamp, nonceStr, signature: sdkSignature(ticket, nonceStr, timestamp, url) };
    },
  };
}

export type IdentityService = ReturnType<typeof identityService>;
