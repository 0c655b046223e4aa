import type { ReactNode } from 'react';
import { View } from '@tarojs/components';
import { useReachBottom, usePullDownRefresh, stopPullDownRefresh } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { PagedListStore } from '../../stores/pagedList';
import { useStores } from '../../stores';
import { EmptyState, type EmptyStateProps } from '../EmptyState';
import { Pressable } from '../Pressable';
import { useShownAfterTransition } from './afterTransition';
import { useRestAfterPaint } from './restAfterPaint';
import './index.scss';

interface Props<T> {
  list: PagedListStore<T>;
  emptyText: string;
  /** The empty state's illustration subject and action (e.g. 'Book a trip', 'Refresh'). */
  empty?: Omit<EmptyStateProps, 'text'>;
  renderItem: (item: T, index: number) => ReactNode;
  /**
   * At most this many rows fill the first screen: they render first, the rest (and the footer) once they have
   * painted. Unset: every row at once.
   */
  firstScreenRows?: number;
  /** Runs once a first page's rows have painted (each time a reload shows rows again). */
  onRowsPainted?: () => void;
}

/**
 * Rows, skeleton while the first page loads (and until its rows have rendered), empty/failed states, infinite scroll
 * and pull to refresh.
 */
function PagedListView<T>({ list, emptyText, empty, renderItem, firstScreenRows, onRowsPainted }: Props<T>) {
  const { ui } = useStores();
  useReachBottom(() => void list.loadMore());
  usePullDownRefresh(() => {
    void list.refresh().finally(() => stopPullDownRefresh());
  });

  // The first page's rows come in a transition after its answer (sliced rendering, no long task; the skeleton stays).
  const rowsShown = useShownAfterTransition(list.loaded && list.items.length > 0 ? 'rows' : null);
  const restShown = useRestAfterPaint(
    rowsShown && (firstScreenRows !== undefined || onRowsPainted !== undefined),
    onRowsPainted,
  );

  if ((!list.loaded && list.loading) || (list.items.length > 0 && !rowsShown)) {
    return (
      <View className="obt-list" aria-busy>
        {[0, 1, 2].map((i) => (
          <View key={i} className="obt-list__skeleton" />
        ))}
      </View>
    );
  }
  if (list.failed && !list.loaded) {
    return (
      <EmptyState
        text={ui.t('common.loadFailed')}
        actionText={ui.t('common.retry')}
        onAction={() => void list.refresh()}
      />
    );
  }
  if (list.empty) return <EmptyState {...empty} text={emptyText} />;
  const all = firstScreenRows === undefined || restShown || list.items.length <= firstScreenRows;
  const items = all ? list.items : list.items.slice(0, firstScreenRows);
  return (
    <View className="obt-list" data-testid="paged-list">
      {items.map((item, index) => renderItem(item, index))}
      {all ? (
        <View className="obt-list__footer">
          {list.hasMore ? (
            <Pressable className="obt-list__more" onPress={() => void list.loadMore()}>
              {list.loading ? ui.t('common.loading') : ui.t('common.loadMore')}
            </Pressable>
          ) : (
            ui.t('common.noMore')
          )}
        </View>
      ) : null}
    </View>
  );
}

export const PagedList = observer(PagedListView) as typeof PagedListView;
