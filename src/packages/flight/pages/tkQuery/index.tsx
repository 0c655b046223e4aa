import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { PageShell } from '../../../../components/PageShell';
import { Pressable } from '../../../../components/Pressable';
import { CityPicker } from '../../../../components/CityPicker';
import { Calendar } from '../../../../components/Calendar';
import {
  BookedConfirm,
  TripRequestBanner,
  TripRequestPicker,
  dateOutsideWindow,
  useTripRequest,
} from '../../../../components/tripRequest';
import type { MessageKey } from '../../../../i18n';
import { navigate } from '../../../../router';
import { useStores } from '../../../../stores';
import { useFlightStore } from '../../store';
import { lastSaleDate } from '../../query';
import { placeLabel, recentPlace } from '../../../../components/CityPicker/history';
import { useTripRequestLink } from '../../../../components/tripRequest/useTripLink';
import { windowBounds } from '../../../../components/tripRequest/window';
import { useTravellers } from '../../travellers';
import { TravellerPicker } from '../../../../components/booking/TravellerPicker';
import { useBookingStore } from '../../../../stores/booking';
import { FLIGHT_CPLX, applyTripChoice } from '../../tripRequest';
import { CabinClassRow, CityField, DateField, TravellersRow, TripTypeTabs } from './Fields';
import { HistoryCard } from './HistoryCard';
import { useRouteLink } from './useRouteLink';
import '../../components/flight.scss';
import './index.scss';
import '../../../../i18n/parts/flight';
import '../../../../i18n/parts/tripBooking';

type PickerFor = 'dep' | 'arr' | null;

/**
 * /tk/tkQuery: one-way or round trip search with city pickers, calendar, cabin class, travellers and history.
 * Booking through a trip request (issue 4): `?ccsqdId=…&routeId=…` or the picker choose the request and leg, which
 * fill in the cities, date and travellers; bookStyle 2 refuses a search without one (C767) and dates outside the
 * request's window are refused. Another product may link here with `depCityName`, `arrCityName` and `depDate`
 * (the train list suggesting a flight): the form is filled in from them (`useRouteLink`).
 */
