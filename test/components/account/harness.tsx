/** Rendering of the account screens in tests: the API is faked at the module boundary (jest.mock in each file). */
import type { ReactElement } from 'react';
import { runInAction } from 'mobx';
import type { LoginUserInfo, VipLoginData } from '../../../src/api/contract';
import { ApiError } from '../../../src/api/transport';
import { decryptPassword } from '../../../src/domain/passwordCipher';
import { setGuardContext } from '../../../src/router';
import { StoreProvider } from '../../../src/stores';
import { render, settle } from '../support/render';
import { DEMO_USER, makeStore } from '../support/stores';
import { recorded, resetTaro } from '../support/taro';

export const ok = <D,>(data?: D, list?: unknown[]) => Promise.resolve({ code: 1, data, list });
/** A refusal as the transport raises it after its toast (code 2 with the server's tips). */
export const refused = (tips: string) => Promise.reject(new ApiError('code', 2, tips));

/** The plain text of a password the page sent in the SPEC §9 cipher. */
export const plain = (cipher: unknown) => decryptPassword(String(cipher), 'obtDemoPwdKey16!');

export interface ShowOptions {
  params?: Record<string, string>;
  loggedIn?: boolean;
  userInfo?: (info: LoginUserInfo) => LoginUserInfo;
  loginAnswers?: VipLoginData[];
}

/** Renders a page with a fresh store; logged in unless told otherwise. */
export async function show(page: ReactElement, opts: ShowOptions = {}) {
  recorded.routerParams = opts.params ?? {};
  const { store, state } = makeStore({ loginAnswers: opts.loginAnswers });
  if (opts.loggedIn !== false) {
    await store.session.adoptToken('c'.repeat(32));
    if (opts.userInfo) {
      const info = opts.userInfo(DEMO_USER);
      runInAction(() => {
        store.session.userInfo = info;
      });
    }
  }
  setGuardContext({ isLoggedIn: () => store.session.loggedIn, visitorMode: () => false });
  const view = await render(<StoreProvider store={store}>{page}</StoreProvider>);
  await settle();
  return { ...view, store, state };
}

export function setUp(): void {
  resetTaro();
  jest.resetAllMocks();
}

export function tearDown(): void {
  jest.useRealTimers();
  document.body.innerHTML = '';
}

/** The last navigation's kind and decoded URL. */
export const lastNav = () => {
  const nav = recorded.navigations.at(-1);
  return { kind: nav?.kind ?? '', url: decodeURIComponent(nav?.url ?? '') };
};

/** Waits for the lazily loaded cipher and the answers after it. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 4; i += 1) {
    await settle();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  await settle();
}
