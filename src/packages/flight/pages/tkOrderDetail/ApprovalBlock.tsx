import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { OrderApproveData } from '../../../../api/contract/approval';
import type { FlightOrderDetail } from '../../../../api/contract/flight';
import { Pressable } from '../../../../components/Pressable';
import { confirmDialog, showToast } from '../../../../hosts/ui';
import { LIMITS } from '../../../../domain/limits';
import { INVOICEABLE_STATUSES } from '../../../../domain/orderStatus';
import type { MessageKey } from '../../../../i18n';
import { navigate } from '../../../../router';
import { useStores } from '../../../../stores';
import { useAfterSalesStore } from '../../afterSales/afterSalesStore';
import '../../../../i18n/parts/approval';
import '../../../../i18n/parts/tripBooking';

/** Statuses whose approval chain is worth showing (sent, decided against, or ended while pending). */
export const APPROVAL_STATUSES: readonly string[] = ['inApproval', 'rejected', 'approvalTerminated'];

/** Paid statuses an invoice can be asked for (the invoice server's own list). */
export const INVOICE_STATUSES: readonly string[] = INVOICEABLE_STATUSES;

/** I2's invoice order list with this order preselected. */
export function requestInvoice(order: Pick<FlightOrderDetail, 'orderId'>): void {
  void navigate('/userCenter/Invoice/InvoiceOrderList', { query: { orderId: order.orderId } });
}

/** The /approval/Send link of an order awaiting submission. */
export function sendApproval(order: Pick<FlightOrderDetail, 'orderId' | 'orderType'>): void {
  void navigate('/approval/Send', { query: { orderId: order.orderId, orderType: String(order.orderType) } });
}

/** The titled card the approval part of the order stands in. */
function ApprovalRegion(props: { title: string; children: ReactNode }) {
  return (
    <View
      className="obt-card order-block"
      role="region"
      aria-labelledby="order-approval-title"
      data-testid="order-approval"
    >
      <Text id="order-approval-title" className="order-block__title" role="heading" aria-level={2}>
        {props.title}
      </Text>
      {props.children}
    </View>
  );
}

/**
 * The approval part of a flight order (issue 4): awaiting submission → "send for approval" (/approval/Send); in
 * approval → the chain level by level (orderApproveList) and, for the sender, withdraw (cancelApp); rejected → the
 * chain with the rejecting remark.
 */
export const ApprovalBlock = observer(function ApprovalBlock(props: {
  order: FlightOrderDetail;
  /** After a withdraw: reload the order. */
  onChanged(): void;
}) {
  const { ui } = useStores();
  const { t } = ui;
  const { order } = props;
  const store = useAfterSalesStore();
  const { orderId, orderType } = order;
  const [data, setData] = useState<OrderApproveData | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const wanted = APPROVAL_STATUSES.includes(order.orderStatus);

  const load = useCallback(async () => {
    try {
      setData(await store.loadApproval({ orderId, orderType }));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [orderId, orderType, store]);

  useEffect(() => {
    if (wanted) void load();
    else setData(null);
  }, [wanted, order.orderStatus, load]);

  const withdraw = async () => {
    if (busy) return;
    const ok = await confirmDialog({
      title: t('common.tips'),
      content: t('tripBooking.approval.withdrawConfirm'),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    setBusy(true);
    try {
      await store.withdrawApproval(order);
      showToast(t('tripBooking.approval.withdrawn'), LIMITS.ui.toastMs);
      props.onChanged();
    } catch {
      // The presenter showed why (e.g. decided meanwhile); the reload shows the new state.
      void load();
    } finally {
      setBusy(false);
    }
  };

  if (order.orderStatus === 'awaitingSubmission') {
    return (
      <ApprovalRegion title={t('tripBooking.approval.title')}>
        <Text className="tk-approval__hint">{t('tripBooking.approval.sendHint')}</Text>
        <Pressable
          className="tk-approval__btn tk-approval__btn--primary"
          onPress={() => sendApproval(order)}
          testId="order-send-approval"
        >
          {t('tripBooking.approval.send')}
        </Pressable>
      </ApprovalRegion>
    );
  }
  if (!wanted) return null;

  return (
    <ApprovalRegion title={t('tripBooking.approval.title')}>
      {order.orderStatus === 'rejected' ? (
        <Text className="tk-approval__rejected" role="status" data-testid="order-approval-rejected">
          {t('tripBooking.approval.rejected')}
        </Text>
      ) : null}
      {failed ? (
        <Pressable className="tk-approval__hint" onPress={() => void load()} testId="order-approval-retry">
          {t('tripBooking.approval.loadFailed')}
        </Pressable>
      ) : null}
      {data && data.state !== 'none' ? (
        <View data-testid="order-approval-chain">
          {data.ruleName ? (
            <Text className="tk-approval__line">{t('tripBooking.approval.rule', { name: data.ruleName })}</Text>
          ) : null}
          {data.appRemark ? (
            <Text className="tk-approval__line">{t('tripBooking.approval.remark', { remark: data.appRemark })}</Text>
          ) : null}
          <View role="list">
            {data.levels.map((level) => (
              <View
                key={level.level}
                role="listitem"
                className="tk-approval__level"
                data-testid={`order-approval-level-${level.level}`}
              >
                <Text className="tk-approval__level-head">
                  {t('tripBooking.approval.level', { level: level.level })} ·{' '}
                  {t(`tripBooking.approval.state.${level.state}` as MessageKey)}
                </Text>
                {(level.items.length > 0
                  ? level.items.map((i) => ({
                      key: i.workItemId,
                      name: i.name,
                      // A work item reads as on the approval pages.
                      state: t(`approval.item.${i.state}`),
                      remark: i.remark,
                    }))
                  : level.approvers.map((a) => ({
                      key: a.empId,
                      name: a.name,
                      state: t('tripBooking.approval.state.waiting'),
                      remark: '',
                    }))
                ).map((row) => (
                  <Text key={row.key} className="tk-approval__line">
                    {t(row.remark ? 'tripBooking.approval.decisionRemark' : 'tripBooking.approval.decision', {
                      name: row.name,
                      state: row.state,
                      remark: row.remark,
                    })}
                  </Text>
                ))}
              </View>
            ))}
          </View>
          {data.canWithdraw && order.orderStatus === 'inApproval' ? (
            <Pressable
              className="tk-approval__btn"
              onPress={() => void withdraw()}
              disabled={busy}
              testId="order-withdraw-approval"
            >
              {t('tripBooking.approval.withdraw')}
            </Pressable>
          ) : null}
        </View>
      ) : null}
    </ApprovalRegion>
  );
});
