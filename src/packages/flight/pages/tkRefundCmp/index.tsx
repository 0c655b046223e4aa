import { View, Text } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { BlockButton, ButtonColumn, ValueRow } from '../../../../components/afterSales';
import { decodeQuery, goHome, navigate, redirectTo } from '../../../../router';
import { useStores } from '../../../../stores';
import { RecordScreen, useRecord } from '../../../../components/RecordLoader';
import { useAfterSalesStore } from '../../afterSales/afterSalesStore';
import { CmpHead, MoneyRow } from '../../afterSales/parts';
import './index.scss';
import '../../../../i18n/parts/afterSales';

const ROUTE = '/tk/tkRefundCmp';

/** Refund submitted (SPEC §2 /tk/tkRefundCmp): the refund's status and amounts, then its detail or the order. */
function TkRefundCmpPage() {
  const { ui } = useStores();
  const { t } = ui;
  const refundId = decodeQuery(useRouter().params).refundId ?? '';
  const store = useAfterSalesStore();
  const record = useRecord(refundId ? () => store.loadRefund(refundId) : null, [refundId, store], {
    refreshOnShow: true,
  });

  return (
    <RecordScreen
      route={ROUTE}
      title="afterSales.refund.cmpTitle"
      className="as-page tk-refund-cmp"
      record={record}
      notFoundText="afterSales.refundMissing"
    >
      {(refund) => {
        return (
          <>
            <CmpHead title={t('afterSales.refund.submitted')} status={refund.status}>
              <Text className="as-sub">{t('afterSales.refund.next')}</Text>
            </CmpHead>
            <View className="as-section">
              <ValueRow label={t('afterSales.orderNo')} value={refund.orderNo} testId="cmp-order-no" />
              <MoneyRow label={t('afterSales.refund.totalFee')} amount={refund.totalFee} />
              <MoneyRow
                label={t('afterSales.refund.totalRefund')}
                amount={refund.totalRefund}
                strong
                testId="cmp-refund"
              />
            </View>
            <ButtonColumn>
              <BlockButton
                label={t('afterSales.refund.viewDetail')}
                tone="primary"
                onPress={() => void redirectTo('/tk/tkRefundDetail', { query: { refundId: refund.refundId } })}
                testId="cmp-refund-detail"
              />
              <BlockButton
                label={t('afterSales.viewOrder')}
                onPress={() =>
                  void navigate('/tk/tkOrderDetail', { query: { orderId: refund.orderId }, replace: true })
                }
                testId="cmp-order"
              />
              <BlockButton label={t('afterSales.home')} onPress={() => void goHome()} />
            </ButtonColumn>
          </>
        );
      }}
    </RecordScreen>
  );
}

export default observer(TkRefundCmpPage);
