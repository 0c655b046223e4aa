import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { OverBudgetReason } from '../../tripRequest/OverBudgetReason';
import { useTripRequestStore } from '../../tripRequest/store';
import type { TripChoice } from '../../tripRequest/tripRequestStore';
import { formatYuan } from '../../../domain/money';
import type { MessageKey } from '../../../i18n';
import { useStores } from '../../../stores';
import { useBookingStore } from '../../../stores/booking';
import { Card } from '../Field';
import '../../../i18n/parts/tripBooking';

/** What the card reads of the product's form store. */
export interface TripBudgetForm {
  choice: TripChoice | null;
  detail: { totalFen: number };
  overBudget: boolean;
  overReason: { reasonId: string; text: string };
  problems: { overBudget?: MessageKey };
}

export interface TripBudgetCardProps {
  /** The page's id and test-id prefix ('tk-edit', 'tr-edit'…). */
  idPrefix: string;
  /** The product's code (its over-budget reason in the trip-request store). */
  cplx: string;
  form: TripBudgetForm;
  /** Also say by how much the total is over the budget, or that it is within. */
  showDifference?: boolean;
}

/** Booking through a trip request (issue 4): what is left of its transport budget and, over it, the reason. */
export const TripBudgetCard = observer(function TripBudgetCard({
  idPrefix,
  cplx,
  form,
  showDifference,
}: TripBudgetCardProps) {
  const { ui } = useStores();
  const { t } = ui;
  const booking = useBookingStore();
  const trip = useTripRequestStore();
  const choice = form.choice;
  if (!choice) return null;
  const totalFen = form.detail.totalFen;
  const error = form.problems.overBudget;
  const reason = (
    <OverBudgetReason
      reasons={booking.reasons}
      value={form.overReason}
      allowTyped={booking.rules.freeTextReason}
      error={error ? t(error) : undefined}
      onChange={(v) => trip.setReason(cplx, v)}
    />
  );
  let over = form.overBudget ? reason : null;
  if (showDifference) {
    over = form.overBudget ? (
      <View>
        <Text className="bk-field__error" data-testid={`${idPrefix}-over-budget`}>
          {t('tripBooking.budget.over', { over: formatYuan(totalFen - Math.max(0, choice.remainingFen)) })}
        </Text>
        {reason}
      </View>
    ) : (
      <Text className="bk-sub" data-testid={`${idPrefix}-within-budget`}>
        {t('tripBooking.budget.within')}
      </Text>
    );
  }
  return (
    <Card id={`${idPrefix}-budget`} title={t('tripBooking.budget.title')}>
      <Text className="bk-sub" data-testid={`${idPrefix}-budget-line`}>
        {t('tripBooking.budget.line', { remaining: formatYuan(choice.remainingFen), amount: formatYuan(totalFen) })}
      </Text>
      {over}
    </Card>
  );
});
