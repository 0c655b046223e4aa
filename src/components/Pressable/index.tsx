import type { ReactNode } from 'react';
import { View } from '@tarojs/components';
import { activateOnKeys } from './keys';
import './index.scss';

/** ARIA roles a pressable element can take. */
export type PressRole = 'button' | 'link' | 'tab' | 'radio' | 'checkbox' | 'option' | 'gridcell';

interface Props {
  onPress: () => void;
  children?: ReactNode;
  className?: string;
  role?: PressRole;
  /** Accessible name; required when the content is only an icon. */
  label?: string;
  disabled?: boolean;
  /** aria-pressed (button), aria-checked (radio, checkbox) or aria-selected (tab, option, gridcell). */
  selected?: boolean;
  id?: string;
  testId?: string;
  /** data-value: which choice of a group this is (tests and delegated handlers pick a choice by it). */
  value?: string;
  /** Other data-* attributes, named without the prefix ({ product: '10903' } gives data-product="10903"). */
  data?: Record<string, string>;
}

/**
 * A View that acts like a button for touch, mouse and keyboard: focusable, Enter/Space activate it, its role and
 * state reach assistive technology. On mini-programs the extra DOM props are ignored and taps work as usual.
 */
export function Pressable({
  onPress,
  children,
  className,
  role = 'button',
  label,
  disabled,
  selected,
  id,
  testId,
  value,
  data,
}: Props) {
  const state =
    selected === undefined
      ? {}
      : role === 'radio' || role === 'checkbox'
        ? { 'aria-checked': selected }
        : role === 'button'
          ? { 'aria-pressed': selected }
          : { 'aria-selected': selected };
  // tabIndex and onKeyDown are DOM props the Taro typings do not list; the H5 View passes them to its div.
  const dom: Record<string, unknown> = {
    ...(data ? Object.fromEntries(Object.entries(data).map(([k, v]) => [`data-${k}`, v])) : {}),
    tabIndex: disabled ? -1 : 0,
    onKeyDown: activateOnKeys(() => onPress(), disabled),
  };
  return (
    <View
      id={id}
      className={`obt-press${className ? ` ${className}` : ''}${disabled ? ' is-disabled' : ''}`}
      role={role}
      aria-label={label}
      aria-disabled={disabled ? true : undefined}
      data-testid={testId}
      data-value={value}
      onClick={() => {
        if (!disabled) onPress();
      }}
      {...state}
      {...dom}
    >
      {children}
    </View>
  );
}
