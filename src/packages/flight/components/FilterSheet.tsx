import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import type { FlightItem } from '../../../api/contract/flight';
import type { MessageKey } from '../../../i18n';
import { Pressable } from '../../../components/Pressable';
import { NO_FILTERS, TIME_BANDS, filterFlights, toggleValue, type FilterOption, type FlightFilters } from '../listing';
import type { FlightQuery } from '../query';
import { priceText, type Translate } from '../format';
import { Sheet } from '../../../components/booking/Sheet';
import '../../../i18n/parts/flight';
import { Icon } from '../../../components/Icon';
import { check } from '../../../components/Icon/icons';

/** Cabin choices of the search form and the filter sheet: any, economy, business/first. */
export const CABIN_CHOICES: readonly { value: FlightQuery['cabinClass']; key: MessageKey }[] = [
  { value: '', key: 'flight.cabin.any' },
  { value: 'Y', key: 'flight.cabin.Y' },
  { value: 'C', key: 'flight.cabin.CF' },
];

interface Props {
  open: boolean;
  filters: FlightFilters;
  cabinClass: FlightQuery['cabinClass'];
  options: { airlines: FilterOption[]; depAirports: FilterOption[]; arrAirports: FilterOption[] };
  flights: readonly FlightItem[];
  onApply: (filters: FlightFilters, cabinClass: FlightQuery['cabinClass']) => void;
  onClose: () => void;
  t: Translate;
}

/**
 * The filter sheet: airlines, departure and arrival airports, departure time bands, direct only and the cabin
 * class. Choices are a draft until applied; the apply button says how many flights remain.
 */
export function FilterSheet({ open, filters, cabinClass, options, flights, onApply, onClose, t }: Props) {
  const [draft, setDraft] = useState(filters);
  const [cabin, setCabin] = useState(cabinClass);
  useEffect(() => {
    if (open) {
      setDraft(filters);
      setCabin(cabinClass);
    }
  }, [open, filters, cabinClass]);

  // A different cabin class is a new search: the count is only known for the current one.
  const remaining = cabin === cabinClass ? filterFlights(flights, draft).length : null;

  const group = (
    title: MessageKey,
    list: FilterOption[],
    selected: string[],
    set: (next: string[]) => void,
    testPrefix: string,
  ) =>
    list.length > 1 && (
      <View className="fl-filter__group" role="group" aria-label={t(title)}>
        <Text className="fl-filter__title">{t(title)}</Text>
        <View className="fl-filter__options">
          {list.map((o) => (
            <Pressable
              key={o.code}
              role="checkbox"
              selected={selected.includes(o.code)}
              className={`fl-filter__option${selected.includes(o.code) ? ' fl-filter__option--on' : ''}`}
              onPress={() => set(toggleValue(selected, o.code))}
              testId={`${testPrefix}-${o.code}`}
            >
              <Text className="fl-filter__name">{o.name}</Text>
              <Text className="fl-filter__meta">{priceText(o.lowest)}</Text>
            </Pressable>
          ))}
        </View>
      </View>
    );

  return (
    <Sheet
      open={open}
      title={t('flight.filter')}
      closeLabel={t('common.close')}
      onClose={onClose}
      testId="filter-sheet"
      footer={
        <View className="fl-filter__foot">
          <Pressable
            className="fl-btn fl-btn--ghost"
            onPress={() => {
              setDraft(NO_FILTERS);
              setCabin('');
            }}
            testId="filter-reset"
          >
            {t('flight.filter.reset')}
          </Pressable>
          <Pressable
            className="fl-btn fl-btn--primary"
            onPress={() => {
              onApply(draft, cabin);
              onClose();
            }}
            testId="filter-apply"
          >
            {remaining === null ? t('flight.filter.search') : t('flight.filter.apply', { n: remaining })}
          </Pressable>
        </View>
      }
    >
      <View className="fl-filter__group">
        <Pressable
          role="checkbox"
          selected={draft.directOnly}
          className={`fl-filter__switch${draft.directOnly ? ' fl-filter__switch--on' : ''}`}
          onPress={() => setDraft({ ...draft, directOnly: !draft.directOnly })}
          testId="filter-direct"
        >
          <Text>{t('flight.filter.direct')}</Text>
          <View className="fl-filter__check" aria-hidden>
            {draft.directOnly ? <Icon icon={check} /> : null}
          </View>
        </Pressable>
      </View>
      <View className="fl-filter__group" role="radiogroup" aria-label={t('flight.cabinClass')}>
        <Text className="fl-filter__title">{t('flight.cabinClass')}</Text>
        <View className="fl-filter__options">
          {CABIN_CHOICES.map((c) => (
            <Pressable
              key={c.value || 'any'}
              role="radio"
              selected={cabin === c.value}
              className={`fl-filter__option${cabin === c.value ? ' fl-filter__option--on' : ''}`}
              onPress={() => setCabin(c.value)}
              testId={`filter-cabin-${c.value || 'any'}`}
            >
              {t(c.key)}
            </Pressable>
          ))}
        </View>
      </View>
      <View className="fl-filter__group" role="group" aria-label={t('flight.filter.time')}>
        <Text className="fl-filter__title">{t('flight.filter.time')}</Text>
        <View className="fl-filter__options">
          {TIME_BANDS.map((b) => (
            <Pressable
              key={b}
              role="checkbox"
              selected={draft.timeBands.includes(b)}
              className={`fl-filter__option${draft.timeBands.includes(b) ? ' fl-filter__option--on' : ''}`}
              onPress={() => setDraft({ ...draft, timeBands: toggleValue(draft.timeBands, b) })}
              testId={`filter-time-${b}`}
            >
              {t(`flight.band.${b}` as MessageKey)}
            </Pressable>
          ))}
        </View>
      </View>
      {group(
        'flight.filter.airline',
        options.airlines,
        draft.airlines,
        (v) => setDraft({ ...draft, airlines: v }),
        'filter-airline',
      )}
      {group(
        'flight.filter.depAirport',
        options.depAirports,
        draft.depAirports,
        (v) => setDraft({ ...draft, depAirports: v }),
        'filter-dep',
      )}
      {group(
        'flight.filter.arrAirport',
        options.arrAirports,
        draft.arrAirports,
        (v) => setDraft({ ...draft, arrAirports: v }),
        'filter-arr',
      )}
    </Sheet>
  );
}
