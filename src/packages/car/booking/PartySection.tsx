import { Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { Card, Stepper, TravellersCard, ViolationCard, type BookingFormControls } from '../../../components/booking';
import { useStores } from '../../../stores';
import { MAX_CASES, type CarBookingForm } from './bookingForm';

/** How many ride (1 … the class's seats). */
const RidersCard = observer(function RidersCard({ form }: { form: CarBookingForm }) {
  const { ui } = useStores();
  const { t } = ui;
  const error = form.problems.riders;
  return (
    <Card id="car-edit-riders" title={t('carBooking.riders.title')}>
      <Stepper
        id="car-edit-riders-count"
        label={t('carBooking.riders.label')}
        value={form.riders}
        min={1}
        max={form.seats}
        valueText={t('carBooking.riders.count', { n: form.riders })}
        lessLabel={t('carBooking.riders.less')}
        moreLabel={t('carBooking.riders.more')}
        onChange={(n) => form.setRiders(n)}
      />
      <Text className="bk-sub">{t('carBooking.riders.hint', { max: form.seats })}</Text>
      {error ? (
        <Text className="bk-field__error" role="alert" data-testid="car-edit-riders-error">
          {t(error, { max: form.seats })}
        </Text>
      ) : null}
    </Card>
  );
});

/** Standard (24-inch) and larger cases; a larger one counts as 2 (SPEC §9). Says at once when they do not fit. */
const LuggageCard = observer(function LuggageCard({ form }: { form: CarBookingForm }) {
  const { ui } = useStores();
  const { t } = ui;
  const values = { units: form.luggageUnits, capacity: form.luggageCapacity };
  return (
    <Card id="car-edit-luggage" title={t('carBooking.luggage.title')}>
      <Stepper
        id="car-edit-luggage-standard"
        label={t('carBooking.luggage.standard')}
        value={form.luggageStandard}
        min={0}
        max={MAX_CASES}
        lessLabel={t('carBooking.luggage.standardLess')}
        moreLabel={t('carBooking.luggage.standardMore')}
        onChange={(n) => form.setLuggage('standard', n)}
      />
      <Stepper
        id="car-edit-luggage-large"
        label={t('carBooking.luggage.large')}
        value={form.luggageLarge}
        min={0}
        max={MAX_CASES}
        lessLabel={t('carBooking.luggage.largeLess')}
        moreLabel={t('carBooking.luggage.largeMore')}
        onChange={(n) => form.setLuggage('large', n)}
      />
      {form.luggageFits ? (
        <Text className="bk-sub" role="status" data-testid="car-edit-luggage-fits">
          {t('carBooking.luggage.fits', values)}
        </Text>
      ) : (
        <Text className="bk-field__error" role="alert" data-testid="car-edit-luggage-error">
          {t('carBooking.error.luggage', values)}
        </Text>
      )}
    </Card>
  );
});

/** The class is above the passenger's standard: the company's block (wb 2), or the reason (wb 1). */
const PolicyCard = observer(function PolicyCard(props: { form: CarBookingForm; hideStandard: boolean }) {
  const { ui } = useStores();
  const { t } = ui;
  const { form } = props;
  const reasons = props.hideStandard ? '' : form.violations.join(' / ');
  const problem = form.problems.violation;
  return (
    <ViolationCard
      idPrefix="car-edit"
      blocked={form.blocked}
      title={t('carBooking.policy.title')}
      blockedText={t('carBooking.policy.blockedText')}
      error={problem && t(problem)}
      note={
        <Text className="bk-sub" data-testid="car-edit-over">
          {reasons ? t('carBooking.policy.overWith', { reasons }) : t('carBooking.policy.overPlain')}
        </Text>
      }
    />
  );
});

/** The passenger (one; the booker by default), the class's policy for them, riders and luggage. */
export const PartySection = observer(function PartySection(props: {
  form: CarBookingForm;
  controls: BookingFormControls;
}) {
  const { ui } = useStores();
  const { t } = ui;
  const { form, controls } = props;
  return (
    <>
      <TravellersCard
        idPrefix="car-edit"
        travellers={form.travellers}
        travelDate={form.travelDate}
        problem={form.problems.traveller}
        onAdd={controls.addTraveller}
        onEdit={controls.editTraveller}
      />
      {form.policy.status === 'loading' ? (
        <Text className="bk-sub car-edit__checking" role="status">
          {t('carBooking.policy.checking')}
        </Text>
      ) : null}
      {form.violating ? <PolicyCard form={form} hideStandard={controls.hideStandard} /> : null}
      <RidersCard form={form} />
      <LuggageCard form={form} />
    </>
  );
});
