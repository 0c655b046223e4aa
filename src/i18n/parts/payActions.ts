/**
 * Texts of the order action bar and its sheets ('pay.order.actions.*', 'pay.order.cancel.*', 'pay.order.resend.*'):
 * a small part of its own, so /allorder's first chunk (every row's actions) does not carry the whole pay dictionary
 * (issue 17). The keys keep their 'pay.' names; pay.ts imports this part, so every screen that loads the pay texts
 * has these too. `en` must have exactly the keys of `zh` (the type enforces it).
 */
import { registerTexts } from '../registry';

export const zh = {
  'pay.order.actions.label': '订单操作',
  'pay.order.actions.cancel': '取消订单',
  'pay.order.actions.pay': '去支付',
  'pay.order.actions.refund': '申请退款',
  'pay.order.actions.change': '申请变更',
  'pay.order.actions.resend': '发送行程单',
  'pay.order.actions.more': '更多',
  'pay.order.cancel.title': '取消订单',
  'pay.order.cancel.confirm': '确定取消该订单吗？取消后不可恢复。',
  'pay.order.cancel.reason': '取消原因',
  'pay.order.cancel.reasonPlaceholder': '请填写取消原因',
  'pay.order.cancel.reasonRequired': '请填写取消原因',
  'pay.order.cancel.submit': '确认取消',
  'pay.order.cancel.keep': '暂不取消',
  'pay.order.cancel.done': '订单已取消',
  'pay.order.resend.title': '发送行程单至邮箱',
  'pay.order.resend.email': '邮箱',
  'pay.order.resend.placeholder': '请输入邮箱地址',
  'pay.order.resend.send': '发送',
  'pay.order.resend.done': '已发送至 {email}',
} as const;

export const en: Record<keyof typeof zh, string> = {
  'pay.order.actions.label': 'Order actions',
  'pay.order.actions.cancel': 'Cancel order',
  'pay.order.actions.pay': 'Pay',
  'pay.order.actions.refund': 'Refund',
  'pay.order.actions.change': 'Change',
  'pay.order.actions.resend': 'E-mail itinerary',
  'pay.order.actions.more': 'More',
  'pay.order.cancel.title': 'Cancel order',
  'pay.order.cancel.confirm': 'Cancel this order? This cannot be undone.',
  'pay.order.cancel.reason': 'Reason for cancelling',
  'pay.order.cancel.reasonPlaceholder': 'Enter the reason',
  'pay.order.cancel.reasonRequired': 'Enter the reason for cancelling',
  'pay.order.cancel.submit': 'Cancel order',
  'pay.order.cancel.keep': 'Keep order',
  'pay.order.cancel.done': 'Order cancelled',
  'pay.order.resend.title': 'E-mail the itinerary',
  'pay.order.resend.email': 'E-mail',
  'pay.order.resend.placeholder': 'Enter an e-mail address',
  'pay.order.resend.send': 'Send',
  'pay.order.resend.done': 'Sent to {email}',
};

registerTexts(zh, en);
