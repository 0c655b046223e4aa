/**
 * The H5 title bar every pushed screen carries (issue 15): the route's title from the dictionaries as the page
 * heading, back to the previous screen, or home when the page was opened directly (nothing to go back to); tabs and
 * login have none; the back control is a named, keyboard-operable button.
 */
import { act } from 'react';
import Taro from '@tarojs/taro';
import { PageShell } from '../../../src/components/PageShell';
import { showsTitleBar } from '../../../src/components/PageShell/titleBar';
import { setGuardContext } from '../../../src/router';
import { StoreProvider } from '../../../src/stores';
import '../../../src/i18n/parts/flight';
import { click, render } from '../support/render';
import { makeStore } from '../support/stores';
import { recorded, resetTaro } from '../support/taro';

type Stack = { route: string }[];

let stack: Stack = [];
let backs: number[] = [];

beforeEach(() => {
  resetTaro();
  setGuardContext({ isLoggedIn: () => true, visitorMode: () => false });
  backs = [];
  jest.spyOn(Taro, 'getCurrentPages').mockImplementation(() => stack as unknown as Taro.Page[]);
  jest.spyOn(Taro, 'navigateBack').mockImplementation((opts) => {
    backs.push(opts?.delta ?? 1);
    return Promise.resolve({ errMsg: 'navigateBack:ok' });
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

async function screen(
  route: string,
  title: Parameters<typeof PageShell>[0]['title'],
  pages: Stack,
  offScreenHeading?: boolean,
) {
  stack = pages;
  const { store } = makeStore();
  // Signed in: the page guard lets the screen be (it would open login otherwise).
  await store.session.adoptToken('c'.repeat(32));
  recorded.navigations.length = 0;
  const view = await render(
    <StoreProvider store={store}>
      <PageShell
        route={route}
        title={title}
        titleBarRight={<span data-testid="right-slot" />}
        offScreenHeading={offScreenHeading}
      >
        <span>content</span>
      </PageShell>
    </StoreProvider>,
  );
  const bar = () => view.container.querySelector('[data-testid="title-bar"]');
  const back = () => view.container.querySelector('[data-testid="title-bar-back"]');
  return { store, view, bar, back };
}

const HOME = { route: 'pages/home/index' };
const QUERY = { route: 'packages/flight/pages/tkQuery/index' };
const LIST = { route: 'packages/flight/pages/tkList/index' };

describe('TitleBar', () => {
  it('titles a pushed screen from the dictionary and goes back to the screen under it', async () => {
    const { bar, back } = await screen('/tk/tkList', 'flight.list.title', [HOME, QUERY, LIST]);
    const heading = bar()?.querySelector('[role="heading"]');
    expect(heading?.getAttribute('aria-level')).toBe('1');
    expect(heading?.textContent).toBe('航班列表');
    expect(back()?.getAttribute('role')).toBe('button');
    expect(back()?.getAttribute('aria-label')).toBe('返回');
    expect(back()?.getAttribute('tabindex')).toBe('0');
    // The icon is decorative: the button carries the name.
    expect(back()?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(bar()?.querySelector('[data-testid="right-slot"]')).not.toBeNull();
    await click(back());
    expect(backs).toEqual([1]);
    expect(recorded.navigations).toEqual([]);
  });

  it('offers home on a screen opened directly (a deep link: nothing under it) and opens home as a fresh stack', async () => {
    const { back } = await screen('/tk/tkQuery', 'flight.query.title', [QUERY]);
    expect(back()?.getAttribute('aria-label')).toBe('返回首页');
    await click(back());
    expect(backs).toEqual([]);
    expect(recorded.navigations).toEqual([{ kind: 'reLaunch', url: '/pages/home/index' }]);
  });

  it('is operated from the keyboard: Enter and Space on the focused button go back', async () => {
    const { back } = await screen('/tk/tkList', 'flight.list.title', [HOME, QUERY, LIST]);
    for (const key of ['Enter', ' ']) {
      await act(async () => {
        back()?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
      });
    }
    expect(backs).toEqual([1, 1]);
  });

  it('speaks English in en-US: title, back and home', async () => {
    const pushed = await screen('/tk/tkList', 'flight.list.title', [HOME, QUERY, LIST]);
    await act(async () => pushed.store.ui.setLocale('en-US'));
    expect(pushed.bar()?.querySelector('[role="heading"]')?.textContent).toBe('Flights');
    expect(pushed.back()?.getAttribute('aria-label')).toBe('Back');
    document.body.innerHTML = '';
    const direct = await screen('/tk/tkQuery', 'flight.query.title', [QUERY]);
    await act(async () => direct.store.ui.setLocale('en-US'));
    expect(direct.bar()?.querySelector('[role="heading"]')?.textContent).toBe('Flight search');
    expect(direct.back()?.getAttribute('aria-label')).toBe('Back to home');
  });

  it('is not drawn on a dashboard tab or on login', async () => {
    const tab = await screen('/home', 'flight.query.title', [HOME]);
    expect(tab.bar()).toBeNull();
    expect(tab.view.text()).toContain('content');
    document.body.innerHTML = '';
    const login = await screen('/login', 'flight.query.title', [{ route: 'pages/login/index' }]);
    expect(login.bar()).toBeNull();
  });
});

describe('the off-screen heading of a tab without a heading of its own', () => {
  const headings = (view: { container: Element }) =>
    [...view.container.querySelectorAll('[role="heading"][aria-level="1"]')].map((h) => [
      h.className.replace('taro-text ', ''),
      h.textContent,
    ]);

  it('names a dashboard tab for screen readers with its title, off screen, in the reader language', async () => {
    const tab = await screen('/approvalList', 'approvals.title', [{ route: 'pages/approvalList/index' }], true);
    expect(headings(tab.view)).toEqual([['visually-hidden', '审批']]);
    await act(async () => tab.store.ui.setLocale('en-US'));
    expect(headings(tab.view)).toEqual([['visually-hidden', 'Approvals']]);
  });

  it('is not added twice where the title bar already is the heading, nor without being asked for', async () => {
    const pushed = await screen('/tk/tkList', 'flight.list.title', [HOME, QUERY, LIST], true);
    expect(headings(pushed.view)).toEqual([['obt-title-bar__title', '航班列表']]);
    document.body.innerHTML = '';
    const home = await screen('/home', 'tab.home', [HOME]);
    expect(headings(home.view)).toEqual([]);
  });
});

describe('showsTitleBar', () => {
  const env = process.env.TARO_ENV;
  afterEach(() => {
    process.env.TARO_ENV = env;
  });

  it('is H5 only: mini-programs keep their native bar (titled by setPageTitle)', () => {
    expect(showsTitleBar('/tk/tkEdit')).toBe(true);
    expect(showsTitleBar('/approvalList')).toBe(false);
    process.env.TARO_ENV = 'weapp';
    expect(showsTitleBar('/tk/tkEdit')).toBe(false);
    process.env.TARO_ENV = 'qywx';
    expect(showsTitleBar('/tk/tkEdit')).toBe(false);
  });
});
