import { presentOutcome } from '../../src/app/presenter';
import { makeStore } from './support/stores';
import { recorded, resetTaro } from './support/taro';
import { settle } from './support/render';

beforeEach(() => resetTaro());

describe('error presenter (SPEC §8 code table)', () => {
  it('100/101/3901: one Tips dialog, the session and saved password cleared, then login', async () => {
    const { store } = makeStore();
    await store.session.adoptToken('d'.repeat(32));
    expect(store.session.loggedIn).toBe(true);
    presentOutcome(store, { kind: 'relogin', code: 101, tips: '账号已在其他设备登录' });
    presentOutcome(store, { kind: 'relogin', code: 100, tips: 'second call failing at once' });
    await settle();
    expect(store.session.loggedIn).toBe(false);
    expect(store.session.userInfo).toBeNull();
    expect(recorded.modals).toEqual([{ title: '提示', content: '账号已在其他设备登录' }]);
    expect(recorded.navigations.at(-1)?.url).toContain('login');
  });

  it('102/999/998: a dialog with the tips; others: a failure toast; timeout: the timeout toast', async () => {
    const { store } = makeStore();
    presentOutcome(store, { kind: 'dialog', code: 102, tips: '订单状态已变化' });
    presentOutcome(store, { kind: 'toast', code: 2, tips: '手机号格式不正确' });
    presentOutcome(store, { kind: 'timeout' });
    await settle();
    expect(recorded.modals).toEqual([{ title: '提示', content: '订单状态已变化' }]);
    expect(recorded.toasts.map((t) => t.title)).toEqual(['手机号格式不正确', '请求超时，请检查网络或重新进入页面']);
    expect(recorded.navigations).toEqual([]);
  });
});
