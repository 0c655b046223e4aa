import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { TransferItinerary } from '../../../../api/contract/flight';
import { PageShell } from '../../../../components/PageShell';
import { ListBodyFrame, ListHead, ListTabs, PendingTabs } from '../../../../components/ListScreen';
import { Pressable } from '../../../../components/Pressable';
import { EmptyState } from '../../../../components/EmptyState';
import { afterPaint } from '../../../../app/afterPaint';
import { navigate } from '../../../../router';
import { useStores } from '../../../../stores';
import { useFlightStore } from '../../store';
import { placeLabel } from '../../../../components/CityPicker/history';
import { windowBounds } from '../../../../components/tripRequest/window';
import { lastSaleDate } from '../../query';
import { priceText } from '../../format';
import { DayStrip, stripDays } from '../../../../components/DayStrip';
import { Calendar, FilterSheet, preloadSheets } from './sheets';
import { refsKey as keyOfRefs, travellerRefs, useTravellers } from '../../travellers';
// The store module, not the barrel: the barrel brings the picker, banner and reason UI (and their i18n) along.
import { useTripRequest } from '../../../../components/tripRequest/store';
import { FLIGHT_CPLX } from '../../tripRequest';
import { ListBody } from './ListBody';
import { ToolBar } from './ToolBar';
import '../../components/flight.scss';
import './index.scss';
import '../../../../i18n/parts/flight';

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
      <PageShell route="/tk/tkList" title="flight.list.title" className="fl-page ls tkl">
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
  const outbound = store.outbound;

  const openFlight = (flightId: string) => void navigate('/tk/tkCabin', { query: { flightId, leg: store.leg } });
  const openTransfer = (tr: TransferItinerary) => {
    store.openTransfer(tr);
    void navigate('/tk/tkCabinTransfer', { query: { transferId: tr.transferId } });
  };

  return (
    <PageShell route="/tk/tkList" title="flight.list.title" className="fl-page ls tkl">
      <ListHead
        route={
          <>
            {roundTrip && <Text className="tkl__leg">{t(store.leg === 0 ? 'flight.leg.out' : 'flight.leg.ret')} </Text>}
            {placeLabel(search.depCity, ui.locale)} → {placeLabel(search.arrCity, ui.locale)}
          </>
        }
      >
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
      </ListHead>
      <DayStrip
        date={search.date}
        today={today}
        min={bounds.min}
        max={maxDate}
        prices={store.pricesFor(store.legRoute)}
        onChange={(d) => store.changeLegDate(d)}
        onCalendar={() => setCalendarOpen(true)}
        noPriceLabel={t('flight.list.noFlight')}
        daysLabel={t('flight.list.lowPrices')}
        t={t}
      />
      {/* While loading, a one-way list keeps the height of the tabs that connections usually add (no layout shift). */}
      {store.query.tripType === 1 && loading && !hasTransfers && <PendingTabs />}
      {store.query.tripType === 1 && hasTransfers && (
        <ListTabs
          tabs={[
            { key: 'flights' as const, label: t('flight.tab.flights', { n: flights.length }) },
            { key: 'transfers' as const, label: t('flight.tab.transfers', { n: transfers.length }) },
          ]}
          value={tab}
          onChange={(k) => setTab(k)}
        />
      )}
      <ListBodyFrame className="tkl__body">
        <ListBody
          tab={tab}
          loading={loading}
          showPolicy={showPolicy}
          onRetry={() => void store.loadList(refs, true, ui.locale)}
          onFlight={openFlight}
          onTransfer={openTransfer}
        />
      </ListBodyFrame>
      <ToolBar onFilter={() => setFilterOpen(true)} />

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
