/**
 * The rows of the car query form per service: pick-up and drop-off (an airport or station end for transfers), the
 * flight of an airport transfer, the time (now for instant rides), the day-rental package and days.
 */
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { DAY_RENTAL_PACKAGES, type DayRentalPackage } from '../../../api/contract/car';
import { Pressable } from '../../../components/Pressable';
import { dayText, hhmm, relativeDayText, type Translate } from '../../../components/format';
import { DAY_RENTAL_MAX_DAYS } from '../../../domain/car/useTime';
import { NO_TRANSLATE } from '../components/labels';
import { PlaceRow } from '../components/PlaceRow';
import { flightSummary } from './FlightSheet';
import { fixedEnd, isAirportService, isStationService, needsDropoff, type CarSearchStore } from './searchStore';

export type QuerySheet = 'from' | 'to' | 'flight' | 'time' | null;

/** The label and placeholder keys of an end for the service. */
function endTexts(store: CarSearchStore, end: 'from' | 'to', t: Translate): { label: string; placeholder: string } {
  const service = store.query.service;
  if (fixedEnd(service) === end && isAirportService(service)) {
    return {
      label: t(end === 'from' ? 'car.airport.from' : 'car.airport.to'),
      placeholder: t('car.airport.placeholder'),
    };
  }
  if (fixedEnd(service) === end && isStationService(service)) {
    return {
      label: t(end === 'from' ? 'car.station.from' : 'car.station.to'),
      placeholder: t('car.station.placeholder'),
    };
  }
  return {
    label: t(end === 'from' ? 'car.from' : 'car.to'),
    placeholder: t(end === 'from' ? 'car.from.placeholder' : 'car.to.placeholder'),
  };
}

export const PlaceRows = observer(function PlaceRows(props: {
  store: CarSearchStore;
  t: Translate;
  onOpen(sheet: QuerySheet): void;
}) {
  const { store, t } = props;
  const { from, to, service } = store.query;
  const ends: ('from' | 'to')[] = needsDropoff(service) ? ['from', 'to'] : ['from'];
  return (
    <View className="carq-places">
      {ends.map((end) => {
        const texts = endTexts(store, end, t);
        const place = end === 'from' ? from : to;
        return (
          <PlaceRow
            key={end}
            end={end}
            label={texts.label}
            place={place}
            placeholder={texts.placeholder}
            testId={end}
            onPress={() => props.onOpen(end)}
          />
        );
      })}
      {(service === 'instant' || service === 'scheduled') && (from || to) ? (
        <Pressable className="carq-swap" label={t('car.swap')} onPress={() => store.swap()} testId="swap">
          <View className="carq-swap__icon" aria-hidden />
        </Pressable>
      ) : null}
    </View>
  );
});

export const FlightRow = observer(function FlightRow(props: { store: CarSearchStore; t: Translate; onOpen(): void }) {
  const { store, t } = props;
  const flight = store.query.flight;
  const summary = flight ? flightSummary(flight, store.query.service === 'airportPickup', t) : null;
  return (
    <Pressable
      className="carq-row"
      label={summary ? `${t('car.flight')} ${summary.title} ${summary.sub}` : t('car.flight.pick')}
      onPress={props.onOpen}
      testId="flight"
    >
      <Text className="carq-row__label" aria-hidden>
        {t('car.flight')}
      </Text>
      <View className="carq-row__value" aria-hidden>
        <Text className={summary ? '' : 'carq-row__empty'} {...NO_TRANSLATE}>
          {summary ? summary.title : t('car.flight.pick')}
        </Text>
        {summary ? (
          <Text className="carq-row__sub" {...NO_TRANSLATE}>
            {summary.sub}
          </Text>
        ) : null}
      </View>
    </Pressable>
  );
});

export const TimeRow = observer(function TimeRow(props: { store: CarSearchStore; t: Translate; onOpen(): void }) {
  const { store, t } = props;
  if (store.query.service === 'instant') {
    return (
      <View className="carq-row" data-testid="time-now">
        <Text className="carq-row__label">{t('car.time')}</Text>
        <Text className="carq-row__value">{t('car.time.now')}</Text>
      </View>
    );
  }
  const time = store.query.useTime;
  const day = time.slice(0, 10);
  const text = t('car.time.value', {
    day: `${dayText(day, t)} ${relativeDayText(day, store.today, t)}`,
    time: hhmm(time),
  });
  return (
    <Pressable className="carq-row" label={t('car.time.label', { time: text })} onPress={props.onOpen} testId="time">
      <Text className="carq-row__label" aria-hidden>
        {t('car.time')}
      </Text>
      <Text className="carq-row__value" aria-hidden>
        {text}
      </Text>
    </Pressable>
  );
});

const PACKAGES: readonly DayRentalPackage[] = ['halfDay', 'fullDay'];

export const DayRentalRows = observer(function DayRentalRows(props: { store: CarSearchStore; t: Translate }) {
  const { store, t } = props;
  const { dayPackage, days } = store.query;
  return (
    <View>
      <View className="carq-row">
        <Text className="carq-row__label">{t('car.day.package')}</Text>
        <View className="carq-pkgs" role="radiogroup" aria-label={t('car.day.package')}>
          {PACKAGES.map((p) => (
            <Pressable
              key={p}
              role="radio"
              selected={p === dayPackage}
              className={`carq-chip${p === dayPackage ? ' carq-chip--on' : ''}`}
              onPress={() => store.setDayPackage(p)}
              testId={`package-${p}`}
            >
              {t(p === 'halfDay' ? 'car.day.halfDay' : 'car.day.fullDay', DAY_RENTAL_PACKAGES[p])}
            </Pressable>
          ))}
        </View>
      </View>
      <View className="carq-row">
        <Text className="carq-row__label" id="carq-days-label">
          {t('car.day.days')}
        </Text>
        <View className="carq-stepper" role="group" aria-labelledby="carq-days-label">
          <Pressable
            className="carq-stepper__btn"
            label={t('car.day.less')}
            disabled={days <= 1}
            onPress={() => store.setDays(days - 1)}
            testId="days-less"
          >
            <Text aria-hidden>−</Text>
          </Pressable>
          <Text className="carq-stepper__value" aria-live="polite" data-testid="days">
            {t('car.day.daysValue', { n: days })}
          </Text>
          <Pressable
            className="carq-stepper__btn"
            label={t('car.day.more')}
            disabled={days >= DAY_RENTAL_MAX_DAYS}
            onPress={() => store.setDays(days + 1)}
            testId="days-more"
          >
            <Text aria-hidden>+</Text>
          </Pressable>
        </View>
      </View>
    </View>
  );
});
