import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { TrainOrderDetail, TrainOrderLeg } from '../../../api/contract/train';
import { CopyButton, formatAmount } from '../../../components/order';
import { Pressable } from '../../../components/Pressable';
import { statusKey } from '../../../app/statusLabel';
import { hasKey, type MessageKey } from '../../../i18n';
import { useStores } from '../../../stores';
import { durationText, hhmm, monthDay, NO_TRANSLATE } from '../booking/format';
import { connectionMinutes } from './view';
import './orders.scss';
import '../../../i18n/parts/trainBooking';
import { Icon } from '../../../components/Icon';
import { chevronRight } from '../../../components/Icon/icons';

/** One leg of the order: date, train, times and stations, seat class. */
function LegLine({ leg, label }: { leg: TrainOrderLeg; label: string }) {
  const { ui } = useStores();
  const { t } = ui;
  const tr = leg.train;
  return (
    <View className="tr-order__leg" data-testid="order-leg">
      <View className="tr-order__leg-head">
        {label ? <Text className="tr-order__badge">{label}</Text> : null}
        <Text className="tr-order__date">{monthDay(tr.depTime)}</Text>
        <Text className="tr-order__code" {...NO_TRANSLATE}>
          {tr.trainCode}
        </Text>
        <Text className="tr-order__seat-type">{leg.seatName}</Text>
      </View>
      <View className="tr-order__leg-main">
        <View className="tr-order__end">
          <Text className="tr-order__time">{hhmm(tr.depTime)}</Text>
          <Text className="tr-order__station" {...NO_TRANSLATE}>
            {tr.from.name}
          </Text>
        </View>
        <Text className="tr-order__duration">{durationText(tr.runMinutes, t)}</Text>
        <View className="tr-order__end tr-order__end--to">
          <Text className="tr-order__time">
            {hhmm(tr.arrTime)}
            {tr.arriveDays > 0 ? t('trainBooking.edit.nextDay', { days: tr.arriveDays }) : ''}
          </Text>
          <Text className="tr-order__station" {...NO_TRANSLATE}>
            {tr.to.name}
          </Text>
        </View>
      </View>
    </View>
  );
}

/** The legs (a connection's two with the change between them). */
export const LegsBlock = observer(function LegsBlock({ order }: { order: TrainOrderDetail }) {
  const { ui } = useStores();
  const { t } = ui;
  const legs = [...order.legs].sort((a, b) => a.seq - b.seq);
  const many = legs.length > 1;
  const gap = connectionMinutes(order);
  return (
    <View className="obt-card order-block" role="region" aria-labelledby="tr-order-legs-title" data-testid="order-legs">
      <Text id="tr-order-legs-title" className="order-block__title" role="heading" aria-level={2}>
        {t('trainBooking.order.legs')}
      </Text>
      {legs.map((leg, i) => (
        <View key={leg.legId}>
          <LegLine leg={leg} label={many ? t('trainBooking.edit.leg', { n: i + 1 }) : ''} />
          {many && i === 0 && gap !== null ? (
            <Text className="tr-order__connection" role="note" data-testid="order-connection">
              {t('trainBooking.order.connection', { station: leg.train.to.name, wait: durationText(gap, t) })}
            </Text>
          ) : null}
        </View>
      ))}
    </View>
  );
});

const ticketStatusKey = (status: string): MessageKey | null => {
  const key = `trainBooking.order.ticket.${status}`;
  return hasKey(key) ? key : null;
};

