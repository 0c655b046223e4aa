/**
 * The agreement consent asked again (issue 15): a session restored at start (H5 reload, mini-program update) whose
 * employee has not agreed to the version in force is asked on the page in front — Agree records it, Cancel signs out —
 * and the single sign-on and invitation paths ask as the login and register screens do.
 */
jest.mock('../../../src/api/account', () => ({
  vipDeptTreeForEmpQr: jest.fn(),
  userRegisterForQr: jest.fn(),
  smsCodeGet: jest.fn(),
}));
jest.mock('../../../src/api/agreements', () => ({ agreementAccept: jest.fn(), agreementStatus: jest.fn() }));
jest.mock('../../../src/hosts/login', () => ({ hostSignIn: jest.fn(), wecomLanding: jest.fn() }));

import * as accountApi from '../../../src/api/account';
import * as agreementsApi from '../../../src/api/agreements';
import * as hostLogin from '../../../src/hosts/login';
import { AGREEMENT_VERSION } from '../../../src/api/contract/agreements';
import { ShellChrome } from '../../../src/components/OfflineBanner/ShellChrome';
import { resetConsentGate } from '../../../src/components/ConsentGate/gate';
import { saveSession } from '../../../src/hosts/storage';
import InvitationPage from '../../../src/pages/Invitation/index';
import LoginPage from '../../../src/pages/login/index';
import { byTestId, click, type } from '../support/render';
import { recorded } from '../support/taro';
import { flush, lastNav, ok, setUp, show, tearDown } from './harness';

const api = accountApi as unknown as Record<string, jest.Mock>;
const consentApi = agreementsApi as unknown as Record<string, jest.Mock>;
const host = hostLogin as unknown as Record<string, jest.Mock>;

const STATUS = (mustAccept: 0 | 1, version = AGREEMENT_VERSION) => ({
  version,
  acceptedVersion: mustAccept ? '2025.1' : version,
  acceptedAt: 1,
  mustAccept,
});
const dialog = (c: Element) => byTestId(c, 'consent-dialog');
const TOKEN = 'c'.repeat(32);

beforeEach(() => {
  setUp();
  host.hostSignIn.mockResolvedValue({ kind: 'none' });
  consentApi.agreementAccept.mockReturnValue(ok(STATUS(0)));
  consentApi.agreementStatus.mockReturnValue(ok(STATUS(1)));
});
afterEach(tearDown);

/** A page of a run that started with the session of an earlier one (the token was in storage at start). */
async function restoredPage(deviceVersion?: string) {
  saveSession(TOKEN);
  if (deviceVersion) recorded.storage.set('agreementConsent', deviceVersion);
  resetConsentGate();
  const view = await show(<ShellChrome />);
  await flush();
  return view;
}

describe('a session restored at start', () => {
  it('is asked when the device agreed to an older version and the server has no consent to this one; Agree records it', async () => {
    const { container, store } = await restoredPage('2025.1');
    expect(consentApi.agreementStatus).toHaveBeenCalledTimes(1);
    expect(dialog(container)?.querySelector('[role="dialog"]')?.getAttribute('aria-modal')).toBe('true');
    await click(byTestId(container, 'consent-agree'));
    await flush();
    expect(dialog(container)).toBeNull();
    expect(consentApi.agreementAccept).toHaveBeenCalledWith({ version: AGREEMENT_VERSION });
    expect(recorded.storage.get('agreementConsent')).toBe(AGREEMENT_VERSION);
    expect(store.session.loggedIn).toBe(true);
  });

  it('Cancel signs out and goes to the login screen', async () => {
    const { container, store } = await restoredPage();
    await click(byTestId(container, 'consent-cancel'));
    await flush();
    expect(dialog(container)).toBeNull();
    expect(consentApi.agreementAccept).not.toHaveBeenCalled();
    expect(store.session.loggedIn).toBe(false);
    expect(lastNav()).toMatchObject({ kind: 'redirectTo', url: expect.stringContaining('login') });
  });

  it('asks once per run, however many pages mount', async () => {
    const { container } = await restoredPage();
    await click(byTestId(container, 'consent-agree'));
    await flush();
    const second = await show(<ShellChrome />);
    await flush();
    expect(dialog(second.container)).toBeNull();
    expect(consentApi.agreementStatus).toHaveBeenCalledTimes(1);
  });

  it('is not asked when this device agreed to the version in force (no call), or the server has its consent', async () => {
    const first = await restoredPage(AGREEMENT_VERSION);
    expect(consentApi.agreementStatus).not.toHaveBeenCalled();
    expect(dialog(first.container)).toBeNull();
    first.unmount();
    document.body.innerHTML = '';

    recorded.storage.delete('agreementConsent');
    consentApi.agreementStatus.mockReturnValue(ok(STATUS(0)));
    const second = await restoredPage();
    expect(consentApi.agreementStatus).toHaveBeenCalledTimes(1);
    expect(dialog(second.container)).toBeNull();
    // Known agreed: the next run asks the server nothing.
    expect(recorded.storage.get('agreementConsent')).toBe(AGREEMENT_VERSION);
  });

  it('is not asked by a client whose texts are of another version than the server (one side not yet updated)', async () => {
    consentApi.agreementStatus.mockReturnValue(ok(STATUS(1, '2099.1')));
    const { container } = await restoredPage();
    expect(dialog(container)).toBeNull();
  });

  it('a session signed in during this run is not checked here (its sign-in screen asked)', async () => {
    resetConsentGate();
    saveSession(TOKEN);
    const { container } = await show(<ShellChrome />);
    await flush();
    expect(consentApi.agreementStatus).not.toHaveBeenCalled();
    expect(dialog(container)).toBeNull();
  });
});

