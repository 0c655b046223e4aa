import { useEffect, useState } from 'react';
import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { Pressable } from '../../../../components/Pressable';
import { Calendar } from '../../../../components/Calendar';
import { PlacePicker, QueryFrame, SwapButton, useQueryGate } from '../../../../components/QueryForm';
import { useTripRequest } from '../../../../components/tripRequest';
import type { MessageKey } from '../../../../i18n';
import { navigate } from '../../../../router';
import { useStores } from '../../../../stores';
import { useFlightStore } from '../../store';
import { lastSaleDate } from '../../query';
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
  const q = store.query;
  const today = store.today;
  const hidePolicy = session.userInfo?.vipCorp.hideTravelStandard === 1;
  const trip = useTripRequest(FLIGHT_CPLX);
  const gate = useQueryGate(q, trip);
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

  const search = () =>
    gate.search(
      q.tripType === 2 ? [q.depDate, q.retDate] : [q.depDate],
      () => {
        const problem = store.startSearch();
        return problem ? t(`flight.v.${problem}` as MessageKey) : null;
      },
      '/tk/tkList',
    );

  const bounds = windowBounds(trip.choice, today, lastSaleDate(today));

  return (
    <QueryFrame
      route="/tk/tkQuery"
      title="flight.query.title"
      className="fl-page tkq"
      cardClass="fl-card"
      searchClass="fl-btn fl-btn--primary"
      searchLabel={t('flight.search')}
      onSearch={search}
      gate={gate}
      trip={trip}
      link={link}
      onChosen={(choice) => void applyTripChoice(choice, store, booking, emp).catch(() => undefined)}
      footer={
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
      }
      history={<HistoryCard />}
      overlays={
        <>
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
          <PlacePicker
            side={picker === null ? null : picker === 'arr' ? 'to' : 'from'}
            titles={{ from: t('flight.picker.depTitle'), to: t('flight.picker.arrTitle') }}
            recent={store.recentCities}
            locale={ui.locale}
            current={{ from: q.depCity?.code, to: q.arrCity?.code }}
            onPick={(side, city) => (side === 'to' ? store.setArrCity(city) : store.setDepCity(city))}
            onClose={() => setPicker(null)}
          />
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
        </>
      }
    >
      <TripTypeTabs value={q.tripType} t={t} onChange={(type) => store.setTripType(type)} />

      <View className="qf__places">
        <CityField which="dep" city={q.depCity} locale={ui.locale} t={t} onPress={() => setPicker('dep')} />
        <SwapButton label={t('flight.swap')} onPress={() => store.swapCities()} />
        <CityField which="arr" city={q.arrCity} locale={ui.locale} t={t} onPress={() => setPicker('arr')} />
      </View>

      <View className="qf__dates">
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
    </QueryFrame>
  );
}

export default observer(TkQueryPage);
