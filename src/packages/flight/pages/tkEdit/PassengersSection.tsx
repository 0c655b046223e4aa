import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { Card, TravellerList, ViolationReasonPicker } from '../../../../components/booking';
import { useStores } from '../../../../stores';
import { useBookingStore, type BookingTraveller } from '../../../../stores/booking';
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
  hideStandard: boolean;
  onAdd(): void;
  onEdit(traveller: BookingTraveller): void;
}) {
  const { ui } = useStores();
  const { t } = ui;
  const booking = useBookingStore();
  const { form } = props;
  const travellers = form.travellers;
  const problems = form.problems;
  const travellerError = problems.traveller;
  return (
    <>
      <Card
        id="tk-edit-travellers"
        title={t('booking.travellers.title')}
        action={
          <View
            className="bk-btn bk-btn--inline"
            role="button"
            data-testid="tk-edit-add-traveller"
            onClick={props.onAdd}
          >
            {t('booking.travellers.add')}
          </View>
        }
      >
        <TravellerList
          travellers={travellers}
          travelDate={form.travelDate}
          onEdit={props.onEdit}
          onRemove={(tr) => booking.removeTraveller(tr.key)}
          renderExtra={(tr) => (
            <PolicyLine policy={form.policy} travellerKey={tr.key} hideStandard={props.hideStandard} />
          )}
        />
        {travellerError ? (
          <Text className="bk-field__error" role="alert" data-testid="tk-edit-traveller-error">
            {travellerError.index !== undefined && travellers[travellerError.index]
              ? t('booking.error.forTraveller', {
                  name: travellers[travellerError.index]?.name ?? '',
                  message: t(travellerError.key),
                })
              : t(travellerError.key)}
          </Text>
        ) : null}
      </Card>

      {form.violating ? (
        <Card id="tk-edit-policy" title={t('booking.policy.title')}>
          {form.blocked ? (
            <View className="bk-alert" role="alert" data-testid="tk-edit-blocked">
              {t('booking.policy.blocked')}
            </View>
          ) : (
            <ViolationReasonPicker
              reasons={booking.reasons}
              value={booking.violation}
              allowTyped={booking.rules.freeTextReason}
              error={problems.violation ? t(problems.violation) : undefined}
              onChange={(v) => booking.setViolation(v)}
            />
          )}
        </Card>
      ) : null}
    </>
  );
});
