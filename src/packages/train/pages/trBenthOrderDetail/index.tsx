import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { BenchOrderDetail } from '../../../../api/contract/trainBench';
import {
  BookedOrderInfo,
  InfoBlock,
  OrderDetailShell,
  useCancelIntent,
  useOrderRecord,
  type OrderDetailView,
} from '../../../../components/order';
import { formatAmount } from '../../../../components/order/format';
import { decodeQuery } from '../../../../router';
import { useStores } from '../../../../stores';
import { useBenchStores } from '../../bench/benchStore';
import { CandidatesBlock, RefundsBlock, TicketsBlock } from '../../bench/BenchSections';
import { BENCH_POLL, isGrabbing } from '../../bench/progress';
import '../../bench/bench.scss';
import './index.scss';
import '../../../../i18n/parts/pay';
import '../../../../i18n/parts/trainBench';

const ROUTE = '/tr/trBenthOrderDetail';

/**
 * A waitlist order (SPEC §2 /tr/trBenthOrderDetail, §4 ticket grabbing) on the shared order-detail shell: status,
 * the classes waited for (the one secured marked), passengers with their tickets once issued, the prepayment, the
 * refunds (in full on failure or cancel, 1–7 working days; the difference on success), contacts, timeline; pay, and
 * cancel while no seat is secured (trHbOrderCancel). While grabbing it reads itself again until the result.
 */
function TrBenthOrderDetailPage() {
  const { ui } = useStores();
  const { t } = ui;
  const { orders } = useBenchStores();
  const orderId = decodeQuery(useRouter().params).orderId ?? '';
  const record = useOrderRecord(orderId ? () => orders.load(orderId) : null, [orderId, orders], {
    pollMs: BENCH_POLL.intervalMs,
    pollForMs: BENCH_POLL.timeoutMs,
    until: (order) => !isGrabbing(order),
  });
  // One key per cancel intent: a double tap or a retry after a lost answer cancels once.
  const cancel = useCancelIntent(async (key: string, order: BenchOrderDetail) => {
    await orders.cancel(order.orderId, key);
  });

  const view = (order: BenchOrderDetail): OrderDetailView => ({
    head: {
      testId: 'order-head',
      status: order.orderStatus,
      amount: order.amount,
      amountLabel: t('trainBench.detail.prepaid'),
      lines: [
        { text: `${t('pay.order.no')} ${order.orderNo}` },
        { text: `${t('pay.order.createdAt')} ${order.createdAt}` },
        order.actions.pay &&
          !!order.payDeadline && { text: t('pay.order.payBy', { time: order.payDeadline.slice(11, 16) }), tone: 'due' },
        isGrabbing(order) &&
          !!order.resultBy && {
            text: t('trainBench.detail.resultBy', { time: order.resultBy.slice(11, 16) }),
            tone: 'live',
            testId: 'auto-refresh',
          },
        { text: t('trainBench.detail.rules'), tone: 'note' },
      ],
    },
    sections: (
      <>
        <CandidatesBlock order={order} />
        <TicketsBlock order={order} />
        <RefundsBlock order={order} />
      </>
    ),
    passengers: order.passengers.map((p) => ({
      id: p.psgId,
      name: p.psgName,
      psgType: p.psgType,
      idType: p.idType,
      idno: p.idno,
      phone: p.phoneNumber,
      ticketNo: p.ticketNo,
    })),
    priceLines: order.priceLines,
    details: (
      <>
        <InfoBlock
          id="bench-amounts"
          title={t('trainBench.detail.prepaid')}
          rows={[
            { label: t('trainBench.detail.prepaid'), value: formatAmount(order.amount) },
            {
              label: t('trainBench.detail.ticketAmount'),
              value: order.ticketAmount ? formatAmount(order.ticketAmount) : '',
            },
          ]}
        />
        <BookedOrderInfo order={order} violationRows={[]} />
      </>
    ),
    timeline: order.timeline,
    actions: {
      orderId: order.orderId,
      orderNo: order.orderNo,
      orderType: order.orderType,
      actions: { cancel: order.actions.cancel, pay: order.actions.pay, refund: false, change: false, resend: false },
      onCancel: () => cancel(order),
      onCancelled: () => void record.reload(),
    },
  });

  return (
    <OrderDetailShell
      route={ROUTE}
      title="trainBench.detail.title"
      className="tr-bench tr-bench-detail"
      record={record}
      notFoundText="trainBench.detail.notFound"
      view={view}
    />
  );
}

export default observer(TrBenthOrderDetailPage);
