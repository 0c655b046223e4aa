import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { Calendar } from '../../../components/Calendar';
import { Pressable } from '../../../components/Pressable';
import { HOTEL_RULES, nightsBetween } from '../../../domain/hotel/stay';
import { addCalendarDays, chinaToday } from '../../../domain/time';
import { showToast } from '../../../hosts/ui';
import { LIMITS } from '../../../domain/limits';
import { useStores } from '../../../stores';
import { monthDay } from './format';

/** What the bar shows and changes: a detail store of either market. */
export interface StayHolder {
  stay: { checkIn: string; checkOut: string };
  /** Refused (false) when against the stay rules, else the rooms are loaded again. */
  changeStay(checkIn: string, checkOut: string): Promise<boolean>;
}

/** The stay (check-in, check-out, nights); tapping it opens the range calendar and loads the rooms again. */
export const StayBar = observer(function StayBar(props: { store: StayHolder; now: number }) {
  const { ui } = useStores();
  const { t } = ui;
  const { store } = props;
  const [open, setOpen] = useState(false);
  const { checkIn, checkOut } = store.stay;
  const today = chinaToday(props.now);
  const nights = nightsBetween(checkIn, checkOut);
  const onConfirm = (start: string, end: string) => {
    setOpen(false);
    void store.changeStay(start, end).then((ok) => {
      if (!ok) showToast(t('hotelBooking.stay.invalid', { max: HOTEL_RULES.maxNights }), LIMITS.ui.toastMs);
    });
  };
  return (
    <View className="obt-card htd-stay">
      <Pressable
        className="htd-stay__row"
        label={t('hotelBooking.stay.change', { checkIn, checkOut, nights })}
        testId="stay-change"
        onPress={() => setOpen(true)}
      >
        <View className="htd-stay__day">
          <Text className="htd-sub">{t('hotelBooking.stay.checkIn')}</Text>
          <Text className="htd-stay__date" data-testid="stay-check-in">
            {monthDay(checkIn)}
          </Text>
        </View>
        <Text className="htd-stay__nights" data-testid="stay-nights">
          {t('hotelBooking.stay.nights', { n: nights })}
        </Text>
        <View className="htd-stay__day">
          <Text className="htd-sub">{t('hotelBooking.stay.checkOut')}</Text>
          <Text className="htd-stay__date" data-testid="stay-check-out">
            {monthDay(checkOut)}
          </Text>
        </View>
        <Text className="htd-link">{t('hotelBooking.stay.edit')}</Text>
      </Pressable>
      <Calendar
        open={open}
        title={t('hotelBooking.stay.pick')}
        mode="range"
        start={checkIn}
        end={checkOut}
        min={today}
        max={addCalendarDays(today, HOTEL_RULES.latestCheckInDays + HOTEL_RULES.maxNights)}
        startLabel={t('hotelBooking.stay.checkIn')}
        endLabel={t('hotelBooking.stay.checkOut')}
        onConfirm={onConfirm}
        onClose={() => setOpen(false)}
      />
    </View>
  );
});
