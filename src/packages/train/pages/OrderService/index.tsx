import { useRef } from 'react';
import { View, Text } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { TrainOrderDetail } from '../../../../api/contract/train';
import { newIdempotencyKey } from '../../../../api/helpers/idempotency';
import { ApiError } from '../../../../api/transport';
import { OrderActions, useOrderRecord } from '../../../../components/order';
import { RecordScreen } from '../../../../components/RecordLoader';
import { LIMITS } from '../../../../domain/limits';
import { REFUND_APPLY_ROUTES } from '../../../../domain/orderRouting';
import { confirmDialog, showToast } from '../../../../hosts/ui';
import { decodeQuery, navigate } from '../../../../router';
import { useStores } from '../../../../stores';
import { useTrainOrderStore } from '../../orders/orderStore';
import { trainServices } from '../../orders/view';
import { ServiceEntry } from './ServiceEntry';
import './index.scss';
import '../../../../i18n/parts/pay';
import '../../../../i18n/parts/trainBooking';

const ROUTE = '/tr/OrderService';

/**
 * The order's service entry (SPEC §2 /tr/OrderService): what can be done with the train order now — pay, refund,
 * change, cancel, resend the itinerary (the shared send action), contact customer service — and, once departure is
 * less than 4 hours away, why refunds and changes are closed online (SPEC §5 train).
 */
function OrderServicePage() {
  const { ui, session } = useStores();
  const { t } = ui;
  const store = useTrainOrderStore();
  const query = decodeQuery(useRouter().params);
  const orderId = query.orderId ?? '';
  const transfer = query.transferFlag === '1';
  const record = useOrderRecord(orderId ? () => store.load(orderId, transfer) : null, [orderId, transfer, store]);
  const cancelKey = useRef<string | null>(null);

  const cancel = async (order: TrainOrderDetail) => {
    const yes = await confirmDialog({
      title: t('pay.order.cancel.title'),
      content: t('pay.order.cancel.confirm'),
      confirmText: t('pay.order.cancel.submit'),
      cancelText: t('pay.order.cancel.keep'),
    });
    if (!yes) return;
    cancelKey.current = cancelKey.current ?? newIdempotencyKey();
    try {
      await store.cancel(order, cancelKey.current);
      cancelKey.current = null;
      showToast(t('pay.order.cancel.done'), LIMITS.ui.toastMs, 'success');
      await record.reload();
    } catch (e) {
      // Refused: the transport showed why; a later attempt is a new intent.
      if (e instanceof ApiError && e.kind === 'code') cancelKey.current = null;
    }
  };

  const withOrder = (url: string, order: TrainOrderDetail) => void navigate(url, { query: { orderId: order.orderId } });

  return (
    <RecordScreen
      route={ROUTE}
      title="trainBooking.service.title"
      className="tr-service"
      record={record}
      notFoundText="pay.orderIdMissing"
    >
      {(order) => {
        const s = trainServices(order, store.now());
        const any = s.pay || s.refund || s.change || s.cancel;
        return (
          <View className="tr-service__body">
            <Text className="tr-service__intro" role="heading" aria-level={1}>
              {t('trainBooking.service.intro', { no: order.orderNo })}
            </Text>
            {s.afterSalesClosed ? (
              <View className="bk-alert tr-service__closed" role="alert" data-testid="service-closed">
                {t('trainBooking.service.closed')}
              </View>
            ) : null}
            <View className="obt-card tr-service__list" role="list">
              {s.pay ? (
                <ServiceEntry
                  id="pay"
                  title={t('trainBooking.service.pay')}
                  onPress={() => void navigate('/pay/payment', { query: { orderIds: order.orderId } })}
                />
              ) : null}
              {s.refund ? (
                <ServiceEntry
                  id="refund"
                  title={t('trainBooking.service.refund')}
                  hint={t('trainBooking.service.refundHint')}
                  onPress={() => withOrder(REFUND_APPLY_ROUTES.trainRefund, order)}
                />
              ) : null}
              {s.change ? (
                <ServiceEntry
                  id="change"
                  title={t('trainBooking.service.change')}
                  hint={t('trainBooking.service.changeHint')}
                  onPress={() => withOrder(REFUND_APPLY_ROUTES.trainChange, order)}
                />
              ) : null}
              {s.cancel ? (
                <ServiceEntry
                  id="cancel"
                  title={t('trainBooking.service.cancel')}
                  hint={t('trainBooking.service.cancelHint')}
                  onPress={() => void cancel(order)}
                />
              ) : null}
              <ServiceEntry
                id="customer"
                title={t('trainBooking.service.customer')}
                hint={t('trainBooking.service.customerHint')}
                onPress={() => void navigate('/service')}
              />
              <ServiceEntry
                id="detail"
                title={t('trainBooking.service.detail')}
                onPress={() =>
                  void navigate(order.transferFlag === 1 ? '/tr/trSferOrderDetail' : '/tr/OrderDetail', {
                    query: { orderId: order.orderId, orderType: String(order.orderType) },
                  })
                }
              />
            </View>
            {!any && !s.afterSalesClosed ? (
              <Text className="bk-sub tr-service__none" data-testid="service-none">
                {t('trainBooking.service.none')}
              </Text>
            ) : null}
            <Text className="bk-sub tr-service__rule">{t('trainBooking.service.rule')}</Text>
            <OrderActions
              orderId={order.orderId}
              orderNo={order.orderNo}
              orderType={order.orderType}
              actions={{ cancel: false, pay: false, refund: false, change: false, resend: s.resend }}
              onCancel={() => Promise.resolve()}
              defaultEmail={order.linkEmail || session.userInfo?.empInfo.email || ''}
            />
          </View>
        );
      }}
    </RecordScreen>
  );
}

export default observer(OrderServicePage);