describe('single sign-on (ssotoken)', () => {
  const params = { ssotoken: 'f'.repeat(32), ssoPage: '/allorder' };

  it('asks before landing; Agree goes on to the target and records the consent', async () => {
    resetConsentGate();
    const { container, store } = await show(<LoginPage />, { loggedIn: false, params });
    await flush();
    expect(dialog(container)).not.toBeNull();
    // No session behind the dialog, as on the other sign-in paths.
    expect(store.session.loggedIn).toBe(false);
    expect(lastNav().url).not.toContain('allorder');
    await click(byTestId(container, 'consent-agree'));
    await flush();
    expect(store.session.loggedIn).toBe(true);
    expect(consentApi.agreementAccept).toHaveBeenCalledWith({ version: AGREEMENT_VERSION });
    expect(lastNav().url).toContain('allorder');
  });

  it('Cancel signs out again and leaves the login form', async () => {
    resetConsentGate();
    const { container, store } = await show(<LoginPage />, { loggedIn: false, params });
    await flush();
    await click(byTestId(container, 'consent-cancel'));
    await flush();
    expect(store.session.loggedIn).toBe(false);
    expect(container.querySelector('#login-phone')).not.toBeNull();
    expect(lastNav().url).not.toContain('allorder');
  });

  it('goes straight to the target when the employee agreed to this version before', async () => {
    resetConsentGate();
    consentApi.agreementStatus.mockReturnValue(ok(STATUS(0)));
    const { container } = await show(<LoginPage />, { loggedIn: false, params });
    await flush();
    expect(dialog(container)).toBeNull();
    expect(lastNav().url).toContain('allorder');
  });
});

describe('/Invitation', () => {
  it('joins only after the agreement and privacy policy are accepted, and records the consent', async () => {
    api.vipDeptTreeForEmpQr.mockReturnValue(
      ok({ corpName: '演示科技有限公司', deptId: 'd2', deptName: '销售部', deptPath: '销售部', expiresAt: '' }),
    );
    api.smsCodeGet.mockReturnValue(ok({ validateCodeId: 'q1', resendAfter: 60 }));
    api.userRegisterForQr.mockReturnValue(ok({ empId: 'e9', corpName: '演示科技有限公司', deptName: '销售部' }));
    const { container, store } = await show(<InvitationPage />, { loggedIn: false, params: { code: 'inv-1' } });
    expect(byTestId(container, 'consent-check')?.getAttribute('aria-checked')).toBe('false');
    await type(container.querySelector('#inv-phone'), '13900000021');
    await click(byTestId(container, 'inv-code-send'));
    await type(container.querySelector('#inv-code'), '778899');
    await type(container.querySelector('#inv-name'), '赵六');
    await type(container.querySelector('#inv-pwd'), 'Join1234');
    await type(container.querySelector('#inv-confirm'), 'Join1234');

    await click(byTestId(container, 'invite-submit'));
    await flush();
    expect(dialog(container)).not.toBeNull();
    await click(byTestId(container, 'consent-cancel'));
    await flush();
    expect(api.userRegisterForQr).not.toHaveBeenCalled();

    await click(byTestId(container, 'invite-submit'));
    await flush();
    await click(byTestId(container, 'consent-agree'));
    await flush();
    expect(api.userRegisterForQr).toHaveBeenCalledTimes(1);
    expect(store.session.loggedIn).toBe(true);
    expect(consentApi.agreementAccept).toHaveBeenCalledWith({ version: AGREEMENT_VERSION });
    expect(lastNav().url).toContain('home');
  });
});
