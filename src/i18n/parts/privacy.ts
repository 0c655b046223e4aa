/**
 * Texts of the mini-program privacy consent sheet (src/hosts/privacy/PrivacyPrompt.tsx). `en` must have exactly the
 * keys of `zh` (the type enforces it); keys start with 'privacy.' so parts never collide. Importing this module
 * registers the texts.
 */
import { registerTexts } from '../registry';

export const zh = {
  'privacy.title': '用户隐私保护提示',
  'privacy.text': '为了查找附近的酒店、叫车和上传凭证，需要使用您的位置信息和相册。使用前请阅读并同意',
  'privacy.guide': '《用户隐私保护指引》',
  'privacy.agree': '同意',
  'privacy.decline': '拒绝',
};

export const en: Record<keyof typeof zh, string> = {
  'privacy.title': 'Privacy notice',
  'privacy.text':
    'Finding hotels nearby, booking cars and uploading receipts use your location and photo album. Please read and agree to the',
  'privacy.guide': 'Privacy Guide',
  'privacy.agree': 'Agree',
  'privacy.decline': 'Decline',
};

registerTexts(zh, en);