/** Passengers with, per leg, coach and seat, ticket number and ticket status. */
export const TicketsBlock = observer(function TicketsBlock({ order }: { order: TrainOrderDetail }) {
  const { ui } = useStores();
  const { t } = ui;
  const legs = [...order.legs].sort((a, b) => a.seq - b.seq);
  const many = legs.length > 1;
  return (
    <View
      className="obt-card order-block"
      role="region"
      aria-labelledby="tr-order-tickets-title"
      data-testid="order-tickets"
    >
      <Text id="tr-order-tickets-title" className="order-block__title" role="heading" aria-level={2}>
        {t('trainBooking.order.tickets')}
      </Text>
      <View role="list">
        {order.passengers.map((p) => (
          <View key={p.psgId} role="listitem" className="tr-order__psg" data-testid={`passenger-${p.psgId}`}>
            <View className="tr-order__psg-head">
              <Text className="tr-order__psg-name">{p.psgName}</Text>
              <Text className="tr-order__psg-type">{t(`pay.order.psgType.${p.psgType}` as MessageKey)}</Text>
            </View>
            {p.idno ? (
              <Text className="tr-order__line" {...NO_TRANSLATE}>
                {t('pay.order.passenger.document')} {p.idno}
              </Text>
            ) : null}
            {legs.map((leg, i) => {
              const ticket = p.tickets.find((tk) => tk.legId === leg.legId);
              if (!ticket) return null;
              const status = ticketStatusKey(ticket.ticketStatus);
              return (
                <View key={leg.legId} className="tr-order__ticket" data-testid="order-ticket">
                  {many ? <Text className="tr-order__badge">{t('trainBooking.edit.leg', { n: i + 1 })}</Text> : null}
                  <Text className="tr-order__seat" {...NO_TRANSLATE}>
                    {ticket.coach && ticket.seatNo
                      ? t('trainBooking.order.coachSeat', { coach: ticket.coach, seat: ticket.seatNo })
                      : t('trainBooking.order.noSeatYet')}
                  </Text>
                  {status ? (
                    <Text className="tr-order__ticket-status" data-testid="ticket-status">
                      {t(status)}
                    </Text>
                  ) : null}
                  {ticket.ticketNo ? (
                    <View className="order-passenger__ticket-row">
                      <Text className="tr-order__line" {...NO_TRANSLATE} data-testid="ticket-no">
                        {t('trainBooking.order.ticketNo', { no: ticket.ticketNo })}
                      </Text>
                      <CopyButton
                        value={ticket.ticketNo}
                        what={t('pay.order.passenger.ticketNo')}
                        testId="ticket-no-copy"
                      />
                    </View>
                  ) : null}
                  {ticket.paperTicket ? (
                    <Text className="tr-order__line tr-order__line--note">{t('trainBooking.order.paperTicket')}</Text>
                  ) : null}
                </View>
              );
            })}
            {p.insurance.length > 0 ? (
              <Text className="tr-order__line">
                {t('trainBooking.order.insurance', { names: p.insurance.map((i) => i.bxmc).join('、') })}
              </Text>
            ) : null}
          </View>
        ))}
      </View>
    </View>
  );
});

/** The order's refunds and changes with their status and amount (they open the after-sales detail screens). */
export const AfterSalesBlock = observer(function AfterSalesBlock(props: {
  order: TrainOrderDetail;
  onOpen(kind: 'refund' | 'change', id: string): void;
}) {
  const { ui } = useStores();
  const { t } = ui;
  const { refunds, changes } = props.order;
  if (refunds.length === 0 && changes.length === 0) return null;
  const rows = [
    ...refunds.map((r) => ({ kind: 'refund' as const, id: r.refundId, status: r.status, amount: r.amount })),
    ...changes.map((c) => ({ kind: 'change' as const, id: c.changeId, status: c.status, amount: c.amount })),
  ];
  return (
    <View
      className="obt-card order-block"
      role="region"
      aria-labelledby="tr-order-as-title"
      data-testid="order-after-sales"
    >
      <Text id="tr-order-as-title" className="order-block__title" role="heading" aria-level={2}>
        {t('trainBooking.order.afterSales')}
      </Text>
      {rows.map((r) => (
        <Pressable
          key={`${r.kind}-${r.id}`}
          className="tr-order__as-row"
          role="link"
          onPress={() => props.onOpen(r.kind, r.id)}
          testId={`order-${r.kind}-${r.id}`}
        >
          {t(r.kind === 'refund' ? 'trainBooking.order.refundRow' : 'trainBooking.order.changeRow', {
            status: t(statusKey(r.status)),
            amount: formatAmount(r.amount),
          })}
          <Icon icon={chevronRight} />
        </Pressable>
      ))}
    </View>
  );
});
