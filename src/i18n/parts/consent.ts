/**
 * Texts of the consent dialog shown when someone signs in or registers without ticking the agreement box
 * (src/components/AgreementConsent/ConsentDialog.tsx, loaded only when needed). `en` must have exactly the keys of
 * `zh`; keys start with 'consent.'. Importing this module registers the texts.
 */
import { registerTexts } from '../registry';

export const zh = {
  'consent.title': '用户协议与隐私政策',
  'consent.text': '为保障您的合法权益，请阅读并同意',
  'consent.after': '。我们将严格按照协议和政策处理您的个人信息。',
  'consent.agree': '同意并继续',
  'consent.cancel': '取消',
} as const;

export const en: Record<keyof typeof zh, string> = {
  'consent.title': 'User Agreement and Privacy Policy',
  'consent.text': 'To protect your rights, please read and agree to the',
  'consent.after': '. We handle your personal information strictly as they describe.',
  'consent.agree': 'Agree and continue',
  'consent.cancel': 'Cancel',
};

registerTexts(zh, en);
