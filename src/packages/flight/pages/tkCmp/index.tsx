import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { FlightOrderDetail } from '../../../../api/contract/flight';
import { BookingComplete } from '../../../../components/order';
import { statusKey } from '../../../../app/statusLabel';
import { decodeQuery } from '../../../../router';
import { useStores } from '../../../../stores';
import { loadFlightOrder } from '../tkOrderDetail/data';
import '../../../../i18n/parts/pay';

/** Booking complete (SPEC §2 /tk/tkCmp) on the shared screen: the order number, amount and what happens next. */
function TkCmpPage() {
  const { ui } = useStores();
  const { t } = ui;
  const orderId = decodeQuery(useRouter().params).orderId ?? '';

  return (
    <BookingComplete<FlightOrderDetail>
      route="/tk/tkCmp"
      title="pay.order.cmp.title"
      className="tk-cmp"
      orderId={orderId}
      load={loadFlightOrder}
      nextText={(order) => {
        const status = order.orderStatus;
        if (status === 'awaitingPayment') return t('pay.order.payBy', { time: order.payDeadline.slice(11, 16) });
        if (status === 'awaitingSubmission') return t('pay.order.cmp.awaitingSubmission');
        if (status === 'inApproval') return t('pay.order.cmp.inApproval');
        return t('pay.order.cmp.state', { status: t(statusKey(status)) });
      }}
      detailUrl={() => '/tk/tkOrderDetail'}
    />
  );
}

export default observer(TkCmpPage);
