/**
 * Consent to the user agreement and privacy policy (issue 15, PIPL): sign-in and registration are blocked until the
 * box is ticked or "Agree and continue" is pressed in the dialog; consent is kept per device and version and
 * recorded with the server after sign-in; a sign-in without the form (mini-program, WeCom) asks after it.
 */
jest.mock('../../../src/api/account', () => ({
  getRegisterSmsCode: jest.fn(),
  userRegister: jest.fn(),
  saveVipCorpApply: jest.fn(),
}));
jest.mock('../../../src/api/agreements', () => ({ agreementAccept: jest.fn(), agreementStatus: jest.fn() }));
jest.mock('../../../src/hosts/login', () => ({ hostSignIn: jest.fn(), wecomLanding: jest.fn() }));

import * as accountApi from '../../../src/api/account';
import * as agreementsApi from '../../../src/api/agreements';
import * as hostLogin from '../../../src/hosts/login';
import { AGREEMENT_VERSION } from '../../../src/api/contract/agreements';
import LoginPage from '../../../src/pages/login/index';
import RegisterPage from '../../../src/pages/register/index';
import { byTestId, byText, click, type } from '../support/render';
import { recorded } from '../support/taro';
import { flush, lastNav, ok, setUp, show, tearDown } from './harness';

const api = accountApi as unknown as Record<string, jest.Mock>;
const consentApi = agreementsApi as unknown as Record<string, jest.Mock>;
const host = hostLogin as unknown as Record<string, jest.Mock>;

const STATUS = (mustAccept: 0 | 1) => ({ version: AGREEMENT_VERSION, acceptedVersion: '', acceptedAt: 0, mustAccept });

beforeEach(() => {
  setUp();
  host.hostSignIn.mockResolvedValue({ kind: 'none' });
  consentApi.agreementAccept.mockReturnValue(ok(STATUS(0)));
  consentApi.agreementStatus.mockReturnValue(ok(STATUS(1)));
});
afterEach(tearDown);

const box = (c: Element) => byTestId(c, 'consent-check');
const dialog = (c: Element) => byTestId(c, 'consent-dialog');

async function fillLogin(c: Element) {
  await type(c.querySelector('#login-phone'), '13800000001');
  await type(c.querySelector('#login-password'), 'Demo12345');
}

describe('the consent box', () => {
  it('is a real checkbox named by its sentence, unticked on a new device, with links to both texts', async () => {
    const { container } = await show(<LoginPage />, { loggedIn: false });
    expect(box(container)?.getAttribute('role')).toBe('checkbox');
    expect(box(container)?.getAttribute('aria-checked')).toBe('false');
    expect(box(container)?.getAttribute('tabindex')).toBe('0');
    expect(box(container)?.getAttribute('aria-label')).toBe('我已阅读并同意 《用户协议》 和 《隐私政策》');
    const links = [...container.querySelectorAll('[data-testid="consent"] [role="link"]')];
    expect(links.map((l) => l.textContent)).toEqual(['《用户协议》', '《隐私政策》']);
    await click(links[1]);
    expect(lastNav().url).toContain('packages/agreement/pages/privacy/index');
  });

  it('Space ticks it, and the tick is kept on this device for the version in force', async () => {
    const { container } = await show(<LoginPage />, { loggedIn: false });
    const check = box(container) as HTMLElement;
    check.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    await flush();
    expect(check.getAttribute('aria-checked')).toBe('true');
    expect(recorded.storage.get('agreementConsent')).toBe(AGREEMENT_VERSION);
    await click(check);
    expect(recorded.storage.has('agreementConsent')).toBe(false);
  });

  it('starts unticked again when the device agreed to an older version', async () => {
    recorded.storage.set('agreementConsent', '2020.1');
    const { container } = await show(<LoginPage />, { loggedIn: false });
    expect(box(container)?.getAttribute('aria-checked')).toBe('false');
  });
});

