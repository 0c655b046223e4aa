import { useEffect, useState } from 'react';
import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { TrainSeat, TransferPlan } from '../../../../api/contract/train';
import { PageShell } from '../../../../components/PageShell';
import { RequeryPage } from '../../components/RequeryPage';
import { useSeatChoice } from '../../search/useSeatChoice';
import { ListBodyFrame, ListHead, ListTabs } from '../../../../components/ListScreen';
import { DayStrip } from '../../../../components/DayStrip';
import { Calendar } from '../../../../components/Calendar';
import { placeLabel } from '../../../../components/CityPicker/history';
import { useTripRequest } from '../../../../components/tripRequest/store';
import { windowBounds } from '../../../../components/tripRequest/window';
import { afterPaint } from '../../../../app/afterPaint';
import { showDialog } from '../../../../hosts/ui';
import { checkTrainDate } from '../../../../domain/train/sale';
import type { MessageKey } from '../../../../i18n';
import { navigate } from '../../../../router';
import { useStores } from '../../../../stores';
import { useTrainStore } from '../../store';
import { TRAIN_CPLX } from '../../search/tripRequest';
import { FilterSheet } from '../../components/FilterSheet';
import { SortBar } from '../../components/SortBar';
import { TransferSheet } from '../../components/TransferSheet';
import { ListBody } from './ListBody';
import '../../components/train.scss';
import './index.scss';
import '../../../../i18n/parts/train';
import '../../../../i18n/parts/tripBooking';

/**
 * /tr/trList (state kept): the day's trains with sort, filters, policy badges and previous/next day; a bookable
 * seat opens /tr/trEdit, a sold-out waitlist class /tr/trBenchEdit; connections (company parameter 11603006) in
 * their own tab. Server tips are shown in the 'prompt' dialog (SPEC §8).
 */
function TrListPage() {
  const { ui, session } = useStores();
  const { t } = ui;
  const store = useTrainStore();
  const [filterOpen, setFilterOpen] = useState(false);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const [tab, setTab] = useState<'trains' | 'transfers'>('trains');
  const [plan, setPlan] = useState<TransferPlan | null>(null);
  const seats = useSeatChoice(store);
  const [dateError, setDateError] = useState('');
  const search = store.search;
  const key = store.searchKey;
  const today = store.today;
  const trip = useTripRequest(TRAIN_CPLX);

  useEffect(() => {
    store.bindUser(session.userInfo?.empInfo.empId ?? '');
  }, [store, session.userInfo]);
  const bounds = windowBounds(trip.choice, store.range.first, store.range.last);
  const showPolicy = session.userInfo?.vipCorp.hideTravelStandard !== 1;

  // The head and the skeleton paint first; the requests start right after.
  useEffect(() => {
    if (!key) return undefined;
    return afterPaint(() => {
      void store.loadList();
      void store.loadTransfers();
    });
  }, [store, key]);

  useEffect(() => {
    setTab('trains');
    setDateError('');
  }, [key]);

  // SPEC §8: the server's tips in a dialog titled 'prompt'.
  const tips = store.tips;
  useEffect(() => {
    if (!tips) return;
    void showDialog({ title: t('train.prompt'), content: tips, confirmText: t('train.ok') });
    store.dismissTips();
  }, [tips, store, t]);

  if (!search) {
    return (
      <RequeryPage route="/tr/trList" title="train.list.title" className="tr-page ls trl" text="train.list.expired" />
    );
  }

  const changeDate = (date: string) => {
    // Through a trip request the days on offer stay within its window (inside the sale range).
    if (trip.choice && checkTrainDate(date, store.now()) === 'ok' && (date < bounds.min || date > bounds.max)) {
      setDateError(t('tripBooking.outsideWindow', { from: trip.choice.windowFrom, to: trip.choice.windowTo }));
      return;
    }
    const check = store.changeDate(date);
    setDateError(check === 'ok' ? '' : t(`train.v.${check}` as MessageKey));
  };

  const bookTransfer = async (pair: [TrainSeat, TrainSeat]) => {
    if (!plan) return;
    await seats.choose(
      () => store.chooseTransferPriced(plan, pair),
      () => setPlan(null),
    );
  };

  const hasTransfers = store.transferAllowed === true && store.transferPlans.length > 0;
  const trainCount = store.visibleTrains.length;

  return (
    <PageShell route="/tr/trList" title="train.list.title" className="tr-page ls trl">
      <ListHead
        route={t('train.list.route', {
          from: placeLabel(search.from, ui.locale),
          to: placeLabel(search.to, ui.locale),
        })}
      />
      <DayStrip
        date={search.date}
        today={today}
        min={bounds.min}
        max={bounds.max}
        onChange={changeDate}
        onCalendar={() => setCalendarOpen(true)}
        onOutOfRange={changeDate}
        daysLabel={t('train.date')}
        t={t}
      />
      {dateError ? (
        <View className="trl__error" role="alert" data-testid="date-error">
          {dateError}
        </View>
      ) : null}
      {hasTransfers && (
        <ListTabs
          tabs={[
            { key: 'trains' as const, label: t('train.tab.trains', { n: trainCount }) },
            { key: 'transfers' as const, label: t('train.tab.transfers', { n: store.transferPlans.length }) },
          ]}
          value={tab}
          onChange={(k) => setTab(k)}
        />
      )}
      <ListBodyFrame>
        <ListBody
          tab={hasTransfers ? tab : 'trains'}
          showPolicy={showPolicy}
          onRetry={() => void (tab === 'transfers' ? store.loadTransfers(true) : store.loadList(true))}
          onOpen={(train) => void navigate('/tr/trDetail', { query: { trainId: train.trainId } })}
          onSeat={(train, seat, offer) => void seats.onSeat(train, seat, offer)}
          onTransfer={setPlan}
        />
      </ListBodyFrame>
      {tab === 'trains' && (
        <SortBar
          sort={store.sort}
          filterCount={store.filterCount}
          onSort={(by) => store.setSort(by)}
          onFilter={() => setFilterOpen(true)}
          t={t}
        />
      )}

      <FilterSheet
        open={filterOpen}
        filters={store.filters}
        trains={store.trains}
        highSpeedOnly={store.query.highSpeedOnly}
        onApply={(f) => store.setFilters(f)}
        onClose={() => setFilterOpen(false)}
        t={t}
      />
      <TransferSheet
        plan={plan}
        locale={ui.locale}
        showPolicy={showPolicy}
        busy={seats.busy}
        onBook={(pair) => void bookTransfer(pair)}
        onClose={() => setPlan(null)}
        t={t}
      />
      <Calendar
        open={calendarOpen}
        title={t('train.cal.title')}
        mode="single"
        start={search.date}
        min={bounds.min}
        max={bounds.max}
        onConfirm={changeDate}
        onClose={() => setCalendarOpen(false)}
      />
    </PageShell>
  );
}

export default observer(TrListPage);
