/** Server texts of sign-on tickets, partner sign-on and the production payment path (issue 16), zh-CN and en-US. */
export const zh = {
  openIdTicketInvalid: '登录凭证无效或已过期，请重新进入小程序',
  payOnlineNotConfigured: '在线支付尚未开通，请选择其他支付方式或联系管理员',
} as const;

export const en: Record<keyof typeof zh, string> = {
  openIdTicketInvalid: 'The sign-in ticket is invalid or has expired; please open the mini-program again',
  payOnlineNotConfigured:
    'Online payment is not set up yet; choose another payment method or contact your administrator',
};
