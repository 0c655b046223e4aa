/**
 * H5 (browser, app shell and WeCom/WeChat webviews): each permission is asked by the browser or the shell itself,
 * so there is no privacy sheet, and its texts and styles stay out of the H5 bundle. Mini-programs: PrivacyPrompt.tsx.
 */
export function PrivacyPrompt(): null {
  return null;
}
