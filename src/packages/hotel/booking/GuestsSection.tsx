import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import {
  Card,
  CheckRow,
  ChoiceGroup,
  TravellersCard,
  ViolationCard,
  type BookingFormControls,
} from '../../../components/booking';
import { Pressable } from '../../../components/Pressable';
import { HOTEL_RULES } from '../../../domain/hotel/stay';
import { useStores } from '../../../stores';
import type { BookingTraveller } from '../../../stores/booking';
import type { HotelBookingForm } from './bookingForm';

/** Rooms (1 … rooms left), with a − / + stepper. */
const RoomsCard = observer(function RoomsCard({ form }: { form: HotelBookingForm }) {
  const { ui } = useStores();
  const { t } = ui;
  const error = form.problems.guests;
  return (
    <Card id="ht-edit-rooms" title={t('hotelBooking.edit.rooms')}>
      <View className="ht-edit__stepper">
        <Pressable
          className="ht-edit__step"
          label={t('hotelBooking.edit.roomsLess')}
          disabled={form.rooms <= 1}
          testId="ht-edit-rooms-less"
          onPress={() => form.setRooms(form.rooms - 1)}
        >
          <Text aria-hidden>−</Text>
        </Pressable>
        <Text className="ht-edit__count" role="status" data-testid="ht-edit-rooms-count">
          {t('hotelBooking.edit.roomsCount', { n: form.rooms })}
        </Text>
        <Pressable
          className="ht-edit__step"
          label={t('hotelBooking.edit.roomsMore')}
          disabled={form.rooms >= form.maxRooms}
          testId="ht-edit-rooms-more"
          onPress={() => form.setRooms(form.rooms + 1)}
        >
          <Text aria-hidden>+</Text>
        </Pressable>
      </View>
      <Text className="bk-sub">{t('hotelBooking.edit.guestsHint', { max: HOTEL_RULES.maxGuests })}</Text>
      {error ? (
        <Text className="bk-field__error" role="alert" data-testid="ht-edit-guests-error">
          {t(error, { max: HOTEL_RULES.maxGuests })}
        </Text>
      ) : null}
    </Card>
  );
});

/** Which room a guest stays in (when there are several). */
const RoomChoice = observer(function RoomChoice(props: { form: HotelBookingForm; traveller: BookingTraveller }) {
  const { ui } = useStores();
  const { t } = ui;
  const { form, traveller } = props;
  if (form.rooms < 2) return null;
  const index = form.travellers.findIndex((x) => x.key === traveller.key);
  return (
    <ChoiceGroup<number>
      id={`ht-edit-room-of-${index}`}
      label={t('hotelBooking.edit.roomOf', { name: traveller.name })}
      options={Array.from({ length: form.rooms }, (_, i) => ({
        value: i,
        label: t('hotelBooking.edit.roomN', { n: i + 1 }),
      }))}
      value={form.roomIndexes[index] ?? 0}
      onChange={(room) => form.setRoomOf(traveller.key, room)}
    />
  );
});

/** The plan is above the standard for the guests: the company's block (wb 2), or the reason (wb 1). */
const PolicyCard = observer(function PolicyCard(props: { form: HotelBookingForm; hideStandard: boolean }) {
  const { ui } = useStores();
  const { t } = ui;
  const { form } = props;
  const reasons = props.hideStandard ? '' : form.violations.join(' / ');
  const problem = form.problems.violation;
  const note = reasons ? t('hotelBooking.policy.overWith', { reasons }) : t('hotelBooking.policy.overPlain');
  return (
    <ViolationCard
      idPrefix="ht-edit"
      blocked={form.blocked}
      title={t('hotelBooking.policy.title')}
      blockedText={t('hotelBooking.policy.blockedText')}
      error={problem && t(problem)}
      note={
        <Text className="bk-sub" data-testid="ht-edit-over">
          {note}
        </Text>
      }
    />
  );
});

/** Rooms and guests (SPEC §5), room sharing when shown, and the plan's policy: the block or the reason. */
export const GuestsSection = observer(function GuestsSection(props: {
  form: HotelBookingForm;
  controls: BookingFormControls;
}) {
  const { ui } = useStores();
  const { t } = ui;
  const { form, controls } = props;
  return (
    <>
      <RoomsCard form={form} />
      <TravellersCard
        idPrefix="ht-edit"
        travellers={form.travellers}
        travelDate={form.checkIn}
        problem={form.problems.traveller}
        onAdd={controls.addTraveller}
        onEdit={controls.editTraveller}
        renderExtra={(tr) => <RoomChoice form={form} traveller={tr} />}
      />
      {form.standard?.roomSharing ? (
        <View className="bk-card" data-testid="ht-edit-room-sharing">
          <CheckRow
            id="ht-edit-room-sharing-check"
            label={t('hotelBooking.edit.roomSharing')}
            checked={form.roomSharing}
            onToggle={() => form.setRoomSharing(!form.roomSharing)}
          >
            <Text className="bk-sub">{t('hotelBooking.edit.roomSharingHint')}</Text>
          </CheckRow>
        </View>
      ) : null}
      {form.policy.status === 'loading' ? (
        <Text className="bk-sub ht-edit__checking" role="status">
          {t('hotelBooking.policy.checking')}
        </Text>
      ) : null}
      {form.violating ? <PolicyCard form={form} hideStandard={controls.hideStandard} /> : null}
    </>
  );
});
