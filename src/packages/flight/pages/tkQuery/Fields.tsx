/** The rows of the flight search form (/tk/tkQuery): trip type, a city, a date, the cabin class, the travellers. */
import { Text, View } from '@tarojs/components';
import { Pressable } from '../../../../components/Pressable';
import { DateField as KitDateField, PlaceField } from '../../../../components/QueryForm';
import type { Locale } from '../../../../domain/limits';
import { type CityRef, type FlightQuery, type SearchTripType } from '../../store';
import { placeLabel } from '../../../../components/CityPicker/history';
import { dayText, relativeDayText, type Translate } from '../../format';
import { CABIN_CHOICES } from '../../components/FilterSheet';
import { NO_TRANSLATE } from '../../../../components/Pressable/noTranslate';
import { Icon } from '../../../../components/Icon';
import { chevronRight } from '../../../../components/Icon/icons';

/** One-way or round trip. */
export function TripTypeTabs(props: { value: SearchTripType; t: Translate; onChange(type: SearchTripType): void }) {
  const { t } = props;
  return (
    <View className="tkq__tabs" role="tablist" aria-label={t('flight.tripType')}>
      {([1, 2] as const).map((type) => (
        <Pressable
          key={type}
          role="tab"
          selected={props.value === type}
          className={`tkq__tab${props.value === type ? ' tkq__tab--on' : ''}`}
          onPress={() => props.onChange(type)}
          testId={`trip-${type}`}
        >
          {t(type === 1 ? 'flight.oneWay' : 'flight.roundTrip')}
        </Pressable>
      ))}
    </View>
  );
}

/** The departure or arrival city; opens the city picker. */
export function CityField(props: {
  which: 'dep' | 'arr';
  city: CityRef | null;
  locale: Locale;
  t: Translate;
  onPress(): void;
}) {
  const { which, city, t } = props;
  const name = city ? placeLabel(city, props.locale) : t('flight.city.placeholder');
  const label = t(which === 'dep' ? 'flight.from' : 'flight.to');
  return (
    <PlaceField
      side={which === 'dep' ? 'from' : 'to'}
      label={label}
      name={name}
      empty={!city}
      a11yLabel={`${label}：${name}`}
      testId={`city-${which}`}
      onPress={props.onPress}
    />
  );
}

/** A date with its relative name (today, tomorrow…); opens the calendar. */
export function DateField(props: {
  label: string;
  date: string;
  today: string;
  t: Translate;
  onPress(): void;
  testId: string;
}) {
  const { label, date, today, t } = props;
  const day = dayText(date, t);
  const rel = relativeDayText(date, today, t);
  return (
    <KitDateField
      label={label}
      day={day}
      rel={rel}
      a11yLabel={`${label}：${day} ${rel}`}
      testId={props.testId}
      onPress={props.onPress}
    />
  );
}

/** The cabin class asked for ('' any). */
export function CabinClassRow(props: {
  value: FlightQuery['cabinClass'];
  t: Translate;
  onChange(value: FlightQuery['cabinClass']): void;
}) {
  const { t } = props;
  return (
    <View className="tkq__row" role="radiogroup" aria-label={t('flight.cabinClass')}>
      <Text className="qf__label" aria-hidden>
        {t('flight.cabinClass')}
      </Text>
      <View className="tkq__cabins">
        {CABIN_CHOICES.map((c) => (
          <Pressable
            key={c.value || 'any'}
            role="radio"
            selected={props.value === c.value}
            className={`tkq__cabin${props.value === c.value ? ' tkq__cabin--on' : ''}`}
            onPress={() => props.onChange(c.value)}
            testId={`cabin-${c.value || 'any'}`}
          >
            {t(c.key)}
          </Pressable>
        ))}
      </View>
    </View>
  );
}

/** Who travels (their standards give the list's policy badges); opens the traveller picker. */
export function TravellersRow(props: { names: readonly string[]; t: Translate; onPress(): void }) {
  const { names, t } = props;
  return (
    <Pressable
      className="tkq__row tkq__travellers"
      label={`${t('flight.travellers')}：${names.join('、') || t('flight.travellers.none')}，${t('flight.travellers.pick')}`}
      onPress={props.onPress}
      testId="travellers"
    >
      <Text className="qf__label" aria-hidden>
        {t('flight.travellers')}
      </Text>
      <Text className="tkq__traveller-names" aria-hidden {...NO_TRANSLATE}>
        {names.length > 0 ? names.join('、') : t('flight.travellers.none')}
      </Text>
      <View className="tkq__more" aria-hidden>
        <Text>{t('flight.travellers.pick')}</Text>
        <Icon icon={chevronRight} />
      </View>
    </Pressable>
  );
}
