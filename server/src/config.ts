/** Server settings: defaults for the demo, overridable by build() options and environment (main.ts). */
import { DEFAULT_PWD_KEY } from '../../src/domain/passwordCipher';

export interface WecomSettings {
  /** WeChat app id returned with SDK signatures; also the mini-program's appid for code2Session and URL schemes. */
  appId: string;
  corpId: string;
  agentId: string;
  /**
   * The company (companies.id) the configured WeCom corp belongs to (WECOM_COMPANY_ID), when no wecom_corps row
   * says so; the demo seed writes that row for the demo corp.
   */
  companyId: string;
  /** Simulated corp jsapi_ticket (demo: used while `secret` is empty). */
  jsapiTicket: string;
  /** Simulated application (agent) jsapi_ticket for agentConfig (demo: used while `secret` is empty). */
  agentTicket: string;
  /**
   * The self-built application's secret (WECOM_SECRET). Set: tickets, user ids and open ids come from WeCom's API
   * (`apiBase`) and are cached server-side until they expire. Empty: the simulated provider of the demo.
   */
  secret: string;
  /** WeCom server API (WECOM_API_BASE). */
  apiBase: string;
  /** The mini-program's secret (WX_APP_SECRET). Set: getMinOpenId and generateWxScheme call WeChat (`wxApiBase`). */
  wxAppSecret: string;
  /** WeChat server API (WX_API_BASE). */
  wxApiBase: string;
}

export interface Config {
  /** Demo mode: seeds the demo company, returns SMS codes to the caller, enables /obt/dev/* calls. */
  demo: boolean;
  /** Key of the client's fixed-key password cipher (SPEC §9). */
  pwdKey: string;
  /** Shared secret of trusted single sign-on partners (sso4ParnetCorpId). */
  ssoSecret: string;
  /** Secret mixed into stored code hashes (SMS, image and host codes). */
  codeSecret: string;
  /** A session unused for this long answers 3901. */
  sessionIdleMs: number;
  wecom: WecomSettings;
  /** HMAC-SHA256 secret the payment provider signs its notify with (PAY_NOTIFY_SECRET). */
  payNotifySecret: string;
  /** Key signing the mini-program requestPayment parameters (PAY_SIGN_KEY; the simulated provider's merchant key). */
  paySignKey: string;
  /** Folder the outgoing e-mails are also written to as .eml files (OUTBOX_DIR); '' keeps them in the database only. */
  outboxDir: string;
  /** Folder of uploaded files (UPLOAD_DIR). Several instances need it on shared storage. */
  uploadDir: string;
  /** Server-held key of the map web services (MAP_WEB_KEY, Amap); empty answers from the demo gazetteer. */
  mapWebKey: string;
}

/**
 * The one demo WeCom corp and self-built application (agent). The client's `.env` (TARO_APP_WECOM_CORP_ID /
 * TARO_APP_WECOM_AGENT_ID) and the demo seed's WeCom bindings use these same values; a real deployment sets
 * WECOM_CORP_ID / WECOM_AGENT_ID here and the TARO_APP_* pair at build time (docs/hosts/wecom.md).
 */
export const DEMO_WECOM_CORP_ID = 'ww0000demo0000corp';
export const DEMO_WECOM_AGENT_ID = '1000002';

export const DEFAULT_CONFIG: Config = {
  demo: true,
  pwdKey: DEFAULT_PWD_KEY,
  ssoSecret: 'demo-sso-secret',
  codeSecret: 'obt-reference-code-secret',
  sessionIdleMs: 12 * 3600_000,
  wecom: {
    appId: 'wx0000demo0000app',
    corpId: DEMO_WECOM_CORP_ID,
    agentId: DEMO_WECOM_AGENT_ID,
    companyId: '',
    jsapiTicket: 'demo-jsapi-ticket-0001',
    agentTicket: 'demo-agent-ticket-0001',
    secret: '',
    apiBase: 'https://qyapi.weixin.qq.com',
    wxAppSecret: '',
    wxApiBase: 'https://api.weixin.qq.com',
  },
  payNotifySecret: 'demo-pay-notify-secret',
  paySignKey: 'demo-pay-sign-key',
  outboxDir: '',
  uploadDir: 'data/uploads',
  mapWebKey: '',
};

/** Settings from environment variables (main.ts), falling back to the defaults. */
export function configFromEnv(env: NodeJS.ProcessEnv): Partial<Config> {
  const out: Partial<Config> = {};
  if (env.PWD_KEY) out.pwdKey = env.PWD_KEY;
  if (env.SSO_SECRET) out.ssoSecret = env.SSO_SECRET;
  if (env.OBT_SECRET) out.codeSecret = env.OBT_SECRET;
  if (env.PAY_NOTIFY_SECRET) out.payNotifySecret = env.PAY_NOTIFY_SECRET;
  if (env.PAY_SIGN_KEY) out.paySignKey = env.PAY_SIGN_KEY;
  if (env.OUTBOX_DIR !== undefined) out.outboxDir = env.OUTBOX_DIR;
  if (env.UPLOAD_DIR) out.uploadDir = env.UPLOAD_DIR;
  if (env.MAP_WEB_KEY) out.mapWebKey = env.MAP_WEB_KEY.trim();
  if (env.SESSION_IDLE_HOURS) {
    const h = Number(env.SESSION_IDLE_HOURS);
    if (Number.isFinite(h) && h > 0) out.sessionIdleMs = h * 3600_000;
  }
  out.wecom = {
    appId: env.WX_APP_ID || DEFAULT_CONFIG.wecom.appId,
    corpId: env.WECOM_CORP_ID || DEFAULT_CONFIG.wecom.corpId,
    agentId: env.WECOM_AGENT_ID || DEFAULT_CONFIG.wecom.agentId,
    companyId: env.WECOM_COMPANY_ID || '',
    jsapiTicket: env.WECOM_JSAPI_TICKET || DEFAULT_CONFIG.wecom.jsapiTicket,
    agentTicket: env.WECOM_AGENT_TICKET || DEFAULT_CONFIG.wecom.agentTicket,
    secret: env.WECOM_SECRET || '',
    apiBase: env.WECOM_API_BASE || DEFAULT_CONFIG.wecom.apiBase,
    wxAppSecret: env.WX_APP_SECRET || '',
    wxApiBase: env.WX_API_BASE || DEFAULT_CONFIG.wecom.wxApiBase,
  };
  return out;
}
