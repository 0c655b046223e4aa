/**
 * The order action bar is one row in every language (issue 15: in English it wrapped to two). Widths are estimated
 * from the labels in the bar's design units (src/components/order/index.scss: 750-wide design, 28px text, 24px side
 * padding, 16px gaps, buttons at least 176px with 28px padding each side), which scale with the screen, so the
 * same labels fit the same way on every phone; CSS still shrinks a label to an ellipsis should an estimate be short.
 */
const FONT = 28;
/** Width of the row inside its padding, in em of the button text. */
export const ROW_EM = (750 - 2 * 24) / FONT;
const GAP_EM = 16 / FONT;
const PADDING_EM = (2 * 28) / FONT;
const MIN_BUTTON_EM = 176 / FONT;

/** At most this many buttons side by side, however short their labels. */
export const MAX_INLINE_ACTIONS = 3;

/** A label's width in em: CJK characters are square, Latin text averages about half an em per character. */
export function labelEm(label: string): number {
  let em = 0;
  for (const ch of label) em += (ch.codePointAt(0) ?? 0) >= 0x2e80 ? 1 : 0.5;
  return em;
}

/** A button's width in em, padding included. */
export function buttonEm(label: string): number {
  return Math.max(MIN_BUTTON_EM, labelEm(label) + PADDING_EM);
}

function rowEm(labels: readonly string[]): number {
  return labels.reduce((sum, l) => sum + buttonEm(l), 0) + GAP_EM * Math.max(0, labels.length - 1);
}

/**
 * Splits the shown actions (screen order, the primary last) into the row and the "more" menu: all of them when they
 * fit; otherwise as many of the last ones as fit beside the "more" button (at least one), the rest, in order, behind it.
 */
export function splitActions<T>(
  shown: readonly T[],
  label: (item: T) => string,
  moreLabel: string,
  room: number = ROW_EM,
): { inline: T[]; more: T[] } {
  const labels = shown.map(label);
  if (shown.length <= MAX_INLINE_ACTIONS && rowEm(labels) <= room) return { inline: [...shown], more: [] };
  let keep = 1;
  while (
    keep < shown.length - 1 &&
    keep < MAX_INLINE_ACTIONS - 1 &&
    rowEm([moreLabel, ...labels.slice(shown.length - keep - 1)]) <= room
  ) {
    keep += 1;
  }
  return { inline: shown.slice(shown.length - keep), more: shown.slice(0, shown.length - keep) };
}
