import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { TrainItem, TrainSeat, TransferPlan } from '../../../../api/contract/train';
import { EmptyState } from '../../../../components/EmptyState';
import { WindowedList } from '../../../../components/WindowedList';
import { benchOpen } from '../../../../domain/train/sale';
import { useStores } from '../../../../stores';
import { useTrainStore } from '../../store';
import { NO_FILTERS, type SeatOffer } from '../../search/listing';
import { TRAIN_ROW_HEIGHT, TrainRow } from '../../components/TrainRow';
import { TRANSFER_ROW_HEIGHT, TransferRow } from '../../components/TransferRow';

function Skeleton({ label }: { label: string }) {
  return (
    <View className="trl__skeleton" role="status" aria-busy aria-label={label} data-testid="list-skeleton">
      {[0, 1, 2, 3, 4].map((i) => (
        <View key={i} className="tr-skeleton" />
      ))}
    </View>
  );
}

/**
 * What the list shows: the failure with a retry, the skeleton while loading, the connections or the trains
 * (windowed: 500 trains stay a window of rows), or why there is nothing to show.
 */
export const ListBody = observer(function ListBody(props: {
  tab: 'trains' | 'transfers';
  showPolicy: boolean;
  onRetry(): void;
  onOpen(train: TrainItem): void;
  onSeat(train: TrainItem, seat: TrainSeat, offer: Exclude<SeatOffer, 'none'>): void;
  onTransfer(plan: TransferPlan): void;
}) {
  const { ui } = useStores();
  const { t } = ui;
  const store = useTrainStore();

  if (props.tab === 'transfers') {
    if (store.transferStatus === 'error') {
      return <EmptyState text={t('train.transfer.failed')} actionText={t('common.retry')} onAction={props.onRetry} />;
    }
    if (store.transferStatus === 'loading') return <Skeleton label={t('train.transfer.loading')} />;
    const plans = store.transferPlans;
    if (plans.length === 0) return <EmptyState text={t('train.transfer.empty')} />;
    return (
      <WindowedList
        items={plans}
        rowHeight={TRANSFER_ROW_HEIGHT}
        keyOf={(p) => p.transferId}
        label={t('train.tab.transfers', { n: plans.length })}
        renderRow={(p) => <TransferRow plan={p} t={t} onPress={() => props.onTransfer(p)} />}
        testId="transfer-list"
      />
    );
  }

  if (store.status === 'error') {
    return <EmptyState text={t('train.list.failed')} actionText={t('common.retry')} onAction={props.onRetry} />;
  }
  if (!store.resultsCurrent || store.status === 'loading') return <Skeleton label={t('train.list.loading')} />;
  const trains = store.visibleTrains;
  if (store.trains.length === 0) return <EmptyState text={t('train.list.emptyAll')} />;
  if (trains.length === 0) {
    const filtered = store.filterCount > 0;
    return (
      <EmptyState
        text={t('train.list.empty')}
        actionText={filtered ? t('train.list.clearFilters') : undefined}
        onAction={filtered ? () => store.setFilters(NO_FILTERS) : undefined}
      />
    );
  }
  const now = store.now();
  return (
    <WindowedList
      key={`${store.searchKey}|${store.sort.by}|${store.sort.dir}|${JSON.stringify(store.filters)}|${store.query.highSpeedOnly}`}
      items={trains}
      rowHeight={TRAIN_ROW_HEIGHT}
      keyOf={(x) => x.trainId}
      initialScrollTop={store.scrollTop}
      onScrollTopChange={(top) => store.setScrollTop(top)}
      label={t('train.tab.trains', { n: trains.length })}
      renderRow={(x) => (
        <TrainRow
          train={x}
          locale={ui.locale}
          benchAllowed={benchOpen(x.depTime, now)}
          showPolicy={props.showPolicy}
          onOpen={() => props.onOpen(x)}
          onSeat={(seat, offer) => props.onSeat(x, seat, offer)}
          t={t}
        />
      )}
      testId="train-list"
    />
  );
});
