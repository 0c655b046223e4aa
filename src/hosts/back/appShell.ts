/**
 * The app shell's hardware back button (H5 only): a root screen (a dashboard tab, the login screen, or a page with
 * nothing under it) warns first and exits on a second press within 1 s; other screens go back.
 */
import Taro from '@tarojs/taro';
import { LIMITS } from '../../domain/limits';
import { LOGIN_URL, goBack, routeByPage } from '../../router';
import { appBridge } from '../bridge';
import { clock } from '../clock';
import { showToast } from '../ui';
import { decideBackPress } from './decide';

let hint: (() => string) | undefined;
let lastPressAt: number | undefined;
let installed = false;

/** Whether the screen on top has nothing the back button could return to. */
export function onRootScreen(): boolean {
  const pages = Taro.getCurrentPages();
  const top = pages[pages.length - 1];
  const route = top?.route ? routeByPage(top.route) : undefined;
  if (route?.tab || route?.url === LOGIN_URL) return true;
  // An unknown page alone on the stack: goBack would open home, which is not "back" from the user's view.
  return pages.length <= 1 && route === undefined;
}

/** Handles one press; true when the page handled it (the shell then does nothing). */
export function handleBackPress(): boolean {
  const now = clock.now();
  const action = decideBackPress(onRootScreen(), now, lastPressAt, LIMITS.ui.exitDoublePressMs);
  if (action === 'back') {
    lastPressAt = undefined;
    void goBack().catch(() => undefined);
    return true;
  }
  const bridge = appBridge();
  if (action === 'exit') {
    lastPressAt = undefined;
    if (bridge && typeof bridge.exitApp === 'function') {
      bridge.exitApp();
      return true;
    }
    // No exitApp in this shell version: let the shell's own back handling close the app.
    return false;
  }
  lastPressAt = now;
  if (hint) showToast(hint(), LIMITS.ui.exitDoublePressMs);
  return true;
}

export function installBackButton(hintText: () => string): boolean {
  hint = hintText;
  if (installed) return true;
  const bridge = appBridge();
  if (!bridge || typeof bridge.onBackButton !== 'function') return false;
  bridge.onBackButton(handleBackPress);
  installed = true;
  return true;
}
