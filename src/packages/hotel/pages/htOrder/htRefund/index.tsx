import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { RecordScreen, useRecord } from '../../../../../components/RecordLoader';
import { decodeQuery } from '../../../../../router';
import { RefundForm } from '../../../orders/RefundForm';
import { HOTEL_ORDER_ROUTES } from '../../../orders/routes';
import { useHotelOrderStore } from '../../../orders/useOrderStore';
import '../../../orders/orders.scss';
import './index.scss';
import '../../../../../i18n/parts/hotelOrder';

/** Hotel refund (SPEC §2 /ht/htOrder/htRefund): nights to refund, the rule and penalty, a reason (→ htRefundComplete). */
function HtRefundPage() {
  const store = useHotelOrderStore();
  const orderId = decodeQuery(useRouter().params).orderId ?? '';
  const record = useRecord(orderId ? () => store.loadRefundApply(orderId) : null, [orderId, store], {
    refreshOnShow: true,
  });
  return (
    <RecordScreen
      route={HOTEL_ORDER_ROUTES.refund}
      title="hotelOrder.refund.title"
      className="as-page ht-refund"
      record={record}
      notFoundText="hotelOrder.orderMissing"
    >
      {(data) => <RefundForm data={data} />}
    </RecordScreen>
  );
}

export default observer(HtRefundPage);
