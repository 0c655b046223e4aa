import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { ChoiceGroup, TravellersCard, ViolationCard, type BookingFormControls } from '../../../../components/booking';
import { useStores } from '../../../../stores';
import type { BookingTraveller } from '../../../../stores/booking';
import type { TrainBookingForm } from '../../booking/bookingForm';
import { HEIGHT_BANDS, needsBand, type HeightBand } from '../../booking/passengers';

/** A child's height band (SPEC §9): adult ticket, child ticket or free. */
const HeightChoice = observer(function HeightChoice(props: { form: TrainBookingForm; traveller: BookingTraveller }) {
  const { ui } = useStores();
  const { t } = ui;
  const { form, traveller } = props;
  if (!needsBand(traveller, form.travelDate)) return null;
  const error = form.problems.bands[traveller.key];
  return (
    <View className="tr-edit__height">
      <ChoiceGroup<HeightBand>
        id={`tr-edit-height-${traveller.key}`}
        label={t('trainBooking.height.label', { name: traveller.name })}
        options={HEIGHT_BANDS.map((b) => ({ value: b, label: t(`trainBooking.height.${b}`) }))}
        value={form.bands[traveller.key] ?? null}
        onChange={(band) => form.setBand(traveller.key, band)}
        error={error ? t(error) : undefined}
      />
      <Text className="bk-sub">{t('trainBooking.height.hint')}</Text>
    </View>
  );
});

/** The travellers (with children's heights), then — when a seat is above the standard — the block or the reason. */
export const PassengersSection = observer(function PassengersSection(props: {
  form: TrainBookingForm;
  controls: BookingFormControls;
}) {
  const { ui } = useStores();
  const { t } = ui;
  const { form, controls } = props;
  return (
    <>
      <TravellersCard
        idPrefix="tr-edit"
        travellers={form.travellers}
        travelDate={form.travelDate}
        problem={form.problems.traveller}
        onAdd={controls.addTraveller}
        onEdit={controls.editTraveller}
        renderExtra={(tr) => <HeightChoice form={form} traveller={tr} />}
      />
      {form.policy.status === 'loading' ? (
        <Text className="bk-sub tr-edit__checking" role="status">
          {t('trainBooking.policy.checking')}
        </Text>
      ) : null}
      {form.violating ? (
        <ViolationCard
          idPrefix="tr-edit"
          title={t('trainBooking.policy.title')}
          blocked={form.blocked}
          blockedText={t('trainBooking.policy.blocked')}
          note={
            <Text className="bk-sub" data-testid="tr-edit-over">
              {!controls.hideStandard && form.violations.length > 0
                ? t('trainBooking.policy.over', { reasons: form.violations.join(' / ') })
                : t('trainBooking.policy.overPlain')}
            </Text>
          }
          error={form.problems.violation ? t(form.problems.violation) : undefined}
        />
      ) : null}
    </>
  );
});
