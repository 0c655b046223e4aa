/**
 * The hardware back button of the app shell (SPEC §9): on a root screen the first press only warns, a second
 * press within 1 s exits; anywhere else back goes to the previous screen. Pure, so it is tested without a shell.
 */

export type BackAction =
  /** Go to the previous screen. */
  | 'back'
  /** Show "press again to exit" and remember the press. */
  | 'hint'
  /** Leave the app. */
  | 'exit';

/**
 * @param isRoot a tab or other root screen (nothing under it to go back to)
 * @param lastPressAt when the previous root press happened (undefined: none yet)
 * @param windowMs the double-press window (LIMITS.ui.exitDoublePressMs)
 */
export function decideBackPress(
  isRoot: boolean,
  now: number,
  lastPressAt: number | undefined,
  windowMs: number,
): BackAction {
  if (!isRoot) return 'back';
  if (lastPressAt !== undefined && now >= lastPressAt && now - lastPressAt <= windowMs) return 'exit';
  return 'hint';
}
