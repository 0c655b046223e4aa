import { Text, View } from '@tarojs/components';
import type { MessageKey } from '../../../i18n';
import { Pressable } from '../../../components/Pressable';
import type { TrainSort, TrainSortBy } from '../search/listing';
import type { Translate } from './format';
import { Icon } from '../../../components/Icon';
import { arrowDown, arrowUp } from '../../../components/Icon/icons';

const SORTS: readonly TrainSortBy[] = ['dep', 'arr', 'duration', 'price'];

interface Props {
  sort: TrainSort;
  filterCount: number;
  onSort(by: TrainSortBy): void;
  onFilter(): void;
  t: Translate;
}

/** The list's bottom bar: sort by departure, arrival, duration or price (again: the other way round), and filters. */
export function SortBar({ sort, filterCount, onSort, onFilter, t }: Props) {
  return (
    <View className="tr-bar" role="toolbar" aria-label={t('train.sort.group')}>
      {SORTS.map((by) => {
        const on = sort.by === by;
        const name = t(`train.sort.${by}` as MessageKey);
        const dir = on && sort.dir === 'desc' ? 'desc' : 'asc';
        return (
          <Pressable
            key={by}
            className={`tr-bar__item${on ? ' tr-bar__item--on' : ''}`}
            selected={on}
            label={t('train.sort.label', { name, dir: t(dir === 'asc' ? 'train.sort.asc' : 'train.sort.desc') })}
            onPress={() => onSort(by)}
            testId={`sort-${by}`}
          >
            <Text aria-hidden>{name}</Text>
            {on ? <Icon icon={dir === 'asc' ? arrowUp : arrowDown} /> : null}
          </Pressable>
        );
      })}
      <Pressable
        className={`tr-bar__item${filterCount > 0 ? ' tr-bar__item--on' : ''}`}
        onPress={onFilter}
        testId="open-filter"
      >
        {filterCount > 0 ? t('train.filter.count', { n: filterCount }) : t('train.filter')}
      </Pressable>
    </View>
  );
}
