/**
 * Forgotten password in three steps (SPEC §2 /resetPassword first → second → third step): phone + image code, SMS
 * code for a reset token, the new password twice by the reset rule; nothing is skipped by opening a later step.
 */
jest.mock('../../../src/api/account', () => ({
  getValidateCode: jest.fn(),
  smsCodeGet: jest.fn(),
  vipEmpResetPwd: jest.fn(),
}));

import * as accountApi from '../../../src/api/account';
import FirstStep from '../../../src/pages/resetPassword/firstStep/index';
import SecondStep from '../../../src/pages/resetPassword/secondStep/index';
import ThirdStep from '../../../src/pages/resetPassword/thirdStep/index';
import { clearResetDraft, resetDraft, updateResetDraft } from '../../../src/pages/resetPassword/flow';
import { byTestId, click, type } from '../support/render';
import { flush, lastNav, ok, plain, refused, setUp, show, tearDown } from './harness';

const api = accountApi as unknown as Record<string, jest.Mock>;

beforeEach(() => {
  setUp();
  clearResetDraft();
  let n = 0;
  api.getValidateCode.mockImplementation(() => {
    n += 1;
    return ok({ validateCodeId: `img-${n}`, image: `data:image/svg+xml;base64,${n}` });
  });
});
afterEach(tearDown);

const input = (c: Element, id: string) => c.querySelector(`#${id}`);
const errorOf = (c: Element, id: string) => byTestId(c, `${id}-error`)?.textContent ?? null;

describe('reset step 1: phone and image code', () => {
  it('shows the image code with a named refresh control, and a new one on refresh', async () => {
    const { container } = await show(<FirstStep />, { loggedIn: false });
    const refresh = byTestId(container, 'reset-image-refresh');
    expect(refresh?.getAttribute('role')).toBe('button');
    expect(refresh?.getAttribute('aria-label')).toBe('换一张图形验证码');
    expect(container.querySelector('img')?.getAttribute('src')).toContain('base64,1');
    await click(refresh);
    expect(container.querySelector('img')?.getAttribute('src')).toContain('base64,2');
  });

  it('needs a valid phone and the image code, then asks for the SMS code (scene 3) and opens step 2', async () => {
    api.smsCodeGet.mockReturnValue(ok({ validateCodeId: 'sms-9', resendAfter: 60, demoCode: '135790' }));
    const { container } = await show(<FirstStep />, { loggedIn: false });
    await type(input(container, 'reset-phone'), '1380000000');
    await click(byTestId(container, 'reset-next1'));
    expect(errorOf(container, 'reset-phone')).toBe('请输入正确的手机号格式');
    expect(errorOf(container, 'reset-image')).toBe('请输入图形验证码');
    expect(api.smsCodeGet).not.toHaveBeenCalled();

    await type(input(container, 'reset-phone'), '13800000001');
    await type(input(container, 'reset-image'), 'ab3d');
    await click(byTestId(container, 'reset-next1'));
    expect(api.smsCodeGet).toHaveBeenCalledWith({
      phoneNumber: '13800000001',
      scene: 3,
      imageCode: 'ab3d',
      imageCodeId: 'img-1',
    });
    expect(resetDraft).toMatchObject({ phone: '13800000001', validateCodeId: 'sms-9', demoCode: '135790' });
    expect(lastNav()).toMatchObject({ kind: 'navigateTo' });
    expect(lastNav().url).toContain('resetPassword/secondStep');
  });

  it('a refused image code shows the reason and a fresh image', async () => {
    api.smsCodeGet.mockImplementation(() => refused('图形验证码错误'));
    const { container } = await show(<FirstStep />, { loggedIn: false });
    await type(input(container, 'reset-phone'), '13800000001');
    await type(input(container, 'reset-image'), 'zzzz');
    await click(byTestId(container, 'reset-next1'));
    await flush();
    expect(byTestId(container, 'reset-failure')?.textContent).toBe('图形验证码错误');
    expect(api.getValidateCode).toHaveBeenCalledTimes(2);
    expect((input(container, 'reset-image') as HTMLInputElement).value).toBe('');
    expect(resetDraft.phone).toBe('');
  });
});

