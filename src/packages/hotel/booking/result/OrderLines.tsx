import { Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { HotelOrderDetail } from '../../../../api/contract/hotel';
import { useStores } from '../../../../stores';
import { arrivalText, monthDay, NO_TRANSLATE } from '../../detail/format';

/** The hotel, room, stay and latest arrival of a booked order. */
export const OrderLines = observer(function OrderLines({ order }: { order: HotelOrderDetail }) {
  const { ui } = useStores();
  const { t } = ui;
  const name = ui.locale === 'en-US' && order.hotel.nameEn ? order.hotel.nameEn : order.hotel.name;
  return (
    <>
      <Text className="ht-cmp__line" data-testid="cmp-hotel" {...NO_TRANSLATE}>
        {name}
      </Text>
      <Text className="ht-cmp__line" {...NO_TRANSLATE}>
        {order.room.name} · {order.plan.name}
      </Text>
      <Text className="ht-cmp__line" data-testid="cmp-stay">
        {t('hotelBooking.cmp.stay', {
          checkIn: monthDay(order.checkIn),
          checkOut: monthDay(order.checkOut),
          nights: order.nights,
          rooms: order.rooms,
        })}
      </Text>
      {order.arrivalTime ? (
        <Text className="ht-cmp__line">
          {t('hotelBooking.cmp.arrival', { time: arrivalText(order.arrivalTime, t) })}
        </Text>
      ) : null}
    </>
  );
});
