import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { TransferItinerary } from '../../../../api/contract/flight';
import { EmptyState } from '../../../../components/EmptyState';
import { useStores } from '../../../../stores';
import { useFlightStore } from '../../store';
import { NO_FILTERS } from '../../listing';
import { FLIGHT_ROW_HEIGHT, FlightRow } from '../../components/FlightRow';
import { WindowedList } from '../../../../components/WindowedList';
import { useShownAfterTransition } from '../../../../components/PagedList/afterTransition';
import { TransferRow } from './TransferRow';

/**
 * What the list shows of the current leg: the failure with a retry, the skeleton while loading, the connections or
 * the flights (windowed), or why there is nothing to show.
 */
export const ListBody = observer(function ListBody(props: {
  tab: 'flights' | 'transfers';
  loading: boolean;
  showPolicy: boolean;
  onRetry(): void;
  onFlight(flightId: string): void;
  onTransfer(tr: TransferItinerary): void;
}) {
  const { ui } = useStores();
  const { t } = ui;
  const store = useFlightStore();
  const flights = store.visibleFlights;
  const transfers = store.visibleTransfers;
  const all = store.results?.flights.length ?? 0;
  const answered = !(props.loading && !(store.resultsCurrent && all > 0));
  // A search's rows render in a transition (sliced, no long task); the skeleton stands until they have.
  const rowsShown = useShownAfterTransition(answered && store.status !== 'error' ? store.searchKey : null);

  if (store.status === 'error') {
    return <EmptyState text={t('flight.list.failed')} actionText={t('common.retry')} onAction={props.onRetry} />;
  }
  if (!answered || !rowsShown) {
    return (
      <View
        className="tkl__skeleton"
        role="status"
        aria-busy
        aria-label={t('flight.list.loading')}
        data-testid="list-skeleton"
      >
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <View key={i} className="fl-skeleton" />
        ))}
      </View>
    );
  }
  if (props.tab === 'transfers') {
    return (
      <WindowedList
        items={transfers}
        rowHeight={FLIGHT_ROW_HEIGHT}
        keyOf={(tr) => tr.transferId}
        label={t('flight.tab.transfers', { n: transfers.length })}
        renderRow={(tr) => <TransferRow tr={tr} t={t} onPress={() => props.onTransfer(tr)} />}
        testId="transfer-list"
      />
    );
  }
  if (all === 0 && transfers.length === 0) return <EmptyState text={t('flight.list.emptyAll')} />;
  if (flights.length === 0) {
    return (
      <EmptyState
        text={t('flight.list.empty')}
        actionText={store.filterCount > 0 ? t('flight.list.clearFilters') : undefined}
        onAction={store.filterCount > 0 ? () => store.setFilters(NO_FILTERS) : undefined}
      />
    );
  }
  return (
    <WindowedList
      key={`${store.searchKey}|${store.sort.by}|${store.sort.dir}|${JSON.stringify(store.filters)}`}
      items={flights}
      rowHeight={FLIGHT_ROW_HEIGHT}
      keyOf={(f) => f.flightId}
      initialScrollTop={store.scrollTop}
      onScrollTopChange={(top) => store.setScrollTop(top)}
      label={t('flight.tab.flights', { n: flights.length })}
      renderRow={(f) => (
        <FlightRow flight={f} t={t} showPolicy={props.showPolicy} onPress={() => props.onFlight(f.flightId)} />
      )}
      testId="flight-list"
    />
  );
});
