/**
 * Settings and its screens (SPEC §2 /userCenter/settings/*): change password (current not empty, the modify rule,
 * match), change mobile (only when the company allows it), close account (refused while unpaid orders exist),
 * about (version, complaint phone).
 */
jest.mock('../../../src/api/account', () => ({
  validModifyPassword: jest.fn(),
  vipEmpEditPwd: jest.fn(),
  smsCodeGet: jest.fn(),
  phoneBinding: jest.fn(),
  vipCancel: jest.fn(),
  getComplaintPhone: jest.fn(),
}));

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as accountApi from '../../../src/api/account';
import SettingsPage from '../../../src/packages/user/pages/settings/index';
import ModifyPasswordPage from '../../../src/packages/user/pages/settings/modifyPassword/index';
import ModifyMobilePage from '../../../src/packages/user/pages/settings/modifyMobile/index';
import CloseAccountPage from '../../../src/packages/user/pages/settings/closeAccount/index';
import AboutPage from '../../../src/packages/user/pages/settings/about/index';
import { APP_VERSION } from '../../../src/packages/user/pages/settings/about/version';
import { byTestId, click, type } from '../support/render';
import { recorded } from '../support/taro';
import { flush, lastNav, ok, plain, refused, setUp, show, tearDown } from './harness';

const api = accountApi as unknown as Record<string, jest.Mock>;

beforeEach(setUp);
afterEach(tearDown);

const input = (c: Element, id: string) => c.querySelector(`#${id}`);
const errorOf = (c: Element, id: string) => byTestId(c, `${id}-error`)?.textContent ?? null;

describe('/userCenter/settings', () => {
  it('lists password, mobile, language, about, close account and logout', async () => {
    const { container, store } = await show(<SettingsPage />);
    for (const id of ['password', 'mobile', 'language', 'about', 'close', 'logout']) {
      expect(byTestId(container, `settings-${id}`)).not.toBeNull();
    }
    await click(byTestId(container, 'settings-password'));
    expect(lastNav().url).toContain('settings/modifyPassword');
    // Logout asks first, then ends the session and opens login.
    await click(byTestId(container, 'settings-logout'));
    await flush();
    expect(recorded.modals.at(-1)?.content).toBe('确定退出当前账号吗？');
    expect(store.session.loggedIn).toBe(false);
    expect(lastNav().url).toContain('login');
  });
});

describe('/userCenter/settings/modifyPassword', () => {
  it('wants the current password, the letters-and-digits rule and the same new password twice', async () => {
    const { container } = await show(<ModifyPasswordPage />);
    expect(container.textContent).toContain('密码须为6-20位字母或数字，不能包含特殊字符');
    await type(input(container, 'mp-pwd'), 'abc12!');
    await type(input(container, 'mp-confirm'), 'abc12!');
    await click(byTestId(container, 'mp-submit'));
    expect(errorOf(container, 'mp-old')).toBe('当前密码不能为空');
    expect(errorOf(container, 'mp-pwd')).toBe('密码须为6-20位字母或数字，不能包含特殊字符');

    // Six lower-case letters and digits pass this screen's rule (the registration rule would refuse them).
    await type(input(container, 'mp-old'), 'Demo12345');
    await type(input(container, 'mp-pwd'), 'abc123');
    await type(input(container, 'mp-confirm'), 'abc124');
    await click(byTestId(container, 'mp-submit'));
    expect(errorOf(container, 'mp-old')).toBeNull();
    expect(errorOf(container, 'mp-pwd')).toBeNull();
    expect(errorOf(container, 'mp-confirm')).toBe('两次输入的密码不一致');
    expect(api.vipEmpEditPwd).not.toHaveBeenCalled();
  });

  it('checks the current password, sends both ciphered and stays signed in', async () => {
    api.validModifyPassword.mockReturnValue(ok());
    api.vipEmpEditPwd.mockReturnValue(ok());
    const { container, store } = await show(<ModifyPasswordPage />);
    await type(input(container, 'mp-old'), 'Demo12345');
    await type(input(container, 'mp-pwd'), 'abc123');
    await type(input(container, 'mp-confirm'), 'abc123');
    await click(byTestId(container, 'mp-submit'));
    await flush();
    expect(plain(api.validModifyPassword.mock.calls[0][0].oldPwd)).toBe('Demo12345');
    const body = api.vipEmpEditPwd.mock.calls[0][0];
    expect([plain(body.oldPwd), plain(body.pwd), plain(body.confirmPwd)]).toEqual(['Demo12345', 'abc123', 'abc123']);
    expect(store.session.loggedIn).toBe(true);
    expect(recorded.toasts.at(-1)?.title).toBe('密码修改成功');
  });

  it('a wrong current password is refused before the change is sent', async () => {
    api.validModifyPassword.mockImplementation(() => refused('当前密码不正确'));
    const { container } = await show(<ModifyPasswordPage />);
    await type(input(container, 'mp-old'), 'Wrong1234');
    await type(input(container, 'mp-pwd'), 'abc123');
    await type(input(container, 'mp-confirm'), 'abc123');
    await click(byTestId(container, 'mp-submit'));
    await flush();
    expect(byTestId(container, 'mp-failure')?.textContent).toBe('当前密码不正确');
    expect(api.vipEmpEditPwd).not.toHaveBeenCalled();
  });
});

