import { useCallback, useState, type ReactNode } from 'react';
import { View, Text } from '@tarojs/components';
import { Button } from '../Button';
import { useDidShow } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { EmptyState } from '../EmptyState';
import { PageShell } from '../PageShell';
import type { MessageKey } from '../../i18n';
import { goHome, navigate } from '../../router';
import { useStores } from '../../stores';
import { formatAmount } from './format';
import { CopyButton } from './CopyButton';
import { StatusTag } from './StatusTag';
import { useCashierOnArrival } from './useCashierOnArrival';
import '../../i18n/parts/pay';
import '../../i18n/parts/tripBooking';
import { Icon } from '../Icon';
import { check } from '../Icon/icons';
import { NO_TRANSLATE } from '../Pressable/noTranslate';

/** What the booking-complete screen reads of any product's order. */
export interface CompletedOrder {
  orderId: string;
  orderNo: string;
  orderType: number;
  orderStatus: string;
  amount: number;
  payDeadline: string;
  actions: { pay: boolean };
}

export interface BookingCompleteProps<T extends CompletedOrder> {
  /** The page's spec URL, title and root class (SPEC §2). */
  route: string;
  title: MessageKey;
  className: string;
  orderId: string;
  /** The order; null when there is none, rejects when the call failed. */
  load(orderId: string): Promise<T | null>;
  /** What happens next, by the order's status. */
  nextText(order: T): string;
  /** The product's lines between the order number and the amount (the trains…). */
  details?(order: T): ReactNode;
  /** The order's detail screen (spec URL). */
  detailUrl(order: T): string;
  /** The product's own step above the buttons (e.g. a hotel's card guarantee); `reload` loads the order again. */
  extra?(order: T, reload: () => void): ReactNode;
  /** Right after booking (`?pay=1`): open the cashier on top of this screen once the order asks for payment. */
  openCashier?: boolean;
}

type LoadState = 'loading' | 'ready' | 'failed' | 'missing';

/**
 * Booking complete, for every product (SPEC §2 …Cmp): the order number, the product's lines, the amount and what
 * happens next — send for approval, pay by the deadline… — with the order's detail one tap away. Loads again each time
 * the screen shows (back from the approval submission or the cashier): the next step follows the status.
 */
function BookingCompleteScreen<T extends CompletedOrder>(props: BookingCompleteProps<T>) {
  const { ui } = useStores();
  const { t } = ui;
  const { orderId, load: loadOrder } = props;
  const [order, setOrder] = useState<T | null>(null);
  const [state, setState] = useState<LoadState>(orderId ? 'loading' : 'missing');

  const load = useCallback(async () => {
    if (!orderId) return;
    try {
      const found = await loadOrder(orderId);
      setOrder(found);
      setState(found ? 'ready' : 'missing');
    } catch {
      setState((s) => (s === 'ready' ? s : 'failed'));
    }
  }, [orderId, loadOrder]);

  useDidShow(() => {
    void load();
  });
  useCashierOnArrival(
    props.openCashier === true,
    orderId,
    order?.orderStatus === 'awaitingPayment' && order.actions.pay,
  );

  const className = `order-cmp ${props.className}`;
  if (!order) {
    return (
      <PageShell route={props.route} title={props.title} className={className}>
        {state === 'loading' ? (
          <View className="order-cmp__loading" role="status">
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
  const query = { orderId: order.orderId, orderType: String(order.orderType) };
  return (
    <PageShell route={props.route} title={props.title} className={className}>
      <View className="order-cmp__head">
        <View className="order-cmp__icon" aria-hidden>
          <Icon icon={check} color="#fff" />
        </View>
        <Text className="order-cmp__title" role="heading" aria-level={1}>
          {t('pay.order.cmp.submitted')}
        </Text>
        <StatusTag status={status} />
      </View>
      <View className="obt-card order-cmp__card">
        <View className="order-cmp__row">
          <Text className="order-cmp__label">{t('pay.order.no')}</Text>
          <Text data-testid="cmp-order-no" {...NO_TRANSLATE}>
            {order.orderNo}
          </Text>
          <CopyButton value={order.orderNo} what={t('pay.order.no')} testId="cmp-order-no-copy" />
        </View>
        {props.details?.(order)}
        <View className="order-cmp__row">
          <Text className="order-cmp__label">{t('pay.order.amount')}</Text>
          <Text className="order-cmp__amount" data-testid="cmp-amount">
            {formatAmount(order.amount)}
          </Text>
        </View>
        <Text className="order-cmp__next" role="status" data-testid="cmp-next">
          {props.nextText(order)}
        </Text>
      </View>
      {props.extra?.(order, () => void load())}
      <View className="order-cmp__buttons">
        {status === 'awaitingPayment' && order.actions.pay ? (
          <Button
            className="order-cmp__btn order-cmp__btn--primary"
            data-testid="cmp-pay"
            onClick={() => void navigate('/pay/payment', { query: { orderIds: order.orderId } })}
          >
            {t('pay.order.cmp.payNow')}
          </Button>
        ) : null}
        {status === 'awaitingSubmission' ? (
          <Button
            className="order-cmp__btn order-cmp__btn--primary"
            data-testid="cmp-send-approval"
            onClick={() => void navigate('/approval/Send', { query })}
          >
            {t('tripBooking.approval.send')}
          </Button>
        ) : null}
        <Button
          className="order-cmp__btn"
          data-testid="cmp-detail"
          onClick={() => void navigate(props.detailUrl(order), { query, replace: true })}
        >
          {t('pay.order.cmp.viewOrder')}
        </Button>
        <Button className="order-cmp__btn order-cmp__btn--plain" onClick={() => void goHome()}>
          {t('pay.order.cmp.home')}
        </Button>
      </View>
    </PageShell>
  );
}

export const BookingComplete = observer(BookingCompleteScreen) as typeof BookingCompleteScreen;
