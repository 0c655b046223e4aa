import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { HotelRefundDetail } from '../../../../../api/contract/hotelAfterSales';
import {
  AfterSalesDetail,
  MoneyRow,
  Section,
  useAction,
  type AfterSalesDetailView,
} from '../../../../../components/afterSales';
import { useOrderRecord } from '../../../../../components/order';
import { decodeQuery } from '../../../../../router';
import { useStores } from '../../../../../stores';
import { HOTEL_ORDER_ROUTES } from '../../../orders/routes';
import { useHotelOrderStore } from '../../../orders/useOrderStore';
import { NO_TRANSLATE, REFUND_MOVING, REFUND_STEP_TEXT } from '../../../orders/view';
import './index.scss';
import '../../../../../i18n/parts/hotelOrder';

/**
 * A hotel refund (SPEC §2 /ht/htOrder/htRefundDetail): status, nights and amounts, reason, timeline, withdraw while
 * applied, and the order. The order centre opens it by its own order id (`?orderId=`), the refund screens by
 * `?refundId=`: a refund's id is its order id.
 */
function HtRefundDetailPage() {
  const { t } = useStores().ui;
  const store = useHotelOrderStore();
  const query = decodeQuery(useRouter().params);
  const refundId = query.refundId ?? query.orderId ?? '';
  const record = useOrderRecord(refundId ? () => store.loadRefund(refundId) : null, [refundId, store], {
    pollMs: 3000,
    pollForMs: 120000,
    until: (r) => !REFUND_MOVING.includes(r.status),
  });
  const withdraw = useAction(
    (key) => store.withdrawRefund(record.data?.refundId ?? refundId, key),
    {
      title: 'hotelOrder.refund.withdrawTitle',
      content: 'hotelOrder.refund.withdrawConfirm',
      done: 'hotelOrder.refund.withdrawn',
    },
    () => void record.reload(),
  );

  const view = (refund: HotelRefundDetail): AfterSalesDetailView => ({
    head: {
      testId: 'refund-head',
      status: refund.status,
      amount: refund.amount,
      amountLabel: t('hotelOrder.refund.back'),
      lines: [
        !!REFUND_STEP_TEXT[refund.status] && {
          text: t(REFUND_STEP_TEXT[refund.status] ?? 'hotelOrder.refundStep.applied'),
          tone: 'live' as const,
          testId: 'refund-step',
        },
        { text: t('hotelOrder.refund.refundNoLine', { no: refund.refundNo }) },
        { text: t('hotelOrder.refund.orderNo', { no: refund.orderNo }) },
      ],
    },
    sections: (
      <Section id="refund-items" title={t('hotelOrder.refund.nights')}>
        <Text className="as-sub" {...NO_TRANSLATE}>
          {refund.hotelName} · {refund.roomName}
        </Text>
        <View role="list" data-testid="refund-nights">
          {refund.nights.map((night) => (
            <Text key={night} className="as-sub" role="listitem">
              {t('hotelOrder.refund.nightRooms', { date: night, rooms: refund.rooms })}
            </Text>
          ))}
        </View>
        <MoneyRow label={t('hotelOrder.refund.paid')} amount={refund.paid} />
        <MoneyRow label={t('hotelOrder.refund.penalty')} amount={refund.penalty} negative testId="refund-penalty" />
        <MoneyRow label={t('hotelOrder.refund.back')} amount={refund.amount} strong testId="refund-total" />
      </Section>
    ),
    info: {
      id: 'refund-info',
      title: t('hotelOrder.refund.info'),
      rows: [
        { label: t('hotelOrder.refund.appliedAtLabel'), value: refund.createdAt },
        { label: t('hotelOrder.refund.reason'), value: refund.reason },
        { label: t('hotelOrder.refund.way'), value: t('hotelOrder.refund.wayValue') },
      ],
    },
    timeline: refund.timeline,
    buttons: {
      kind: 'refund',
      orderId: refund.orderId,
      cancel: refund.cancellable ? withdraw : null,
      cancelLabel: t('hotelOrder.refund.withdraw'),
    },
  });

  return (
    <AfterSalesDetail
      route={HOTEL_ORDER_ROUTES.refundDetail}
      title="hotelOrder.refund.detailTitle"
      className="as-page ht-refund-detail"
      record={record}
      notFoundText="hotelOrder.refundMissing"
      orderUrl={HOTEL_ORDER_ROUTES.detail}
      orderLabel={t('hotelOrder.refund.viewOrder')}
      view={view}
    />
  );
}

export default observer(HtRefundDetailPage);