function TkQueryPage() {
  const { ui, session } = useStores();
  const store = useFlightStore();
  const { t } = ui;
  const travellers = useTravellers(store.query.depDate);
  const booking = useBookingStore();
  const emp = session.userInfo?.empInfo;
  const [travellerOpen, setTravellerOpen] = useState(false);
  const [picker, setPicker] = useState<PickerFor>(null);
  const [calendarOpen, setCalendarOpen] = useState(false);
  // A message belongs to the form it was found in: any change to the form hides it.
  const [found, setFound] = useState<{ text: string; query: typeof store.query } | null>(null);
  const q = store.query;
  const problem = found && found.query === q ? found.text : null;
  const today = store.today;
  const hidePolicy = session.userInfo?.vipCorp.hideTravelStandard === 1;
  const trip = useTripRequest(FLIGHT_CPLX);
  const [tripPickerOpen, setTripPickerOpen] = useState(false);
  const link = useTripRequestLink(trip, (choice) => applyTripChoice(choice, store, booking, emp));

  useEffect(() => {
    store.bindUser(session.userInfo?.empInfo.empId ?? '');
  }, [store, session.userInfo]);
  // After binding the user: a link from another product (the train list) fills in the remembered form.
  useRouteLink(store, ui.locale);

  const openCalendar = () => {
    if (q.depCity && q.arrCity) void store.loadDayPrices({ dep: q.depCity.code, arr: q.arrCity.code }, today, 31);
    setCalendarOpen(true);
  };

  const search = () => {
    // C767: the company books through trip requests (bookStyle 2).
    if (trip.required && !trip.choice) {
      setFound({ text: t('tripBooking.required'), query: store.query });
      setTripPickerOpen(true);
      return;
    }
    const outside = dateOutsideWindow(trip.choice, q.tripType === 2 ? [q.depDate, q.retDate] : [q.depDate]);
    if (outside && trip.choice) {
      setFound({
        text: t('tripBooking.outsideWindow', { from: trip.choice.windowFrom, to: trip.choice.windowTo }),
        query: store.query,
      });
      return;
    }
    const problem = store.startSearch();
    if (problem) {
      setFound({ text: t(`flight.v.${problem}` as MessageKey), query: store.query });
      return;
    }
    setFound(null);
    void navigate('/tk/tkList');
  };

  const bounds = windowBounds(trip.choice, today, lastSaleDate(today));

  return (
    <PageShell route="/tk/tkQuery" title="flight.query.title" className="fl-page tkq">
      <View className="tkq__hero" aria-hidden />
      <View className="fl-card tkq__form">
        <TripTypeTabs value={q.tripType} t={t} onChange={(type) => store.setTripType(type)} />

        <View className="tkq__cities">
          <CityField which="dep" city={q.depCity} locale={ui.locale} t={t} onPress={() => setPicker('dep')} />
          <Pressable className="tkq__swap" label={t('flight.swap')} onPress={() => store.swapCities()} testId="swap">
            <Text aria-hidden>⇄</Text>
          </Pressable>
          <CityField which="arr" city={q.arrCity} locale={ui.locale} t={t} onPress={() => setPicker('arr')} />
        </View>

        <View className="tkq__dates">
          <DateField
            label={t('flight.depDate')}
            date={q.depDate}
            today={today}
            t={t}
            onPress={openCalendar}
            testId="dep-date"
          />
          {q.tripType === 2 && (
            <DateField
              label={t('flight.retDate')}
              date={q.retDate}
              today={today}
              t={t}
              onPress={openCalendar}
              testId="ret-date"
            />
          )}
        </View>

        <CabinClassRow value={q.cabinClass} t={t} onChange={(c) => store.setCabinClass(c)} />
        <TravellersRow names={travellers.map((p) => p.name)} t={t} onPress={() => setTravellerOpen(true)} />

        {problem && (
          <View className="tkq__error" role="alert" data-testid="query-error">
            {problem}
          </View>
        )}

        <Pressable className="fl-btn fl-btn--primary tkq__search" onPress={search} testId="search">
          {t('flight.search')}
        </Pressable>

        <View className="tkq__links">
          <Pressable
            className="fl-link"
            role="link"
            onPress={() => void navigate('/tk/strategy')}
            testId="link-strategy"
          >
            {t('flight.strategy')}
          </Pressable>
          {!hidePolicy && (
            <Pressable className="fl-link" role="link" onPress={() => void navigate('/tk/policy')} testId="link-policy">
              {t('flight.policy')}
            </Pressable>
          )}
        </View>
      </View>

      <TripRequestBanner
        choice={trip.choice}
        required={trip.required}
        onChoose={() => setTripPickerOpen(true)}
        onClear={() => trip.store.clear(FLIGHT_CPLX)}
      />
      <HistoryCard />

      {travellerOpen && (
        <TravellerPicker
          open={travellerOpen}
          value={booking.travellers}
          onChange={(next) => booking.setTravellers(next)}
          onClose={() => setTravellerOpen(false)}
          search={(source, keyword, pageNum) => booking.searchTravellers(source, keyword, pageNum)}
          travelDate={q.depDate}
          tripEnd={q.tripType === 2 ? q.retDate : q.depDate}
          allowNew={emp?.bookOutside === 1}
          bookRange={emp?.bookRange}
          strict={false}
        />
      )}
      <CityPicker
        open={picker !== null}
        title={t(picker === 'arr' ? 'flight.picker.arrTitle' : 'flight.picker.depTitle')}
        history={store.recentCities.map((c) => ({ ...c, name: placeLabel(c, ui.locale) }))}
        current={picker === 'arr' ? q.arrCity?.code : q.depCity?.code}
        onSelect={(p) => {
          const city = recentPlace(p, ui.locale, store.recentCities.find((c) => c.code === p.code)?.names);
          if (picker === 'arr') store.setArrCity(city);
          else store.setDepCity(city);
        }}
        onClose={() => setPicker(null)}
      />
      <TripRequestPicker
        open={tripPickerOpen}
        product={FLIGHT_CPLX}
        onClose={() => setTripPickerOpen(false)}
        onChosen={(choice) => {
          setFound(null);
          void applyTripChoice(choice, store, booking, emp).catch(() => undefined);
        }}
      />
      {link.asking ? <BookedConfirm onContinue={() => link.answer(true)} onCancel={() => link.answer(false)} /> : null}
      <Calendar
        open={calendarOpen}
        title={t(q.tripType === 2 ? 'flight.cal.rangeTitle' : 'flight.cal.depTitle')}
        mode={q.tripType === 2 ? 'range' : 'single'}
        start={q.depDate}
        end={q.tripType === 2 ? q.retDate : ''}
        min={bounds.min}
        max={bounds.max}
        prices={q.depCity && q.arrCity ? store.pricesFor({ dep: q.depCity.code, arr: q.arrCity.code }) : undefined}
        startLabel={t('flight.cal.depart')}
        endLabel={t('flight.cal.return')}
        onConfirm={(start, end) => store.setDates(start, q.tripType === 2 ? end : undefined)}
        onClose={() => setCalendarOpen(false)}
      />
    </PageShell>
  );
}

export default observer(TkQueryPage);
