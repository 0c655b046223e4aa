/**
 * The flight of an airport transfer: the number and the date (within the 30-day window), the flights found
 * (queryFlightByHbh), and my upcoming flight orders (getTkOrder) to take one with a tap. Choosing a flight fills the
 * airport (arrival for a pick-up, departure for a drop-off) and the time.
 */
import { useEffect, useState } from 'react';
import { Input, Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { FlightByNumberItem } from '../../../api/contract/car';
import { Sheet } from '../../../components/booking/Sheet';
import { Pressable } from '../../../components/Pressable';
import type { Translate } from '../../../components/format';
import type { MessageKey } from '../../../i18n';
import { NO_TRANSLATE } from '../components/labels';
import { DayChips } from './DayChips';
import { flightOfOrder } from './flights';
import type { CarSearchStore } from './searchStore';

function FlightOption(props: { flight: FlightByNumberItem; t: Translate; testId: string; onPick(): void }) {
  const { flight: f, t } = props;
  const route = t('car.flight.item', { no: f.flightNo, dep: f.depAirportName, arr: f.arrAirportName });
  const times = t('car.flight.times', { depTime: f.depTime, arrTime: f.arrTime });
  return (
    <Pressable
      role="option"
      className="carq-opt"
      label={`${route} ${times}`}
      onPress={props.onPick}
      testId={props.testId}
    >
      <View className="carq-opt__text" aria-hidden>
        <Text className="carq-opt__name" {...NO_TRANSLATE}>
          {route}
        </Text>{' '}
        <Text className="carq-opt__address" {...NO_TRANSLATE}>
          {times}
        </Text>
      </View>
    </Pressable>
  );
}

export const FlightSheet = observer(function FlightSheet(props: {
  open: boolean;
  store: CarSearchStore;
  t: Translate;
  onClose(): void;
}) {
  const { open, store, t } = props;
  const flights = store.flights;
  const [number, setNumber] = useState('');
  const [date, setDate] = useState(store.today);

  useEffect(() => {
    if (!open) return;
    const chosen = store.query.flight;
    setNumber(chosen?.flightNo ?? '');
    setDate(chosen ? chosen.depTime.slice(0, 10) : store.today);
    flights.clear();
    void flights.loadMyFlights();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  if (!open) return null;
  const pick = (f: FlightByNumberItem) => {
    store.setFlight(f);
    props.onClose();
  };
  const result = flights.result;
  const message =
    result && result !== 'found'
      ? result === 'failed'
        ? flights.tips || t('car.flight.failed')
        : t(`car.flight.${result}` as MessageKey)
      : '';

  return (
    <Sheet open title={t('car.flight.title')} onClose={props.onClose} testId="flight-sheet" className="carq-sheet">
      <View className="carq-search">
        <Input
          className="carq-search__input"
          value={number}
          focus
          maxlength={8}
          confirmType="search"
          placeholder={t('car.flight.placeholder')}
          aria-label={t('car.flight')}
          onInput={(e) => setNumber(e.detail.value.toUpperCase())}
          onConfirm={() => void flights.lookup(number, date)}
          data-testid="flight-input"
          {...NO_TRANSLATE}
        />
      </View>
      <Text className="carq-section">{t('car.flight.date')}</Text>
      <DayChips
        label={t('car.flight.date')}
        today={store.today}
        value={date}
        onChange={setDate}
        testId="flight-day"
        t={t}
      />
      <Pressable
        className="car-btn car-btn--primary car-btn--block"
        onPress={() => void flights.lookup(number, date)}
        testId="flight-find"
      >
        {t('car.flight.find')}
      </Pressable>
      {message ? (
        <View className="carq-notice" role="alert" data-testid="flight-error">
          {message}
        </View>
      ) : null}
      {flights.flights.length > 0 ? (
        <View role="listbox" aria-label={t('car.flight.title')} data-testid="flight-results">
          {flights.flights.map((f, i) => (
            <FlightOption
              key={`${f.flightNo}-${f.depTime}`}
              flight={f}
              t={t}
              onPick={() => pick(f)}
              testId={`flight-${i}`}
            />
          ))}
        </View>
      ) : null}
      {flights.myFlights.length > 0 ? (
        <View role="listbox" aria-label={t('car.flight.mine')} data-testid="my-flights">
          <Text className="carq-section">{t('car.flight.mine')}</Text>
          {flights.myFlights.map((o) => (
            <FlightOption
              key={o.orderId}
              flight={flightOfOrder(o)}
              t={t}
              onPick={() => pick(flightOfOrder(o))}
              testId={`my-flight-${o.orderId}`}
            />
          ))}
        </View>
      ) : null}
    </Sheet>
  );
});

/** The chosen flight as the row's text: 'CA1501 · 上海虹桥国际机场 T2' with the landing or departure time. */
export function flightSummary(f: FlightByNumberItem, pickup: boolean, t: Translate): { title: string; sub: string } {
  const airport = pickup
    ? `${f.arrAirportName} ${f.arrTerminal}`.trim()
    : `${f.depAirportName} ${f.depTerminal}`.trim();
  return {
    title: t('car.flight.chosen', { no: f.flightNo, airport }),
    sub: pickup ? t('car.flight.arrives', { time: f.arrTime }) : t('car.flight.departs', { time: f.depTime }),
  };
}
