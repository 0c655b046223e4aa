import { act } from 'react';
import { StoreProvider } from '../../src/stores';
import { LoginForm } from '../../src/pages/login/LoginForm';
import { click, render, type, byTestId, byText } from './support/render';
import { makeStore } from './support/stores';
import { resetTaro } from './support/taro';

function setup(server: Parameters<typeof makeStore>[0] = {}) {
  const { store, state } = makeStore(server);
  const onSuccess = jest.fn();
  return {
    store,
    state,
    onSuccess,
    ui: (
      <StoreProvider store={store}>
        <LoginForm initialPhone="" onSuccess={onSuccess} />
      </StoreProvider>
    ),
  };
}

beforeEach(() => resetTaro());

describe('login form (SPEC §4 login, §5 formats)', () => {
  it('refuses a malformed mobile number before calling the server', async () => {
    const { ui, state, onSuccess } = setup();
    const { container } = await render(ui);
    await type(container.querySelector('#login-phone'), '12345');
    await type(container.querySelector('#login-password'), 'Demo12345');
    await click(byText(container, '登录'));
    expect(byTestId(container, 'login-error')?.textContent).toBe('请输入正确的手机号格式');
    expect(state.loginRequests).toHaveLength(0);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('sends the ciphered password and signs in', async () => {
    const { ui, state, store, onSuccess } = setup();
    const { container } = await render(ui);
    await type(container.querySelector('#login-phone'), '13800000001');
    await type(container.querySelector('#login-password'), 'Demo12345');
    await click(byText(container, '登录'));
    expect(state.loginRequests).toEqual([
      { loginType: 1, loginName: '13800000001', password: 'cipher(Demo12345)', compId: undefined },
    ]);
    expect(onSuccess).toHaveBeenCalledWith(false, '13800000001');
    expect(store.session.loggedIn).toBe(true);
    expect(store.session.empName).toBe('张三');
  });

  it('shows the server message and fail count when the answer carries them', async () => {
    const { ui, onSuccess, store } = setup({ loginAnswers: [{ failCount: 2, msg: '用户名或密码错误' }] });
    const { container } = await render(ui);
    await type(container.querySelector('#login-phone'), '13800000001');
    await type(container.querySelector('#login-password'), 'wrong');
    await click(byText(container, '登录'));
    expect(byTestId(container, 'login-error')?.textContent).toBe('用户名或密码错误 (已连续失败2次)');
    expect(onSuccess).not.toHaveBeenCalled();
    expect(store.session.loggedIn).toBe(false);
  });

  it('asks which company when the phone belongs to several, then signs in to the chosen one', async () => {
    const { ui, state, onSuccess } = setup({
      loginAnswers: [
        {
          corpList: [
            { compId: 'c1', corpName: '演示科技有限公司' },
            { compId: 'c2', corpName: '示例集团' },
          ],
        },
        { token: 'b'.repeat(32) },
      ],
    });
    const { container } = await render(ui);
    await type(container.querySelector('#login-phone'), '13800000004');
    await type(container.querySelector('#login-password'), 'Demo12345');
    await click(byText(container, '登录'));
    expect(container.querySelector('[role="dialog"]')).not.toBeNull();
    await click(byText(container, '示例集团'));
    expect(state.loginRequests[1].compId).toBe('c2');
    expect(onSuccess).toHaveBeenCalledWith(false, '13800000004');
    expect(container.querySelector('[role="dialog"]')).toBeNull();
  });

  it('SMS login: the code is requested, the demo code shown, and six digits are required', async () => {
    const { ui, state } = setup();
    const { container } = await render(ui);
    await click(byText(container, '验证码登录'));
    await type(container.querySelector('#login-phone'), '13800000002');
    await click(byText(container, '获取验证码'));
    expect(container.textContent).toContain('演示环境验证码：123456');
    expect(container.textContent).toContain('60秒后重发');
    await type(container.querySelector('#login-code'), '12');
    await click(byText(container, '登录'));
    expect(byTestId(container, 'login-error')?.textContent).toBe('验证码为6位数字');
    await type(container.querySelector('#login-code'), '123456');
    await click(byText(container, '登录'));
    expect(state.loginRequests[0]).toMatchObject({
      loginType: 2,
      loginName: '13800000002',
      validateCodeId: 'sms-1',
      validateCode: '123456',
    });
  });

  it('switches language: the same form reads in English', async () => {
    const { ui, store } = setup();
    const { container } = await render(ui);
    await click(byText(container, '验证码登录'));
    await act(async () => store.ui.setLocale('en-US'));
    await click(byText(container, 'Password'));
    expect(byText(container, 'Sign in')).not.toBeNull();
    expect(container.textContent).not.toContain('登录');
  });
});
