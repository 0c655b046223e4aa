import { useRef } from 'react';
import { View } from '@tarojs/components';
import { Button } from '../../components/Button';
import { observer } from 'mobx-react-lite';
import type { OrderListItem } from '../../api/contract';
import { cancelAnyOrder } from './cancel';
import { newIdempotencyKey } from '../../api/helpers/idempotency';
import { ApiError } from '../../api/transport';
import { OrderActions } from '../../components/order/OrderActions';
import '../../components/order/index.scss';
import { navigate } from '../../router';
import { useStores } from '../../stores';
import '../../i18n/parts/orders';
import { listActions } from './listActions';

/** The actions under one order-list row; taps here never open the order. */
export const RowActions = observer(function RowActions({
  order,
  onChanged,
}: {
  order: OrderListItem;
  onChanged(): void;
}) {
  const { ui } = useStores();
  // One key per cancel intent: a double tap or a retry after a lost answer cancels once.
  const cancelKey = useRef<string | null>(null);
  const flags = listActions(order.orderStatus);
  if (!flags.pay && !flags.cancel && !flags.approval) return null;

  const cancel = async (reason: string) => {
    cancelKey.current = cancelKey.current ?? newIdempotencyKey();
    try {
      await cancelAnyOrder(order, reason, cancelKey.current);
      cancelKey.current = null;
    } catch (e) {
      if (e instanceof ApiError && e.kind === 'code') cancelKey.current = null;
      throw e;
    }
  };

  return (
    <View className="orders__actions" data-testid={`actions-${order.id}`}>
      {flags.approval && (
        <Button
          className="order-actions__btn"
          data-action="approval"
          onClick={() =>
            void navigate('/approval/Send', { query: { orderId: order.id, orderType: String(order.orderType) } })
          }
        >
          {ui.t('orders.action.approval')}
        </Button>
      )}
      <OrderActions
        orderId={order.id}
        orderNo={order.orderNo}
        orderType={order.orderType}
        actions={{ cancel: flags.cancel, pay: flags.pay, refund: false, change: false, resend: false }}
        cancelReasonRequired
        onCancel={cancel}
        onCancelled={onChanged}
      />
    </View>
  );
});
