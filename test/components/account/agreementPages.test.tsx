/** The user agreement and privacy policy pages (issue 15): public, full texts in both languages, version and date. */
import { act } from 'react';
import { AGREEMENT_EFFECTIVE, AGREEMENT_VERSION } from '../../../src/api/contract/agreements';
import { en, zh } from '../../../src/i18n/parts/agreement';
import UserAgreementPage from '../../../src/packages/agreement/pages/user/index';
import PrivacyPolicyPage from '../../../src/packages/agreement/pages/privacy/index';
import { byTestId } from '../support/render';
import { recorded } from '../support/taro';
import { setUp, show, tearDown } from './harness';

beforeEach(setUp);
afterEach(tearDown);

const headings = (c: Element, level: number) =>
  [...c.querySelectorAll(`[role="heading"][aria-level="${level}"]`)].map((h) => h.textContent);

describe('/agreement/user and /agreement/privacy', () => {
  it('show the user agreement to a visitor, with its version and effective date, in Chinese and English', async () => {
    const { container, store } = await show(<UserAgreementPage />, { loggedIn: false });
    // Public: no trip to the login page.
    expect(recorded.navigations).toEqual([]);
    expect(headings(container, 1)).toContain('用户协议');
    expect(byTestId(container, 'agreement-meta')?.textContent).toBe(
      `版本：${AGREEMENT_VERSION}　生效日期：${AGREEMENT_EFFECTIVE}`,
    );
    expect(headings(container, 2)).toHaveLength(11);
    await act(async () => store.ui.setLocale('en-US'));
    expect(headings(container, 1)).toContain('User Agreement');
    expect(headings(container, 2)[9]).toBe('10. Governing law and disputes');
    expect(container.textContent).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('show the privacy policy: what is collected, sharing with suppliers, retention, PIPL rights, contact', async () => {
    const { container, store } = await show(<PrivacyPolicyPage />, { loggedIn: false });
    expect(headings(container, 2)).toHaveLength(10);
    for (const words of ['证件类型和号码', '航空公司', '不少于三年', '个人信息保护法', '联系我们']) {
      expect(container.textContent).toContain(words);
    }
    await act(async () => store.ui.setLocale('en-US'));
    for (const words of ['passport', 'airlines', 'three years', 'PIPL', 'Contact us']) {
      expect(container.textContent).toContain(words);
    }
  });

  it('have every text in both languages, English free of Chinese, every section present', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    for (const [key, text] of Object.entries(en)) expect([key, /[\u4e00-\u9fff]/.test(text)]).toEqual([key, false]);
    for (const key of Object.keys(zh) as (keyof typeof zh)[]) expect(zh[key].trim()).not.toBe('');
  });
});
