import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { Card, TextField } from '../../../components/booking';
import { Pressable } from '../../../components/Pressable';
import { HOTEL_NEED_LIMITS } from '../../../api/contract/hotelNeed';
import { useStores } from '../../../stores';
import type { HotelNeedStore } from './needStore';
import { problemText } from './text';
import '../../../i18n/parts/hotelNeed';

/** Rooms (a − n + control) and the guests by name, one field each (SPEC §5: 1 to 10 guests, one per room at least). */
export const GuestsCard = observer(function GuestsCard({ store }: { store: HotelNeedStore }) {
  const { ui } = useStores();
  const { t } = ui;
  const { form, problems } = store;
  const max = HOTEL_NEED_LIMITS.maxGuests;
  const roomsError = problemText(t, problems.rooms);
  const guestsError = problemText(t, problems.guests);
  return (
    <Card id="need-guests" title={t('hotelNeed.guests', { n: form.guests.length, max })}>
      <View className="ht-need__stepper" role="group" aria-label={t('hotelNeed.rooms')}>
        <Text className="ht-need__stepper-label">{t('hotelNeed.rooms')}</Text>
        <Pressable
          className="ht-need__step"
          label={t('hotelNeed.rooms.dec')}
          disabled={form.rooms <= 1}
          onPress={() => store.setRooms(form.rooms - 1)}
          testId="need-rooms-dec"
        >
          <Text aria-hidden>−</Text>
        </Pressable>
        <Text className="ht-need__step-value" aria-live="polite" data-testid="need-rooms">
          {form.rooms}
        </Text>
        <Pressable
          className="ht-need__step"
          label={t('hotelNeed.rooms.inc')}
          disabled={form.rooms >= HOTEL_NEED_LIMITS.maxRooms}
          onPress={() => store.setRooms(form.rooms + 1)}
          testId="need-rooms-inc"
        >
          <Text aria-hidden>+</Text>
        </Pressable>
      </View>
      {roomsError ? (
        <Text className="bk-field__error" role="alert" data-testid="need-rooms-error">
          {roomsError}
        </Text>
      ) : null}
      {form.guests.map((name, i) => (
        <TextField
          key={i}
          id={`need-guest-${i}`}
          label={t('hotelNeed.guestN', { n: i + 1 })}
          value={name}
          maxlength={HOTEL_NEED_LIMITS.guestNameMax}
          required
          onChange={(v) => store.setGuest(i, v)}
          suffix={
            form.guests.length > 1 ? (
              <Pressable
                className="ht-need__link"
                label={t('hotelNeed.guest.removeN', { n: i + 1 })}
                onPress={() => store.removeGuest(i)}
                testId={`need-guest-${i}-remove`}
              >
                {t('hotelNeed.guest.remove')}
              </Pressable>
            ) : null
          }
        />
      ))}
      {form.guests.length < max ? (
        <Pressable className="ht-need__add" onPress={() => store.addGuest()} testId="need-guest-add">
          {t('hotelNeed.guest.add')}
        </Pressable>
      ) : null}
      {guestsError ? (
        <Text className="bk-field__error" role="alert" data-testid="need-guests-error">
          {guestsError}
        </Text>
      ) : null}
    </Card>
  );
});
