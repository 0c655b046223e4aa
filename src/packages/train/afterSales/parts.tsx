/** The train refund and change screens' pieces: the kit's (src/components/afterSales) with the train data and texts. */
import type { ReactNode } from 'react';
import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { AfterSalesTicket, OrderFeeExpectData } from '../../../api/contract/trainAfterSales';
import { CheckRow, TextField } from '../../../components/booking';
import { Pressable } from '../../../components/Pressable';
import { PageShell } from '../../../components/PageShell';
import { RecordGate, type RecordState } from '../../../components/RecordLoader';
import { MoneyRow, Section } from '../../../components/afterSales';
import { formatAmount } from '../../../components/order';
import { useStores } from '../../../stores';
import './afterSales.scss';
import '../../../i18n/parts/trainAfterSales';
import { NO_TRANSLATE } from '../../../components/Pressable/noTranslate';

export { CmpHead, MoneyRow, Section, SubmitBar, ValueRow, toggle } from '../../../components/afterSales';

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
            <Text className="as-sub">{trainLine(x)}</Text>
            <Text className="as-sub">
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
  if (state === 'idle') return <Text className="as-sub">{t('trainAfterSales.chooseTicket')}</Text>;
  if (state === 'loading' && !data) return <Text className="as-sub">{t('trainAfterSales.estimating')}</Text>;
  if (!data) {
    return (
      <View>
        <Text className="tas-why">{t('trainAfterSales.estimateFailed')}</Text>
        <Pressable className="as-btn" onPress={props.onRetry}>
          {t('trainAfterSales.retry')}
        </Pressable>
      </View>
    );
  }
  return (
    <View data-testid="estimate">
      {data.lines.map((l) => (
        <View key={l.ticketId} className="as-item" data-testid="estimate-line">
          <Text className="as-item__name" {...NO_TRANSLATE}>
            {l.psgName}
          </Text>
          <MoneyRow label={t('trainAfterSales.price')} amount={l.price} />
          {data.kind === 2 ? <MoneyRow label={t('trainAfterSales.newPrice')} amount={l.newPrice} /> : null}
          {l.percent > 0 ? <Text className="as-sub">{t('trainAfterSales.rate', { n: l.percent })}</Text> : null}
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

/** The note at the top of an apply screen while another refund or change of the order is under way. */
export const BusyNote = observer(function BusyNote({ busy }: { busy: boolean }) {
  const { ui } = useStores();
  return busy ? (
    <View className="tas-note" role="alert" data-testid="apply-busy">
      {ui.t('trainAfterSales.busy')}
    </View>
  ) : null;
});

/** Under the ticket choice when no ticket of the order can be handled now. */
export const NoneAllowed = observer(function NoneAllowed({ none }: { none: boolean }) {
  const { ui } = useStores();
  return none ? (
    <Text className="tas-why" role="alert" data-testid="none-allowed">
      {ui.t('trainAfterSales.noneAllowed')}
    </Text>
  ) : null;
});

/** The reason card of a refund or change form (required free text). */
export const ReasonSection = observer(function ReasonSection(props: {
  id: 'refund' | 'change';
  placeholder: string;
  value: string;
  error: string;
  onChange(text: string): void;
}) {
  const { ui } = useStores();
  const { t } = ui;
  return (
    <Section id={`${props.id}-reason`} title={t('trainAfterSales.reason')}>
      <TextField
        id={`${props.id}-reason-text`}
        label={t('trainAfterSales.reason')}
        placeholder={props.placeholder}
        value={props.value}
        maxlength={200}
        required
        error={props.error || undefined}
        onChange={props.onChange}
      />
    </Section>
  );
});

const APPLY = {
  refund: { route: '/tr/ApplyRefund', title: 'trainAfterSales.refund.title', className: 'tr-apply-refund' },
  change: { route: '/tr/ApplyAlter', title: 'trainAfterSales.change.title', className: 'tr-apply-alter' },
} as const;

/** The page of a refund or change form; until the order's tickets are there, its loading, missing or failed state. */
export function ApplyPage(props: {
  kind: 'refund' | 'change';
  /** The order's load, while it is not there (no `children` then). */
  gate?: { state: RecordState; onRetry(): void };
  children?: ReactNode;
}) {
  const page = APPLY[props.kind];
  return (
    <PageShell route={page.route} title={page.title} className={`as-page tas-page ${page.className}`}>
      {props.gate ? (
        <RecordGate state={props.gate.state} onRetry={props.gate.onRetry} notFoundText="trainAfterSales.orderMissing" />
      ) : (
        props.children
      )}
    </PageShell>
  );
}

/** The submit button of a refund or change form. */
export const SubmitButton = observer(function SubmitButton(props: {
  kind: 'refund' | 'change';
  busy: boolean;
  disabled: boolean;
  onPress(): void;
}) {
  const { ui } = useStores();
  return (
    <Pressable
      className="as-btn as-btn--primary"
      onPress={props.onPress}
      disabled={props.disabled}
      testId={`${props.kind}-submit`}
    >
      {ui.t(props.busy ? 'trainAfterSales.submitting' : `trainAfterSales.${props.kind}.submit`)}
    </Pressable>
  );
});
