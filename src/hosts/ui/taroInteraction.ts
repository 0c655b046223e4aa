/**
 * H5 build only: stands in for @tarojs/taro-h5's interaction module (toast, loading, modal, action sheet: about
 * 5 KB gzip with its styles and classes), which config/entryTrim.ts swaps out of every import but this file's
 * (issue 17: no first screen shows one, so it is not on the entry). The real module is fetched a little after the
 * page has loaded (./deferCalls.ts afterStart), or by the first call if that comes sooner; a call made before it
 * arrived waits for it and then runs, in order. Offline before it arrived, ./plainInteraction.ts shows the message.
 * Taro's signatures are kept: every function answers a promise.
 */
import { afterStart, deferCalls } from './deferCalls';
import { plainInteraction } from './plainInteraction';

type Interaction = typeof plainInteraction;

const NAMES = [
  'showToast',
  'hideToast',
  'showLoading',
  'hideLoading',
  'showModal',
  'showActionSheet',
  'enableAlertBeforeUnload',
  'disableAlertBeforeUnload',
] as const;

const { calls, warm } = deferCalls<Interaction, (typeof NAMES)[number]>(
  () =>
    import(
      /* webpackChunkName: "taro-interaction" */ '@tarojs/taro-h5/dist/api/ui/interaction/index.js'
    ) as unknown as Promise<Interaction>,
  NAMES,
  plainInteraction,
);

afterStart(() => void warm());

export const {
  showToast,
  hideToast,
  showLoading,
  hideLoading,
  showModal,
  showActionSheet,
  enableAlertBeforeUnload,
  disableAlertBeforeUnload,
} = calls;
