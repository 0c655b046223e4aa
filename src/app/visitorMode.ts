/** Visitor mode (SPEC §1): browsing without login, switched on by build configuration. */
export function visitorModeOn(): boolean {
  return process.env.TARO_APP_VISITOR_MODE === '1';
}
