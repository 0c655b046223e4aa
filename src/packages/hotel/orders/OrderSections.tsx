/**
 * The hotel order's own sections on the shared order-detail shell (SPEC §2 /ht/htOrder/htOrderDetail, §5 hotel):
 * room, plan and stay; guests per room (masked); the cancellation rule and where it stands now; the guarantee; the
 * price of each night; the hotel's confirmation, the membership card and the guest note; the order's refunds.
 */
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { HotelOrderDetail } from '../../../api/contract/hotel';
import { InfoBlock, OrderBlock, StatusTag, formatAmount } from '../../../components/order';
import { Pressable } from '../../../components/Pressable';
import { isNextDayArrival } from '../../../domain/hotel/stay';
import { maskMobile } from '../../../domain/masking';
import { formatYuan } from '../../../domain/money';
import { useStores } from '../../../stores';
import { NO_TRANSLATE, cancelNow, guestsByRoom } from './view';
import '../../../i18n/parts/hotelOrder';
import { Icon } from '../../../components/Icon';
import { chevronRight } from '../../../components/Icon/icons';

type Order = { order: HotelOrderDetail };

/** Room, plan, breakfast, how it is paid, the stay and the latest arrival. */
export const StayBlock = observer(function StayBlock({ order }: Order) {
  const { t } = useStores().ui;
  const arrival = isNextDayArrival(order.arrivalTime)
    ? t('hotelOrder.stay.nextDay', { time: order.arrivalTime })
    : order.arrivalTime;
  return (
    <InfoBlock
      id="order-stay"
      title={t('hotelOrder.stay.title')}
      rows={[
        {
          label: t('hotelOrder.stay.room'),
          value: `${order.room.name} · ${t(`hotelOrder.bed.${order.room.bedType}`)}`,
        },
        { label: t('hotelOrder.stay.plan'), value: order.plan.name },
        { label: t('hotelOrder.stay.breakfast'), value: t(`hotelOrder.breakfast.${order.plan.breakfast}`) },
        { label: t('hotelOrder.stay.payType'), value: t(`hotelOrder.payType.${order.plan.payType}`) },
        { label: t('hotelOrder.stay.checkIn'), value: order.checkIn },
        { label: t('hotelOrder.stay.checkOut'), value: order.checkOut },
        {
          label: t('hotelOrder.stay.nightsRooms'),
          value: t('hotelOrder.stay.nightsRoomsValue', { nights: order.nights, rooms: order.rooms }),
        },
        { label: t('hotelOrder.stay.arrival'), value: arrival },
      ]}
    />
  );
});

/** The guests of each room, phones masked again whatever the server sent. */
export const GuestsBlock = observer(function GuestsBlock({ order }: Order) {
  const { t } = useStores().ui;
  const rooms = guestsByRoom(order.guests, order.rooms);
  return (
    <OrderBlock testId="order-guests" title={t('hotelOrder.guests.title')}>
      <View role="list">
        {rooms.map((guests, i) => (
          <View key={i} className="ht-order-room" role="listitem" data-testid="order-room">
            <Text className="ht-order-room__label">{t('hotelOrder.guests.room', { n: i + 1 })}</Text>
            {guests.map((g) => (
              <View key={`${g.roomIndex}-${g.name}`} className="ht-order-room__guest">
                <Text className="ht-order-room__name" {...NO_TRANSLATE}>
                  {g.name}
                </Text>
                {g.phoneNumber ? (
                  <Text className="ht-order-room__phone" {...NO_TRANSLATE}>
                    {maskMobile(g.phoneNumber)}
                  </Text>
                ) : null}
              </View>
            ))}
          </View>
        ))}
      </View>
    </OrderBlock>
  );
});

