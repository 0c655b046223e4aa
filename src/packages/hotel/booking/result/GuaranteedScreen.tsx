import { useCallback, useEffect } from 'react';
import { Text } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { HotelOrderDetail } from '../../../../api/contract/hotel';
import { BookingComplete } from '../../../../components/order';
import { decodeQuery } from '../../../../router';
import { useStores } from '../../../../stores';
import { yuan } from '../../detail/format';
import type { HotelScreens } from '../../detail/screens';
import { useHotelBookingApi } from '../api';
import { progressText, settled } from './next';
import { OrderLines } from './OrderLines';
import '../booking.scss';
import '../../../../i18n/parts/pay';
import '../../../../i18n/parts/hotelBooking';

/** How often the screen asks again while the hotel confirms. */
const POLL_MS = 5000;

/** Loads the order again every few seconds until the hotel has confirmed (or the order closed). */
function Poll(props: { active: boolean; reload(): void }) {
  const { active, reload } = props;
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(reload, POLL_MS);
    return () => clearInterval(timer);
  }, [active, reload]);
  return null;
}

/**
 * After the guarantee (SPEC §2 /ht/htOrderComplete, /htV2/htComplete): the amount held on the card, its last four
 * digits and the hotel's confirmation progress (asked again until confirmed), with the order's detail one tap away.
 */
export const GuaranteedScreen = observer(function GuaranteedScreen({ screens }: { screens: HotelScreens }) {
  const { ui } = useStores();
  const { t } = ui;
  const api = useHotelBookingApi(screens.version);
  const orderId = decodeQuery(useRouter().params).orderId ?? '';
  const load = useCallback(async (id: string) => (await api.hotelOrderDetail({ orderId: id })).data ?? null, [api]);

  return (
    <BookingComplete<HotelOrderDetail>
      route={screens.guaranteed}
      title="hotelBooking.done.title"
      className="ht-cmp"
      orderId={orderId}
      load={load}
      nextText={(order) => progressText(order, t)}
      details={(order) => (
        <>
          <OrderLines order={order} />
          <Text className="ht-cmp__line" data-testid="cmp-guarantee-held">
            {order.guarantee.last4
              ? t('hotelBooking.done.held', { price: yuan(order.guarantee.amount), last4: order.guarantee.last4 })
              : t('hotelBooking.done.notHeld')}
          </Text>
        </>
      )}
      detailUrl={() => screens.orderDetail}
      extra={(order, reload) => <Poll active={!settled(order)} reload={reload} />}
    />
  );
});
