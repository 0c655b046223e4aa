/** Outcome of the host's own sign-on attempt, read by the login page. */
export type HostSignIn =
  /**
   * The host produced a session token (store it, load user info, go on). `signOn`: the WeCom sign-on parameters;
   * once logged in, {@link wecomLanding} turns them into the target screen (SPEC §4).
   */
  | { kind: 'token'; token: string; signOn?: WecomRedirectParams }
  /** The host has no sign-on of its own: show the password / SMS form. */
  | { kind: 'form' }
  /** Leave the app for this URL (WeCom OAuth); sign-on resumes when it comes back with a code. */
  | { kind: 'redirect'; url: string }
  /** The host sign-on failed (SPEC §4: go to the login form). `reason` is one of {@link SIGN_IN_FAILURE}. */
  | { kind: 'failed'; reason: string };

/** Why a host sign-on failed (for logs and tests; never shown raw). */
export const SIGN_IN_FAILURE = {
  /** `Taro.login` / `Taro.qy.login` gave no code. */
  noCode: 'host-code-unavailable',
  /** getOpenId failed or answered no openid. */
  openId: 'open-id-failed',
  /** wxLogin / qyLogin failed or answered no token. */
  exchange: 'token-exchange-failed',
  /** WeCom webview without a configured corp id. */
  noCorpId: 'wecom-corp-id-missing',
  /** Came back from WeCom OAuth without a code (avoids a redirect loop). */
  oauthNoCode: 'wecom-oauth-no-code',
  /** The OAuth state could not be created, or came back unknown, used or expired. */
  state: 'wecom-state-invalid',
} as const;

/** Sign-on parameters carried through the WeCom OAuth `state` (SPEC §4 single sign-on). */
export interface WecomRedirectParams {
  /** Target module, default '1'. */
  targetModule: string;
  /** Login client, default 'm'. */
  loginCli: string;
  workItemId?: string;
  orderNo?: string;
  orderId?: string;
  travelNo?: string;
}

/** Query of the page that starts sign-on (raw H5 values may still be URL-encoded). */
export type SignInQuery = Record<string, string | undefined>;

/** The unified interface every login platform file implements. */
export interface LoginAdapter {
  hostSignIn(opts: { query: SignInQuery }): Promise<HostSignIn>;
  wecomRedirectParams(query: SignInQuery): WecomRedirectParams;
  wecomOAuthUrl(corpId: string, redirectUri: string, state: string): string;
  /** After a WeCom sign-on: the route of the target screen (asks the server for the records named). */
  wecomLanding(params: WecomRedirectParams): Promise<string>;
}
