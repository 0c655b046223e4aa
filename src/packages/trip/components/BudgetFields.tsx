import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { TextField } from '../../../components/booking';
import type { MessageKey } from '../../../i18n';
import { useStores } from '../../../stores';
import { BUDGET_KEYS, type BudgetKey } from '../form';
import '../../../i18n/parts/trip';

const BUDGET_LABEL: Record<BudgetKey, MessageKey> = {
  jtysFen: 'trip.budget.transport',
  zsysFen: 'trip.budget.accommodation',
  qtysFen: 'trip.budget.other',
};

/** The three budget inputs in yuan (transport, accommodation, other); field ids are `${idPrefix}-${key}`. */
export const BudgetFields = observer(function BudgetFields(props: {
  idPrefix: string;
  budgetText: Record<BudgetKey, string>;
  error(key: BudgetKey): string | undefined;
  onChange(key: BudgetKey, text: string): void;
}) {
  const { t } = useStores().ui;
  return (
    <>
      {BUDGET_KEYS.map((key) => (
        <TextField
          key={key}
          id={`${props.idPrefix}-${key}`}
          label={t(BUDGET_LABEL[key])}
          placeholder="0.00"
          type="digit"
          maxlength={12}
          value={props.budgetText[key]}
          error={props.error(key)}
          suffix={<Text className="bk-sub">{t('trip.yuan')}</Text>}
          onChange={(text) => props.onChange(key, text)}
        />
      ))}
    </>
  );
});

/** A labelled total under the budget inputs, read out as it changes. */
export function BudgetTotal(props: { label: string; amount: string; testId: string }) {
  return (
    <View className="trip-total" aria-live="polite">
      <Text className="trip-total__label">{props.label}</Text>
      <Text className="trip-total__amount" data-testid={props.testId}>
        {props.amount}
      </Text>
    </View>
  );
}
