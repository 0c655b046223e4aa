import type { IconProps } from './types';

/** H5: an inline SVG that inherits the text colour (crisp at any size, no request, no font needed). */
export function Glyph({ icon, label, color, className, testId }: IconProps) {
  return (
    <svg
      className={className}
      data-testid={testId}
      viewBox="0 0 24 24"
      fill="none"
      stroke={color ?? 'currentColor'}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {icon.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
