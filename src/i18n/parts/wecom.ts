/**
 * Texts of WeCom (workplace messaging app) features: sharing a screen to a WeCom chat. `en` must have exactly the keys
 * of `zh`; keys start with 'wecom.'. Importing this module registers the texts.
 */
import { registerTexts } from '../registry';

export const zh = {
  'wecom.share': '转发到企业微信',
  'wecom.share.done': '已转发',
  'wecom.share.failed': '未转发',
  'wecom.share.tripTitle': '出差申请 {no}',
  'wecom.share.tripDesc': '{applicant} · {destination} · {begin} 至 {end}',
} as const;

export const en: Record<keyof typeof zh, string> = {
  'wecom.share': 'Forward in WeCom',
  'wecom.share.done': 'Forwarded',
  'wecom.share.failed': 'Not forwarded',
  'wecom.share.tripTitle': 'Trip request {no}',
  'wecom.share.tripDesc': '{applicant} · {destination} · {begin} to {end}',
};

registerTexts(zh, en);
