import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { Pressable } from '../../../../components/Pressable';
import { useStores } from '../../../../stores';
import { useFlightStore } from '../../store';

/** The list's bottom bar: sort by time or price (a second tap flips the direction) and the filter sheet. */
export const ToolBar = observer(function ToolBar({ onFilter }: { onFilter(): void }) {
  const { ui } = useStores();
  const { t } = ui;
  const store = useFlightStore();
  const sortDir = (by: 'time' | 'price') =>
    store.sort.by === by ? t(`flight.sort.${by}.${store.sort.dir}`) : t(`flight.sort.${by}.asc`);
  // A sort tool is named by what it shows ('Price Lowest first'; pressed when it is the sort in use) inside the
  // toolbar's name: an aria-label 'Sort by Price: Lowest first' does not hold the shown words in order in Chinese
  // ('按价格排序：从低到高' against '价格 从低到高'; axe label-content-name-mismatch). The space keeps the two lines
  // apart in the name. The filter tool likewise: 'Filter 1' when one filter is set.
  return (
    <View className="tkl__bar" role="toolbar" aria-label={t('flight.list.tools')}>
      {(['time', 'price'] as const).map((by) => (
        <Pressable
          key={by}
          className={`tkl__tool${store.sort.by === by ? ' tkl__tool--on' : ''}`}
          selected={store.sort.by === by}
          onPress={() => store.setSort(by)}
          testId={`sort-${by}`}
        >
          <Text className="tkl__tool-main">{t(`flight.sort.${by}`)}</Text>{' '}
          <Text className="tkl__tool-sub">{sortDir(by)}</Text>
        </Pressable>
      ))}
      <Pressable
        className={`tkl__tool${store.filterCount > 0 ? ' tkl__tool--on' : ''}`}
        onPress={onFilter}
        testId="open-filter"
      >
        <Text className="tkl__tool-main">{t('flight.filter')}</Text>{' '}
        <Text className="tkl__tool-sub">{store.filterCount > 0 ? store.filterCount : '\u00a0'}</Text>
      </Pressable>
    </View>
  );
});
