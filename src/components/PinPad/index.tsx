import { useState } from 'react';
import { Input, Text, View } from '@tarojs/components';
import './index.scss';

/** The length of a payment password (SPEC §5: six digits). */
export const PIN_LENGTH = 6;

/**
 * Asks the H5 keyboard for digits although the field is a password field (Taro H5 renders `password` as
 * `type="password"`, which shows the full keyboard); the mini-programs' `type="number"` already gives digits and
 * ignore these attributes.
 */
const DIGIT_KEYBOARD = { inputMode: 'numeric', pattern: '[0-9]*', autoComplete: 'off' } as Record<string, string>;

interface Props {
  /** The input's id (tests and journeys type into it). */
  id: string;
  /** Accessible name of the field (the visible label says the same). */
  label: string;
  value: string;
  onChange(value: string): void;
  /** Enter on the keyboard: the page's submit. */
  onSubmit?(): void;
  disabled?: boolean;
  /** A problem with the PIN, announced in the live region below the boxes. */
  error?: string;
  /** Hint for screen readers and the empty field. */
  placeholder?: string;
  testId?: string;
}

/** Digits only, at most six: what a paste or a keyboard may bring. */
export function pinDigits(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, PIN_LENGTH);
}

/**
 * A six-box payment password pad: one real password input (so typing, backspace, paste, the numeric keyboard and
 * screen readers all work natively on every host) laid transparently over six boxes that show a dot per digit.
 * No DOM APIs: tapping the boxes taps the input lying over them.
 */
export function PinPad({ id, label, value, onChange, onSubmit, disabled, error, placeholder, testId }: Props) {
  const [focused, setFocused] = useState(false);
  const digits = pinDigits(value);
  const errorId = `${id}-error`;

  return (
    <View className={`obt-pin${error ? ' obt-pin--error' : ''}${disabled ? ' obt-pin--disabled' : ''}`}>
      <View className="obt-pin__boxes" data-testid={testId}>
        {Array.from({ length: PIN_LENGTH }, (_, i) => (
          <View
            key={i}
            aria-hidden
            data-testid={testId ? `${testId}-box` : undefined}
            className={[
              'obt-pin__box',
              i < digits.length ? 'obt-pin__box--filled' : '',
              // The box the next digit goes to (the last one when full) shows where the caret is.
              focused && i === Math.min(digits.length, PIN_LENGTH - 1) ? 'obt-pin__box--active' : '',
            ]
              .filter(Boolean)
              .join(' ')}
          >
            {i < digits.length && <View className="obt-pin__dot" />}
          </View>
        ))}
        <Input
          id={id}
          name={id}
          className="obt-pin__input"
          type="number"
          password
          maxlength={PIN_LENGTH}
          value={digits}
          disabled={disabled}
          aria-label={label}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          placeholder={placeholder}
          {...DIGIT_KEYBOARD}
          onInput={(e) => onChange(pinDigits(e.detail.value))}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onConfirm={() => onSubmit?.()}
        />
      </View>
      <View className="obt-pin__error" role="alert" aria-live="assertive">
        {error ? (
          <Text id={errorId} data-testid={testId ? `${testId}-error` : undefined}>
            {error}
          </Text>
        ) : null}
      </View>
    </View>
  );
}
