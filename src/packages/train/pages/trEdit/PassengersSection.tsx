import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { Card, ChoiceGroup, TravellerList, ViolationReasonPicker } from '../../../../components/booking';
import { useStores } from '../../../../stores';
import { useBookingStore, type BookingTraveller } from '../../../../stores/booking';
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
  hideStandard: boolean;
  onAdd(): void;
  onEdit(traveller: BookingTraveller): void;
}) {
  const { ui } = useStores();
  const { t } = ui;
  const booking = useBookingStore();
  const { form } = props;
  const travellers = form.travellers;
  const travellerError = form.problems.traveller;
  return (
    <>
      <Card
        id="tr-edit-travellers"
        title={t('booking.travellers.title')}
        action={
          <View
            className="bk-btn bk-btn--inline"
            role="button"
            data-testid="tr-edit-add-traveller"
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
          renderExtra={(tr) => <HeightChoice form={form} traveller={tr} />}
        />
        {travellerError ? (
          <Text className="bk-field__error" role="alert" data-testid="tr-edit-traveller-error">
            {travellerError.index !== undefined && travellers[travellerError.index]
              ? t('booking.error.forTraveller', {
                  name: travellers[travellerError.index]?.name ?? '',
                  message: t(travellerError.key),
                })
              : t(travellerError.key)}
          </Text>
        ) : null}
      </Card>

      {form.policy.status === 'loading' ? (
        <Text className="bk-sub tr-edit__checking" role="status">
          {t('trainBooking.policy.checking')}
        </Text>
      ) : null}
      {form.violating ? (
        <Card id="tr-edit-policy" title={t('trainBooking.policy.title')}>
          {form.blocked ? (
            <View className="bk-alert" role="alert" data-testid="tr-edit-blocked">
              {t('trainBooking.policy.blocked')}
            </View>
          ) : (
            <>
              <Text className="bk-sub" data-testid="tr-edit-over">
                {!props.hideStandard && form.violations.length > 0
                  ? t('trainBooking.policy.over', { reasons: form.violations.join(' / ') })
                  : t('trainBooking.policy.overPlain')}
              </Text>
              <ViolationReasonPicker
                reasons={booking.reasons}
                value={booking.violation}
                allowTyped={booking.rules.freeTextReason}
                error={form.problems.violation ? t(form.problems.violation) : undefined}
                onChange={(v) => booking.setViolation(v)}
              />
            </>
          )}
        </Card>
      ) : null}
    </>
  );
});
