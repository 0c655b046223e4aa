import { useEffect, useState } from 'react';
import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { PageShell } from '../../../../components/PageShell';
import { EmptyState } from '../../../../components/EmptyState';
import {
  Card,
  ContactForm,
  PriceDetailSheet,
  TextField,
  TravellerForm,
  TravellerList,
  TravellerPicker,
} from '../../../../components/booking';
import { LIMITS } from '../../../../domain/limits';
import { navigate } from '../../../../router';
import { useStores } from '../../../../stores';
import { useBookingStore, type BookingTraveller } from '../../../../stores/booking';
import { TRAIN_CPLX } from '../../booking/bookingForm';
import { useTrainStore } from '../../store';
import { useBenchStores } from '../../bench/benchStore';
import { BenchSubmitBar } from '../../bench/BenchSubmitBar';
import { CandidatesCard } from '../../bench/CandidatesCard';
import { ExtrasCards } from '../../bench/ExtrasCards';
import { LatestCard, RulesCard } from '../../bench/LatestCard';
import { problemText, useBenchSubmit } from '../../bench/useBenchSubmit';
import { NO_TRANSLATE, dayText } from '../../components/format';
import '../../bench/bench.scss';
import './index.scss';
import '../../../../i18n/parts/booking';
import '../../../../i18n/parts/trainBench';

const ROUTE = '/tr/trBenchEdit';

/**
 * Waitlist ('bench', 候补) order form (SPEC §2 /tr/trBenchEdit, §4 ticket grabbing, §9): the sold-out class chosen
 * in the train list, alternatives of the same route and day, the latest acceptable departure, travellers and
 * contact, the rules and the prepayment; submitted under one idempotency key (/train/hbOrder/book), then the
 * cashier over /tr/trBenchCmp/:id.
 */
function TrBenchEditPage() {
  const { session, ui } = useStores();
  const { t } = ui;
  const booking = useBookingStore();
  const search = useTrainStore();
  const stores = useBenchStores();
  const choice = search.choice;
  const [form] = useState(() => {
    const f = stores.newForm(booking);
    f.start(choice ? { train: choice.train, seat: choice.seat } : null);
    return f;
  });
  const submit = useBenchSubmit(form, () => search.clearChoice());
  const [pickerOpen, setPickerOpen] = useState(false);
  const [editing, setEditing] = useState<BookingTraveller | null>(null);
  const [priceOpen, setPriceOpen] = useState(false);
  const emp = session.userInfo?.empInfo ?? null;

  useEffect(() => {
    form.start(choice ? { train: choice.train, seat: choice.seat } : null);
  }, [form, choice]);

  useEffect(() => {
    if (!emp) return;
    booking.begin(emp);
    void booking.loadReference(TRAIN_CPLX).catch(() => undefined);
    // Once per employee: begin() keeps the form of the same employee.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [emp?.empId]);

  if (!form.primary) {
    return (
      <PageShell route={ROUTE} title="trainBench.edit.title" className="tr-bench">
        <EmptyState
          text={t('trainBench.edit.noSelection')}
          actionText={t('trainBench.edit.requery')}
          onAction={() => void navigate('/tr/trQuery', { replace: true })}
        />
      </PageShell>
    );
  }

  const primary = form.primary.train;
  const problem = form.shownProblem;
  const travelDate = form.depDate;
  const count = booking.travellers.length;

  return (
    <PageShell route={ROUTE} title="trainBench.edit.title" className="tr-bench">
      <View className="tr-bench__body">
        <View className="tr-bench__route" data-testid="bench-route">
          <Text {...NO_TRANSLATE}>
            {t('trainBench.edit.route', { from: primary.from.name, to: primary.to.name, date: dayText(travelDate, t) })}
          </Text>
        </View>
        {problem?.area === 'hours' ? (
          <View className="bk-alert" role="alert" data-testid="bench-maintenance">
            {t(problem.key)}
          </View>
        ) : null}
        <CandidatesCard form={form} trains={search.trains} />
        <LatestCard form={form} />
        <Card
          id="bench-travellers"
          title={t('booking.travellers.title')}
          action={
            <View
              className="bk-btn bk-btn--inline"
              role="button"
              data-testid="bench-add-traveller"
              onClick={() => setPickerOpen(true)}
            >
              {t('booking.travellers.add')}
            </View>
          }
        >
          <TravellerList
            travellers={booking.travellers}
            travelDate={travelDate}
            onEdit={(tr) => setEditing(tr)}
            onRemove={(tr) => booking.removeTraveller(tr.key)}
          />
          {problem?.area === 'travellers' ? (
            <Text className="bk-field__error" role="alert" data-testid="bench-traveller-error">
              {problemText(form, t)}
            </Text>
          ) : null}
        </Card>
        <ExtrasCards form={form} />
        <RulesCard />
      </View>

      <BenchSubmitBar
        totalFen={form.totalFen}
        priceOpen={priceOpen}
        submitting={form.submission.running}
        onOpenPrice={() => setPriceOpen(true)}
        onSubmit={() => void submit()}
      />

      <TravellerPicker
        open={pickerOpen}
        value={booking.travellers}
        onChange={(next) => booking.setTravellers(next)}
        onClose={() => setPickerOpen(false)}
        search={(source, keyword, pageNum) => booking.searchTravellers(source, keyword, pageNum)}
        travelDate={travelDate}
        tripEnd={travelDate}
        allowNew={emp?.bookOutside === 1}
        bookRange={emp?.rangeMap?.[TRAIN_CPLX] ?? emp?.bookRange ?? 1}
      />
      {editing ? (
        <TravellerForm
          open
          value={editing}
          isNew={false}
          others={booking.travellers}
          travelDate={travelDate}
          tripEnd={travelDate}
          onSave={(tr) => {
            booking.saveTraveller(tr);
            setEditing(null);
          }}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      <PriceDetailSheet
        open={priceOpen}
        onClose={() => setPriceOpen(false)}
        detail={{
          lines:
            count > 0 ? [{ kind: 'fare', label: 'adult', unitFen: form.unitFen, count, amountFen: form.totalFen }] : [],
          totalFen: form.totalFen,
        }}
        note={t('trainBench.edit.rule.price')}
      />
    </PageShell>
  );
}

export default observer(TrBenchEditPage);
