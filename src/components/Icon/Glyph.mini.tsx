import { Image } from '@tarojs/components';
import { iconDataUri } from './svg';
import { MINI_DEFAULT_COLOR, type IconProps } from './types';

/** Mini-programs have no inline SVG: the same drawing as an image from a data URI, its colour baked in. */
export function Glyph({ icon, label, color, className, testId }: IconProps) {
  return (
    <Image
      className={className}
      data-testid={testId}
      src={iconDataUri(icon, color ?? MINI_DEFAULT_COLOR)}
      mode="aspectFit"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}
