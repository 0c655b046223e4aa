import { View, Text } from '@tarojs/components';
import { Button } from '../../../../components/Button';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { BenchOrderDetail } from '../../../../api/contract/trainBench';
import { RecordScreen } from '../../../../components/RecordLoader';
import { useCashierOnArrival, useOrderRecord, wantsCashier } from '../../../../components/order';
import { formatAmount } from '../../../../components/order/format';
import { ORDER_TYPE } from '../../../../domain/codes';
import { decodeQuery, goHome, navigate } from '../../../../router';
import { useStores } from '../../../../stores';
import { useBenchStores } from '../../bench/benchStore';
import { BENCH_POLL, benchPhase, isGrabbing, stepsDone, type BenchPhase } from '../../bench/progress';
import { NO_TRANSLATE } from '../../components/format';
import '../../bench/bench.scss';
import './index.scss';
import '../../../../i18n/parts/trainBench';
import { Icon } from '../../../../components/Icon';
import { alertCircle, check, clock } from '../../../../components/Icon/icons';

const ROUTE = '/tr/trBenchCmp/:id';
const STEPS = [
  'trainBench.cmp.step.submitted',
  'trainBench.cmp.step.paid',
  'trainBench.cmp.step.grabbing',
  'trainBench.cmp.step.result',
] as const;

const TITLES: Record<BenchPhase, Parameters<ReturnType<typeof useStores>['ui']['t']>[0]> = {
  awaitingPayment: 'trainBench.cmp.submitted',
  grabbing: 'trainBench.cmp.grabbing',
  secured: 'trainBench.cmp.secured',
  issued: 'trainBench.cmp.issued',
  failed: 'trainBench.cmp.failed',
  cancelled: 'trainBench.cmp.cancelled',
};

/** What happened to the order, in words under the title. */
const Outcome = observer(function Outcome({ order, phase }: { order: BenchOrderDetail; phase: BenchPhase }) {
  const { ui } = useStores();
  const { t } = ui;
  if (phase === 'awaitingPayment') {
    return <Text className="bk-sub">{t('trainBench.cmp.payBy', { time: order.payDeadline.slice(11, 16) })}</Text>;
  }
  if (phase === 'grabbing' || phase === 'secured') {
    return (
      <Text className="bk-sub" role="status" data-testid="bench-result-by">
        {t('trainBench.cmp.grabbingHint', { time: order.resultBy.slice(11, 16) })}
      </Text>
    );
  }
  if (phase === 'issued') {
    const got = order.candidates.find((c) => c.secured);
    return got ? (
      <Text className="bk-sub" {...NO_TRANSLATE}>
        {t('trainBench.cmp.issuedText', { train: got.train.trainCode, seat: got.seatName })}
      </Text>
    ) : null;
  }
  if (phase === 'failed') {
    return <Text className="bk-sub">{t('trainBench.cmp.failedText', { amount: formatAmount(order.amount) })}</Text>;
  }
  return null;
});

/**
 * The waitlist result (SPEC §2 /tr/trBenchCmp/:id, §4 ticket grabbing): submitted (pay), grabbing with progress —
 * read again every 2 seconds until the result, which comes within 3 minutes of payment (SPEC §9) — then success or
 * failure with the full refund; the order and home from here.
 */
function TrBenchCmpPage() {
  const { ui } = useStores();
  const { t } = ui;
  const { orders } = useBenchStores();
  const query = decodeQuery(useRouter().params);
  const orderId = query.id ?? '';
  const record = useOrderRecord(orderId ? () => orders.load(orderId) : null, [orderId, orders], {
    pollMs: BENCH_POLL.intervalMs,
    pollForMs: BENCH_POLL.timeoutMs,
    until: (order) => !isGrabbing(order),
  });

  // Right after booking: the cashier on top of this screen, once, while the order still asks for payment.
  useCashierOnArrival(wantsCashier(query), orderId, record.data?.actions.pay === true);

  return (
    <RecordScreen
      route={ROUTE}
      title="trainBench.cmp.title"
      className="order-cmp tr-bench tr-bench-cmp"
      record={record}
      notFoundText="trainBench.detail.notFound"
    >
      {(order) => {
        const phase = benchPhase(order);
        const done = stepsDone(phase);
        const failed = phase === 'failed' || phase === 'cancelled';
        return (
          <>
            <View className="order-cmp__head tr-bench__result" data-testid="bench-result" data-phase={phase}>
              <View className={`order-cmp__icon ${failed ? 'tr-bench__result-icon--failed' : ''}`} aria-hidden>
                <Icon icon={phase === 'issued' ? check : failed ? alertCircle : clock} color="#fff" />
              </View>
              <Text className="order-cmp__title" role="heading" aria-level={1}>
                {t(TITLES[phase])}
              </Text>
              <Outcome order={order} phase={phase} />
            </View>
            <View
              className="tr-bench__steps"
              role="progressbar"
              aria-valuemin={1}
              aria-valuemax={STEPS.length}
              aria-valuenow={done}
              aria-label={t('trainBench.cmp.progress', { n: done, total: STEPS.length })}
            >
              {STEPS.map((key, i) => (
                <Text key={key} className={`tr-bench__step ${i < done ? 'tr-bench__step--done' : ''}`}>
                  {t(key)}
                </Text>
              ))}
            </View>
            <View className="order-cmp__buttons">
              {order.actions.pay ? (
                <Button
                  className="order-cmp__btn order-cmp__btn--primary"
                  data-testid="bench-pay"
                  onClick={() => void navigate('/pay/payment', { query: { orderIds: order.orderId } })}
                >
                  {t('trainBench.cmp.pay')}
                </Button>
              ) : null}
              <Button
                className="order-cmp__btn"
                data-testid="bench-view-order"
                onClick={() =>
                  void navigate('/tr/trBenthOrderDetail', {
                    query: { orderId: order.orderId, orderType: String(ORDER_TYPE.trainBerth) },
                  })
                }
              >
                {t('trainBench.cmp.viewOrder')}
              </Button>
              <Button
                className="order-cmp__btn order-cmp__btn--plain"
                data-testid="bench-home"
                onClick={() => void goHome()}
              >
                {t('trainBench.cmp.backHome')}
              </Button>
            </View>
          </>
        );
      }}
    </RecordScreen>
  );
}

export default observer(TrBenchCmpPage);
