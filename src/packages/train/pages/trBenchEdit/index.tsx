import { useEffect, useState } from 'react';
import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { BookingExtras, BookingFormPage, TravellersCard } from '../../../../components/booking';
import type { MessageKey } from '../../../../i18n';
import { navigate } from '../../../../router';
import { useStores } from '../../../../stores';
import { useBookingStore } from '../../../../stores/booking';
import { TRAIN_CPLX } from '../../booking/bookingForm';
import { useTrainStore } from '../../store';
import { useBenchStores, type BenchProblem } from '../../bench/benchStore';
import { CandidatesCard } from '../../bench/CandidatesCard';
import { LatestCard, RulesCard } from '../../bench/LatestCard';
import { useBenchSubmit } from '../../bench/useBenchSubmit';
import { NO_TRANSLATE, dayText } from '../../components/format';
import '../../bench/bench.scss';
import './index.scss';
import '../../../../i18n/parts/booking';
import '../../../../i18n/parts/trainBench';

const ROUTE = '/tr/trBenchEdit';

/** The form's shown problem as the kit's extras read it (contact, cost centre, project, remark). */
function extrasProblems(problem: BenchProblem | null) {
  const key = (area: BenchProblem['area']): MessageKey | undefined =>
    problem?.area === area ? problem.key : undefined;
  const contactKey = key('contact');
  return {
    contact: contactKey ? { [contactKey === 'trainBench.error.linkman' ? 'linkman' : 'linkTel']: contactKey } : {},
    costCenter: key('costCenter'),
    project: key('project'),
    remark: key('remark'),
  };
}

/**
 * Waitlist ('bench', 候补) order form (SPEC §2 /tr/trBenchEdit, §4 ticket grabbing, §9) on the kit's booking-form
 * frame: the sold-out class chosen in the train list, alternatives of the same route and day, the latest acceptable
 * departure, travellers and contact, the rules and the prepayment; submitted under one idempotency key
 * (/train/hbOrder/book), then the cashier over /tr/trBenchCmp/:id.
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

  const problem = form.shownProblem;
  const travelDate = form.depDate;
  const count = booking.travellers.length;

  return (
    <BookingFormPage
      route={ROUTE}
      title="trainBench.edit.title"
      idPrefix="bench"
      cplx={TRAIN_CPLX}
      empty={
        form.primary
          ? null
          : {
              text: t('trainBench.edit.noSelection'),
              actionText: t('trainBench.edit.requery'),
              onAction: () => void navigate('/tr/trQuery', { replace: true }),
            }
      }
      form={{ travelDate, tripEnd: travelDate, choice: null, tripRequired: false, problems: { first: null } }}
      bar={{
        totalFen: form.totalFen,
        submitting: form.submission.running,
        blocked: false,
        labels: {
          total: t('trainBench.edit.prepay'),
          submit: t('trainBench.edit.submit'),
          submitting: t('trainBench.edit.submitting'),
        },
        onSubmit: () => void submit(),
      }}
      price={{
        detail: {
          lines:
            count > 0 ? [{ kind: 'fare', label: 'adult', unitFen: form.unitFen, count, amountFen: form.totalFen }] : [],
          totalFen: form.totalFen,
        },
        segmentLabels: [''],
        note: t('trainBench.edit.rule.price'),
      }}
    >
      {(controls) =>
        form.primary ? (
          <>
            <View className="tr-bench__route" data-testid="bench-route">
              <Text {...NO_TRANSLATE}>
                {t('trainBench.edit.route', {
                  from: form.primary.train.from.name,
                  to: form.primary.train.to.name,
                  date: dayText(travelDate, t),
                })}
              </Text>
            </View>
            {problem?.area === 'hours' ? (
              <View className="bk-alert" role="alert" data-testid="bench-maintenance">
                {t(problem.key)}
              </View>
            ) : null}
            <CandidatesCard form={form} trains={search.trains} />
            <LatestCard form={form} />
            <TravellersCard
              idPrefix="bench"
              travellers={booking.travellers}
              travelDate={travelDate}
              problem={problem?.area === 'travellers' ? { key: problem.key, index: problem.index } : null}
              onAdd={controls.addTraveller}
              onEdit={controls.editTraveller}
            />
            <BookingExtras idPrefix="bench" insurance={false} problems={extrasProblems(problem)} />
            <RulesCard />
          </>
        ) : null
      }
    </BookingFormPage>
  );
}

export default observer(TrBenchEditPage);
