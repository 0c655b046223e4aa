/**
 * The session store keeps the user info as the object it is (issue 17: a deep MobX conversion of the whole tree ran
 * on every page's start-up, before its first paint), and observers still see a new user info (SPEC §4 session).
 */
import { autorun, isObservable } from 'mobx';
import type { LoginUserInfo } from '../../../src/api/contract';
import { SessionStore, type SessionPorts } from '../../../src/stores/session';

const info = (empName: string) =>
  ({ empInfo: { empName }, vipCorp: { fullname: '示例科技' } }) as unknown as LoginUserInfo;

function ports(saved: LoginUserInfo, next: LoginUserInfo): SessionPorts {
  return {
    api: {
      vipLogin: jest.fn(),
      smsCodeGet: jest.fn(),
      getLoginUserInfo: async () => ({ code: 1, msg: '', data: next }) as never,
      vipLoginOut: jest.fn(),
    },
    storage: {
      loadSession: () => ({ token: 't', userInfo: saved }),
      saveSession: jest.fn(),
      clearSession: jest.fn(),
      blankSavedPassword: jest.fn(),
      markLogin: jest.fn(),
    },
    encryptPassword: async (plain) => plain,
    now: () => 0,
  };
}

describe('SessionStore user info', () => {
  it('keeps the stored user info unconverted and tells observers when it is replaced', async () => {
    const saved = info('张三');
    const store = new SessionStore(ports(saved, info('李四')));
    expect(store.userInfo).toBe(saved);
    expect(isObservable(store.userInfo)).toBe(false);

    const seen: string[] = [];
    const stop = autorun(() => seen.push(store.empName));
    await store.loadUserInfo();
    stop();

    expect(seen).toEqual(['张三', '李四']);
    expect(isObservable(store.userInfo)).toBe(false);
  });
});
