import { View, Text } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { BlockButton, ButtonColumn, ValueRow } from '../../../../components/afterSales';
import { decodeQuery, goHome, navigate, redirectTo } from '../../../../router';
import { useStores } from '../../../../stores';
import { RecordScreen, useRecord } from '../../../../components/RecordLoader';
import { useAfterSalesStore } from '../../afterSales/afterSalesStore';
import { CmpHead, MoneyRow } from '../../afterSales/parts';
import { differenceDue } from '../../afterSales/forms';
import './index.scss';
import '../../../../i18n/parts/afterSales';

const ROUTE = '/tk/tkChangeCmp';

/**
 * Change submitted (SPEC §2 /tk/tkChangeCmp): status and amounts; when a difference is due, pay it at the cashier
 * (`/pay/payment?orderIds=<payOrderId>`). Shown again after paying, with the new status.
 */
function TkChangeCmpPage() {
  const { ui } = useStores();
  const { t } = ui;
  const changeId = decodeQuery(useRouter().params).changeId ?? '';
  const store = useAfterSalesStore();
  const record = useRecord(changeId ? () => store.loadChange(changeId) : null, [changeId, store], {
    refreshOnShow: true,
  });

  return (
    <RecordScreen
      route={ROUTE}
      title="afterSales.change.cmpTitle"
      className="as-page tk-change-cmp"
      record={record}
      notFoundText="afterSales.changeMissing"
    >
      {(change) => {
        const due = differenceDue(change);
        return (
          <>
            <CmpHead title={t('afterSales.change.submitted')} status={change.status}>
              <Text className="as-sub" role="status" data-testid="cmp-next">
                {t(due ? 'afterSales.change.payNext' : 'afterSales.change.next')}
              </Text>
              {due && change.payDeadline ? (
                <Text className="as-head__due" data-testid="cmp-pay-by">
                  {t('afterSales.change.payBy', { time: change.payDeadline.slice(11, 16) })}
                </Text>
              ) : null}
            </CmpHead>
            <View className="as-section">
              <ValueRow label={t('afterSales.orderNo')} value={change.orderNo} testId="cmp-order-no" />
              <View className="as-money">
                <Text className="as-money__label">{t('afterSales.change.newFlight')}</Text>
                <Text>
                  {change.newRange.flight.flightNo} {change.newRange.flight.depTime}
                </Text>
              </View>
              <MoneyRow label={t('afterSales.change.totalFee')} amount={change.fee.totalChangeFee} />
              <MoneyRow label={t('afterSales.change.totalDifference')} amount={change.fee.totalFareDifference} />
              <MoneyRow label={t('afterSales.change.total')} amount={change.fee.total} strong testId="cmp-total" />
            </View>
            <ButtonColumn>
              {due ? (
                <BlockButton
                  label={t('afterSales.change.pay')}
                  tone="primary"
                  onPress={() => void navigate('/pay/payment', { query: { orderIds: change.payOrderId } })}
                  testId="cmp-pay"
                />
              ) : null}
              <BlockButton
                label={t('afterSales.change.viewDetail')}
                tone={due ? undefined : 'primary'}
                onPress={() => void redirectTo('/tk/tkChangeDetail', { query: { changeId: change.changeId } })}
                testId="cmp-change-detail"
              />
              <BlockButton label={t('afterSales.home')} onPress={() => void goHome()} />
            </ButtonColumn>
          </>
        );
      }}
    </RecordScreen>
  );
}

export default observer(TkChangeCmpPage);
