import { Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { TravellersCard, ViolationCard, type BookingFormControls } from '../../../../components/booking';
import { useStores } from '../../../../stores';
import type { FlightBookingForm } from '../../booking/bookingForm';
import type { PolicyState } from '../../booking/policy';

/** A traveller's policy result: checking, within, or outside with the broken rules (unless hidden, SPEC §6). */
const PolicyLine = observer(function PolicyLine(props: {
  policy: PolicyState;
  travellerKey: string;
  hideStandard: boolean;
}) {
  const { ui } = useStores();
  const { t } = ui;
  if (props.policy.status === 'loading') {
    return <Text className="bk-sub">{t('booking.policy.checking')}</Text>;
  }
  if (props.policy.status !== 'ready') return null;
  const own = props.policy.policy.byKey[props.travellerKey];
  if (!own) return null;
  return (
    <Text
      className={`bk-sub tk-edit__policy ${own.compliant ? 'tk-edit__policy--ok' : 'tk-edit__policy--over'}`}
      data-testid="tk-edit-policy"
      data-compliant={own.compliant ? '1' : '0'}
    >
      {own.compliant
        ? t('booking.policy.compliant')
        : !props.hideStandard && own.violations.length > 0
          ? t('booking.policy.violatesWith', { reasons: own.violations.map((v) => v.text).join(' / ') })
          : t('booking.policy.violates')}
    </Text>
  );
});

/** The travellers with their policy result, then (when someone breaks the policy) the block or the reason. */
export const PassengersSection = observer(function PassengersSection(props: {
  form: FlightBookingForm;
  controls: BookingFormControls;
}) {
  const { ui } = useStores();
  const { t } = ui;
  const { form, controls } = props;
  const problems = form.problems;
  return (
    <>
      <TravellersCard
        idPrefix="tk-edit"
        travellers={form.travellers}
        travelDate={form.travelDate}
        problem={problems.traveller}
        onAdd={controls.addTraveller}
        onEdit={controls.editTraveller}
        renderExtra={(tr) => (
          <PolicyLine policy={form.policy} travellerKey={tr.key} hideStandard={controls.hideStandard} />
        )}
      />
      {form.violating ? (
        <ViolationCard
          idPrefix="tk-edit"
          title={t('booking.policy.title')}
          blocked={form.blocked}
          blockedText={t('booking.policy.blocked')}
          error={problems.violation ? t(problems.violation) : undefined}
        />
      ) : null}
    </>
  );
});
