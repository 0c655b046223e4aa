import { useCallback, useState } from 'react';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { HotelOrderDetail } from '../../../../api/contract/hotel';
import { Button } from '../../../../components/Button';
import { BookingComplete } from '../../../../components/order';
import { decodeQuery, navigate } from '../../../../router';
import { useStores } from '../../../../stores';
import type { HotelScreens } from '../../detail/screens';
import { useHotelBookingApi } from '../api';
import { GuaranteeSheet } from '../guarantee/GuaranteeSheet';
import { bookedNext } from './next';
import { OrderLines } from './OrderLines';
import '../booking.scss';
import '../../../../i18n/parts/pay';
import '../../../../i18n/parts/hotelBooking';

/**
 * Booked (SPEC §2 /htV2/htCmp, /ht/htComplete) on the shared booking-complete screen: the order number, the hotel and
 * stay, the amount and what happens next — send for approval, pay, guarantee with a card (the sheet opens by itself
 * when the booking asked for it) or the hotel confirming — with the order's detail one tap away.
 */
export const BookedScreen = observer(function BookedScreen({ screens }: { screens: HotelScreens }) {
  const { ui } = useStores();
  const { t } = ui;
  const api = useHotelBookingApi(screens.version);
  const query = decodeQuery(useRouter().params);
  const orderId = query.orderId ?? '';
  const [sheet, setSheet] = useState<'auto' | 'open' | 'closed'>(query.guarantee === '1' ? 'auto' : 'closed');
  const load = useCallback(async (id: string) => (await api.hotelOrderDetail({ orderId: id })).data ?? null, [api]);

  return (
    <BookingComplete<HotelOrderDetail>
      route={screens.booked}
      title="hotelBooking.cmp.title"
      className="ht-cmp"
      orderId={orderId}
      load={load}
      nextText={(order) => bookedNext(order, t)}
      details={(order) => <OrderLines order={order} />}
      detailUrl={() => screens.orderDetail}
      extra={(order) =>
        order.actions.guarantee ? (
          <>
            <Button
              className="order-cmp__btn order-cmp__btn--primary"
              data-testid="cmp-guarantee"
              onClick={() => setSheet('open')}
            >
              {t('hotelBooking.cmp.guaranteeNow')}
            </Button>
            <GuaranteeSheet
              open={sheet !== 'closed'}
              orderId={order.orderId}
              amount={order.guarantee.amount}
              api={api}
              onClose={() => setSheet('closed')}
              onDone={() => void navigate(screens.guaranteed, { replace: true, query: { orderId: order.orderId } })}
            />
          </>
        ) : null
      }
    />
  );
});
