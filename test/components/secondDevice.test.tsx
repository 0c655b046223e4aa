/**
 * Issue 16 defect 12 on the client: the request layer and the single error presenter together, as bootstrap wires
 * them. A session replaced by a login elsewhere (SPEC §8 code 101) shows the Tips dialog with "account logged in
 * on another device" once, over the login page (the refused page's "load failed" never sits behind it), however
 * many calls were refused at once; other session endings keep their own texts.
 */
import Taro from '@tarojs/taro';
import { ApiError, configureTransport, request, type HttpRequest, type HttpResponse } from '../../src/api/transport';
import { presentOutcome } from '../../src/app/presenter';
import { makeStore } from './support/stores';
import { recorded, resetTaro } from './support/taro';
import { settle } from './support/render';

const OLD_TOKEN = 'd'.repeat(32);
const OTHER_DEVICE_ZH = '您的账号已在其他设备登录';

type Reply = (req: HttpRequest) => HttpResponse | Promise<HttpResponse>;

/** Bootstrap's wiring with an in-memory HTTP layer; `modalsAt` keeps how many navigations preceded each dialog. */
async function wire(reply: Reply, locale: 'zh-CN' | 'en-US' = 'zh-CN') {
  const { store } = makeStore();
  store.ui.setLocale(locale);
  await store.session.adoptToken(OLD_TOKEN);
  const calls: HttpRequest[] = [];
  const modalsAt: number[] = [];
  const showModal = Taro.showModal;
  jest.spyOn(Taro, 'showModal').mockImplementation((opts) => {
    modalsAt.push(recorded.navigations.length);
    return showModal(opts);
  });
  configureTransport({
    baseUrl: '',
    adapter: async (req) => {
      calls.push(req);
      return reply(req);
    },
    getToken: () => store.session.token,
    getLocale: () => store.ui.locale,
    onLoadingChange: (visible) => store.ui.setLoading(visible),
    present: (outcome) => presentOutcome(store, outcome),
    bugContext: () => ({
      corpName: store.session.corpName,
      userName: store.session.empName,
      pagePath: 'pages/allorder/index',
      userAgent: 'jest',
      host: 'obt.example.com',
      fromSys: 'h5',
    }),
  });
  return { store, calls, modalsAt };
}

const envelope = (code: number, tips = ''): HttpResponse => ({ status: 200, data: { code, tips } });

async function refused(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    return e as ApiError;
  }
  throw new Error('expected a rejection');
}

beforeEach(() => resetTaro());
afterEach(() => jest.restoreAllMocks());

