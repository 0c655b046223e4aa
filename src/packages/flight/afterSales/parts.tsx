/** Small pieces shared by the after-sales screens (refund, change, demand order) and the info screens. */
import type { ReactNode } from 'react';
import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { FlightOrderRange } from '../../../api/contract/flight';
import { ChoiceGroup, TextField } from '../../../components/booking';
import { Pressable } from '../../../components/Pressable';
import { StatusTag, formatAmount } from '../../../components/order';
import { navigate } from '../../../router';
import { useStores } from '../../../stores';
import type { AfterSalesType, ReasonCode } from './forms';
import './afterSales.scss';
import '../../../i18n/parts/afterSales';

/** 'MU5101 · 11-30 08:00 Beijing Capital T2 → 10:15 Shanghai Hongqiao T2 · Economy Y' for lists and choices. */
export function legText({ flight, cabin }: Pick<FlightOrderRange, 'flight' | 'cabin'>): string {
  const dep = `${flight.depTime.slice(5, 16)} ${flight.dep.name}${flight.dep.terminal}`;
  const arr = `${flight.arrTime.slice(11, 16)} ${flight.arr.name}${flight.arr.terminal}`;
  return `${flight.flightNo} · ${dep} → ${arr} · ${cabin.cabinName} ${cabin.cabinCode}`;
}

/** One label / amount line; `strong` for totals. */
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

/** Listed reasons as chips plus a text field for 'other' (SPEC §3 refundReasonVip / changeReason). */
export const ReasonField = observer(function ReasonField({
  id,
  reasons,
  value,
  other,
  error,
  onChange,
  onOther,
}: {
  id: string;
  reasons: readonly ReasonCode[];
  value: ReasonCode | null;
  other: string;
  error?: string;
  onChange(code: ReasonCode): void;
  onOther(text: string): void;
}) {
  const { ui } = useStores();
  const { t } = ui;
  return (
    <View>
      <ChoiceGroup
        id={id}
        label={t('afterSales.reason')}
        options={reasons.map((r) => ({ value: r, label: t(`afterSales.reason.${r}`) }))}
        value={value}
        onChange={onChange}
        error={value === 'other' ? undefined : error}
      />
      {value === 'other' ? (
        <TextField
          id={`${id}-other`}
          label={t('afterSales.reason.otherText')}
          placeholder={t('afterSales.reason.otherPlaceholder')}
          value={other}
          maxlength={200}
          required
          error={error}
          onChange={onOther}
        />
      ) : null}
    </View>
  );
});

/** Voluntary / involuntary (SPEC §3 refundType, changeType). */
export const TypeField = observer(function TypeField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: AfterSalesType;
  onChange(value: AfterSalesType): void;
}) {
  const { ui } = useStores();
  const { t } = ui;
  return (
    <ChoiceGroup<AfterSalesType>
      id={id}
      label={t('afterSales.type')}
      options={[
        { value: 1, label: t('afterSales.type.1') },
        { value: 2, label: t('afterSales.type.2') },
      ]}
      value={value}
      onChange={onChange}
    />
  );
});

/** The bar pinned at the bottom of a form: a summary on the left and the buttons, or the buttons across. */
export function SubmitBar({ summary, children }: { summary?: ReactNode; children: ReactNode }) {
  return (
    <View className={`as-bar${summary ? '' : ' as-bar--full'}`}>
      {summary ? <View className="as-bar__summary">{summary}</View> : null}
      {children}
    </View>
  );
}

/** The head of a "submitted" screen (tkRefundCmp, tkChangeCmp): a tick, the title, the status and what comes next. */
export function CmpHead({ title, status, children }: { title: string; status: string; children: ReactNode }) {
  return (
    <View className="as-cmp__head">
      <View className="as-cmp__icon" aria-hidden>
        ✓
      </View>
      <Text className="as-cmp__title" role="heading" aria-level={1}>
        {title}
      </Text>
      <StatusTag status={status} />
      {children}
    </View>
  );
}

/** The buttons under a refund or change detail: its own first (pay), cancel while pending, then the flight order. */
export const DetailButtons = observer(function DetailButtons({
  kind,
  orderId,
  cancel,
  cancelLabel,
  children,
}: {
  kind: 'refund' | 'change';
  orderId: string;
  /** The pending record's cancel (null when it can no longer be cancelled). */
  cancel: { busy: boolean; run(): Promise<void> } | null;
  cancelLabel: string;
  children?: ReactNode;
}) {
  const { ui } = useStores();
  return (
    <View className="as-buttons">
      {children}
      {cancel ? (
        <Pressable
          className="as-btn as-btn--danger as-btn--block"
          onPress={() => void cancel.run()}
          disabled={cancel.busy}
          testId={`${kind}-cancel`}
        >
          {cancelLabel}
        </Pressable>
      ) : null}
      <Pressable
        className="as-btn as-btn--block"
        onPress={() => void navigate('/tk/tkOrderDetail', { query: { orderId } })}
        testId={`${kind}-order`}
      >
        {ui.t('afterSales.viewOrder')}
      </Pressable>
    </View>
  );
});
