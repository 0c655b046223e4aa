/**
 * Registration and the enterprise application (SPEC §2 /register, §3 registration, §5 formats): field checks with
 * the registration password rule, mismatch, the ciphered request, sign-in afterwards; the application's checks.
 */
jest.mock('../../../src/api/account', () => ({
  getRegisterSmsCode: jest.fn(),
  userRegister: jest.fn(),
  saveVipCorpApply: jest.fn(),
}));

import * as accountApi from '../../../src/api/account';
import RegisterPage from '../../../src/pages/register/index';
import { byTestId, click, type } from '../support/render';
import { flush, lastNav, ok, plain, refused, setUp, show, tearDown } from './harness';

const api = accountApi as unknown as Record<string, jest.Mock>;

beforeEach(setUp);
afterEach(tearDown);

const input = (c: Element, id: string) => c.querySelector(`#${id}`);
const errorOf = (c: Element, id: string) => byTestId(c, `${id}-error`)?.textContent ?? null;

async function fillPersonal(c: Element, pwd: string, confirm = pwd) {
  await type(input(c, 'reg-phone'), '13900000011');
  await click(byTestId(c, 'reg-code-send'));
  await type(input(c, 'reg-code'), '246810');
  await type(input(c, 'reg-name'), '王小明');
  await type(input(c, 'reg-pwd'), pwd);
  await type(input(c, 'reg-confirm'), confirm);
  // The agreement box (issue 15): without it the consent dialog asks first (test/components/account/consent.test.tsx).
  await click(byTestId(c, 'consent-check'));
}

describe('/register', () => {
  it('checks every field before calling the server', async () => {
    const { container } = await show(<RegisterPage />, { loggedIn: false });
    await type(input(container, 'reg-phone'), '1230000');
    await click(byTestId(container, 'register-submit'));
    expect(errorOf(container, 'reg-phone')).toBe('请输入正确的手机号格式');
    expect(errorOf(container, 'reg-code')).toBe('验证码不能为空');
    expect(errorOf(container, 'reg-name')).toBe('姓名不能为空');
    expect(errorOf(container, 'reg-pwd')).toBe('密码不能为空');
    expect(api.userRegister).not.toHaveBeenCalled();
  });

  it('uses the strong rule (8–20, upper, lower and digit) and wants the same password twice', async () => {
    api.getRegisterSmsCode.mockReturnValue(ok({ validateCodeId: 'r1', resendAfter: 60, demoCode: '246810' }));
    const { container } = await show(<RegisterPage />, { loggedIn: false });
    // The rule is stated before anything is typed.
    expect(container.textContent).toContain('密码须为8-20位，包含大写字母、小写字母和数字');

    // Letters and digits only: good enough for the modify screen's rule, not for this one.
    await fillPersonal(container, 'abc12345');
    await click(byTestId(container, 'register-submit'));
    expect(errorOf(container, 'reg-pwd')).toBe('密码须为8-20位，包含大写字母、小写字母和数字');
    expect(errorOf(container, 'reg-confirm')).toBeNull();

    await type(input(container, 'reg-pwd'), 'Abc12345');
    await type(input(container, 'reg-confirm'), 'Abc12346');
    await click(byTestId(container, 'register-submit'));
    expect(errorOf(container, 'reg-pwd')).toBeNull();
    expect(errorOf(container, 'reg-confirm')).toBe('两次输入的密码不一致');
    expect(api.userRegister).not.toHaveBeenCalled();
  });

  it('sends the code with a countdown and the demo code, registers with ciphered passwords and signs in', async () => {
    api.getRegisterSmsCode.mockReturnValue(ok({ validateCodeId: 'r1', resendAfter: 60, demoCode: '246810' }));
    api.userRegister.mockReturnValue(ok({ compId: 'p-9', corpName: '王小明', regType: 1 }));
    const { container, state, store } = await show(<RegisterPage />, { loggedIn: false });
    await fillPersonal(container, 'Abc12345');
    expect(byTestId(container, 'reg-code-demo')?.textContent).toBe('演示环境验证码：246810');
    expect(byTestId(container, 'reg-code-send')?.textContent).toBe('60秒后重发');
    expect(api.getRegisterSmsCode).toHaveBeenCalledWith({ phoneNumber: '13900000011' });

    await click(byTestId(container, 'register-submit'));
    await flush();
    const body = api.userRegister.mock.calls[0][0];
    expect(body).toMatchObject({
      regType: 1,
      phoneNumber: '13900000011',
      validateCodeId: 'r1',
      smsCode: '246810',
      userName: '王小明',
    });
    expect(body).not.toHaveProperty('corpNo');
    expect(plain(body.pwd)).toBe('Abc12345');
    expect(plain(body.confirmPwd)).toBe('Abc12345');
    // Signed in to the new account space, then home.
    expect(state.loginRequests[0]).toMatchObject({ loginType: 1, loginName: '13900000011', compId: 'p-9' });
    expect(store.session.loggedIn).toBe(true);
    expect(lastNav().url).toContain('home');
  });

  it('company registration needs the company number (or the company the link chose) and may carry the card id', async () => {
    api.getRegisterSmsCode.mockReturnValue(ok({ validateCodeId: 'r1', resendAfter: 60 }));
    api.userRegister.mockReturnValue(ok({ compId: 'c1', corpName: '演示科技有限公司', regType: 2 }));
    const { container } = await show(<RegisterPage />, { loggedIn: false });
    await click(byTestId(container, 'register-type-2'));
    await fillPersonal(container, 'Abc12345');
    await click(byTestId(container, 'register-submit'));
    expect(errorOf(container, 'reg-corpno')).toBe('请输入企业编号');
    await type(input(container, 'reg-corpno'), 'DEMO');
    await type(input(container, 'reg-civil'), '6222000011112222');
    await click(byTestId(container, 'register-submit'));
    await flush();
    expect(api.userRegister.mock.calls[0][0]).toMatchObject({
      regType: 2,
      corpNo: 'DEMO',
      civilBankId: '6222000011112222',
    });
  });

  it('a registration link that chose the company sends compId', async () => {
    api.getRegisterSmsCode.mockReturnValue(ok({ validateCodeId: 'r1', resendAfter: 60 }));
    api.userRegister.mockReturnValue(ok({ compId: 'c1', corpName: '演示科技有限公司', regType: 2 }));
    const { container } = await show(<RegisterPage />, {
      loggedIn: false,
      params: { compId: 'c1', corpName: '演示科技有限公司' },
    });
    expect(byTestId(container, 'register-chosen-corp')?.textContent).toContain('演示科技有限公司');
    await fillPersonal(container, 'Abc12345');
    await click(byTestId(container, 'register-submit'));
    await flush();
    const body = api.userRegister.mock.calls[0][0];
    expect(body).toMatchObject({ regType: 2, compId: 'c1' });
    expect(body).not.toHaveProperty('corpNo');
  });

  it('keeps the server refusal next to the form', async () => {
    api.getRegisterSmsCode.mockReturnValue(ok({ validateCodeId: 'r1', resendAfter: 60 }));
    api.userRegister.mockImplementation(() => refused('该手机号已注册'));
    const { container, store } = await show(<RegisterPage />, { loggedIn: false });
    await fillPersonal(container, 'Abc12345');
    await click(byTestId(container, 'register-submit'));
    await flush();
    expect(byTestId(container, 'register-failure')?.textContent).toBe('该手机号已注册');
    expect(store.session.loggedIn).toBe(false);
  });
});

