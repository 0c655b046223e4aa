import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { Card, CheckRow } from '../../../../components/booking';
import { Pressable } from '../../../../components/Pressable';
import type { MessageKey } from '../../../../i18n';
import { useStores } from '../../../../stores';
import type { TrainBookingForm } from '../../booking/bookingForm';
import { NO_TRANSLATE } from '../../booking/format';

// Window seats are A and F; C and D sit by the aisle (B is the middle of three).
const SIDE: Record<string, MessageKey | undefined> = {
  A: 'trainBooking.pref.window',
  F: 'trainBooking.pref.window',
  C: 'trainBooking.pref.aisle',
  D: 'trainBooking.pref.aisle',
};

/** Seat letters or berths (best effort, one per passenger) and 'accept no seat'. */
export const SeatSection = observer(function SeatSection({ form }: { form: TrainBookingForm }) {
  const { ui } = useStores();
  const { t } = ui;
  const pref = form.preference;
  const count = form.travellers.length;
  const label = (option: string): string =>
    pref.kind === 'letters'
      ? t('trainBooking.pref.letter', { letter: option })
      : t(`trainBooking.pref.${option}` as MessageKey);
  return (
    <Card id="tr-edit-seat" title={t('trainBooking.pref.title')}>
      {pref.kind !== 'none' && count > 0 ? (
        <View>
          <Text className="bk-sub">
            {t(pref.kind === 'letters' ? 'trainBooking.pref.lettersHint' : 'trainBooking.pref.berthsHint', { count })}
          </Text>
          <View
            className="tr-edit__prefs"
            role="group"
            aria-label={t('trainBooking.pref.title')}
            data-testid="tr-edit-prefs"
          >
            {pref.options.map((option) => {
              const on = form.seatPreference.includes(option);
              const side = pref.kind === 'letters' ? SIDE[option] : undefined;
              return (
                <Pressable
                  key={option}
                  role="checkbox"
                  selected={on}
                  className={`bk-chip tr-edit__pref ${on ? 'bk-chip--on' : ''}`}
                  label={t('trainBooking.pref.choose', {
                    option: side ? `${label(option)} ${t(side)}` : label(option),
                  })}
                  onPress={() => form.togglePreference(option)}
                  testId={`tr-edit-pref-${option}`}
                >
                  <Text {...NO_TRANSLATE}>{pref.kind === 'letters' ? option : label(option)}</Text>
                  {side ? <Text className="tr-edit__pref-side">{t(side)}</Text> : null}
                </Pressable>
              );
            })}
          </View>
        </View>
      ) : null}
      <CheckRow
        id="tr-edit-accept-no-seat"
        label={t('trainBooking.pref.acceptNoSeat')}
        checked={form.acceptNoSeat}
        onToggle={() => form.setAcceptNoSeat(!form.acceptNoSeat)}
      />
    </Card>
  );
});
