import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { TransferItinerary } from '../../../../api/contract/flight';
import { PageShell } from '../../../../components/PageShell';
import { Pressable } from '../../../../components/Pressable';
import { EmptyState } from '../../../../components/EmptyState';
import { afterPaint } from '../../../../app/afterPaint';
import { navigate } from '../../../../router';
import { useStores } from '../../../../stores';
import { cityLabel, useFlightStore } from '../../store';
import { lastSaleDate } from '../../query';
import { NO_FILTERS } from '../../listing';
import { durationText, hhmm, priceText, type Translate } from '../../format';
import { DayStrip, stripDays } from '../../components/DayStrip';
import { Calendar, FilterSheet, preloadSheets } from './sheets';
import { FLIGHT_ROW_HEIGHT, FlightRow } from '../../components/FlightRow';
import { WindowedList } from '../../components/WindowedList';
import { refsKey as keyOfRefs, travellerRefs, useTravellers } from '../../travellers';
// The store module, not the barrel: the barrel brings the picker, banner and reason UI (and their i18n) along.
import { useTripRequest } from '../../../../components/tripRequest/store';
import { FLIGHT_CPLX, windowBounds } from '../../tripRequest';
import '../../components/flight.scss';
import './index.scss';
import '../../../../i18n/parts/flight';

function TransferRow({ tr, t, onPress }: { tr: TransferItinerary; t: Translate; onPress: () => void }) {
  const [a, b] = tr.legs;
  const label = [
    `${a.airline.name} ${a.flightNo} + ${b.airline.name} ${b.flightNo}`,
    t('flight.row.dep', { time: hhmm(a.depTime), airport: `${a.dep.name}${a.dep.terminal}` }),
    t('flight.transfer.via', { city: tr.transferCity, time: durationText(tr.layoverMin, t) }),
    t('flight.row.arr', { time: hhmm(b.arrTime), airport: `${b.arr.name}${b.arr.terminal}` }),
    t('flight.priceFrom', { price: priceText(tr.price) }),
  ].join('，');
  return (
    <Pressable className="fl-row" label={label} onPress={onPress} testId={`transfer-${tr.transferId}`}>
      <View className="fl-row__main" aria-hidden>
        <View className="fl-row__end">
          <Text className="fl-row__time">{hhmm(a.depTime)}</Text>
          <Text className="fl-row__airport">
            {a.dep.name}
            {a.dep.terminal}
          </Text>
        </View>
        <View className="fl-row__mid">
          <Text className="fl-row__stops fl-row__stops--stop">{tr.transferCity}</Text>
          <View className="fl-row__line" />
          <Text className="fl-row__dur">{durationText(tr.layoverMin, t)}</Text>
        </View>
        <View className="fl-row__end fl-row__end--arr">
          <Text className="fl-row__time">{hhmm(b.arrTime)}</Text>
          <Text className="fl-row__airport">
            {b.arr.name}
            {b.arr.terminal}
          </Text>
        </View>
        <View className="fl-row__price">
          <Text className="fl-row__amount">{priceText(tr.price)}</Text>
          <Text className="fl-row__discount">{t('flight.transfer.badge')}</Text>
        </View>
      </View>
      <View className="fl-row__sub" aria-hidden>
        <Text>
          {a.airline.name} {a.flightNo} + {b.airline.name} {b.flightNo}
        </Text>
      </View>
    </Pressable>
  );
}

/**
 * /tk/tkList (state kept): the current leg's flights with sort, filters, policy badges, the low-price strip and
 * connections. Round trip: after the outbound fare the list shows the return leg.
 */