/** The cancellation rule and what cancelling costs now. */
export const CancelBlock = observer(function CancelBlock({ order, now }: Order & { now: number }) {
  const { t } = useStores().ui;
  const { state, penaltyFen } = cancelNow(order, now);
  const rule =
    order.cancel.kind === 'free'
      ? t('hotelOrder.rule.free')
      : order.cancel.kind === 'none'
        ? t('hotelOrder.rule.none')
        : t('hotelOrder.rule.limited', { time: order.cancel.freeUntil, penalty: formatAmount(order.cancel.penalty) });
  const stateText =
    state === 'free'
      ? t('hotelOrder.rule.stateFree')
      : state === 'none'
        ? t('hotelOrder.rule.stateNone')
        : t('hotelOrder.rule.statePenalty', { penalty: formatYuan(penaltyFen) });
  return (
    <OrderBlock testId="order-rule" title={t('hotelOrder.rule.title')}>
      <Text className="ht-order-rule__text">{rule}</Text>
      <Text className={`ht-order-rule__state ht-order-rule__state--${state}`} data-testid="order-rule-state">
        {stateText}
      </Text>
    </OrderBlock>
  );
});

/** The card guarantee: last four digits, the amount held, its status. */
export const GuaranteeBlock = observer(function GuaranteeBlock({ order }: Order) {
  const { t } = useStores().ui;
  const g = order.guarantee;
  if (!g.required) return null;
  return (
    <InfoBlock
      id="order-guarantee"
      title={t('hotelOrder.guarantee.title')}
      rows={[
        {
          label: t('hotelOrder.guarantee.card'),
          value: g.last4 ? t('hotelOrder.guarantee.last4', { last4: g.last4 }) : t('hotelOrder.guarantee.none'),
        },
        { label: t('hotelOrder.guarantee.amount'), value: formatAmount(g.amount) },
        { label: t('hotelOrder.guarantee.status'), value: t(`hotelOrder.guarantee.status.${g.status || 'pending'}`) },
      ]}
    />
  );
});

/** The price of each night (one room). */
export const NightlyBlock = observer(function NightlyBlock({ order }: Order) {
  const { t } = useStores().ui;
  return (
    <InfoBlock
      id="order-nightly"
      title={t('hotelOrder.nightly.title', { rooms: order.rooms })}
      rows={order.nightly.map((n) => ({ label: n.date, value: formatAmount(n.price) }))}
    />
  );
});

/** The hotel's confirmation number, the membership card and the note to the hotel. */
export const HotelExtras = observer(function HotelExtras({ order }: Order) {
  const { t } = useStores().ui;
  return (
    <InfoBlock
      id="order-hotel-extra"
      title={t('hotelOrder.extra.title')}
      rows={[
        { label: t('hotelOrder.extra.confirmationNo'), value: order.confirmationNo },
        { label: t('hotelOrder.extra.membership'), value: order.membershipCard },
        { label: t('hotelOrder.extra.note'), value: order.guestNote },
      ]}
    />
  );
});

/** The order's refunds; each opens its detail. */
export const RefundsBlock = observer(function RefundsBlock({
  order,
  onOpen,
}: Order & { onOpen(refundId: string): void }) {
  const { t } = useStores().ui;
  if (order.refunds.length === 0) return null;
  return (
    <OrderBlock testId="order-refunds" title={t('hotelOrder.refunds.title')}>
      {order.refunds.map((r) => (
        <Pressable
          key={r.refundId}
          className="ht-order-refund"
          role="link"
          label={t('hotelOrder.refunds.openNamed', { amount: formatAmount(r.amount) })}
          onPress={() => onOpen(r.refundId)}
          testId="order-refund"
        >
          <StatusTag status={r.status} />
          <Text className="ht-order-refund__amount">{formatAmount(r.amount)}</Text>
          <View className="ht-order-refund__more" aria-hidden>
            <Text>{t('hotelOrder.refunds.open')}</Text>
            <Icon icon={chevronRight} />
          </View>
        </Pressable>
      ))}
    </OrderBlock>
  );
});
