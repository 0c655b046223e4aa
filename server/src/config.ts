/** Server settings: defaults for the demo, overridable by build() options and environment (main.ts). */
import { DEFAULT_PWD_KEY } from '../../src/domain/passwordCipher';

export interface WecomSettings {
  /** WeChat app id returned with SDK signatures. */
  appId: string;
  corpId: string;
  agentId: string;
  /** Simulated jsapi_ticket (a real deployment refreshes it from WeCom). */
  jsapiTicket: string;
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
}

export const DEFAULT_CONFIG: Config = {
  demo: true,
  pwdKey: DEFAULT_PWD_KEY,
  ssoSecret: 'demo-sso-secret',
  codeSecret: 'obt-reference-code-secret',
  sessionIdleMs: 12 * 3600_000,
  wecom: {
    appId: 'wx0000demo0000app',
    corpId: 'ww0000demo0000corp',
    agentId: '1000002',
    jsapiTicket: 'demo-jsapi-ticket-0001',
  },
  payNotifySecret: 'demo-pay-notify-secret',
  paySignKey: 'demo-pay-sign-key',
  outboxDir: '',
  uploadDir: 'data/uploads',
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
  if (env.SESSION_IDLE_HOURS) {
    const h = Number(env.SESSION_IDLE_HOURS);
    if (Number.isFinite(h) && h > 0) out.sessionIdleMs = h * 3600_000;
  }
  out.wecom = {
    appId: env.WX_APP_ID || DEFAULT_CONFIG.wecom.appId,
    corpId: env.WECOM_CORP_ID || DEFAULT_CONFIG.wecom.corpId,
    agentId: env.WECOM_AGENT_ID || DEFAULT_CONFIG.wecom.agentId,
    jsapiTicket: env.WECOM_JSAPI_TICKET || DEFAULT_CONFIG.wecom.jsapiTicket,
  };
  return out;
}
