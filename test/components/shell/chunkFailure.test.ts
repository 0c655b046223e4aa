/**
 * A page whose code cannot be downloaded (issue 15: "tapping a tile changes the URL and shows nothing"): the H5
 * host shows a clear message with Retry and Back instead of a blank page.
 */
import { isChunkLoadFailure, showChunkFailure, watchChunkFailures } from '../../../src/hosts/chunkFailure';

function chunkError(): Error {
  const e = new Error('Loading chunk packages/hotel/pages/list/index failed.\n(error: http://x/js/123.js)');
  e.name = 'ChunkLoadError';
  return e;
}

/** Lets the message module load (it is fetched on demand) and show. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

async function reject(reason: unknown): Promise<PromiseRejectionEvent> {
  const event = new Event('unhandledrejection', { cancelable: true }) as PromiseRejectionEvent;
  Object.defineProperty(event, 'reason', { value: reason });
  window.dispatchEvent(event);
  await flush();
  return event;
}

const dialog = () => document.getElementById('obt-chunk-failure');
const buttons = () => Array.from(dialog()?.querySelectorAll('button') ?? []);
const online = (value: boolean) => Object.defineProperty(navigator, 'onLine', { value, configurable: true });

let reload: jest.Mock;
beforeAll(() => {
  reload = jest.fn();
  Object.defineProperty(window, 'location', { value: { ...window.location, reload }, configurable: true });
  watchChunkFailures();
});
afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.lang = '';
  reload.mockReset();
  online(true);
});

describe('isChunkLoadFailure', () => {
  it('knows webpack JS and CSS chunk failures, nothing else', () => {
    expect(isChunkLoadFailure(chunkError())).toBe(true);
    expect(isChunkLoadFailure(new Error('Loading CSS chunk 42 failed.'))).toBe(true);
    expect(isChunkLoadFailure({ code: 'CSS_CHUNK_LOAD_FAILED' })).toBe(true);
    expect(isChunkLoadFailure('Uncaught ChunkLoadError: Loading chunk 7 failed.')).toBe(true);
    expect(isChunkLoadFailure(new Error('network 0'))).toBe(false);
    expect(isChunkLoadFailure(undefined)).toBe(false);
  });
});

describe('a failed page chunk on H5', () => {
  it('shows the message with Retry and Back, focused on Retry; other rejections are left alone', async () => {
    await reject(new Error('something else'));
    expect(dialog()).toBeNull();

    const event = await reject(chunkError());
    expect(event.defaultPrevented).toBe(true);
    expect(dialog()?.getAttribute('role')).toBe('alertdialog');
    expect(dialog()?.textContent).toContain('页面加载失败');
    expect(dialog()?.textContent).toContain('请检查网络后重试');
    expect(buttons().map((b) => b.textContent)).toEqual(['重试', '返回']);
    expect(document.activeElement).toBe(buttons()[0]);
    // A second failure does not stack a second message.
    await reject(chunkError());
    expect(document.querySelectorAll('#obt-chunk-failure')).toHaveLength(1);
  });

  it('Retry reloads the page the user was going to when online; offline it stays and says so', async () => {
    await reject(chunkError());
    online(false);
    buttons()[0].click();
    expect(reload).not.toHaveBeenCalled();
    expect(dialog()?.textContent).toContain('网络已断开');
    online(true);
    buttons()[0].click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('Back closes the message and goes back', async () => {
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
    await reject(chunkError());
    buttons()[1].click();
    expect(dialog()).toBeNull();
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('speaks the page language', async () => {
    document.documentElement.lang = 'en-US';
    await showChunkFailure();
    expect(dialog()?.textContent).toContain('The page could not be loaded');
    expect(buttons().map((b) => b.textContent)).toEqual(['Retry', 'Back']);
  });
});
