/**
 * Form pieces of the account screens (register, invitation, password reset, settings): a labelled input with its
 * error, a password input with a show/hide eye, and the SMS-code input whose button counts down and shows the demo
 * code. Plain Taro components only: these pages are in the main package and stay small (no UI kit).
 */
import { useState, type ReactNode } from 'react';
import { View, Text, Input } from '@tarojs/components';
import { Button } from '../../../components/Button';
import { observer } from 'mobx-react-lite';
import type { SmsCodeGetData } from '../../../api/contract';
import { Pressable } from '../../../components/Pressable';
import { Icon } from '../../../components/Icon';
import { eye, eyeOff } from '../../../components/Icon/icons';
import { useStores } from '../../../stores';
import { useCountdown } from './useCountdown';
import '../../../i18n/parts/account';
import './account.scss';

interface FieldProps {
  /** Unique in the page: the input's id and the base of its test ids. */
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  placeholder?: string;
  type?: 'text' | 'number' | 'digit';
  maxlength?: number;
  /** Message under the input; the input is marked invalid. */
  error?: string | null;
  hint?: string;
  required?: boolean;
  password?: boolean;
  /** Trailing control (the send-code button, the eye). */
  suffix?: ReactNode;
  onConfirm?(): void;
}

/** Labelled single-line input. */
export function Field(props: FieldProps) {
  const { id, label, value, onChange, placeholder, type = 'text', maxlength, error, hint, required, suffix } = props;
  return (
    <View className={`acct-field ${error ? 'acct-field--error' : ''}`}>
      <Text className="acct-field__label" id={`${id}-label`}>
        {label}
        {required ? (
          <Text className="acct-field__required" aria-hidden>
            *
          </Text>
        ) : null}
      </Text>
      <View className="acct-field__row">
        <Input
          id={id}
          name={id}
          className="acct-field__input"
          type={type}
          password={props.password}
          value={value}
          maxlength={maxlength ?? 100}
          placeholder={placeholder}
          aria-label={label}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          onInput={(e) => onChange(e.detail.value)}
          onConfirm={props.onConfirm}
        />
        {suffix}
      </View>
      {hint && !error ? <Text className="acct-field__hint">{hint}</Text> : null}
      {error ? (
        <Text className="acct-field__error" role="alert" data-testid={`${id}-error`}>
          {error}
        </Text>
      ) : null}
    </View>
  );
}

/** Password input with a show/hide control that has an accessible name. */
export const PasswordField = observer(function PasswordField(props: Omit<FieldProps, 'password' | 'suffix' | 'type'>) {
  const { ui } = useStores();
  const [visible, setVisible] = useState(false);
  return (
    <Field
      {...props}
      maxlength={20}
      password={!visible}
      suffix={
        <Pressable
          className="acct-field__eye"
          label={ui.t(visible ? 'login.password.hide' : 'login.password.show')}
          testId={`${props.id}-eye`}
          onPress={() => setVisible(!visible)}
        >
          <Icon icon={visible ? eyeOff : eye} />
        </Pressable>
      }
    />
  );
});

interface CodeProps {
  id: string;
  value: string;
  onChange(value: string): void;
  error?: string | null;
  /**
   * Checks the phone and asks the server for a code; resolves null when nothing was sent (the caller showed why).
   * The caller keeps the answer's validateCodeId.
   */
  onSend(): Promise<SmsCodeGetData | null>;
  label?: string;
  onConfirm?(): void;
}

/** Six-digit SMS code with its send button: countdown while waiting, the demo code when the server gives one. */
export const SmsCodeField = observer(function SmsCodeField({
  id,
  value,
  onChange,
  error,
  onSend,
  label,
  onConfirm,
}: CodeProps) {
  const { ui } = useStores();
  const { t } = ui;
  const countdown = useCountdown();
  const [demoCode, setDemoCode] = useState('');
  const [sending, setSending] = useState(false);

  async function send() {
    if (countdown.left > 0 || sending) return;
    setSending(true);
    try {
      const sent = await onSend();
      if (sent) {
        setDemoCode(sent.demoCode ?? '');
        countdown.start(sent.resendAfter || 60);
      }
    } catch {
      // The transport already showed the server's reason (rate limit etc.).
    } finally {
      setSending(false);
    }
  }

  return (
    <View>
      <Field
        id={id}
        label={label ?? t('login.code')}
        type="number"
        maxlength={6}
        placeholder={t('login.code.placeholder')}
        value={value}
        onChange={onChange}
        error={error}
        onConfirm={onConfirm}
        suffix={
          <Button
            className="acct-field__send"
            data-testid={`${id}-send`}
            disabled={countdown.left > 0 || sending}
            onClick={() => void send()}
          >
            {countdown.left > 0 ? t('login.code.resend', { seconds: countdown.left }) : t('login.code.send')}
          </Button>
        }
      />
      {demoCode ? (
        <Text className="acct-field__hint" data-testid={`${id}-demo`}>
          {t('login.code.demo', { code: demoCode })}
        </Text>
      ) : null}
    </View>
  );
});

/** A radio group of chips (registration type, sex, company size). */
export function Choices<T extends string | number>(props: {
  id: string;
  label: string;
  options: readonly { value: T; label: string }[];
  value: T | null;
  onChange(value: T): void;
  error?: string | null;
}) {
  return (
    <View className={`acct-field ${props.error ? 'acct-field--error' : ''}`}>
      <Text className="acct-field__label" id={`${props.id}-label`}>
        {props.label}
      </Text>
      <View className="acct-choices" role="radiogroup" aria-labelledby={`${props.id}-label`} data-testid={props.id}>
        {props.options.map((o) => (
          <Pressable
            key={String(o.value)}
            role="radio"
            selected={props.value === o.value}
            value={String(o.value)}
            className={`acct-chip ${props.value === o.value ? 'acct-chip--on' : ''}`}
            onPress={() => props.onChange(o.value)}
          >
            {o.label}
          </Pressable>
        ))}
      </View>
      {props.error ? (
        <Text className="acct-field__error" role="alert" data-testid={`${props.id}-error`}>
          {props.error}
        </Text>
      ) : null}
    </View>
  );
}

/** The primary action of a form (a real button: keyboard and screen readers know it). */
export function SubmitButton(props: { id: string; text: string; busy?: boolean; onPress(): void; danger?: boolean }) {
  return (
    <Button
      className={`acct-submit ${props.danger ? 'acct-submit--danger' : ''}`}
      data-testid={props.id}
      disabled={props.busy}
      onClick={props.onPress}
    >
      {props.text}
    </Button>
  );
}

/** A message of the whole form (server refusal, step hint). */
export function FormMessage(props: { id: string; text: string | null | undefined; kind?: 'error' | 'info' }) {
  if (!props.text) return null;
  const kind = props.kind ?? 'error';
  return (
    <View
      className={`acct-message acct-message--${kind}`}
      role={kind === 'error' ? 'alert' : 'status'}
      data-testid={props.id}
    >
      {props.text}
    </View>
  );
}
