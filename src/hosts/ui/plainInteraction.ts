/**
 * What Taro's toast, loading and modal stand-ins show when Taro's own module could not be downloaded (offline before
 * it arrived, see ./taroInteraction.ts): a plain text box and the browser's own dialogs, so a message the app asked
 * for (often the "no network" one) still reaches the user. Same answers as Taro's (promises of { errMsg, … }).
 */
interface Options {
  title?: string;
  content?: string;
  duration?: number;
  showCancel?: boolean;
}

const BOX_ID = 'obt-plain-toast';
let timer: ReturnType<typeof setTimeout> | undefined;

const ok = <T extends object>(name: string, extra?: T) => Promise.resolve({ errMsg: `${name}:ok`, ...extra });

function removeBox(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  document.getElementById(BOX_ID)?.remove();
}

/** The text centred over the page, as Taro's toast; removed after `durationMs` (loading: when hidden). */
function showBox(text: string, durationMs?: number): void {
  removeBox();
  const box = document.createElement('div');
  box.id = BOX_ID;
  box.setAttribute('role', 'status');
  box.textContent = text;
  box.style.cssText =
    'position:fixed;z-index:5000;top:50%;left:50%;transform:translate(-50%,-50%);max-width:70%;padding:12px 16px;' +
    'border-radius:5px;background:rgba(17,17,17,.8);color:#fff;font-size:15px;line-height:1.6;text-align:center';
  document.body.appendChild(box);
  if (durationMs !== undefined) timer = setTimeout(removeBox, durationMs);
}

const lines = (o: Options) => [o.title, o.content].filter(Boolean).join('\n');

export const plainInteraction = {
  showToast: (o: Options = {}) => (showBox(o.title ?? '', o.duration ?? 1500), ok('showToast')),
  hideToast: () => (removeBox(), ok('hideToast')),
  showLoading: (o: Options = {}) => (showBox(o.title ?? ''), ok('showLoading')),
  hideLoading: () => (removeBox(), ok('hideLoading')),
  showModal(o: Options = {}) {
    if (o.showCancel === false) {
      window.alert(lines(o));
      return ok('showModal', { confirm: true, cancel: false });
    }
    const confirm = window.confirm(lines(o));
    return ok('showModal', { confirm, cancel: !confirm });
  },
  // A choice among items has no plain stand-in: the caller's fail path (as when the user cancels).
  showActionSheet: () => Promise.reject({ errMsg: 'showActionSheet:fail' }),
  enableAlertBeforeUnload: () => ok('enableAlertBeforeUnload'),
  disableAlertBeforeUnload: () => ok('disableAlertBeforeUnload'),
};
