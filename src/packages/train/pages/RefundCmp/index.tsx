import { View, Text } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { Pressable } from '../../../../components/Pressable';
import { RecordScreen, useRecord } from '../../../../components/RecordLoader';
import { decodeQuery, goHome, navigate, redirectTo } from '../../../../router';
import { useStores } from '../../../../stores';
import { CmpHead, MoneyRow } from '../../afterSales/parts';
import { useTrainAfterSales } from '../../afterSales/store';
import './index.scss';
import '../../../../i18n/parts/trainAfterSales';

const ROUTE = '/tr/RefundCmp';

/** Train refund submitted (SPEC §2 /tr/RefundCmp): its status and amounts, then its detail or the order. */
function RefundCmpPage() {
  const { ui } = useStores();
  const { t } = ui;
  const refundId = decodeQuery(useRouter().params).refundId ?? '';
  const store = useTrainAfterSales();
  const record = useRecord(refundId ? () => store.loadRefund(refundId) : null, [refundId, store], {
    refreshOnShow: true,
  });

  return (
    <RecordScreen
      route={ROUTE}
      title="trainAfterSales.refund.cmpTitle"
      className="tas-page tr-refund-cmp"
      record={record}
      notFoundText="trainAfterSales.refundMissing"
    >
      {(refund) => (
        <>
          <CmpHead title={t('trainAfterSales.refund.submitted')} status={refund.status}>
            <Text className="tas-sub">{t('trainAfterSales.refund.next')}</Text>
          </CmpHead>
          <View className="tas-section">
            <View className="tas-money">
              <Text className="tas-money__label">{t('trainAfterSales.refundNo')}</Text>
              <Text data-testid="cmp-refund-no">{refund.refundNo}</Text>
            </View>
            <MoneyRow label={t('trainAfterSales.totalFee')} amount={refund.totalFee} />
            <MoneyRow label={t('trainAfterSales.totalRefund')} amount={refund.totalRefund} strong testId="cmp-refund" />
          </View>
          <View className="tas-buttons">
            <Pressable
              className="tas-btn tas-btn--primary tas-btn--block"
              onPress={() =>
                void redirectTo('/tr/RefundDetail', { query: { orderId: refund.refundId, orderType: '11010' } })
              }
              testId="cmp-refund-detail"
            >
              {t('trainAfterSales.viewDetail')}
            </Pressable>
            <Pressable
              className="tas-btn tas-btn--block"
              onPress={() => void navigate('/tr/OrderDetail', { query: { orderId: refund.orderId }, replace: true })}
              testId="cmp-order"
            >
              {t('trainAfterSales.viewOrder')}
            </Pressable>
            <Pressable className="tas-btn tas-btn--block" onPress={() => void goHome()}>
              {t('trainAfterSales.home')}
            </Pressable>
          </View>
        </>
      )}
    </RecordScreen>
  );
}

export default observer(RefundCmpPage);
