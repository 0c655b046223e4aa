/** Server settings: defaults for the demo, overridable by build() options and environment (main.ts). */
import { DEFAULT_PWD_KEY } from '../../src/domain/passwordCipher';
import { DEMO_SSO_PARTNER_SECRET } from './modules/identity/ssoPartners';

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
  /**
   * Key that encrypts the partner sign-on secrets at rest (SSO_SECRET; table sso_partners): each company's trusted
   * partner signs sso4ParnetCorpId with its own secret, kept encrypted under this key.
   */
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
  /**
   * The online payment provider's cashier page a scanned H5 QR code opens (PAY_PROVIDER_URL); `{payId}` in it is
   * replaced by the payment id, else `payId=<id>` is appended. Empty: the demo provider page in demo mode, and
   * "online payment not configured" outside it.
   */
  payProviderUrl: string;
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
  ssoSecret: 'demo-sso-partner-key',
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
  payProviderUrl: '',
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
  if (env.PAY_PROVIDER_URL) out.payProviderUrl = env.PAY_PROVIDER_URL.trim();
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

/** The secrets a production server (NODE_ENV=production) must be given, each a fresh random value. */
export const PRODUCTION_SECRETS: readonly { env: string; what: string }[] = [
  { env: 'SSO_SECRET', what: 'encrypts the partner sign-on secrets at rest' },
  { env: 'OBT_SECRET', what: 'signs stored codes, fare keys and download links' },
  { env: 'PAY_NOTIFY_SECRET', what: "verifies the payment provider's notify" },
  { env: 'PAY_SIGN_KEY', what: 'signs the payment parameters handed to the apps' },
];

/** Shortest secret production accepts (characters). */
export const MIN_SECRET_LENGTH = 16;

/** Values published in the repository (defaults, demo keys): never a production secret. */
const PUBLISHED_VALUES: ReadonlySet<string> = new Set([
  DEFAULT_CONFIG.ssoSecret,
  DEFAULT_CONFIG.codeSecret,
  DEFAULT_CONFIG.payNotifySecret,
  DEFAULT_CONFIG.paySignKey,
  DEFAULT_CONFIG.wecom.jsapiTicket,
  DEFAULT_CONFIG.wecom.agentTicket,
  DEFAULT_PWD_KEY,
  DEMO_SSO_PARTNER_SECRET,
]);

/**
 * Why a production server must not start with these settings: one line per secret that is missing, blank, equal to
 * a value from the repository, or shorter than MIN_SECRET_LENGTH. Empty outside production (NODE_ENV≠production):
 * demo and test runs keep the defaults.
 */
export function productionSecretProblems(env: Readonly<Record<string, string | undefined>>): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  for (const { env: name, what } of PRODUCTION_SECRETS) {
    const value = env[name]?.trim() ?? '';
    if (!value) problems.push(`${name} is not set (it ${what})`);
    else if (PUBLISHED_VALUES.has(value)) problems.push(`${name} equals a value published in the repository`);
    else if (value.length < MIN_SECRET_LENGTH) problems.push(`${name} is shorter than ${MIN_SECRET_LENGTH} characters`);
  }
  return problems;
}

/** The message main.ts prints before exiting with code 1. */
export function productionSecretMessage(problems: readonly string[]): string {
  return [
    'OBT refuses to start in production (NODE_ENV=production):',
    ...problems.map((p) => `  - ${p}`),
    'Set each to a fresh random value, e.g. `openssl rand -hex 32`.',
  ].join('\n');
}
