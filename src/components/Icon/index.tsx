import { Glyph } from './Glyph';
import type { IconProps } from './types';
import './index.scss';

export type { IconData, IconProps } from './types';

/**
 * One icon of the app's own set (`./icons`). Labelled: an image with that accessible name; unlabelled: decorative
 * and hidden from assistive technology (the control around it carries the name). Sized by the font size (1em).
 */
export function Icon(props: IconProps) {
  return <Glyph {...props} className={`obt-icon${props.className ? ` ${props.className}` : ''}`} />;
}