describe('a session replaced by a login on another device (code 101)', () => {
  it('parallel refused calls: one Tips dialog with the SPEC text, over the login page, one navigation, no toast', async () => {
    const { store, calls, modalsAt } = await wire((req) =>
      req.url.endsWith('/obt/submitBug') ? envelope(1) : envelope(101, OTHER_DEVICE_ZH),
    );
    const errors = await Promise.all(
      ['/obt/allOrderList', '/obt/totalCount', '/obt/getLoginUserInfo', '/obt/message/list'].map((path) =>
        refused(request(path, {})),
      ),
    );
    await settle();
    expect(errors.map((e) => e.code)).toEqual([101, 101, 101, 101]);
    expect(recorded.modals).toEqual([{ title: '提示', content: OTHER_DEVICE_ZH }]);
    expect(recorded.toasts).toEqual([]);
    expect(recorded.navigations).toHaveLength(1);
    expect(recorded.navigations[0].kind).toBe('reLaunch');
    expect(recorded.navigations[0].url).toMatch(/\/login\//);
    // The login page is already there when the dialog opens: the refused page's "load failed" is not behind it.
    expect(modalsAt).toEqual([1]);
    // Session cleared (SPEC §4), the bug report sent once (SPEC §8: on 100 and 101 except on local hosts).
    expect(store.session.loggedIn).toBe(false);
    expect(store.session.token).toBeNull();
    expect(calls.filter((c) => c.url.endsWith('/obt/submitBug'))).toHaveLength(1);
  });

  it('the login page does not sign in with the host by itself right after (a mini-program would take it back)', async () => {
    const { store } = await wire((req) =>
      req.url.endsWith('/obt/submitBug') ? envelope(1) : envelope(101, OTHER_DEVICE_ZH),
    );
    await refused(request('/obt/allOrderList', {}));
    await settle();
    expect(store.session.takeAutoSignIn()).toBe(false);
    // Once: a later landing on the login page may sign in with the host again.
    expect(store.session.takeAutoSignIn()).toBe(true);
  });

  it('other session endings (100) leave the host sign-in on', async () => {
    const { store } = await wire((req) => (req.url.endsWith('/obt/submitBug') ? envelope(1) : envelope(100)));
    await refused(request('/obt/allOrderList', {}));
    await settle();
    expect(store.session.takeAutoSignIn()).toBe(true);
  });

  it('on H5 the dialog waits until the login page has replaced the refused page (reLaunch resolves earlier)', async () => {
    // Taro H5 resolves reLaunch as soon as the URL changes; the old page goes when the login chunk has loaded.
    let pages = [{ route: 'pages/allorder/index', path: 'pages/allorder/index?stamp=1' }];
    jest.spyOn(Taro, 'getCurrentPages').mockImplementation(() => pages);
    const reLaunch = Taro.reLaunch;
    jest.spyOn(Taro, 'reLaunch').mockImplementation((opts) => {
      setTimeout(() => (pages = [{ route: 'pages/login/index', path: 'pages/login/index?stamp=2' }]), 180);
      return reLaunch(opts);
    });
    const topAtModal: string[] = [];
    await wire((req) => (req.url.endsWith('/obt/submitBug') ? envelope(1) : envelope(101, OTHER_DEVICE_ZH)));
    const showModal = Taro.showModal as jest.Mock;
    showModal.mockImplementation((opts: { title?: string; content?: string }) => {
      topAtModal.push(pages[pages.length - 1].route);
      recorded.modals.push({ title: opts.title, content: opts.content });
      return Promise.resolve({ confirm: true, cancel: false });
    });
    await Promise.all([refused(request('/obt/allOrderList', {})), refused(request('/obt/totalCount', {}))]);
    // Real timers: at least 400 ms (room for a second dialog to show up wrongly), and on a loaded machine until the
    // dialog has shown (up to 5 s: the page swap at 180 ms and the app's wait for it can slip).
    for (let waited = 0; waited < 5000 && (waited < 400 || recorded.modals.length === 0); waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await settle();
    expect(recorded.modals).toEqual([{ title: '提示', content: OTHER_DEVICE_ZH }]);
    expect(topAtModal).toEqual(['pages/login/index']);
  });

  it('a straggler refused after the dialog closed shows nothing more; a later replacement shows it again', async () => {
    let release: (r: HttpResponse) => void = () => undefined;
    const { store } = await wire((req) => {
      if (req.url.endsWith('/obt/submitBug')) return envelope(1);
      if (req.url.endsWith('/obt/slow')) return new Promise<HttpResponse>((resolve) => (release = resolve));
      return envelope(101, OTHER_DEVICE_ZH);
    });
    const slow = refused(request('/obt/slow', {}, { quiet: true }));
    await refused(request('/obt/totalCount', {}));
    await settle();
    release(envelope(101, OTHER_DEVICE_ZH));
    expect((await slow).code).toBe(101);
    await settle();
    expect(recorded.modals).toHaveLength(1);
    expect(recorded.navigations).toHaveLength(1);

    // Logged in again, then replaced again: a new dialog and a new trip to login.
    await store.session.adoptToken('e'.repeat(32));
    await refused(request('/obt/totalCount', {}));
    await settle();
    expect(recorded.modals).toHaveLength(2);
    expect(recorded.navigations).toHaveLength(2);
  });

  it.each([
    ['zh-CN', 101, OTHER_DEVICE_ZH],
    ['en-US', 101, 'Your account has been logged in on another device'],
    ['zh-CN', 100, '账号已退出，请重新登录'],
    ['en-US', 100, 'Account logged out, log in again'],
    ['zh-CN', 3901, '登录已超时，请重新登录'],
  ] as const)('without tips, %s code %i shows its own SPEC §8 text', async (locale, code, text) => {
    await wire((req) => (req.url.endsWith('/obt/submitBug') ? envelope(1) : envelope(code)), locale);
    await refused(request('/obt/totalCount', {}));
    await settle();
    expect(recorded.modals.map((m) => m.content)).toEqual([text]);
    expect(recorded.navigations.map((n) => n.kind)).toEqual(['reLaunch']);
  });
});
