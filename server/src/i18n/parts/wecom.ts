/** Server texts of WeCom / WeChat sign-on (identity module), zh-CN and en-US key for key. */
export const zh = {
  signOnStateInvalid: '登录请求已失效，请重新进入',
  sdkTicketFailed: '企业微信签名获取失败，请稍后重试',
  wxSchemeFailed: '小程序链接生成失败，请稍后重试',
} as const;

export const en: Record<keyof typeof zh, string> = {
  signOnStateInvalid: 'The sign-on request has expired; please open the app again',
  sdkTicketFailed: 'Could not get the WeCom signature; please try again later',
  wxSchemeFailed: 'Could not create the mini-program link; please try again later',
};
