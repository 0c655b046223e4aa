import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { Card } from '../../../../components/booking';
import { OverBudgetReason } from '../../../../components/tripRequest';
import { useTripRequestStore } from '../../../../components/tripRequest/store';
import { formatYuan } from '../../../../domain/money';
import { useStores } from '../../../../stores';
import { useBookingStore } from '../../../../stores/booking';
import { FLIGHT_CPLX } from '../../tripRequest';
import type { FlightBookingForm } from '../../booking/bookingForm';

/** Booking through a trip request (issue 4): what is left of its transport budget and, over it, the reason. */
export const BudgetCard = observer(function BudgetCard({ form }: { form: FlightBookingForm }) {
  const { ui } = useStores();
  const { t } = ui;
  const booking = useBookingStore();
  const trip = useTripRequestStore();
  const choice = form.choice;
  if (!choice) return null;
  const totalFen = form.detail.totalFen;
  const error = form.problems.overBudget;
  return (
    <Card id="tk-edit-budget" title={t('tripBooking.budget.title')}>
      <Text className="bk-sub" data-testid="tk-edit-budget-line">
        {t('tripBooking.budget.line', { remaining: formatYuan(choice.remainingFen), amount: formatYuan(totalFen) })}
      </Text>
      {form.overBudget ? (
        <View>
          <Text className="bk-field__error" data-testid="tk-edit-over-budget">
            {t('tripBooking.budget.over', { over: formatYuan(totalFen - Math.max(0, choice.remainingFen)) })}
          </Text>
          <OverBudgetReason
            reasons={booking.reasons}
            value={form.overReason}
            allowTyped={booking.rules.freeTextReason}
            error={error ? t(error) : undefined}
            onChange={(v) => trip.setReason(FLIGHT_CPLX, v)}
          />
        </View>
      ) : (
        <Text className="bk-sub" data-testid="tk-edit-within-budget">
          {t('tripBooking.budget.within')}
        </Text>
      )}
    </Card>
  );
});
