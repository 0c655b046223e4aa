/**
 * "Forward in WeCom" for a screen. Only the WeCom webview (H5, ShareButton.h5.tsx) can forward a card; the
 * mini-programs and every other host show nothing.
 */
export interface ShareButtonProps {
  title: string;
  desc: string;
  /** In-app path (with query) the card opens, e.g. a sign-on link `/login?targetModule=4&travelNo=…`. */
  path: string;
  testId?: string;
}

export function WecomShareButton(_props: ShareButtonProps) {
  return null;
}
