/**
 * The WeCom and WeChat server APIs the sign-on needs, with the demo's simulated answers when no secret is configured.
 * Access tokens and JS-SDK tickets are cached server-side (wecom_tickets) until shortly before they expire: WeCom
 * limits how often they may be fetched, and every instance must share one. Secrets never leave the server.
 */
import type { WecomSettings } from '../../config';
import { hmacHex } from '../../lib/crypto';
import type { identityRepository } from './repository';

/** Refetch this long before WeCom's own expiry, so a signature never uses a ticket about to lapse. */
export const TICKET_MARGIN_MS = 5 * 60_000;
/** Lifetime of a simulated ticket (WeCom's is 7200 s). */
const SIMULATED_TTL_MS = 7200_000;

export type FetchLike = (
  url: string,
  init?: { method?: string; body?: string; headers?: Record<string, string> },
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/** A failure of the provider's API (never shown raw; the caller answers a code-2 tip). */
export class ProviderError extends Error {}

interface Answer {
  errcode?: number;
  errmsg?: string;
  [key: string]: unknown;
}

export function wecomApi(
  settings: WecomSettings,
  repo: ReturnType<typeof identityRepository>,
  nowMs: () => number,
  codeSecret: string,
  fetchImpl: FetchLike | undefined = globalThis.fetch as unknown as FetchLike | undefined,
) {
  const live = settings.secret !== '';
  const wxLive = settings.wxAppSecret !== '';

  async function call(url: string, body?: unknown): Promise<Answer> {
    if (!fetchImpl) throw new ProviderError('no fetch');
    const res = await fetchImpl(
      url,
      body === undefined
        ? { method: 'GET' }
        : { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } },
    );
    if (!res.ok) throw new ProviderError(`HTTP ${res.status}`);
    const data = (await res.json()) as Answer;
    if (data.errcode && data.errcode !== 0) throw new ProviderError(`${data.errcode} ${data.errmsg ?? ''}`);
    return data;
  }

  /** Cached value under `key`, else `load()` (value + seconds valid) stored until just before it expires. */
  async function cached(key: string, load: () => Promise<{ value: string; expiresIn: number }>): Promise<string> {
    const now = nowMs();
    const hit = await repo.cachedTicket(key, now);
    if (hit) return hit;
    const { value, expiresIn } = await load();
    if (!value) throw new ProviderError(`empty ${key}`);
    await repo.storeTicket(key, value, now + Math.max(60_000, expiresIn * 1000 - TICKET_MARGIN_MS));
    return value;
  }

  const q = encodeURIComponent;
  const corp = settings.corpId;

  function accessToken(): Promise<string> {
    return cached(`access:${corp}`, async () => {
      const a = await call(`${settings.apiBase}/cgi-bin/gettoken?corpid=${q(corp)}&corpsecret=${q(settings.secret)}`);
      return { value: String(a.access_token ?? ''), expiresIn: Number(a.expires_in ?? 7200) };
    });
  }

  function wxAccessToken(): Promise<string> {
    return cached(`wxaccess:${settings.appId}`, async () => {
      const a = await call(
        `${settings.wxApiBase}/cgi-bin/token?grant_type=client_credential&appid=${q(settings.appId)}&secret=${q(settings.wxAppSecret)}`,
      );
      return { value: String(a.access_token ?? ''), expiresIn: Number(a.expires_in ?? 7200) };
    });
  }

  return {
    /** True when WeCom's real API is used (a secret is configured). */
    live,
    wxLive,

    /** The corp jsapi_ticket (signs ww.config / register's corp signature). */
    corpTicket(): Promise<string> {
      if (!live)
        return cached(`corp:${corp}`, async () => ({
          value: settings.jsapiTicket,
          expiresIn: SIMULATED_TTL_MS / 1000,
        }));
      return cached(`corp:${corp}`, async () => {
        const a = await call(`${settings.apiBase}/cgi-bin/get_jsapi_ticket?access_token=${q(await accessToken())}`);
        return { value: String(a.ticket ?? ''), expiresIn: Number(a.expires_in ?? 7200) };
      });
    },

    /** The application's own jsapi_ticket (signs agentConfig; WeCom's `ticket/get?type=agent_config`). */
    agentTicket(): Promise<string> {
      const key = `agent:${corp}:${settings.agentId}`;
      if (!live) return cached(key, async () => ({ value: settings.agentTicket, expiresIn: SIMULATED_TTL_MS / 1000 }));
      return cached(key, async () => {
        const a = await call(
          `${settings.apiBase}/cgi-bin/ticket/get?access_token=${q(await accessToken())}&type=agent_config`,
        );
        return { value: String(a.ticket ?? ''), expiresIn: Number(a.expires_in ?? 7200) };
      });
    },

    /** Live only: the WeCom userid behind an OAuth / qy.login code (auth/getuserinfo). */
    async userIdForCode(code: string): Promise<string> {
      const a = await call(
        `${settings.apiBase}/cgi-bin/auth/getuserinfo?access_token=${q(await accessToken())}&code=${q(code)}`,
      );
      const userid = String(a.userid ?? a.UserId ?? '');
      if (!userid) throw new ProviderError('no userid (not a member of the corp)');
      return userid;
    },

    /** The WeCom openid of a member: WeCom's convert_to_openid, or in the demo a keyed hash no one can guess. */
    async openIdForUser(userid: string): Promise<string> {
      if (!live) return `wo${hmacHex(codeSecret, `wecom-openid|${corp}|${userid}`).slice(0, 26)}`;
      const a = await call(
        `${settings.apiBase}/cgi-bin/user/convert_to_openid?access_token=${q(await accessToken())}`,
        {
          userid,
        },
      );
      const openid = String(a.openid ?? '');
      if (!openid) throw new ProviderError('no openid');
      return openid;
    },

    /** Live only: code2Session of the mini-program (the session key is dropped here, never stored or answered). */
    async miniProgramOpenId(code: string): Promise<string> {
      const a = await call(
        `${settings.wxApiBase}/sns/jscode2session?appid=${q(settings.appId)}&secret=${q(settings.wxAppSecret)}&js_code=${q(code)}&grant_type=authorization_code`,
      );
      const openid = String(a.openid ?? '');
      if (!openid) throw new ProviderError('no openid');
      return openid;
    },

    /** Live only: a URL scheme opening the mini-program (wxa/generatescheme). */
    async generateScheme(path: string, query: string, expireDays: number): Promise<string> {
      const a = await call(`${settings.wxApiBase}/wxa/generatescheme?access_token=${q(await wxAccessToken())}`, {
        jump_wxa: { path, query },
        is_expire: true,
        expire_type: 1,
        expire_interval: expireDays,
      });
      const openlink = String(a.openlink ?? '');
      if (!openlink) throw new ProviderError('no openlink');
      return openlink;
    },
  };
}

export type WecomApi = ReturnType<typeof wecomApi>;
