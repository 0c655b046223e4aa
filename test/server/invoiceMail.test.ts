/** The issued-invoice e-mail in the reader's language, the amount in the one money format (issue 15). */
import { asLocale, invoiceMail } from '../../server/src/modules/invoice/mailText';

const row = { invoice_no: '04400000001', buyer_gsmc: '演示科技有限公司', amount_fen: 112000, kp_no: 'KP1' };
const URL = 'https://obt.example/pdf/x';

describe('invoice e-mail', () => {
  it('reads in Chinese for a Chinese reader', () => {
    const mail = invoiceMail('zh-CN', row, URL);
    expect(mail.subject).toBe('电子发票 04400000001');
    expect(mail.body).toContain('金额：¥1,120.00');
    expect(mail.body).toContain(URL);
  });

  it('reads in English for an English reader; the company name stays as written', () => {
    const mail = invoiceMail('en-US', row, URL);
    expect(mail.subject).toBe('Electronic invoice 04400000001');
    expect(mail.body).toContain('Amount: CNY 1,120.00');
    expect(mail.body).toContain('for 演示科技有限公司 has been issued');
    // Nothing but the company's name is Chinese.
    expect(mail.body.replace('演示科技有限公司', '')).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('takes the locale the request was made in (stored with the job), Chinese when unknown', () => {
    expect(asLocale('en-US')).toBe('en-US');
    expect(asLocale('')).toBe('zh-CN');
  });
});
