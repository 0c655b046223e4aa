/** Small pieces shared by the train refund and change screens. */
import type { ReactNode } from 'react';
import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { AfterSalesTicket, OrderFeeExpectData } from '../../../api/contract/trainAfterSales';
import { CheckRow } from '../../../components/booking';
import { Pressable } from '../../../components/Pressable';
import type { RecordState } from '../../../components/RecordLoader';
import { StatusTag, formatAmount } from '../../../components/order';
import { navigate } from '../../../router';
import { useStores } from '../../../stores';
import './afterSales.scss';
import '../../../i18n/parts/trainAfterSales';

/** 'G101 · 03-05 08:00 北京南 → 12:30 上海虹桥'. */
export function trainLine(x: {
  trainCode: string;
  depTime: string;
  arrTime?: string;
  fromName: string;
  toName: string;
}) {
  const arr = x.arrTime ? `${x.arrTime.slice(11, 16)} ` : '';
  return `${x.trainCode} · ${x.depTime.slice(5, 16)} ${x.fromName} → ${arr}${x.toName}`;
}

/** One label / amount line; `strong` for totals, `negative` for a fee taken off. */
export function MoneyRow(props: {
  label: string;
  amount: number;
  strong?: boolean;
  negative?: boolean;
  testId?: string;
}) {
  return (
    <View className={`tas-money ${props.strong ? 'tas-money--strong' : ''}`} data-testid={props.testId}>
      <Text className="tas-money__label">{props.label}</Text>
      <Text className="tas-money__amount">
        {props.negative && props.amount > 0 ? '-' : ''}
        {formatAmount(props.amount)}
      </Text>
    </View>
  );
}

/** A titled card. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <View className="tas-section" role="region" aria-labelledby={`${id}-title`} data-testid={id}>
      <Text id={`${id}-title`} className="tas-section__title" role="heading" aria-level={2}>
        {title}
      </Text>
      {children}
    </View>
  );
}

/** The bar pinned at the bottom of a form: a summary and the button. */
export function SubmitBar({ summary, children }: { summary?: ReactNode; children: ReactNode }) {
  return (
    <View className={`tas-bar${summary ? '' : ' tas-bar--full'}`}>
      {summary ? <View className="tas-bar__summary">{summary}</View> : null}
      {children}
    </View>
  );
}

/** The tickets of the order to choose from; those that cannot be handled now show why and cannot be chosen. */
export const TicketChoice = observer(function TicketChoice(props: {
  tickets: readonly AfterSalesTicket[];
  chosen: readonly string[];
  onToggle(ticketId: string): void;
}) {
  const { ui } = useStores();
  const { t } = ui;
  return (
    <View role="group" aria-label={t('trainAfterSales.tickets')}>
      {props.tickets.map((x) => {
        const seat = t('trainAfterSales.seatText', { seat: x.seatName, coach: x.coach, seatNo: x.seatNo });
        const body = (
          <>
            <Text className="tas-sub">{trainLine(x)}</Text>
            <Text className="tas-sub">
              {seat} · {formatAmount(x.price)}
              {x.paperTicket ? ` · ${t('trainAfterSales.paper')}` : ''}
            </Text>
            {x.allowed ? null : (
              <Text className="tas-why" data-testid={`ticket-why-${x.ticketId}`}>
                {x.reasonText}
              </Text>
            )}
          </>
        );
        return x.allowed ? (
          <CheckRow
            key={x.ticketId}
            id={`ticket-${x.ticketId}`}
            label={x.psgName}
            checked={props.chosen.includes(x.ticketId)}
            onToggle={() => props.onToggle(x.ticketId)}
          >
            {body}
          </CheckRow>
        ) : (
          <View key={x.ticketId} className="tas-ticket--off" data-testid={`ticket-${x.ticketId}`} aria-disabled>
            <Text className="tas-ticket__name">{x.psgName}</Text>
            {body}
          </View>
        );
      })}
    </View>
  );
});

/** The server's fee estimate for the chosen tickets, line by line, with totals. */
export const Estimate = observer(function Estimate(props: {
  state: RecordState;
  data: OrderFeeExpectData | null;
  onRetry(): void;
}) {
  const { ui } = useStores();
  const { t } = ui;
  const { state, data } = props;
  if (state === 'idle') return <Text className="tas-sub">{t('trainAfterSales.chooseTicket')}</Text>;
  if (state === 'loading' && !data) return <Text className="tas-sub">{t('trainAfterSales.estimating')}</Text>;
  if (!data) {
    return (
      <View>
        <Text className="tas-why">{t('trainAfterSales.estimateFailed')}</Text>
        <Pressable className="tas-btn" onPress={props.onRetry}>
          {t('trainAfterSales.retry')}
        </Pressable>
      </View>
    );
  }
  return (
    <View data-testid="estimate">
      {data.lines.map((l) => (
        <View key={l.ticketId} className="tas-item" data-testid="estimate-line">
          <Text className="tas-item__name">{l.psgName}</Text>
          <MoneyRow label={t('trainAfterSales.price')} amount={l.price} />
          {data.kind === 2 ? <MoneyRow label={t('trainAfterSales.newPrice')} amount={l.newPrice} /> : null}
          {l.percent > 0 ? <Text className="tas-sub">{t('trainAfterSales.rate', { n: l.percent })}</Text> : null}
          {l.fee > 0 ? <MoneyRow label={t('trainAfterSales.fee')} amount={l.fee} negative /> : null}
          {l.pay > 0 ? <MoneyRow label={t('trainAfterSales.payAmount')} amount={l.pay} /> : null}
          {l.refund > 0 || data.kind === 1 ? (
            <MoneyRow label={t('trainAfterSales.refundAmount')} amount={l.refund} />
          ) : null}
        </View>
      ))}
      <MoneyRow label={t('trainAfterSales.totalFee')} amount={data.totalFee} testId="estimate-fee" />
      {data.totalPay > 0 ? (
        <MoneyRow label={t('trainAfterSales.totalPay')} amount={data.totalPay} strong testId="estimate-pay" />
      ) : (
        <MoneyRow label={t('trainAfterSales.totalRefund')} amount={data.totalRefund} strong testId="estimate-refund" />
      )}
    </View>
  );
});

/** The head of a submitted / confirm screen: a tick, the title, the status and what comes next. */
export function CmpHead({ title, status, children }: { title: string; status: string; children: ReactNode }) {
  return (
    <View className="tas-cmp__head">
      <View className="tas-cmp__icon" aria-hidden>
        ✓
      </View>
      <Text className="tas-cmp__title" role="heading" aria-level={1}>
        {title}
      </Text>
      <StatusTag status={status} />
      {children}
    </View>
  );
}

/** Buttons under a refund or change: its own first, then the train order. */
export const DetailButtons = observer(function DetailButtons(props: {
  kind: 'refund' | 'change';
  orderId: string;
  children?: ReactNode;
}) {
  const { ui } = useStores();
  return (
    <View className="tas-buttons">
      {props.children}
      <Pressable
        className="tas-btn tas-btn--block"
        onPress={() => void navigate('/tr/OrderDetail', { query: { orderId: props.orderId } })}
        testId={`${props.kind}-order`}
      >
        {ui.t('trainAfterSales.viewOrder')}
      </Pressable>
    </View>
  );
});

/** Adds or removes an id of a choice. */
export const toggle = (ids: readonly string[], id: string): string[] =>
  ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
