/**
 * The after-sales kit's small pieces (refund, change and demand screens of every product): money lines, titled
 * cards, the bottom bar, the "submitted" head, the detail buttons and the listed-reason field. Texts come in as
 * props: the kit names no product.
 */
import type { ReactNode } from 'react';
import { View, Text } from '@tarojs/components';
import { ChoiceGroup, TextField } from '../booking';
import { Pressable } from '../Pressable';
import { StatusTag, formatAmount } from '../order';
import { navigate } from '../../router';
import './afterSales.scss';
import { Icon } from '../Icon';
import { check } from '../Icon/icons';

/** One label / amount line; `strong` for totals, `negative` for a fee taken off. */
export function MoneyRow({
  label,
  amount,
  strong,
  negative,
  testId,
}: {
  label: string;
  amount: number;
  strong?: boolean;
  /** Shown with a minus sign (a fee taken off). */
  negative?: boolean;
  testId?: string;
}) {
  return (
    <View className={`as-money ${strong ? 'as-money--strong' : ''}`} data-testid={testId}>
      <Text className="as-money__label">{label}</Text>
      <Text className="as-money__amount">
        {negative && amount > 0 ? '-' : ''}
        {formatAmount(amount)}
      </Text>
    </View>
  );
}

/** A label / value line in the money layout (a refund or change number). */
export function ValueRow({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <View className="as-money">
      <Text className="as-money__label">{label}</Text>
      <Text data-testid={testId}>{value}</Text>
    </View>
  );
}

/** A titled card (the after-sales screens' sections). */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <View className="as-section" role="region" aria-labelledby={`${id}-title`} data-testid={id}>
      <Text id={`${id}-title`} className="as-section__title" role="heading" aria-level={2}>
        {title}
      </Text>
      {children}
    </View>
  );
}

/** The bar pinned at the bottom of a form: a summary on the left and the buttons, or the buttons across. */
export function SubmitBar({ summary, children }: { summary?: ReactNode; children: ReactNode }) {
  return (
    <View className={`as-bar${summary ? '' : ' as-bar--full'}`}>
      {summary ? <View className="as-bar__summary">{summary}</View> : null}
      {children}
    </View>
  );
}

/** The head of a "submitted" screen: a tick, the title, the status and what comes next. */
export function CmpHead({ title, status, children }: { title: string; status: string; children: ReactNode }) {
  return (
    <View className="as-cmp__head">
      <View className="as-cmp__icon" aria-hidden>
        <Icon icon={check} color="#fff" />
      </View>
      <Text className="as-cmp__title" role="heading" aria-level={1}>
        {title}
      </Text>
      <StatusTag status={status} />
      {children}
    </View>
  );
}

/** A pending action's state, as `useAction` gives it. */
export interface ActionState {
  busy: boolean;
  run(): Promise<void>;
}

/** A full-width button of a button column. */
export function BlockButton(props: {
  label: string;
  tone?: 'primary' | 'danger';
  onPress(): void;
  disabled?: boolean;
  testId?: string;
}) {
  return (
    <Pressable
      className={`as-btn${props.tone ? ` as-btn--${props.tone}` : ''} as-btn--block`}
      onPress={props.onPress}
      disabled={props.disabled}
      testId={props.testId}
    >
      {props.label}
    </Pressable>
  );
}

/** A column of full-width buttons (under a detail or a "submitted" screen). */
export function ButtonColumn({ children }: { children: ReactNode }) {
  return <View className="as-buttons">{children}</View>;
}

/**
 * The buttons under a refund or change detail: its own first (pay, continue), cancel while pending, then the
 * product's order (`orderUrl`, opened with `?orderId=`).
 */
export function DetailButtons({
  kind,
  orderId,
  orderUrl,
  orderLabel,
  cancel,
  cancelLabel = '',
  children,
}: {
  kind: 'refund' | 'change';
  orderId: string;
  orderUrl: string;
  orderLabel: string;
  /** The pending record's cancel (null when it can no longer be cancelled). */
  cancel: ActionState | null;
  cancelLabel?: string;
  children?: ReactNode;
}) {
  return (
    <ButtonColumn>
      {children}
      {cancel ? (
        <BlockButton
          label={cancelLabel}
          tone="danger"
          onPress={() => void cancel.run()}
          disabled={cancel.busy}
          testId={`${kind}-cancel`}
        />
      ) : null}
      <BlockButton
        label={orderLabel}
        onPress={() => void navigate(orderUrl, { query: { orderId } })}
        testId={`${kind}-order`}
      />
    </ButtonColumn>
  );
}

/** Listed reasons as chips plus a text field when the one meaning 'other' is chosen. */
export function ReasonField<C extends string>({
  id,
  label,
  options,
  otherValue,
  otherLabel,
  otherPlaceholder,
  value,
  other,
  error,
  onChange,
  onOther,
}: {
  id: string;
  label: string;
  options: readonly { value: C; label: string }[];
  /** The code that asks for a text. */
  otherValue: C;
  otherLabel: string;
  otherPlaceholder: string;
  value: C | null;
  other: string;
  error?: string;
  onChange(code: C): void;
  onOther(text: string): void;
}) {
  return (
    <View>
      <ChoiceGroup
        id={id}
        label={label}
        options={options}
        value={value}
        onChange={onChange}
        error={value === otherValue ? undefined : error}
      />
      {value === otherValue ? (
        <TextField
          id={`${id}-other`}
          label={otherLabel}
          placeholder={otherPlaceholder}
          value={other}
          maxlength={200}
          required
          error={error}
          onChange={onOther}
        />
      ) : null}
    </View>
  );
}

/** Adds or removes an id of a choice. */
export const toggle = (ids: readonly string[], id: string): string[] =>
  ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
