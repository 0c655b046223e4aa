/**
 * The /login name and slogan (issue 15): unset by the company, the product's own from the dictionary in the reader's
 * language (what index.html's first screen paints too); the company's own text is data, marked translate="no".
 */
jest.mock('../../../src/api/agreements', () => ({ agreementAccept: jest.fn(), agreementStatus: jest.fn() }));
jest.mock('../../../src/hosts/login', () => ({ hostSignIn: jest.fn(), wecomLanding: jest.fn() }));

import { act } from 'react';
import { runInAction } from 'mobx';
import * as hostLogin from '../../../src/hosts/login';
import type { PageSettings } from '../../../src/api/contract/common';
import { translate } from '../../../src/i18n';
import LoginPage from '../../../src/pages/login/index';
import { setUp, show, tearDown } from './harness';

const host = hostLogin as unknown as Record<string, jest.Mock>;

beforeEach(() => {
  setUp();
  host.hostSignIn.mockResolvedValue({ kind: 'none' });
});
afterEach(tearDown);

const settings = (over: Partial<PageSettings>): PageSettings =>
  ({ pageName: '', by2: '', logoUrl: '', by1: '{}', domainName: 'localhost', ...over }) as PageSettings;

describe('/login name and slogan', () => {
  it("shows the product's name and slogan in the reader's language when the company set none", async () => {
    const { container, store } = await show(<LoginPage />, { loggedIn: false });
    await act(async () => runInAction(() => (store.app.pageSettings = settings({}))));
    await act(async () => store.ui.setLocale('en-US'));
    const name = container.querySelector('.login-page__name');
    const slogan = container.querySelector('.login-page__slogan');
    expect(name?.textContent).toBe(translate('en-US', 'app.name'));
    expect(slogan?.textContent).toBe(translate('en-US', 'login.welcome'));
    // Dictionary text: translators may work on it.
    expect(name?.getAttribute('translate')).toBeNull();
    expect(slogan?.getAttribute('translate')).toBeNull();
  });

  it('shows the company\'s own name and slogan as data (translate="no")', async () => {
    const { container, store } = await show(<LoginPage />, { loggedIn: false });
    await act(async () =>
      runInAction(() => (store.app.pageSettings = settings({ pageName: '演示科技差旅', by2: '一站式差旅\n预订' }))),
    );
    await act(async () => store.ui.setLocale('en-US'));
    const name = container.querySelector('.login-page__name');
    const slogan = container.querySelector('.login-page__slogan');
    expect(name?.textContent).toBe('演示科技差旅');
    expect(name?.getAttribute('translate')).toBe('no');
    expect(slogan?.getAttribute('translate')).toBe('no');
  });
});
