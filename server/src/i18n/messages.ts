/** Server tips in both languages (zh-CN default, en-US). `{name}` placeholders are filled by t(). */
const zhCN = {
  ok: '',
  notFoundPath: '访问资源不存在',
  notFound: '记录不存在',
  systemError: '系统错误，请稍后重试',
  badJson: '请求内容不是有效的 JSON',
  fieldRequired: '{field} 不能为空',
  fieldFormat: '{field} 格式不正确',
  fieldTooLong: '{field} 长度超出限制',
  fieldTooShort: '{field} 长度不足',
  fieldRange: '{field} 超出允许范围',
  fieldInvalid: '{field} 不合法',
  tokenMissing: '未登录或登录已失效，请重新登录',
  tokenInvalid: '账号已退出，请重新登录',
  otherDevice: '您的账号已在其他设备登录',
  sessionTimeout: '登录超时，请重新登录',
  loginFailed: '用户名或密码错误',
  smsLoginFailed: '验证码错误或已失效',
  tooManyLoginFailures: '失败次数过多，请 {minutes} 分钟后再试',
  loginTypeUnsupported: '该登录方式请使用对应的登录接口',
  smsTooSoon: '验证码发送过于频繁，请 {seconds} 秒后再试',
  smsDailyLimit: '今日验证码发送次数已达上限，请明天再试',
  smsIpLimit: '请求过于频繁，请 {minutes} 分钟后再试',
  imageCodeWrong: '图形验证码错误或已失效',
  codeWrong: '验证码错误',
  codeExpired: '验证码已过期，请重新获取',
  codeUsed: '验证码已使用，请重新获取',
  codeLocked: '验证码错误次数过多，请重新获取',
  hostCodeInvalid: '授权码无效或已过期',
  notBound: '该微信账号未绑定员工账号',
  chooseCompany: '该账号关联多个公司，请选择公司',
  ssoSignature: '签名校验失败',
  ssoExpired: '请求已过期',
  ssoReplay: '请求已使用',
  ssoEmployee: '员工不存在或已离职',
  tooManyRequests: '请求过于频繁，请稍后再试',
  dateRange: '结束日期不能早于开始日期',
} as const;

export type MsgKey = keyof typeof zhCN;

const enUS: Record<MsgKey, string> = {
  ok: '',
  notFoundPath: 'access resource does not exist',
  notFound: 'Record not found',
  systemError: 'System error, please try again later',
  badJson: 'The request body is not valid JSON',
  fieldRequired: '{field} is required',
  fieldFormat: '{field} has an invalid format',
  fieldTooLong: '{field} is too long',
  fieldTooShort: '{field} is too short',
  fieldRange: '{field} is out of range',
  fieldInvalid: '{field} is invalid',
  tokenMissing: 'Not logged in or the login has expired, please log in again',
  tokenInvalid: 'Account logged out, log in again',
  otherDevice: 'Your account has been logged in on another device',
  sessionTimeout: 'Login timed out, please log in again',
  loginFailed: 'Incorrect username or password',
  smsLoginFailed: 'The verification code is wrong or has expired',
  tooManyLoginFailures: 'Too many failed attempts, try again in {minutes} minutes',
  loginTypeUnsupported: 'Use the dedicated login call for this login type',
  smsTooSoon: 'Codes are requested too often, try again in {seconds} seconds',
  smsDailyLimit: "Today's limit of verification codes is reached, try again tomorrow",
  smsIpLimit: 'Too many requests, try again in {minutes} minutes',
  imageCodeWrong: 'The image code is wrong or has expired',
  codeWrong: 'Incorrect verification code',
  codeExpired: 'The verification code has expired, request a new one',
  codeUsed: 'The verification code has already been used, request a new one',
  codeLocked: 'Too many wrong codes, request a new one',
  hostCodeInvalid: 'The authorization code is invalid or has expired',
  notBound: 'This WeChat account is not bound to an employee',
  chooseCompany: 'This account belongs to several companies, choose one',
  ssoSignature: 'Signature check failed',
  ssoExpired: 'The request has expired',
  ssoReplay: 'The request has already been used',
  ssoEmployee: 'Employee not found or no longer active',
  tooManyRequests: 'Too many requests, try again later',
  dateRange: 'The end date cannot be earlier than the start date',
};

export type Locale = 'zh-CN' | 'en-US';

export const MESSAGES: Record<Locale, Record<MsgKey, string>> = { 'zh-CN': zhCN, 'en-US': enUS };

/** Field labels for validation tips; unknown fields are named as sent. */
export const FIELD_LABELS: Record<Locale, Record<string, string>> = {
  'zh-CN': {
    loginName: '登录名',
    password: '密码',
    phoneNumber: '手机号',
    validateCode: '验证码',
    validateCodeId: '验证码编号',
    loginType: '登录方式',
    paramNo: '参数编号',
    paramNos: '参数编号',
    scene: '场景',
    dateStart: '开始日期',
    dateEnd: '结束日期',
    pageNum: '页码',
    count: '每页条数',
    id: '编号',
    url: '页面地址',
    code: '授权码',
    openId: 'openId',
    tsCid: '推送编号',
    tsDevice: '设备类型',
    approveType: '审批类型',
    findScope: '查询范围',
    statusGroup: '订单状态',
    status: '状态',
  },
  'en-US': {},
};

export function translate(locale: Locale, key: MsgKey, params: Record<string, string | number> = {}): string {
  const text = MESSAGES[locale][key];
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

export function fieldLabel(locale: Locale, field: string): string {
  return FIELD_LABELS[locale][field] ?? field;
}