describe('reset step 2: SMS code', () => {
  it('starts over at step 1 when opened without step 1', async () => {
    await show(<SecondStep />, { loggedIn: false });
    expect(lastNav()).toMatchObject({ kind: 'redirectTo' });
    expect(lastNav().url).toContain('resetPassword/firstStep');
  });

  it('says where the code went (masked), wants six digits and trades the code for a reset token', async () => {
    updateResetDraft({ phone: '13800000001', validateCodeId: 'sms-9', demoCode: '135790', resendAt: Date.now() });
    api.vipEmpResetPwd.mockReturnValue(ok({ resetToken: 'tok-1', expiresIn: 600 }));
    const { container } = await show(<SecondStep />, { loggedIn: false });
    expect(byTestId(container, 'reset-sent-to')?.textContent).toContain('138****0001');
    expect(byTestId(container, 'reset-code-demo')?.textContent).toContain('135790');
    await type(input(container, 'reset-code'), '1357');
    await click(byTestId(container, 'reset-next2'));
    expect(errorOf(container, 'reset-code')).toBe('验证码为6位数字');
    await type(input(container, 'reset-code'), '135790');
    await click(byTestId(container, 'reset-next2'));
    expect(api.vipEmpResetPwd).toHaveBeenCalledWith({
      step: 2,
      phoneNumber: '13800000001',
      validateCodeId: 'sms-9',
      validateCode: '135790',
    });
    expect(resetDraft.resetToken).toBe('tok-1');
    expect(lastNav().url).toContain('resetPassword/thirdStep');
  });
});

describe('reset step 3: new password twice', () => {
  it('starts over at step 1 without a reset token', async () => {
    await show(<ThirdStep />, { loggedIn: false });
    expect(lastNav().url).toContain('resetPassword/firstStep');
  });

  it('applies the strong rule and the match, then sets the password and goes to login', async () => {
    updateResetDraft({ phone: '13800000001', resetToken: 'tok-1', tokenExpiresAt: Date.now() + 600_000 });
    api.vipEmpResetPwd.mockReturnValue(ok({}));
    const { container } = await show(<ThirdStep />, { loggedIn: false });
    await type(input(container, 'reset-pwd'), 'abcdef12');
    await type(input(container, 'reset-confirm'), 'abcdef12');
    await click(byTestId(container, 'reset-submit'));
    expect(errorOf(container, 'reset-pwd')).toBe('密码须为8-20位，包含大写字母、小写字母和数字');

    await type(input(container, 'reset-pwd'), 'Newpass123');
    await type(input(container, 'reset-confirm'), 'Newpass124');
    await click(byTestId(container, 'reset-submit'));
    expect(errorOf(container, 'reset-confirm')).toBe('两次输入的密码不一致');
    expect(api.vipEmpResetPwd).not.toHaveBeenCalled();

    await type(input(container, 'reset-confirm'), 'Newpass123');
    await click(byTestId(container, 'reset-submit'));
    await flush();
    const body = api.vipEmpResetPwd.mock.calls[0][0];
    expect(body).toMatchObject({ step: 3, resetToken: 'tok-1' });
    expect(plain(body.pwd)).toBe('Newpass123');
    expect(plain(body.confirmPwd)).toBe('Newpass123');
    expect(resetDraft.resetToken).toBe('');
    expect(lastNav()).toMatchObject({ kind: 'reLaunch' });
    expect(lastNav().url).toContain('login');
  });

  it('a user sent here at login (must change the password) is signed out after the reset', async () => {
    updateResetDraft({ phone: '13800000001', resetToken: 'tok-1', tokenExpiresAt: Date.now() + 600_000 });
    api.vipEmpResetPwd.mockReturnValue(ok({}));
    const { container, store } = await show(<ThirdStep />);
    expect(store.session.loggedIn).toBe(true);
    await type(input(container, 'reset-pwd'), 'Newpass123');
    await type(input(container, 'reset-confirm'), 'Newpass123');
    await click(byTestId(container, 'reset-submit'));
    await flush();
    expect(store.session.loggedIn).toBe(false);
    expect(lastNav().url).toContain('login');
  });
});
