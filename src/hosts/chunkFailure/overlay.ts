/**
 * The message over a page whose code could not be downloaded: what happened, Retry and Back. Plain DOM, no React or
 * store. Loaded in the background soon after start (see ./index.h5.ts), so it is at hand when the network is not.
 * Retry reloads the address the user was going to; while offline it stays and says so.
 */
import { translate, type Locale, type MessageKey } from '../../i18n';
import '../../i18n/parts/shell';

const ID = 'obt-chunk-failure';

function locale(): Locale {
  return document.documentElement.lang === 'en-US' ? 'en-US' : 'zh-CN';
}

function button(text: string, primary: boolean, onClick: () => void): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = text;
  b.style.cssText = `min-width:120px;min-height:44px;margin:8px;padding:0 20px;border-radius:22px;font-size:16px;${
    primary
      ? 'border:0;background:var(--obt-main,#1f5fd6);color:#fff'
      : 'border:1px solid #c9cdd4;background:#fff;color:#1d2129'
  }`;
  b.addEventListener('click', onClick);
  return b;
}

/** Shows the message (once; a second failure only refreshes its text). */
export function showChunkFailure(): void {
  const t = (key: MessageKey): string => translate(locale(), key);
  document.getElementById(ID)?.remove();
  const box = document.createElement('div');
  box.id = ID;
  box.setAttribute('role', 'alertdialog');
  box.setAttribute('aria-modal', 'true');
  box.setAttribute('aria-labelledby', `${ID}-title`);
  box.setAttribute('aria-describedby', `${ID}-hint`);
  box.style.cssText =
    'position:fixed;top:0;right:0;bottom:0;left:0;z-index:10000;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:24px;background:#f5f6f8;color:#1d2129;text-align:center;font-size:16px';
  const title = document.createElement('h1');
  title.id = `${ID}-title`;
  title.textContent = t('shell.chunkFailed');
  title.style.cssText = 'margin:0 0 8px;font-size:18px';
  const hint = document.createElement('p');
  hint.id = `${ID}-hint`;
  hint.setAttribute('aria-live', 'assertive');
  hint.textContent = t('shell.chunkFailedHint');
  hint.style.cssText = 'margin:0 0 16px;color:#4e5969';
  const retry = button(t('shell.retry'), true, () => {
    if (navigator.onLine === false) {
      // Reloading now would only show the browser's own offline page.
      hint.textContent = t('shell.offline');
      return;
    }
    window.location.reload();
  });
  const back = button(t('shell.back'), false, () => {
    box.remove();
    window.history.back();
  });
  const row = document.createElement('div');
  row.append(retry, back);
  box.append(title, hint, row);
  document.body.appendChild(box);
  retry.focus();
}