describe('/register enterprise application', () => {
  it('is reachable from registration and checks its fields', async () => {
    const { container } = await show(<RegisterPage />, { loggedIn: false });
    await click(byTestId(container, 'register-apply'));
    expect(byTestId(container, 'apply-form')).not.toBeNull();
    await type(input(container, 'apply-postCode'), '12345');
    await type(input(container, 'apply-email'), 'not-an-email');
    await type(input(container, 'apply-linkPhone'), '123');
    await click(byTestId(container, 'apply-submit'));
    expect(errorOf(container, 'apply-fullname')).toBe('不能为空');
    expect(errorOf(container, 'apply-postCode')).toBe('邮政编码错误');
    expect(errorOf(container, 'apply-email')).toBe('邮箱格式不正确');
    expect(errorOf(container, 'apply-linkPhone')).toBe('电话号码格式不正确');
    expect(errorOf(container, 'apply-corpScale')).toBe('不能为空');
    expect(api.saveVipCorpApply).not.toHaveBeenCalled();
  });

  it('submits the application', async () => {
    api.saveVipCorpApply.mockReturnValue(ok({ applyId: 'a1' }));
    const { container } = await show(<RegisterPage />, { loggedIn: false, params: { apply: '1' } });
    const fill: Record<string, string> = {
      fullname: '星河科技有限公司',
      province: '广东省',
      city: '深圳市',
      industry: '信息技术',
      linkman: '李雷',
      linkPhone: '0755-88889999',
      email: 'lilei@xinghe.test',
      postCode: '518000',
    };
    for (const [key, value] of Object.entries(fill)) await type(input(container, `apply-${key}`), value);
    await click(container.querySelector('[data-testid="apply-corpScale"] [data-value="2"]'));
    await click(byTestId(container, 'apply-submit'));
    await flush();
    expect(api.saveVipCorpApply).toHaveBeenCalledWith({ ...fill, corpScale: '2' });
    expect(byTestId(container, 'apply-done')).not.toBeNull();
  });
});
