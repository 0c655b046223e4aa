/**
 * The whitelist (SPEC §4 session): calls that need no token. Paths are route patterns.
 * Some belong to later issues (registration, password reset, corp application); listing them here keeps
 * the decision in one place. Every other /obt call needs `Authorization: Bearer <token>`.
 */
const PUBLIC_PATHS: ReadonlySet<string> = new Set([
  '/obt/vipLogin',
  '/obt/user/login',
  '/obt/smsCodeGet',
  '/obt/smsCodeCheck',
  '/obt/getValidateCode',
  '/obt/getCorpList',
  '/obt/getOpenId',
  '/obt/getMinOpenId',
  '/obt/wxLogin',
  '/obt/qyLogin',
  '/obt/sso4ParnetCorpId',
  // WeCom OAuth state: created before sign-on, consumed when WeCom sends the user back (single use).
  '/obt/wecom/state',
  '/obt/wecom/takeState',
  '/obt/etPageSetList',
  '/obt/compPageSetList',
  '/obt/getParameter',
  '/obt/queryParameter',
  '/obt/getComplaintPhone',
  '/obt/submitBug',
  '/obt/submitBug/batch',
  '/obt/saveVipCorpApply',
  '/obt/userRegister',
  '/obt/getRegisterSmsCode',
  '/obt/queryCompId',
  '/obt/userRegisterForQr',
  '/obt/vipDeptTreeForEmpQr',
  '/obt/vipEmpResetPwd',
  '/obt/openapi.json',
  // Uploaded files are served by unguessable capability names so an <img> can load them.
  '/obt/upload/:name',
  // Hotel and room pictures drawn by the reference server (an <img> sends no token).
  '/obt/hotel/img/:name',
  // The payment provider's notify: no session, verified by its HMAC signature instead.
  '/obt/pay/notify',
  // PDF downloads: the session when sent, else a signed short-lived token in ?t= (e-mail links, <a download>).
  '/obt/pdf/invoice/:id',
  '/obt/pdf/itinerary/:id',
]);

// Base data (cities, airports, stations) is public: the query screens need it before login in visitor mode.
const PUBLIC_PREFIXES: readonly string[] = ['/obt/bdc/', '/obt/dev/'];

export function isPublicCall(routePath: string): boolean {
  return PUBLIC_PATHS.has(routePath) || PUBLIC_PREFIXES.some((p) => routePath.startsWith(p));
}
