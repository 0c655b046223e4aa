import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { BlockButton, ButtonColumn, CmpHead, MoneyRow, ValueRow } from '../../../../components/afterSales';
import { RecordScreen, useRecord } from '../../../../components/RecordLoader';
import { decodeQuery, goHome, redirectTo } from '../../../../router';
import { useStores } from '../../../../stores';
import { HOTEL_ORDER_ROUTES } from '../../orders/routes';
import { useHotelOrderStore } from '../../orders/useOrderStore';
import './index.scss';
import '../../../../i18n/parts/hotelOrder';

/**
 * Hotel refund submitted (SPEC §2 /ht/htRefundComplete?refundId=): its status, nights and amounts, what happens next
 * (the hotel confirms, then the money goes back the way it was paid), then its detail or the order.
 */
function HtRefundCompletePage() {
  const { t } = useStores().ui;
  const refundId = decodeQuery(useRouter().params).refundId ?? '';
  const store = useHotelOrderStore();
  const record = useRecord(refundId ? () => store.loadRefund(refundId) : null, [refundId, store], {
    refreshOnShow: true,
  });

  return (
    <RecordScreen
      route={HOTEL_ORDER_ROUTES.refundComplete}
      title="hotelOrder.refund.cmpTitle"
      className="as-page ht-refund-cmp"
      record={record}
      notFoundText="hotelOrder.refundMissing"
    >
      {(refund) => (
        <>
          <CmpHead title={t('hotelOrder.refund.submitted')} status={refund.status}>
            <Text className="as-sub" data-testid="cmp-next">
              {t('hotelOrder.refund.next')}
            </Text>
          </CmpHead>
          <View className="as-section">
            <ValueRow label={t('hotelOrder.refund.refundNo')} value={refund.refundNo} testId="cmp-refund-no" />
            <ValueRow label={t('hotelOrder.refund.nights')} value={refund.nights.join('、')} testId="cmp-nights" />
            <MoneyRow label={t('hotelOrder.refund.paid')} amount={refund.paid} />
            <MoneyRow label={t('hotelOrder.refund.penalty')} amount={refund.penalty} negative />
            <MoneyRow label={t('hotelOrder.refund.back')} amount={refund.amount} strong testId="cmp-refund" />
          </View>
          <ButtonColumn>
            {[
              {
                id: 'cmp-refund-detail',
                label: t('hotelOrder.refund.viewDetail'),
                go: () => redirectTo(HOTEL_ORDER_ROUTES.refundDetail, { query: { refundId: refund.refundId } }),
              },
              {
                id: 'cmp-order',
                label: t('hotelOrder.refund.viewOrder'),
                go: () => redirectTo(HOTEL_ORDER_ROUTES.detail, { query: { orderId: refund.orderId } }),
              },
              { id: 'cmp-home', label: t('hotelOrder.refund.home'), go: goHome },
            ].map((b, i) => (
              <BlockButton
                key={b.id}
                label={b.label}
                tone={i === 0 ? 'primary' : undefined}
                onPress={() => void b.go()}
                testId={b.id}
              />
            ))}
          </ButtonColumn>
        </>
      )}
    </RecordScreen>
  );
}

export default observer(HtRefundCompletePage);
