import { useEffect, useState } from 'react';
import { View, Text } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { queryOnlinePayStatus } from '../../../../api/pay';
import { poll, PollStopped } from '../../../../api/helpers/poll';
import type { PayStatusData } from '../../../../api/contract/pay';
import { Button } from '../../../../components/Button';
import { PageShell } from '../../../../components/PageShell';
import { EmptyState } from '../../../../components/EmptyState';
import { formatAmount } from '../../../../components/order/format';
import { decodeQuery, goHome, goTab, navigate } from '../../../../router';
import { useStores } from '../../../../stores';
import { orderTarget } from '../../navigation';
import './index.scss';
import '../../../../i18n/parts/pay';
import { Icon } from '../../../../components/Icon';
import { alertCircle, check, clock } from '../../../../components/Icon/icons';

const ROUTE = '/pay/paySuccess';

/** The payment result (SPEC §2 /pay/paySuccess): paid state, amount, then the order or home. */
function PaySuccessPage() {
  const { ui } = useStores();
  const { t } = ui;
  const query = decodeQuery(useRouter().params);
  const orderIds = (query.orderIds ?? '').split(',').filter(Boolean);
  const [status, setStatus] = useState<PayStatusData | null>(null);
  // The watch ended without a paid answer (deadline, refused): say so instead of "confirming" for ever.
  const [unconfirmed, setUnconfirmed] = useState(false);

  useEffect(() => {
    if (orderIds.length === 0) return undefined;
    // The cashier comes here once paid; a deep link or a late notify still gets a confirmed state.
    const handle = poll(() => queryOnlinePayStatus({ orderIds }).then((a) => a.data ?? null), {
      intervalMs: 2000,
      timeoutMs: 60000,
      until: (d) => d?.status === 'paid' || d?.status === 'expired',
      onValue: (d) => setStatus(d),
      retryOnError: () => true,
    });
    handle.promise.then(
      (d) => setUnconfirmed(d?.status !== 'paid'),
      (e: unknown) => setUnconfirmed(!(e instanceof PollStopped && e.reason === 'cancelled')),
    );
    return () => handle.cancel();
    // One watch per landing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const paid = status?.status === 'paid';
  // Past the payment deadline or closed: nothing was taken, and "not confirmed … do not pay again" would be wrong;
  // the SPEC §8 payment-timeout message (the cashier's) says to start the payment again from the order.
  const expired = !paid && unconfirmed && status?.status === 'expired';
  const state = paid ? 'paid' : expired ? 'expired' : unconfirmed ? 'unconfirmed' : 'waiting';
  const amount = formatAmount(query.amount);
  const single =
    orderIds.length === 1 ? orderTarget(orderIds[0], query.orderType ? Number(query.orderType) : null) : null;

  if (orderIds.length === 0) {
    // Opened without its parameters (a bookmark, a shared link): nothing to confirm, so a way out instead.
    return (
      <PageShell route={ROUTE} title="pay.success.title" className="pay-result">
        <View data-testid="pay-result-missing">
          <EmptyState
            text={t('pay.success.missing')}
            actionText={t('pay.success.viewOrders')}
            onAction={() => void goTab('/allorder')}
          />
        </View>
      </PageShell>
    );
  }

  return (
    <PageShell route={ROUTE} title="pay.success.title" className="pay-result">
      <View className="pay-result__head" role="status" data-testid="pay-result" data-state={state}>
        <View className={`pay-result__icon pay-result__icon--${state}`} aria-hidden>
          <Icon icon={paid ? check : expired ? alertCircle : clock} color="#fff" />
        </View>
        <Text className="pay-result__state" role="heading" aria-level={1}>
          {paid
            ? t('pay.success.paid')
            : expired
              ? t('pay.timeout')
              : unconfirmed
                ? t('pay.success.unconfirmed')
                : t('pay.waiting')}
        </Text>
        {paid && <Text className="pay-result__text">{t('pay.success.text')}</Text>}
        {!paid && !expired && unconfirmed && (
          <Text className="pay-result__text" data-testid="pay-result-unconfirmed">
            {t('pay.success.unconfirmedText')}
          </Text>
        )}
      </View>
      {amount && (
        <View className="obt-card pay-result__card">
          <View className="pay-result__row">
            <Text className="pay-result__label">{t('pay.success.amount')}</Text>
            <Text className="pay-result__amount" data-testid="pay-result-amount">
              {amount}
            </Text>
          </View>
          {paid && status?.paidAt ? (
            <Text className="pay-result__time">{t('pay.success.paidAt', { time: status.paidAt })}</Text>
          ) : null}
        </View>
      )}
      <View className="pay-result__buttons">
        <Button
          className="pay-result__btn pay-result__btn--primary"
          data-testid="pay-result-order"
          onClick={() => {
            if (single) void navigate(single.url, { query: single.query, replace: true });
            else void goTab('/allorder');
          }}
        >
          {single ? t('pay.success.viewOrder') : t('pay.success.viewOrders')}
        </Button>
        <Button className="pay-result__btn" data-testid="pay-result-home" onClick={() => void goHome()}>
          {t('pay.success.home')}
        </Button>
      </View>
    </PageShell>
  );
}

export default observer(PaySuccessPage);
