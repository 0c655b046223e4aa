import { Button as TaroButton } from '@tarojs/components';
import type { ButtonProps } from '@tarojs/components';
import { activateOnKeys, type KeyLike } from '../Pressable/keys';
import '../Pressable/index.scss';

/**
 * Taro's Button, reachable and operable by keyboard (issue 15). On H5 Taro renders a plain div, which Tab skips and
 * Enter/Space ignore; this adds what a native button has: a place in the tab order (none when disabled), the button
 * role and its disabled state, and Enter/Space performing the same click (so Taro's disabled check still applies).
 * The focus ring is Pressable's (.obt-btn). On mini-programs the extra DOM props are ignored and taps work as usual.
 */
export function Button({ className, disabled, ...rest }: ButtonProps) {
  // tabIndex, role, aria-* and onKeyDown are DOM props the Taro typings do not list; Taro's H5 Button passes them on.
  const dom: Record<string, unknown> = {
    tabIndex: disabled ? -1 : 0,
    role: 'button',
    'aria-disabled': disabled ? true : undefined,
    onKeyDown: activateOnKeys(
      (e: KeyLike & { currentTarget?: { click?: () => void } }) => e.currentTarget?.click?.(),
      disabled,
    ),
  };
  return <TaroButton {...rest} className={`obt-btn${className ? ` ${className}` : ''}`} disabled={disabled} {...dom} />;
}
