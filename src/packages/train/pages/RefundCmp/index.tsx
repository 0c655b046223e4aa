import { View, Text } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { BlockButton, ButtonColumn, ValueRow } from '../../../../components/afterSales';
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
      className="as-page tas-page tr-refund-cmp"
      record={record}
      notFoundText="trainAfterSales.refundMissing"
    >
      {(refund) => (
        <>
          <CmpHead title={t('trainAfterSales.refund.submitted')} status={refund.status}>
            <Text className="as-sub">{t('trainAfterSales.refund.next')}</Text>
          </CmpHead>
          <View className="as-section">
            <ValueRow label={t('trainAfterSales.refundNo')} value={refund.refundNo} testId="cmp-refund-no" />
            <MoneyRow label={t('trainAfterSales.totalFee')} amount={refund.totalFee} />
            <MoneyRow label={t('trainAfterSales.totalRefund')} amount={refund.totalRefund} strong testId="cmp-refund" />
          </View>
          <ButtonColumn>
            <BlockButton
              label={t('trainAfterSales.viewDetail')}
              tone="primary"
              onPress={() =>
                void redirectTo('/tr/RefundDetail', { query: { orderId: refund.refundId, orderType: '11010' } })
              }
              testId="cmp-refund-detail"
            />
            <BlockButton
              label={t('trainAfterSales.viewOrder')}
              onPress={() => void navigate('/tr/OrderDetail', { query: { orderId: refund.orderId }, replace: true })}
              testId="cmp-order"
            />
            <BlockButton label={t('trainAfterSales.home')} onPress={() => void goHome()} />
          </ButtonColumn>
        </>
      )}
    </RecordScreen>
  );
}

export default observer(RefundCmpPage);
