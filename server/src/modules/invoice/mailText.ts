/** The e-mail of an issued electronic invoice in the reader's language: its PDF download link (sendKpEmail, the issue job). */
import { formatYuan } from '../../../../src/domain/money';
import { translate, type Locale } from '../../i18n/messages';

export function invoiceMail(
  locale: Locale,
  r: { invoice_no: string; buyer_gsmc: string; amount_fen: number; kp_no: string },
  url: string,
): { subject: string; body: string } {
  const params = {
    invoiceNo: r.invoice_no,
    gsmc: r.buyer_gsmc,
    amount: formatYuan(Number(r.amount_fen), ''),
    kpNo: r.kp_no,
    url,
  };
  return {
    subject: translate(locale, 'invoiceMailSubject', params),
    body: translate(locale, 'invoiceMailBody', params),
  };
}

export function asLocale(value: string): Locale {
  return value === 'en-US' ? 'en-US' : 'zh-CN';
}
