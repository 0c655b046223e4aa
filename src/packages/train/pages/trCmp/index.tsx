import { useCallback, useState } from 'react';
import { View, Text, Button } from '@tarojs/components';
import { useDidShow, useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { TrainOrderDetail } from '../../../../api/contract/train';
import { PageShell } from '../../../../components/PageShell';
import { EmptyState } from '../../../../components/EmptyState';
import { StatusTag, formatAmount } from '../../../../components/order';
import { statusKey } from '../../../../app/statusLabel';
import { decodeQuery, goHome, navigate } from '../../../../router';
import { useStores } from '../../../../stores';
import { hhmm, monthDay, NO_TRANSLATE } from '../../booking/format';
import { useTrainOrderStore } from '../../orders/orderStore';
import { cmpNextKey } from './next';
import './index.scss';
import '../../../../i18n/parts/pay';
import '../../../../i18n/parts/tripBooking';
import '../../../../i18n/parts/trainBooking';

const ROUTE = '/tr/trCmp';

type LoadState = 'loading' | 'ready' | 'failed' | 'missing';

/**
 * Booking complete (SPEC §2 /tr/trCmp): the order number, the trains, the amount and what happens next — send for
 * approval, wait for it, pay by the deadline, or the tickets being issued — with the order's detail one tap away.
 */
function TrCmpPage() {
  const { ui } = useStores();
  const { t } = ui;
  const store = useTrainOrderStore();
  const orderId = decodeQuery(useRouter().params).orderId ?? '';
  const [order, setOrder] = useState<TrainOrderDetail | null>(null);
  const [state, setState] = useState<LoadState>(orderId ? 'loading' : 'missing');

  const load = useCallback(async () => {
    if (!orderId) return;
    try {
      const found = await store.load(orderId, false);
      setOrder(found);
      setState(found ? 'ready' : 'missing');
    } catch {
      setState((s) => (s === 'ready' ? s : 'failed'));
    }
  }, [orderId, store]);

  // Also when coming back from the approval submission or the cashier: the next step follows the status.
  useDidShow(() => {
    void load();
  });

  if (!order) {
    return (
      <PageShell route={ROUTE} title="trainBooking.cmp.title" className="tr-cmp">
        {state === 'loading' ? (
          <View className="tr-cmp__loading" role="status">
            {t('common.loading')}
          </View>
        ) : (
          <EmptyState
            text={t(state === 'missing' ? 'pay.orderIdMissing' : 'common.loadFailed')}
            actionText={state === 'failed' ? t('common.retry') : undefined}
            onAction={state === 'failed' ? () => void load() : undefined}
          />
        )}
      </PageShell>
    );
  }

  const status = order.orderStatus;
  const next = cmpNextKey(status);
  const nextText = next
    ? t(next, { time: order.payDeadline.slice(11, 16) })
    : t('pay.order.cmp.state', { status: t(statusKey(status)) });
  const detailUrl = order.transferFlag === 1 ? '/tr/trSferOrderDetail' : '/tr/OrderDetail';
  const legs = [...order.legs].sort((a, b) => a.seq - b.seq);

  return (
    <PageShell route={ROUTE} title="trainBooking.cmp.title" className="tr-cmp">
      <View className="tr-cmp__head">
        <View className="tr-cmp__icon" aria-hidden>
          ✓
        </View>
        <Text className="tr-cmp__title" role="heading" aria-level={1}>
          {t('pay.order.cmp.submitted')}
        </Text>
        <StatusTag status={status} />
      </View>
      <View className="obt-card tr-cmp__card">
        <View className="tr-cmp__row">
          <Text className="tr-cmp__label">{t('pay.order.no')}</Text>
          <Text data-testid="cmp-order-no" {...NO_TRANSLATE}>
            {order.orderNo}
          </Text>
        </View>
        {legs.map((leg) => (
          <Text key={leg.legId} className="tr-cmp__train" data-testid="cmp-train" {...NO_TRANSLATE}>
            {t('trainBooking.cmp.train', {
              date: `${monthDay(leg.train.depTime)} ${hhmm(leg.train.depTime)}`,
              train: leg.train.trainCode,
              from: leg.train.from.name,
              to: leg.train.to.name,
            })}
          </Text>
        ))}
        <View className="tr-cmp__row">
          <Text className="tr-cmp__label">{t('pay.order.amount')}</Text>
          <Text className="tr-cmp__amount" data-testid="cmp-amount">
            {formatAmount(order.amount)}
          </Text>
        </View>
        <Text className="tr-cmp__next" role="status" data-testid="cmp-next">
          {nextText}
        </Text>
      </View>
      <View className="tr-cmp__buttons">
        {status === 'awaitingPayment' && order.actions.pay ? (
          <Button
            role="button"
            className="tr-cmp__btn tr-cmp__btn--primary"
            data-testid="cmp-pay"
            onClick={() => void navigate('/pay/payment', { query: { orderIds: order.orderId } })}
          >
            {t('pay.order.cmp.payNow')}
          </Button>
        ) : null}
        {status === 'awaitingSubmission' ? (
          <Button
            role="button"
            className="tr-cmp__btn tr-cmp__btn--primary"
            data-testid="cmp-send-approval"
            onClick={() =>
              void navigate('/approval/Send', {
                query: { orderId: order.orderId, orderType: String(order.orderType) },
              })
            }
          >
            {t('tripBooking.approval.send')}
          </Button>
        ) : null}
        <Button
          role="button"
          className="tr-cmp__btn"
          data-testid="cmp-detail"
          onClick={() =>
            void navigate(detailUrl, {
              query: { orderId: order.orderId, orderType: String(order.orderType) },
              replace: true,
            })
          }
        >
          {t('pay.order.cmp.viewOrder')}
        </Button>
        <Button role="button" className="tr-cmp__btn tr-cmp__btn--plain" onClick={() => void goHome()}>
          {t('pay.order.cmp.home')}
        </Button>
      </View>
    </PageShell>
  );
}

export default observer(TrCmpPage);
