/**
 * The offline banner (SPEC §9 network check) and the app-shell chrome every page carries: a status region that
 * announces going offline and back, texts from the dictionaries, and the back button handed to the shell.
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import { act } from 'react';
import { OfflineBanner } from '../../../src/components/OfflineBanner';
import { ShellChrome } from '../../../src/components/OfflineBanner/ShellChrome';
import { StoreProvider } from '../../../src/stores';
import { render, settle } from '../support/render';
import { makeStore } from '../support/stores';
import { recorded, resetTaro } from '../support/taro';

let online = true;
Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });

async function goOffline(value: boolean): Promise<void> {
  online = !value;
  await act(async () => {
    window.dispatchEvent(new Event(value ? 'offline' : 'online'));
  });
  await settle();
}

beforeEach(() => {
  resetTaro();
  online = true;
});
afterEach(() => {
  delete (window as unknown as { ObtNativeBridge?: unknown }).ObtNativeBridge;
});

it('is an empty status region while online, a clear banner while offline, gone again once back', async () => {
  const { store } = makeStore();
  const view = await render(
    <StoreProvider store={store}>
      <OfflineBanner />
    </StoreProvider>,
  );
  const region = view.container.querySelector('[role=status]');
  expect(region).not.toBeNull();
  expect(region?.getAttribute('aria-live')).toBe('polite');
  expect(view.text()).toBe('');
  await goOffline(true);
  expect(region?.textContent).toContain('网络已断开，请检查网络设置');
  expect(region?.querySelector('.obt-offline__icon')?.getAttribute('aria-hidden')).not.toBeNull();
  await act(async () => store.ui.setLocale('en-US'));
  expect(region?.textContent).toContain('You are offline. Check your network settings.');
  await goOffline(false);
  expect(view.text()).toBe('');
  await view.unmount();
});

it('shows the banner at once when the page opens offline (the 500 ms check sees it)', async () => {
  jest.useFakeTimers();
  try {
    online = false;
    const { store } = makeStore();
    const view = await render(
      <StoreProvider store={store}>
        <OfflineBanner />
      </StoreProvider>,
    );
    await act(async () => {
      await jest.advanceTimersByTimeAsync(500);
    });
    expect(view.text()).toContain('网络已断开');
    online = true;
    await act(async () => {
      // Two checks at most: the banner leaves within a second of the network coming back.
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(view.text()).toBe('');
    await view.unmount();
  } finally {
    jest.useRealTimers();
  }
});

it('in the app shell, the page chrome hands the back button to the bridge with the localised hint', async () => {
  let handler: (() => boolean) | undefined;
  (window as unknown as { ObtNativeBridge: unknown }).ObtNativeBridge = {
    onBackButton: (h: () => boolean) => (handler = h),
    exitApp: jest.fn(),
  };
  const { store } = makeStore();
  const view = await render(
    <StoreProvider store={store}>
      <ShellChrome />
    </StoreProvider>,
  );
  expect(typeof handler).toBe('function');
  // The component-test Taro has an empty page stack: a root screen, so the first press warns.
  expect(handler?.()).toBe(true);
  expect(recorded.toasts.map((t) => t.title)).toEqual(['再按一次退出应用']);
  await view.unmount();
});

it('pushes the H5 title bar below itself while shown, so neither covers the other when the page scrolls', async () => {
  const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const height = this.classList.contains('obt-offline') && this.textContent ? 61.2 : 0;
    return { height } as DOMRect;
  });
  try {
    const { store } = makeStore();
    const view = await render(
      <StoreProvider store={store}>
        <div className="obt-page">
          <OfflineBanner />
        </div>
      </StoreProvider>,
    );
    const page = view.container.querySelector<HTMLElement>('.obt-page');
    const offset = () => page?.style.getPropertyValue('--obt-offline-height');
    expect(offset()).toBe('');
    await goOffline(true);
    expect(offset()).toBe('62px');
    await goOffline(false);
    expect(offset()).toBe('');
    await view.unmount();
  } finally {
    rect.mockRestore();
  }
  // The bar is the one that reads it (its sticky top), so the banner never has to cover it.
  const bar = readFileSync(join(__dirname, '../../../src/components/TitleBar/index.scss'), 'utf8');
  expect(bar).toMatch(/\.obt-title-bar \{[^}]*?\n\s+top: var\(--obt-offline-height, 0\);/);
});
