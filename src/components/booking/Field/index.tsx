import type { ReactNode } from 'react';
import { View, Text, Input } from '@tarojs/components';
import '../kit.scss';
import { Icon } from '../../Icon';
import { check, chevronRight } from '../../Icon/icons';
import { NO_TRANSLATE } from '../../Pressable/noTranslate';
import { Pressable } from '../../Pressable';

interface TextFieldProps {
  /** Unique in the page: the input's id and the base of its test ids. */
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  placeholder?: string;
  type?: 'text' | 'number' | 'idcard' | 'digit';
  maxlength?: number;
  /** Message shown under the input (the input is marked invalid). */
  error?: string;
  hint?: string;
  required?: boolean;
  /** Trailing content (a counter, a unit). */
  suffix?: ReactNode;
  /** Masked input (a card's CVV). */
  password?: boolean;
  /** Focuses the input when it turns true (a save found this field wrong): the host scrolls it into view. */
  focus?: boolean;
}

/** Labelled single-line input of the booking forms. */
export function TextField(props: TextFieldProps) {
  const { id, label, value, onChange, placeholder, type = 'text', maxlength, error, hint, required, suffix } = props;
  return (
    <View className={`bk-field ${error ? 'bk-field--error' : ''}`}>
      <Text className="bk-field__label" id={`${id}-label`}>
        {label}
        {required ? (
          <Text className="bk-field__required" aria-hidden>
            *
          </Text>
        ) : null}
      </Text>
      <View className="bk-field__control">
        <Input
          id={id}
          data-testid={id}
          className="bk-field__input"
          type={type}
          value={value}
          maxlength={maxlength ?? 140}
          password={props.password}
          focus={props.focus}
          placeholder={placeholder}
          aria-label={label}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          onInput={(e) => onChange(e.detail.value)}
        />
        {suffix}
      </View>
      {hint && !error ? <Text className="bk-field__hint">{hint}</Text> : null}
      {error ? (
        <Text className="bk-field__error" role="alert" data-testid={`${id}-error`}>
          {error}
        </Text>
      ) : null}
    </View>
  );
}

interface ChoiceProps<T extends string | number> {
  id: string;
  label: string;
  options: readonly { value: T; label: string }[];
  value: T | null;
  onChange(value: T): void;
  error?: string;
}

/** A labelled radio group of chips (document type, sex, delivery mode). */
export function ChoiceGroup<T extends string | number>({ id, label, options, value, onChange, error }: ChoiceProps<T>) {
  return (
    <View className={`bk-field ${error ? 'bk-field--error' : ''}`}>
      <Text className="bk-field__label" id={`${id}-label`}>
        {label}
      </Text>
      <View className="bk-choices" role="radiogroup" aria-label={label} data-testid={id}>
        {options.map((o) => (
          <Pressable
            key={String(o.value)}
            role="radio"
            selected={value === o.value}
            value={String(o.value)}
            className={`bk-chip ${value === o.value ? 'bk-chip--on' : ''}`}
            onPress={() => onChange(o.value)}
          >
            {o.label}
          </Pressable>
        ))}
      </View>
      {error ? (
        <Text className="bk-field__error" role="alert" data-testid={`${id}-error`}>
          {error}
        </Text>
      ) : null}
    </View>
  );
}

interface RowProps {
  id: string;
  label: string;
  /** Chosen value; the placeholder shows when empty. */
  value: string;
  placeholder: string;
  required?: boolean;
  error?: string;
  onClick(): void;
}

/** A tappable form row that opens a picker. */
export function PickerRow({ id, label, value, placeholder, required, error, onClick }: RowProps) {
  return (
    <View className={`bk-field ${error ? 'bk-field--error' : ''}`}>
      <Pressable
        className="bk-row"
        testId={id}
        // No aria-label: the name is what the row shows (label, then value or placeholder), so speech input finds it
        // by what it shows (axe label-content-name-mismatch); the space keeps the two apart in that name. Buttons
        // take no aria-required: the visible asterisk marks a required row and is left out of the name.
        onPress={onClick}
      >
        <Text className="bk-row__label">
          {label}
          {required ? (
            <Text className="bk-field__required" aria-hidden>
              *
            </Text>
          ) : null}
        </Text>{' '}
        <Text className={`bk-row__value ${value ? '' : 'bk-row__value--empty'}`}>{value || placeholder}</Text>
        <Icon icon={chevronRight} className="bk-row__chevron" />
      </Pressable>
      {error ? (
        <Text className="bk-field__error" role="alert" data-testid={`${id}-error`}>
          {error}
        </Text>
      ) : null}
    </View>
  );
}

/** A checkbox with its label (insurance per passenger, traveller selection). */
export function CheckRow(props: {
  id: string;
  label: string;
  /** Accessible name when the visible label is not enough (not `ariaLabel`: Taro turns such props into attributes). */
  accessibleName?: string;
  /** The label is data (a person's name), which may stay Chinese in en-US. */
  data?: boolean;
  checked: boolean;
  onToggle(): void;
  children?: ReactNode;
}) {
  return (
    <Pressable
      className={`bk-check ${props.checked ? 'bk-check--on' : ''}`}
      role="checkbox"
      selected={props.checked}
      label={props.accessibleName ?? props.label}
      testId={props.id}
      onPress={props.onToggle}
    >
      <View className="bk-check__box" aria-hidden>
        {props.checked ? <Icon icon={check} color="#fff" /> : null}
      </View>
      <View className="bk-check__body">
        <Text className="bk-check__label" {...(props.data ? NO_TRANSLATE : {})}>
          {props.label}
        </Text>
        {props.children}
      </View>
    </Pressable>
  );
}

/** A titled card of the booking form. */
export function Card(props: { title: string; id: string; action?: ReactNode; children: ReactNode }) {
  return (
    <View className="bk-card" data-testid={props.id} role="group" aria-labelledby={`${props.id}-title`}>
      <View className="bk-card__head">
        <Text className="bk-card__title" id={`${props.id}-title`} role="heading" aria-level={2}>
          {props.title}
        </Text>
        {props.action}
      </View>
      {props.children}
    </View>
  );
}