describe('signing in', () => {
  it('is blocked until agreed: the dialog asks, Cancel stays on the form, Agree and continue signs in', async () => {
    const { container, state, store } = await show(<LoginPage />, { loggedIn: false });
    await fillLogin(container);
    await click(container.querySelector('.login-form__submit'));
    await flush();
    expect(dialog(container)?.querySelector('[role="dialog"]')?.getAttribute('aria-modal')).toBe('true');
    expect(dialog(container)?.textContent).toContain('用户协议与隐私政策');
    expect(state.loginRequests).toHaveLength(0);

    await click(byTestId(container, 'consent-cancel'));
    expect(dialog(container)).toBeNull();
    expect(state.loginRequests).toHaveLength(0);
    expect(store.session.loggedIn).toBe(false);

    await click(container.querySelector('.login-form__submit'));
    await flush();
    await click(byTestId(container, 'consent-agree'));
    await flush();
    expect(state.loginRequests).toHaveLength(1);
    expect(store.session.loggedIn).toBe(true);
    expect(box(container)?.getAttribute('aria-checked')).toBe('true');
    expect(recorded.storage.get('agreementConsent')).toBe(AGREEMENT_VERSION);
    expect(consentApi.agreementAccept).toHaveBeenCalledWith({ version: AGREEMENT_VERSION });
    expect(lastNav().url).toContain('home');
  });

  it('goes straight through when the box is ticked, and records the consent with the server', async () => {
    const { container, state } = await show(<LoginPage />, { loggedIn: false });
    await click(box(container));
    await fillLogin(container);
    await click(container.querySelector('.login-form__submit'));
    await flush();
    expect(dialog(container)).toBeNull();
    expect(state.loginRequests).toHaveLength(1);
    expect(consentApi.agreementAccept).toHaveBeenCalledWith({ version: AGREEMENT_VERSION });
  });

  it('SMS sign-in is blocked the same way', async () => {
    const { container, state } = await show(<LoginPage />, { loggedIn: false });
    await click(byText(container, '验证码登录'));
    await type(container.querySelector('#login-phone'), '13800000002');
    await click(byText(container, '获取验证码'));
    await type(container.querySelector('#login-code'), '123456');
    await click(container.querySelector('.login-form__submit'));
    await flush();
    expect(dialog(container)).not.toBeNull();
    expect(state.loginRequests).toHaveLength(0);
  });
});

describe('a sign-in without the form (mini-program, WeCom)', () => {
  it('asks after a first sign-in; Cancel signs out again and leaves the form', async () => {
    host.hostSignIn.mockResolvedValue({ kind: 'token', token: 'e'.repeat(32) });
    const { container, store } = await show(<LoginPage />, { loggedIn: false });
    await flush();
    expect(consentApi.agreementStatus).toHaveBeenCalled();
    expect(dialog(container)).not.toBeNull();
    // No session behind the dialog (opening a text and coming back must not find one).
    expect(store.session.loggedIn).toBe(false);
    await click(byTestId(container, 'consent-cancel'));
    await flush();
    expect(store.session.loggedIn).toBe(false);
    expect(container.querySelector('#login-phone')).not.toBeNull();
    expect(consentApi.agreementAccept).not.toHaveBeenCalled();
  });

  it('Agree and continue records the consent and goes on', async () => {
    host.hostSignIn.mockResolvedValue({ kind: 'token', token: 'e'.repeat(32) });
    const { container, store } = await show(<LoginPage />, { loggedIn: false });
    await flush();
    await click(byTestId(container, 'consent-agree'));
    await flush();
    expect(store.session.loggedIn).toBe(true);
    expect(consentApi.agreementAccept).toHaveBeenCalledWith({ version: AGREEMENT_VERSION });
    expect(lastNav().url).toContain('home');
  });

  it('does not ask an employee who already accepted this version (on another device)', async () => {
    host.hostSignIn.mockResolvedValue({ kind: 'token', token: 'e'.repeat(32) });
    consentApi.agreementStatus.mockReturnValue(ok(STATUS(0)));
    const { container, store } = await show(<LoginPage />, { loggedIn: false });
    await flush();
    expect(dialog(container)).toBeNull();
    expect(store.session.loggedIn).toBe(true);
    expect(recorded.storage.get('agreementConsent')).toBe(AGREEMENT_VERSION);
  });
});

describe('registering', () => {
  it('is blocked until agreed, then registers and records the consent after signing in', async () => {
    api.getRegisterSmsCode.mockReturnValue(ok({ validateCodeId: 'r1', resendAfter: 60 }));
    api.userRegister.mockReturnValue(ok({ compId: 'p-9', corpName: '王小明', regType: 1 }));
    const { container, store } = await show(<RegisterPage />, { loggedIn: false });
    expect(box(container)?.getAttribute('aria-checked')).toBe('false');
    await type(container.querySelector('#reg-phone'), '13900000011');
    await click(byTestId(container, 'reg-code-send'));
    await type(container.querySelector('#reg-code'), '246810');
    await type(container.querySelector('#reg-name'), '王小明');
    await type(container.querySelector('#reg-pwd'), 'Abc12345');
    await type(container.querySelector('#reg-confirm'), 'Abc12345');

    await click(byTestId(container, 'register-submit'));
    await flush();
    expect(dialog(container)).not.toBeNull();
    await click(byTestId(container, 'consent-cancel'));
    expect(api.userRegister).not.toHaveBeenCalled();

    await click(byTestId(container, 'register-submit'));
    await flush();
    await click(byTestId(container, 'consent-agree'));
    await flush();
    expect(api.userRegister).toHaveBeenCalledTimes(1);
    expect(store.session.loggedIn).toBe(true);
    expect(consentApi.agreementAccept).toHaveBeenCalledWith({ version: AGREEMENT_VERSION });
  });
});
