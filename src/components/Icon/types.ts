/**
 * One icon: the `d` of each stroked path on a 24 × 24 grid (2-unit round strokes, no fill). Icons are plain
 * exported constants so a bundle carries only the ones its pages import (tree-shaken, never a whole set).
 */
export type IconData = readonly string[];

export interface IconProps {
  icon: IconData;
  /** Accessible name (from the dictionaries). Without one the icon is decorative and hidden from screen readers. */
  label?: string;
  /**
   * Stroke colour. H5 defaults to `currentColor` (the icon follows the text colour); mini-programs draw the icon as
   * an image, which cannot inherit a colour, so they use this or the secondary text colour.
   */
  color?: string;
  className?: string;
  testId?: string;
}

/** The secondary text colour (`--obt-text-2`), for mini-program icons that name no colour. */
export const MINI_DEFAULT_COLOR = '#4e5969';
