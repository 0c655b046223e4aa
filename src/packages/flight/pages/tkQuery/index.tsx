import { useEffect, useRef, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
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
import { decodeQuery, navigate } from '../../../../router';
import { useStores } from '../../../../stores';
import { cityLabel, useFlightStore, type CityRef } from '../../store';
import { lastSaleDate } from '../../query';
import { dayText, relativeDayText, type Translate } from '../../format';
import { CABIN_CHOICES } from '../../components/FilterSheet';
import { useTravellers } from '../../travellers';
import { TravellerPicker } from '../../../../components/booking/TravellerPicker';
import { useBookingStore } from '../../../../stores/booking';
import { FLIGHT_CPLX, applyTripChoice, windowBounds } from '../../tripRequest';
import '../../components/flight.scss';
import './index.scss';
import '../../../../i18n/parts/flight';
import '../../../../i18n/parts/tripBooking';

type PickerFor = 'dep' | 'arr' | null;

function DateField({
  label,
  date,
  today,
  t,
  onPress,
  testId,
}: {
  label: string;
  date: string;
  today: string;
  t: Translate;
  onPress: () => void;
  testId: string;
}) {
  return (
    <Pressable
      className="tkq__date"
      label={`${label}：${dayText(date, t)} ${relativeDayText(date, today, t)}`}
      onPress={onPress}
      testId={testId}
    >
      <Text className="tkq__label" aria-hidden>
        {label}
      </Text>
      <Text className="tkq__date-value" aria-hidden>
        {dayText(date, t)}
        <Text className="tkq__date-rel"> {relativeDayText(date, today, t)}</Text>
      </Text>
    </Pressable>
  );
}

/**
 * /tk/tkQuery: one-way or round trip search with city pickers, calendar, cabin class, travellers and history.
 * Booking through a trip request (issue 4): `?ccsqdId=…&routeId=…` or the picker choose the request and leg, which
 * fill in the cities, date and travellers; bookStyle 2 refuses a search without one (C767) and dates outside the
 * request's window are refused.
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
  const [askBooked, setAskBooked] = useState<((proceed: boolean) => void) | null>(null);
  const params = decodeQuery(useRouter().params);
  const linked = useRef('');

  useEffect(() => {
    store.bindUser(session.userInfo?.empInfo.empId ?? '');
  }, [store, session.userInfo]);

  // Deep link from a trip request ("book this leg"): choose it once per link, then fill the form from it.
  const linkCcsqd = params.ccsqdId ?? '';
  const linkRoute = params.routeId ?? '';
  useEffect(() => {
    const key = `${linkCcsqd}|${linkRoute}`;
    if (!linkCcsqd || linked.current === key) return;
    linked.current = key;
    void trip.store
      .chooseById(
        FLIGHT_CPLX,
        linkCcsqd,
        linkRoute,
        () => new Promise<boolean>((resolve) => setAskBooked(() => resolve)),
      )
      .then((choice) => (choice ? applyTripChoice(choice, store, booking, emp) : undefined))
      .catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linkCcsqd, linkRoute]);

  const answerBooked = (proceed: boolean) => {
    askBooked?.(proceed);
    setAskBooked(null);
  };

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

  const cityField = (which: 'dep' | 'arr', city: CityRef | null) => (
    <Pressable
      className={`tkq__city tkq__city--${which}`}
      label={`${t(which === 'dep' ? 'flight.from' : 'flight.to')}：${city ? cityLabel(city, ui.locale) : t('flight.city.placeholder')}`}
      onPress={() => setPicker(which)}
      testId={`city-${which}`}
    >
      <Text className="tkq__label" aria-hidden>
        {t(which === 'dep' ? 'flight.from' : 'flight.to')}
      </Text>
      <Text className={`tkq__city-name${city ? '' : ' tkq__city-name--empty'}`} aria-hidden>
        {city ? cityLabel(city, ui.locale) : t('flight.city.placeholder')}
      </Text>
    </Pressable>
  );

  return (
    <PageShell route="/tk/tkQuery" title="flight.query.title" className="fl-page tkq">
      <View className="tkq__hero" aria-hidden />
      <View className="fl-card tkq__form">
        <View className="tkq__tabs" role="tablist" aria-label={t('flight.tripType')}>
          {([1, 2] as const).map((type) => (
            <Pressable
              key={type}
              role="tab"
              selected={q.tripType === type}
              className={`tkq__tab${q.tripType === type ? ' tkq__tab--on' : ''}`}
              onPress={() => store.setTripType(type)}
              testId={`trip-${type}`}
            >
              {t(type === 1 ? 'flight.oneWay' : 'flight.roundTrip')}
            </Pressable>
          ))}
        </View>

        <View className="tkq__cities">
          {cityField('dep', q.depCity)}
          <Pressable className="tkq__swap" label={t('flight.swap')} onPress={() => store.swapCities()} testId="swap">
            <Text aria-hidden>⇄</Text>
          </Pressable>
          {cityField('arr', q.arrCity)}
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

        <View className="tkq__row" role="radiogroup" aria-label={t('flight.cabinClass')}>
          <Text className="tkq__label" aria-hidden>
            {t('flight.cabinClass')}
          </Text>
          <View className="tkq__cabins">
            {CABIN_CHOICES.map((c) => (
              <Pressable
                key={c.value || 'any'}
                role="radio"
                selected={q.cabinClass === c.value}
                className={`tkq__cabin${q.cabinClass === c.value ? ' tkq__cabin--on' : ''}`}
                onPress={() => store.setCabinClass(c.value)}
                testId={`cabin-${c.value || 'any'}`}
              >
                {t(c.key)}
              </Pressable>
            ))}
          </View>
        </View>

        <Pressable
          className="tkq__row tkq__travellers"
          label={`${t('flight.travellers')}：${travellers.map((p) => p.name).join('、') || t('flight.travellers.none')}，${t('flight.travellers.pick')}`}
          onPress={() => setTravellerOpen(true)}
          testId="travellers"
        >
          <Text className="tkq__label" aria-hidden>
            {t('flight.travellers')}
          </Text>
          <Text className="tkq__traveller-names" aria-hidden>
            {travellers.length > 0 ? travellers.map((p) => p.name).join('、') : t('flight.travellers.none')}
          </Text>
          <Text className="tkq__more" aria-hidden>
            {t('flight.travellers.pick')} ›
          </Text>
        </Pressable>

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
      {store.history.length > 0 && (
        <View className="fl-card tkq__history" role="group" aria-label={t('flight.history')} data-testid="history">
          <View className="tkq__history-head">
            <Text className="tkq__history-title">{t('flight.history')}</Text>
            <Pressable className="fl-link" onPress={() => store.clearHistory()} testId="history-clear">
              {t('flight.history.clear')}
            </Pressable>
          </View>
          <View className="tkq__chips">
            {store.history.map((h) => (
              <Pressable
                key={`${h.tripType}-${h.depCity.code}-${h.arrCity.code}`}
                className="tkq__chip"
                label={t('flight.history.item', {
                  type: t(h.tripType === 1 ? 'flight.oneWay' : 'flight.roundTrip'),
                  from: cityLabel(h.depCity, ui.locale),
                  to: cityLabel(h.arrCity, ui.locale),
                })}
                onPress={() => store.useHistory(h)}
                testId={`history-${h.depCity.code}-${h.arrCity.code}`}
              >
                <Text aria-hidden>
                  {cityLabel(h.depCity, ui.locale)} {h.tripType === 1 ? '→' : '⇄'} {cityLabel(h.arrCity, ui.locale)}
                </Text>
              </Pressable>
            ))}
          </View>
        </View>
      )}

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
        history={store.recentCities.map((c) => ({ ...c, name: cityLabel(c, ui.locale) }))}
        current={picker === 'arr' ? q.arrCity?.code : q.depCity?.code}
        onSelect={(p) => {
          const other = ui.locale === 'zh-CN' ? 'en-US' : 'zh-CN';
          const known = store.recentCities.find((c) => c.code === p.code)?.names ?? {};
          const city: CityRef = {
            code: p.code,
            name: p.name,
            cityCode: p.cityCode,
            names: { ...known, [ui.locale]: p.name, ...(p.altName ? { [other]: p.altName } : {}) },
          };
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
      {askBooked ? <BookedConfirm onContinue={() => answerBooked(true)} onCancel={() => answerBooked(false)} /> : null}
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
