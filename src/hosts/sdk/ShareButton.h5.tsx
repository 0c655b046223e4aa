/**
 * "Forward in WeCom" (H5): shown only inside the WeCom webview, forwards the screen's card to a chat through the
 * JS-SDK (`ww.shareAppMessage`) and says whether it went.
 */
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Pressable } from '../../components/Pressable';
import { useStores } from '../../stores';
import { LIMITS } from '../../domain/limits';
import { showToast } from '../ui';
import { canWecomShare, wecomShare } from './index.h5';
import type { ShareButtonProps } from './ShareButton';
import '../../i18n/parts/wecom';

export type { ShareButtonProps } from './ShareButton';

/** The card's link: this app's origin (browser router) and the in-app path. */
function absolute(path: string): string {
  return typeof location === 'undefined' || !location.origin ? path : `${location.origin}${path}`;
}

export const WecomShareButton = observer(function WecomShareButton({ title, desc, path, testId }: ShareButtonProps) {
  const { ui } = useStores();
  const [busy, setBusy] = useState(false);
  if (!canWecomShare()) return null;
  const share = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const sent = await wecomShare({ title, desc, link: absolute(path) });
      showToast(
        ui.t(sent ? 'wecom.share.done' : 'wecom.share.failed'),
        LIMITS.ui.toastMs,
        sent ? 'success' : undefined,
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Pressable className="obt-share" onPress={() => void share()} disabled={busy} testId={testId ?? 'wecom-share'}>
      <svg
        viewBox="0 0 24 24"
        width="18"
        height="18"
        aria-hidden="true"
        style={{ verticalAlign: 'middle', marginRight: 4 }}
      >
        <path d="M14 5l7 7-7 7v-4.1c-5 0-8.5 1.6-11 5.1 1-5 4-10 11-11V5z" fill="currentColor" />
      </svg>
      {ui.t('wecom.share')}
    </Pressable>
  );
});