function TkListPage() {
  const { ui, session } = useStores();
  const store = useFlightStore();
  const { t } = ui;
  const travellers = useTravellers(store.query.depDate);
  const refs = travellerRefs(travellers, session.userInfo?.empInfo.empId);
  const refsKey = keyOfRefs(refs);
  const [filterOpen, setFilterOpen] = useState(false);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const [tab, setTab] = useState<'flights' | 'transfers'>('flights');
  const search = store.legSearch;
  const key = store.searchKey;
  const today = store.today;
  // Through a trip request the days on offer stay within its window (issue 4).
  const trip = useTripRequest(FLIGHT_CPLX);
  const bounds = windowBounds(trip.choice, store.legMinDate, lastSaleDate(today));
  const maxDate = bounds.max;
  const showPolicy = session.userInfo?.vipCorp.hideTravelStandard !== 1;

  useEffect(() => {
    store.bindUser(session.userInfo?.empInfo.empId ?? '');
  }, [store, session.userInfo]);

  // The head and the skeleton paint first; the list request starts right after (Lighthouse LCP).
  useEffect(() => {
    if (!key) return undefined;
    return afterPaint(() => void store.loadList(refs, false, ui.locale));
    // refs is rebuilt every render; refsKey says when it really changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, key, refsKey, ui.locale]);

  useEffect(() => {
    const route = store.legRoute;
    if (!route || !search) return undefined;
    const days = stripDays(search.date, bounds.min, maxDate);
    return afterPaint(() => void store.loadDayPrices(route, days[0], days.length));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, key]);

  useEffect(() => setTab('flights'), [key]);

  // H5: the filter sheet's and the calendar's code arrives once the list has painted (sheets.h5.tsx).
  const listShown = !!search && store.resultsCurrent && store.status !== 'loading';
  useEffect(() => (listShown ? afterPaint(preloadSheets) : undefined), [listShown]);

  if (!search) {
    return (
      <PageShell route="/tk/tkList" title="flight.list.title" className="fl-page tkl">
        <EmptyState
          text={t('flight.expired')}
          actionText={t('flight.requery')}
          onAction={() => void navigate('/tk/tkQuery')}
        />
      </PageShell>
    );
  }

  const roundTrip = store.query.tripType === 2;
  const loading = !store.resultsCurrent || store.status === 'loading';
  const flights = store.visibleFlights;
  const transfers = store.visibleTransfers;
  const hasTransfers = store.resultsCurrent && (store.results?.transfers.length ?? 0) > 0;
  const all = store.results?.flights.length ?? 0;
  const outbound = store.outbound;
  const sortDir = (by: 'time' | 'price') =>
    store.sort.by === by ? t(`flight.sort.${by}.${store.sort.dir}`) : t(`flight.sort.${by}.asc`);

  const openFlight = (flightId: string) => void navigate('/tk/tkCabin', { query: { flightId, leg: store.leg } });
  const openTransfer = (tr: TransferItinerary) => {
    store.openTransfer(tr);
    void navigate('/tk/tkCabinTransfer', { query: { transferId: tr.transferId } });
  };

  let body;
  if (store.status === 'error') {
    body = (
      <EmptyState
        text={t('flight.list.failed')}
        actionText={t('common.retry')}
        onAction={() => void store.loadList(refs, true, ui.locale)}
      />
    );
  } else if (loading && !(store.resultsCurrent && all > 0)) {
    body = (
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
  } else if (tab === 'transfers') {
    body = (
      <WindowedList
        items={transfers}
        rowHeight={FLIGHT_ROW_HEIGHT}
        keyOf={(tr) => tr.transferId}
        label={t('flight.tab.transfers', { n: transfers.length })}
        renderRow={(tr) => <TransferRow tr={tr} t={t} onPress={() => openTransfer(tr)} />}
        testId="transfer-list"
      />
    );
  } else if (all === 0 && transfers.length === 0) {
    body = <EmptyState text={t('flight.list.emptyAll')} />;
  } else if (flights.length === 0) {
    body = (
      <EmptyState
        text={t('flight.list.empty')}
        actionText={store.filterCount > 0 ? t('flight.list.clearFilters') : undefined}
        onAction={store.filterCount > 0 ? () => store.setFilters(NO_FILTERS) : undefined}
      />
    );
  } else {
    body = (
      <WindowedList
        key={`${key}|${store.sort.by}|${store.sort.dir}|${JSON.stringify(store.filters)}`}
        items={flights}
        rowHeight={FLIGHT_ROW_HEIGHT}
        keyOf={(f) => f.flightId}
        initialScrollTop={store.scrollTop}
        onScrollTopChange={(top) => store.setScrollTop(top)}
        label={t('flight.tab.flights', { n: flights.length })}
        renderRow={(f) => <FlightRow flight={f} t={t} showPolicy={showPolicy} onPress={() => openFlight(f.flightId)} />}
        testId="flight-list"
      />
    );
  }

  return (
    <PageShell route="/tk/tkList" title="flight.list.title" className="fl-page tkl">
      <View className="tkl__head">
        <Text className="tkl__route" role="heading" aria-level={1} data-testid="list-route">
          {roundTrip && <Text className="tkl__leg">{t(store.leg === 0 ? 'flight.leg.out' : 'flight.leg.ret')} </Text>}
          {cityLabel(search.depCity, ui.locale)} → {cityLabel(search.arrCity, ui.locale)}
        </Text>
        {outbound && store.leg === 1 && (
          <View className="tkl__outbound" data-testid="outbound-chosen">
            <Text className="tkl__outbound-text">
              {t('flight.list.outbound')}：{outbound.flight.flightNo} {outbound.flight.depTime.slice(5, 16)}{' '}
              {priceText(outbound.cabin.price)}
            </Text>
            <Pressable
              className="fl-link tkl__rechoose"
              onPress={() => store.backToOutbound()}
              testId="change-outbound"
            >
              {t('flight.list.changeOutbound')}
            </Pressable>
          </View>
        )}
      </View>
      <DayStrip
        date={search.date}
        today={today}
        min={bounds.min}
        max={maxDate}
        prices={store.pricesFor(store.legRoute)}
        onChange={(d) => store.changeLegDate(d)}
        onCalendar={() => setCalendarOpen(true)}
        t={t}
      />
      {/* While loading, a one-way list keeps the height of the tabs that connections usually add (no layout shift). */}
      {store.query.tripType === 1 && loading && !hasTransfers && (
        <View className="tkl__tabs tkl__tabs--pending" aria-hidden />
      )}
      {store.query.tripType === 1 && hasTransfers && (
        <View className="tkl__tabs" role="tablist">
          <Pressable
            role="tab"
            selected={tab === 'flights'}
            className={`tkl__tab${tab === 'flights' ? ' tkl__tab--on' : ''}`}
            onPress={() => setTab('flights')}
            testId="tab-flights"
          >
            {t('flight.tab.flights', { n: flights.length })}
          </Pressable>
          <Pressable
            role="tab"
            selected={tab === 'transfers'}
            className={`tkl__tab${tab === 'transfers' ? ' tkl__tab--on' : ''}`}
            onPress={() => setTab('transfers')}
            testId="tab-transfers"
          >
            {t('flight.tab.transfers', { n: transfers.length })}
          </Pressable>
        </View>
      )}
      <View className="tkl__body">{body}</View>
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
            </Text>
            <Text className="tkl__tool-sub" aria-hidden>
              {sortDir(by)}
            </Text>
          </Pressable>
        ))}
        <Pressable
          className={`tkl__tool${store.filterCount > 0 ? ' tkl__tool--on' : ''}`}
          label={store.filterCount > 0 ? t('flight.filter.count', { n: store.filterCount }) : t('flight.filter')}
          onPress={() => setFilterOpen(true)}
          testId="open-filter"
        >
          <Text className="tkl__tool-main" aria-hidden>
            {t('flight.filter')}
          </Text>
          <Text className="tkl__tool-sub" aria-hidden>
            {store.filterCount > 0 ? store.filterCount : '\u00a0'}
          </Text>
        </Pressable>
      </View>

      <FilterSheet
        open={filterOpen}
        filters={store.filters}
        cabinClass={store.query.cabinClass}
        options={store.options}
        flights={store.results?.flights ?? []}
        onApply={(filters, cabinClass) => {
          store.setFilters(filters);
          if (cabinClass !== store.query.cabinClass) store.setCabinClass(cabinClass);
        }}
        onClose={() => setFilterOpen(false)}
        t={t}
      />
      <Calendar
        open={calendarOpen}
        title={t(store.leg === 0 ? 'flight.cal.depTitle' : 'flight.cal.retTitle')}
        mode="single"
        start={search.date}
        min={bounds.min}
        max={maxDate}
        prices={store.pricesFor(store.legRoute)}
        onConfirm={(d) => store.changeLegDate(d)}
        onClose={() => setCalendarOpen(false)}
      />
    </PageShell>
  );
}

export default observer(TkListPage);
