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
  // The space between a tool's two lines keeps their words apart where axe (and speech input) read them joined:
  // 'Price' + 'Lowest first' must be found as words in 'Sort by Price: Lowest first'.
  return (
    <View className="tkl__bar" role="toolbar" aria-label={t('flight.list.tools')}>
      {(['time', 'price'] as const).map((by) => (
        <Pressable
          key={by}
          className={`tkl__tool${store.sort.by === by ? ' tkl__tool--on' : ''}`}
          selected={store.sort.by === by}
          label={t('flight.sort.label', { key: t(`flight.sort.${by}`), dir: sortDir(by) })}
          onPress={() => store.setSort(by)}
          testId={`sort-${by}`}
        >
          <Text className="tkl__tool-main" aria-hidden>
            {t(`flight.sort.${by}`)}
          </Text>{' '}
          <Text className="tkl__tool-sub" aria-hidden>
            {sortDir(by)}
          </Text>
        </Pressable>
      ))}
      <Pressable
        className={`tkl__tool${store.filterCount > 0 ? ' tkl__tool--on' : ''}`}
        label={store.filterCount > 0 ? t('flight.filter.count', { n: store.filterCount }) : t('flight.filter')}
        onPress={onFilter}
        testId="open-filter"
      >
        <Text className="tkl__tool-main" aria-hidden>
          {t('flight.filter')}
        </Text>{' '}
        <Text className="tkl__tool-sub" aria-hidden>
          {store.filterCount > 0 ? store.filterCount : '\u00a0'}
        </Text>
      </Pressable>
    </View>
  );
});
