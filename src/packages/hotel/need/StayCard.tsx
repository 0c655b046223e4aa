import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Calendar } from '../../../components/Calendar';
import { CityPicker } from '../../../components/CityPicker';
import { Card, PickerRow } from '../../../components/booking';
import { HOTEL_RULES, nightsBetween } from '../../../domain/hotel/stay';
import { addCalendarDays, chinaToday } from '../../../domain/time';
import { useStores } from '../../../stores';
import type { HotelNeedStore } from './needStore';
import { problemText } from './text';
import '../../../i18n/parts/hotelNeed';

/** Where and when: the city (basedata 10903) and the stay (a date range from today, SPEC §9 180 days ahead). */
export const StayCard = observer(function StayCard({ store, now }: { store: HotelNeedStore; now: number }) {
  const { ui } = useStores();
  const { t } = ui;
  const [open, setOpen] = useState<'city' | 'dates' | null>(null);
  const { form, problems } = store;
  const today = chinaToday(now);
  const nights = nightsBetween(form.checkIn, form.checkOut);
  const dates =
    form.checkIn && form.checkOut && nights > 0
      ? t('hotelNeed.dates.value', { checkIn: form.checkIn, checkOut: form.checkOut, n: nights })
      : '';
  return (
    <Card id="need-stay" title={t('hotelNeed.stay')}>
      <PickerRow
        id="need-city"
        label={t('hotelNeed.city')}
        value={form.city?.name ?? ''}
        placeholder={t('hotelNeed.city.pick')}
        required
        error={problemText(t, problems.city)}
        onClick={() => setOpen('city')}
      />
      <PickerRow
        id="need-dates"
        label={t('hotelNeed.dates')}
        value={dates}
        placeholder={t('hotelNeed.dates.pick')}
        required
        error={problemText(t, problems.dates)}
        onClick={() => setOpen('dates')}
      />
      <CityPicker
        open={open === 'city'}
        title={t('hotelNeed.city')}
        productCode={10903}
        history={[]}
        current={form.city?.code}
        onSelect={(place) => {
          store.setCity({ code: place.cityCode || place.code, name: place.name });
          setOpen(null);
        }}
        onClose={() => setOpen(null)}
      />
      <Calendar
        open={open === 'dates'}
        title={t('hotelNeed.cal.title')}
        mode="range"
        start={form.checkIn}
        end={form.checkOut}
        min={today}
        max={addCalendarDays(today, HOTEL_RULES.latestCheckInDays + HOTEL_RULES.maxNights)}
        onConfirm={(checkIn, checkOut) => {
          store.setDates(checkIn, checkOut);
          setOpen(null);
        }}
        onClose={() => setOpen(null)}
      />
    </Card>
  );
});
