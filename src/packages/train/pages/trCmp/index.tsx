import { useCallback } from 'react';
import { Text } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { TrainOrderDetail } from '../../../../api/contract/train';
import { BookingComplete } from '../../../../components/order';
import { statusKey } from '../../../../app/statusLabel';
import { decodeQuery } from '../../../../router';
import { useStores } from '../../../../stores';
import { hhmm, monthDay, NO_TRANSLATE } from '../../booking/format';
import { useTrainOrderStore } from '../../orders/orderStore';
import { cmpNextKey } from './next';
import './index.scss';
import '../../../../i18n/parts/pay';
import '../../../../i18n/parts/trainBooking';

/**
 * Booking complete (SPEC §2 /tr/trCmp) on the shared screen: the order number, the trains, the amount and what
 * happens next — send for approval, wait for it, pay by the deadline, or the tickets being issued — with the order's
 * detail one tap away.
 */
function TrCmpPage() {
  const { ui } = useStores();
  const { t } = ui;
  const store = useTrainOrderStore();
  const orderId = decodeQuery(useRouter().params).orderId ?? '';
  const load = useCallback((id: string) => store.load(id, false), [store]);

  return (
    <BookingComplete<TrainOrderDetail>
      route="/tr/trCmp"
      title="trainBooking.cmp.title"
      className="tr-cmp"
      orderId={orderId}
      load={load}
      nextText={(order) => {
        const next = cmpNextKey(order.orderStatus);
        return next
          ? t(next, { time: order.payDeadline.slice(11, 16) })
          : t('pay.order.cmp.state', { status: t(statusKey(order.orderStatus)) });
      }}
      details={(order) =>
        [...order.legs]
          .sort((a, b) => a.seq - b.seq)
          .map((leg) => (
            <Text key={leg.legId} className="tr-cmp__train" data-testid="cmp-train" {...NO_TRANSLATE}>
              {t('trainBooking.cmp.train', {
                date: `${monthDay(leg.train.depTime)} ${hhmm(leg.train.depTime)}`,
                train: leg.train.trainCode,
                from: leg.train.from.name,
                to: leg.train.to.name,
              })}
            </Text>
          ))
      }
      detailUrl={(order) => (order.transferFlag === 1 ? '/tr/trSferOrderDetail' : '/tr/OrderDetail')}
    />
  );
}

export default observer(TrCmpPage);
