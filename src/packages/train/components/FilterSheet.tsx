import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import type { TrainItem } from '../../../api/contract/train';
import type { MessageKey } from '../../../i18n';
import { Pressable } from '../../../components/Pressable';
import { Sheet } from '../../../components/booking/Sheet';
import {
  NO_FILTERS,
  TIME_BANDS,
  filterOptions,
  matchesFilters,
  toggleValue,
  type TrainFilters,
} from '../search/listing';
import type { Translate } from './format';

interface Props {
  open: boolean;
  filters: TrainFilters;
  trains: readonly TrainItem[];
  highSpeedOnly: boolean;
  onApply(filters: TrainFilters): void;
  onClose(): void;
  t: Translate;
}

interface Option {
  value: string;
  label: string;
}

/**
 * The filter sheet: train types, departure and arrival stations, departure and arrival time bands. Choices are a
 * draft until applied; the apply button says how many trains remain.
 */
export function FilterSheet({ open, filters, trains, highSpeedOnly, onApply, onClose, t }: Props) {
  const [draft, setDraft] = useState(filters);
  useEffect(() => {
    if (open) setDraft(filters);
  }, [open, filters]);
  if (!open) return null;

  const options = filterOptions(trains);
  const remaining = trains.filter((x) => matchesFilters(x, draft, highSpeedOnly)).length;
  const bands: Option[] = TIME_BANDS.map((b) => ({ value: b, label: t(`train.band.${b}` as MessageKey) }));

  const group = <K extends keyof TrainFilters>(title: MessageKey, key: K, list: Option[]) =>
    list.length > 0 && (
      <View className="tr-filter__group" role="group" aria-label={t(title)}>
        <Text className="tr-filter__title">{t(title)}</Text>
        <View className="tr-filter__options">
          {list.map((o) => {
            const selected = (draft[key] as readonly string[]).includes(o.value);
            return (
              <Pressable
                key={o.value}
                role="checkbox"
                selected={selected}
                className={`bk-chip${selected ? ' bk-chip--on' : ''}`}
                onPress={() =>
                  setDraft({ ...draft, [key]: toggleValue(draft[key] as readonly string[], o.value) } as TrainFilters)
                }
                testId={`filter-${key}-${o.value}`}
              >
                {o.label}
              </Pressable>
            );
          })}
        </View>
      </View>
    );

  return (
    <Sheet
      title={t('train.filter')}
      onClose={onClose}
      testId="filter-sheet"
      footer={
        <View className="tr-filter__foot">
          <Pressable className="tr-btn tr-btn--ghost" onPress={() => setDraft(NO_FILTERS)} testId="filter-reset">
            {t('train.filter.reset')}
          </Pressable>
          <Pressable
            className="tr-btn tr-btn--primary"
            onPress={() => {
              onApply(draft);
              onClose();
            }}
            testId="filter-apply"
          >
            {`${t('train.filter.apply')} (${remaining})`}
          </Pressable>
        </View>
      }
    >
      {group(
        'train.filter.types',
        'types',
        options.types.map((o) => ({
          value: o.value,
          label: t('train.filter.option', { name: t(`train.type.${o.value}` as MessageKey), n: o.count }),
        })),
      )}
      {group(
        'train.filter.from',
        'fromStations',
        options.fromStations.map((o) => ({
          value: o.value,
          label: t('train.filter.option', { name: o.name, n: o.count }),
        })),
      )}
      {group(
        'train.filter.to',
        'toStations',
        options.toStations.map((o) => ({
          value: o.value,
          label: t('train.filter.option', { name: o.name, n: o.count }),
        })),
      )}
      {group('train.filter.depTime', 'depBands', bands)}
      {group('train.filter.arrTime', 'arrBands', bands)}
    </Sheet>
  );
}
