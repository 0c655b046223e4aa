/**
 * Issue 15: the controls of the main-package pages are reachable by Tab and operated by Enter/Space — no element with
 * an interactive role is left out of the tab order (the screens sweep's unreachableControls, in jsdom), and a key
 * does what a tap does.
 */
import type { ReactElement } from 'react';
import HomePage from '../../../src/pages/home/index';
import NotFoundPage from '../../../src/pages/notFound/index';
import { CorpPicker } from '../../../src/pages/login/CorpPicker';
import { LoginForm } from '../../../src/pages/login/LoginForm';
import { DashboardTabs } from '../../../src/components/DashboardTabs';
import { StoreProvider } from '../../../src/stores';
import { render, settle, byTestId } from '../support/render';
import { makeStore } from '../support/stores';
import { recorded, resetTaro } from '../support/taro';
import { keyDown } from '../support/keyboard';

beforeEach(() => resetTaro());
afterEach(() => {
  document.body.innerHTML = '';
});

const INTERACTIVE = ['button', 'link', 'tab', 'radio', 'checkbox', 'option'].map((r) => `[role="${r}"]`).join(',');

/** Controls with an interactive role that Tab skips (no tabindex, or a negative one while enabled). */
const unreachable = (root: Element) =>
  [...root.querySelectorAll(INTERACTIVE)].filter(
    (el) => el.getAttribute('aria-disabled') !== 'true' && el.getAttribute('tabindex') !== '0',
  );

async function signedIn(ui: ReactElement, server: Parameters<typeof makeStore>[0] = {}) {
  const { store } = makeStore(server);
  await store.session.adoptToken('c'.repeat(32));
  const view = await render(<StoreProvider store={store}>{ui}</StoreProvider>);
  await settle();
  return view.container;
}

it('home: product tiles and to-dos are in the tab order and Enter opens them', async () => {
  const container = await signedIn(<HomePage />, {
    products: ['10901', '10903'],
    counts: { approval: 3, toPay: 2, waitApproval: 1 },
  });
  const tile = container.querySelector('[data-product="10901"]');
  expect(tile?.getAttribute('role')).toBe('link');
  expect(unreachable(container)).toEqual([]);
  await keyDown(tile);
  // The route guard may send the test's session to sign-in first; the target rides along in the URL.
  expect(decodeURIComponent(recorded.navigations.at(-1)?.url ?? '')).toContain(tile?.getAttribute('data-url'));
  await keyDown(byTestId(container, 'todo-home.todo.approval'), ' ');
  expect(recorded.navigations.at(-1)?.url).toContain('approvalList');
});

it('dashboard tabs are focusable tabs and Enter switches tab', async () => {
  const container = await signedIn(<DashboardTabs current="/home" />);
  expect(unreachable(container)).toEqual([]);
  expect(byTestId(container, 'tab-home')?.getAttribute('aria-selected')).toBe('true');
  await keyDown(byTestId(container, 'tab-allorder'));
  expect(recorded.navigations.at(-1)?.url).toContain('allorder');
});

it('login form: the mode tabs, the show-password eye and both buttons are reachable; Enter picks a tab', async () => {
  const container = await signedIn(<LoginForm initialPhone="" onSuccess={() => undefined} />);
  expect(unreachable(container)).toEqual([]);
  const eye = container.querySelector('.login-form__eye');
  expect(eye?.getAttribute('aria-label')).toBeTruthy();
  const tabs = [...container.querySelectorAll('[role="tab"]')];
  expect(tabs).toHaveLength(2);
  await keyDown(tabs[1]);
  expect(container.querySelectorAll('[role="tab"]')[1]?.getAttribute('aria-selected')).toBe('true');
  expect(container.querySelector('.login-form__send')?.getAttribute('tabindex')).toBe('0');
});

it('company picker: each company and cancel are buttons Enter presses', async () => {
  const onPick = jest.fn();
  const container = await signedIn(
    <CorpPicker
      corps={[
        { compId: 'a', corpName: '甲公司' },
        { compId: 'b', corpName: '乙公司' },
      ]}
      onPick={onPick}
      onClose={() => undefined}
    />,
  );
  expect(unreachable(container)).toEqual([]);
  await keyDown(container.querySelectorAll('.corp-picker__item')[1] ?? null);
  expect(onPick).toHaveBeenCalledWith('b');
});

it('not found: the way home is a reachable link', async () => {
  const container = await signedIn(<NotFoundPage />);
  const link = container.querySelector('.not-found__home');
  expect(link?.getAttribute('role')).toBe('link');
  expect(unreachable(container)).toEqual([]);
});
