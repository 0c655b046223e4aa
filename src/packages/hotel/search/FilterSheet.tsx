/**
 * The list's filter sheet (htList): stars and price, brands, facilities and the district (from the city's static
 * data, findJdStaticByCityIdData v1 / findStaticData v2, else the brands the list answered). Applying sends a new
 * list request.
 */
import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import type { FacilityCode, HotelStar } from '../../../api/contract/hotel';
import { Sheet } from '../../../components/booking/Sheet';
import { Pressable } from '../../../components/Pressable';
import type { Translate } from '../../../components/format';
import { FACILITY_CODES } from '../../../api/contract/hotel';
import { facilityKey } from '../components/labels';
import { StarPriceChoices, toggle } from './StarPriceSheet';
import { NO_FILTERS, NO_PRICE, type HotelFilters, type PriceBand } from './searchStore';

export interface FilterChoice {
  stars: HotelStar[];
  price: PriceBand;
  filters: HotelFilters;
}

function ChipGroup<T extends string>(props: {
  title: string;
  items: readonly T[];
  isOn(item: T): boolean;
  text(item: T): string;
  onToggle(item: T): void;
  single?: boolean;
  testPrefix: string;
}) {
  if (props.items.length === 0) return null;
  return (
    <>
      <Text className="ht-sheet__title" role="heading" aria-level={3}>
        {props.title}
      </Text>
      <View className="ht-chips" role={props.single ? 'radiogroup' : 'group'} aria-label={props.title}>
        {props.items.map((item) => (
          <Pressable
            key={item}
            role={props.single ? 'radio' : 'checkbox'}
            selected={props.isOn(item)}
            className={`ht-chip${props.isOn(item) ? ' ht-chip--on' : ''}`}
            onPress={() => props.onToggle(item)}
            testId={`${props.testPrefix}-${item}`}
          >
            {props.text(item)}
          </Pressable>
        ))}
      </View>
    </>
  );
}

export function FilterSheet(props: {
  open: boolean;
  value: FilterChoice;
  brands: readonly string[];
  districts: readonly string[];
  onApply(choice: FilterChoice): void;
  onClose(): void;
  t: Translate;
}) {
  const { open, t } = props;
  const [draft, setDraft] = useState<FilterChoice>(props.value);
  // A fresh draft each time the sheet opens (not on every render of the list behind it).
  useEffect(() => {
    if (open) setDraft(props.value);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  const setFilters = (f: Partial<HotelFilters>) => setDraft((d) => ({ ...d, filters: { ...d.filters, ...f } }));

  return (
    <Sheet
      open={open}
      title={t('hotel.filter.title')}
      onClose={props.onClose}
      testId="filter-sheet"
      footer={
        <View className="ht-sheet__foot">
          <Pressable
            className="ht-btn ht-btn--ghost"
            onPress={() => setDraft({ stars: [], price: NO_PRICE, filters: NO_FILTERS })}
            testId="filter-reset"
          >
            {t('hotel.filter.reset')}
          </Pressable>
          <Pressable
            className="ht-btn ht-btn--primary"
            onPress={() => {
              props.onApply(draft);
              props.onClose();
            }}
            testId="filter-apply"
          >
            {t('hotel.filter.apply')}
          </Pressable>
        </View>
      }
    >
      <StarPriceChoices
        stars={draft.stars}
        price={draft.price}
        onStars={(stars) => setDraft((d) => ({ ...d, stars }))}
        onPrice={(price) => setDraft((d) => ({ ...d, price }))}
        t={t}
      />
      <ChipGroup<string>
        title={t('hotel.filter.district')}
        items={props.districts}
        single
        isOn={(d) => draft.filters.district === d}
        text={(d) => d}
        onToggle={(d) => setFilters({ district: draft.filters.district === d ? '' : d })}
        testPrefix="district"
      />
      <ChipGroup<string>
        title={t('hotel.filter.brands')}
        items={props.brands}
        isOn={(b) => draft.filters.brands.includes(b)}
        text={(b) => b}
        onToggle={(b) => setFilters({ brands: toggle(draft.filters.brands, b) })}
        testPrefix="brand"
      />
      <ChipGroup<FacilityCode>
        title={t('hotel.filter.facilities')}
        items={FACILITY_CODES}
        isOn={(f) => draft.filters.facilities.includes(f)}
        text={(f) => t(facilityKey(f))}
        onToggle={(f) => setFilters({ facilities: toggle(draft.filters.facilities, f) })}
        testPrefix="facility"
      />
    </Sheet>
  );
}
