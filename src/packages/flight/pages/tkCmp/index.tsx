import { useCallback, useState } from 'react';
import { View, Text, Button } from '@tarojs/components';
import { useDidShow, useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { FlightOrderDetail } from '../../../../api/contract/flight';
import { PageShell } from '../../../../components/PageShell';
import { EmptyState } from '../../../../components/EmptyState';
import { StatusTag, formatAmount } from '../../../../components/order';
import { statusKey } from '../../../../app/statusLabel';
import { decodeQuery, goHome, navigate } from '../../../../router';
import { useStores } from '../../../../stores';
import { loadFlightOrder } from '../tkOrderDetail/data';
import './index.scss';
import { sendApproval } from '../tkOrderDetail/ApprovalBlock';
import '../../../../i18n/parts/pay';
import '../../../../i18n/parts/tripBooking';

const ROUTE = '/tk/tkCmp';

type LoadState = 'loading' | 'ready' | 'failed' | 'missing';

/** Booking complete (SPEC §2 /tk/tkCmp): the order number, amount and what happens next. */
function TkCmpPage() {
  const { ui } = useStores();
  const { t } = ui;
  const orderId = decodeQuery(useRouter().params).orderId ?? '';
  const [order, setOrder] = useState<FlightOrderDetail | null>(null);
  const [state, setState] = useState<LoadState>(orderId ? 'loading' : 'missing');

  const load = useCallback(async () => {
    if (!orderId) return;
    try {
      setOrder(await loadFlightOrder(orderId));
      setState('ready');
    } catch {
      setState((s) => (s === 'ready' ? s : 'failed'));
    }
  }, [orderId]);

  // Also when coming back from the cashier: the next step follows the order's status.
  useDidShow(() => {
    void load();
  });

  if (!order) {
    return (
      <PageShell route={ROUTE} title="pay.order.cmp.title" className="tk-cmp">
        {state === 'loading' ? (
          <View className="tk-cmp__loading" role="status">
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
  const canPay = status === 'awaitingPayment' && order.actions.pay;
  const openDetail = () =>
    void navigate('/tk/tkOrderDetail', {
      query: { orderId: order.orderId, orderType: String(order.orderType) },
      replace: true,
    });

  let next: string;
  if (status === 'awaitingPayment') next = t('pay.order.payBy', { time: order.payDeadline.slice(11, 16) });
  else if (status === 'awaitingSubmission') next = t('pay.order.cmp.awaitingSubmission');
  else if (status === 'inApproval') next = t('pay.order.cmp.inApproval');
  else next = t('pay.order.cmp.state', { status: t(statusKey(status)) });

  return (
    <PageShell route={ROUTE} title="pay.order.cmp.title" className="tk-cmp">
      <View className="tk-cmp__head">
        <View className="tk-cmp__icon" aria-hidden>
          ✓
        </View>
        <Text className="tk-cmp__title" role="heading" aria-level={1}>
          {t('pay.order.cmp.submitted')}
        </Text>
        <StatusTag status={status} />
      </View>
      <View className="obt-card tk-cmp__card">
        <View className="tk-cmp__row">
          <Text className="tk-cmp__label">{t('pay.order.no')}</Text>
          <Text data-testid="cmp-order-no">{order.orderNo}</Text>
        </View>
        <View className="tk-cmp__row">
          <Text className="tk-cmp__label">{t('pay.order.amount')}</Text>
          <Text className="tk-cmp__amount" data-testid="cmp-amount">
            {formatAmount(order.amount)}
          </Text>
        </View>
        <Text className="tk-cmp__next" role="status" data-testid="cmp-next">
          {next}
        </Text>
      </View>
      <View className="tk-cmp__buttons">
        {canPay && (
          <Button
            role="button"
            className="tk-cmp__btn tk-cmp__btn--primary"
            data-testid="cmp-pay"
            onClick={() => void navigate('/pay/payment', { query: { orderIds: order.orderId } })}
          >
            {t('pay.order.cmp.payNow')}
          </Button>
        )}
        {status === 'awaitingSubmission' && (
          <Button
            role="button"
            className="tk-cmp__btn tk-cmp__btn--primary"
            data-testid="cmp-send-approval"
            onClick={() => sendApproval(order)}
          >
            {t('tripBooking.approval.send')}
          </Button>
        )}
        <Button role="button" className="tk-cmp__btn" data-testid="cmp-detail" onClick={openDetail}>
          {t('pay.order.cmp.viewOrder')}
        </Button>
        <Button role="button" className="tk-cmp__btn tk-cmp__btn--plain" onClick={() => void goHome()}>
          {t('pay.order.cmp.home')}
        </Button>
      </View>
    </PageShell>
  );
}

export default observer(TkCmpPage);
