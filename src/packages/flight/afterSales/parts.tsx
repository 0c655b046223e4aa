/** The flight after-sales screens' pieces: the kit's (src/components/afterSales) with the flight texts and routes. */
import { observer } from 'mobx-react-lite';
import type { FlightOrderRange } from '../../../api/contract/flight';
import { ChoiceGroup } from '../../../components/booking';
import { ReasonField as KitReasonField } from '../../../components/afterSales';
import { useStores } from '../../../stores';
import type { AfterSalesType, ReasonCode } from './forms';
import './afterSales.scss';
import '../../../i18n/parts/afterSales';

export { CmpHead, MoneyRow, Section, SubmitBar } from '../../../components/afterSales';

/** 'MU5101 · 11-30 08:00 Beijing Capital T2 → 10:15 Shanghai Hongqiao T2 · Economy Y' for lists and choices. */
export function legText({ flight, cabin }: Pick<FlightOrderRange, 'flight' | 'cabin'>): string {
  const dep = `${flight.depTime.slice(5, 16)} ${flight.dep.name}${flight.dep.terminal}`;
  const arr = `${flight.arrTime.slice(11, 16)} ${flight.arr.name}${flight.arr.terminal}`;
  return `${flight.flightNo} · ${dep} → ${arr} · ${cabin.cabinName} ${cabin.cabinCode}`;
}

/** Listed reasons as chips plus a text field for 'other' (SPEC §3 refundReasonVip / changeReason). */
export const ReasonField = observer(function ReasonField(props: {
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
    <KitReasonField<ReasonCode>
      id={props.id}
      label={t('afterSales.reason')}
      options={props.reasons.map((r) => ({ value: r, label: t(`afterSales.reason.${r}`) }))}
      otherValue="other"
      otherLabel={t('afterSales.reason.otherText')}
      otherPlaceholder={t('afterSales.reason.otherPlaceholder')}
      value={props.value}
      other={props.other}
      error={props.error}
      onChange={props.onChange}
      onOther={props.onOther}
    />
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