describe('/userCenter/settings/modifyMobile', () => {
  it("is closed when the company does not allow it: 'not open, contact the administrator'", async () => {
    const { container } = await show(<ModifyMobilePage />, {
      userInfo: (info) => ({ ...info, vipCorp: { ...info.vipCorp, allowModifyMobile: 0 } }),
    });
    expect(byTestId(container, 'modify-mobile-closed')?.textContent).toBe('该功能未开放，请联系管理员');
    expect(byTestId(container, 'modify-mobile')).toBeNull();
    expect(container.querySelector('#mm-phone')).toBeNull();
  });

  it('sends the code to the new phone (scene 4) and binds it', async () => {
    api.smsCodeGet.mockReturnValue(ok({ validateCodeId: 'm1', resendAfter: 60, demoCode: '112233' }));
    api.phoneBinding.mockReturnValue(ok({ phoneNumber: '139****0099' }));
    const { container } = await show(<ModifyMobilePage />);
    expect(byTestId(container, 'modify-mobile-current')?.textContent).toContain('138****0001');
    await type(input(container, 'mm-phone'), '13900000099');
    await click(byTestId(container, 'mm-code-send'));
    expect(api.smsCodeGet).toHaveBeenCalledWith({ phoneNumber: '13900000099', scene: 4 });
    await type(input(container, 'mm-code'), '112233');
    await click(byTestId(container, 'mm-submit'));
    await flush();
    expect(api.phoneBinding).toHaveBeenCalledWith({
      phoneNumber: '13900000099',
      validateCodeId: 'm1',
      validateCode: '112233',
    });
  });
});

describe('/userCenter/settings/closeAccount', () => {
  it('explains, wants the tick and the password, and keeps the refusal for unpaid orders on screen', async () => {
    api.vipCancel.mockImplementation(() => refused('存在未支付订单，无法注销账号'));
    const { container, store } = await show(<CloseAccountPage />);
    await click(byTestId(container, 'close-submit'));
    expect(byTestId(container, 'close-agree-error')?.textContent).toBe('请先勾选同意');
    expect(errorOf(container, 'close-pwd')).toBe('密码不能为空');
    await click(byTestId(container, 'close-agree'));
    expect(byTestId(container, 'close-agree')?.getAttribute('aria-checked')).toBe('true');
    await type(input(container, 'close-pwd'), 'Demo12345');
    await click(byTestId(container, 'close-submit'));
    await flush();
    expect(recorded.modals.at(-1)?.content).toBe('注销后账号将无法恢复，确定注销吗？');
    expect(plain(api.vipCancel.mock.calls[0][0].pwd)).toBe('Demo12345');
    expect(byTestId(container, 'close-failure')?.textContent).toBe('存在未支付订单，无法注销账号');
    expect(store.session.loggedIn).toBe(true);
  });

  it('closed: the local session ends and login opens', async () => {
    api.vipCancel.mockReturnValue(ok());
    const { container, store } = await show(<CloseAccountPage />);
    await click(byTestId(container, 'close-agree'));
    await type(input(container, 'close-pwd'), 'Demo12345');
    await click(byTestId(container, 'close-submit'));
    await flush();
    expect(store.session.loggedIn).toBe(false);
    expect(lastNav()).toMatchObject({ kind: 'reLaunch' });
    expect(lastNav().url).toContain('login');
  });

  it('nothing is sent when the confirmation is declined', async () => {
    const { container } = await show(<CloseAccountPage />);
    recorded.modalConfirm = false;
    await click(byTestId(container, 'close-agree'));
    await type(input(container, 'close-pwd'), 'Demo12345');
    await click(byTestId(container, 'close-submit'));
    await flush();
    expect(api.vipCancel).not.toHaveBeenCalled();
  });
});

describe('/userCenter/settings/about', () => {
  it('shows the app name, the package version and the complaint phone', async () => {
    api.getComplaintPhone.mockReturnValue(ok({ phone: '400-800-1234', serviceHours: '7×24小时' }));
    const { container } = await show(<AboutPage />);
    const pkg = JSON.parse(readFileSync(join(__dirname, '../../../package.json'), 'utf8')) as { version: string };
    expect(APP_VERSION).toBe(pkg.version);
    expect(byTestId(container, 'about-version')?.textContent).toBe(`版本 ${pkg.version}`);
    expect(byTestId(container, 'about-name')?.textContent).toBe('商旅通');
    expect(byTestId(container, 'about-phone')?.textContent).toBe('400-800-1234');
    expect(byTestId(container, 'about-phone')?.getAttribute('aria-label')).toBe('拨打投诉电话 400-800-1234');
    expect(byTestId(container, 'about-hours')?.textContent).toContain('7×24小时');
  });
});
