import { useId, type ReactNode } from 'react';
import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { BenchOrderDetail } from '../../../api/contract/trainBench';
import { formatAmount } from '../../../components/order/format';
import { useStores } from '../../../stores';
import { NO_TRANSLATE, durationText, hhmm, priceText } from '../components/format';

/** A titled card of the waitlist order (the shared order-block look). */
function Block(props: { title: string; testId: string; children: ReactNode }) {
  const id = useId();
  return (
    <View className="obt-card order-block" role="region" aria-labelledby={id} data-testid={props.testId}>
      <Text id={id} className="order-block__title" role="heading" aria-level={2}>
        {props.title}
      </Text>
      {props.children}
    </View>
  );
}

/** The route, the latest departure and every class waited for; the one secured is marked. */
export const CandidatesBlock = observer(function CandidatesBlock({ order }: { order: BenchOrderDetail }) {
  const { ui } = useStores();
  const { t } = ui;
  return (
    <Block title={t('trainBench.detail.candidates')} testId="bench-candidates">
      <Text className="tr-bench__times" {...NO_TRANSLATE}>
        {t('trainBench.detail.route', { from: order.from.name, to: order.to.name, date: order.depDate })}
      </Text>
      <Text className="bk-sub" {...NO_TRANSLATE}>
        {t('trainBench.detail.latest', { time: order.latestDepTime })}
      </Text>
      <View role="list">
        {order.candidates.map((c) => (
          <View key={c.seq} className="tr-bench__candidate" role="listitem" data-testid={`bench-candidate-${c.seq}`}>
            <View className="tr-bench__candidate-head">
              <Text className="tr-bench__code" {...NO_TRANSLATE}>
                {c.train.trainCode}
              </Text>
              <Text className="tr-bench__seat">
                {c.seatName} {priceText(c.price)}
              </Text>
              {c.secured ? <Text className="bk-badge">{t('trainBench.detail.secured')}</Text> : null}
            </View>
            <Text className="tr-bench__times" {...NO_TRANSLATE}>
              {hhmm(c.train.depTime)} {c.train.from.name} → {hhmm(c.train.arrTime)} {c.train.to.name} ·{' '}
              {durationText(c.train.runMinutes, t)}
            </Text>
          </View>
        ))}
      </View>
    </Block>
  );
});

/** Coach and seat of each passenger once issued. */
export const TicketsBlock = observer(function TicketsBlock({ order }: { order: BenchOrderDetail }) {
  const { ui } = useStores();
  const { t } = ui;
  const issued = order.passengers.filter((p) => p.ticketNo);
  if (issued.length === 0) return null;
  return (
    <Block title={t('trainBench.detail.tickets')} testId="bench-tickets">
      {issued.map((p) => (
        <View key={p.psgId} className="tr-bench__ticket">
          <Text className="tr-bench__seat">{p.psgName}</Text>
          <Text className="tr-bench__times" {...NO_TRANSLATE} data-testid={`bench-seat-${p.psgId}`}>
            {t('trainBench.detail.seatNo', { coach: p.coach, seat: p.seatNo })} · {p.ticketNo} · {priceText(p.price)}
          </Text>
        </View>
      ))}
    </Block>
  );
});

/** Money given back: full refund on failure or cancel (1–7 working days), the difference on success. */
export const RefundsBlock = observer(function RefundsBlock({ order }: { order: BenchOrderDetail }) {
  const { ui } = useStores();
  const { t } = ui;
  if (order.refunds.length === 0) return null;
  return (
    <Block title={t('trainBench.detail.refunds')} testId="bench-refunds">
      {order.refunds.map((r, i) => (
        <View key={`${r.reason}-${i}`} className="tr-bench__ticket">
          <Text className="tr-bench__seat">
            {t(`trainBench.detail.refund.${r.reason}`)} {formatAmount(r.amount)}
          </Text>
          <Text className="bk-sub">
            {r.at} ·{' '}
            {t(r.method === 'company' ? 'trainBench.detail.refund.company' : 'trainBench.detail.refund.online')}
          </Text>
        </View>
      ))}
    </Block>
  );
});
