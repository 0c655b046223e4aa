import { View, Text } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { TrainChangeDetail } from '../../../../api/contract/trainAfterSales';
import { BlockButton, ButtonColumn, ValueRow, useAction } from '../../../../components/afterSales';
import { RecordScreen, useRecord } from '../../../../components/RecordLoader';
import { decodeQuery, navigate, redirectTo } from '../../../../router';
import { useStores } from '../../../../stores';
import { CmpHead, MoneyRow, Section, trainLine } from '../../afterSales/parts';
import { useTrainAfterSales } from '../../afterSales/store';
import './index.scss';
import '../../../../i18n/parts/trainAfterSales';

const ROUTE = '/tr/AlterCmp';

const itemLine = (x: TrainChangeDetail['oldTrain']) => ({
  trainCode: x.trainCode,
  depTime: x.depTime,
  arrTime: x.arrTime,
  fromName: x.from.name,
  toName: x.to.name,
});

/** What comes next, by the change's state and money. */
function nextKey(change: TrainChangeDetail) {
  if (change.status === 'changing') return 'trainAfterSales.change.confirmed' as const;
  if (change.totalPay > 0) return 'trainAfterSales.change.payNext' as const;
  if (change.totalRefund > 0) return 'trainAfterSales.change.refundNext' as const;
  return 'trainAfterSales.change.evenNext' as const;
}

/**
 * Change held (SPEC §2 /tr/AlterCmp): the new seat is kept until the hold deadline; confirm it (a dearer seat then
 * goes to the cashier, /pay/payment?orderIds=<changeId>; otherwise the new ticket follows), pay a confirmed one, or
 * cancel. Shown again after paying, with the new status.
 */
function AlterCmpPage() {
  const { ui } = useStores();
  const { t } = ui;
  const changeId = decodeQuery(useRouter().params).changeId ?? '';
  const store = useTrainAfterSales();
  const record = useRecord(changeId ? () => store.loadChange(changeId) : null, [changeId, store], {
    refreshOnShow: true,
  });
  const pay = () => void navigate('/pay/payment', { query: { orderIds: changeId } });
  const confirm = useAction(
    (key) => store.confirmChange(changeId, key),
    { done: 'trainAfterSales.change.confirmed' },
    (answer) => {
      if (answer.payOrderId) void navigate('/pay/payment', { query: { orderIds: answer.payOrderId } });
      else void record.reload();
    },
  );
  const cancel = useAction(
    (key) => store.cancelChange(changeId, key),
    {
      title: 'trainAfterSales.change.cancelTitle',
      content: 'trainAfterSales.change.cancelConfirm',
      done: 'trainAfterSales.change.cancelled',
    },
    () => void record.reload(),
  );

  return (
    <RecordScreen
      route={ROUTE}
      title="trainAfterSales.change.cmpTitle"
      className="as-page tas-page tr-alter-cmp"
      record={record}
      notFoundText="trainAfterSales.changeMissing"
    >
      {(change) => (
        <>
          <CmpHead title={t('trainAfterSales.change.cmpTitle')} status={change.status}>
            <Text className="as-sub">{t(nextKey(change))}</Text>
            {change.holdDeadline ? (
              <Text className="as-sub" data-testid="cmp-hold">
                {t('trainAfterSales.change.hold', { time: change.holdDeadline.slice(11, 16) })}
              </Text>
            ) : null}
            {change.payDeadline ? (
              <Text className="as-sub" data-testid="cmp-pay-by">
                {t('trainAfterSales.change.payBy', { time: change.payDeadline.slice(11, 16) })}
              </Text>
            ) : null}
          </CmpHead>
          <Section id="change-trains" title={t('trainAfterSales.change.newTrain')}>
            <Text className="as-sub">
              {t('trainAfterSales.change.oldTrain')} {trainLine(itemLine(change.oldTrain))} · {change.oldSeatName}
            </Text>
            <Text className="as-item__name" data-testid="cmp-new-train">
              {trainLine(itemLine(change.newTrain))} · {change.newSeatName}
            </Text>
          </Section>
          <View className="as-section">
            <ValueRow label={t('trainAfterSales.changeNo')} value={change.changeNo} testId="cmp-change-no" />
            {change.totalPay > 0 ? (
              <MoneyRow label={t('trainAfterSales.totalPay')} amount={change.totalPay} strong testId="cmp-pay" />
            ) : (
              <>
                <MoneyRow label={t('trainAfterSales.totalFee')} amount={change.totalFee} />
                <MoneyRow
                  label={t('trainAfterSales.totalRefund')}
                  amount={change.totalRefund}
                  strong
                  testId="cmp-refund"
                />
              </>
            )}
          </View>
          <ButtonColumn>
            {change.canConfirm ? (
              <BlockButton
                label={t('trainAfterSales.change.confirm')}
                tone="primary"
                onPress={() => void confirm.run()}
                disabled={confirm.busy}
                testId="cmp-confirm"
              />
            ) : null}
            {change.payOrderId ? (
              <BlockButton label={t('trainAfterSales.change.pay')} tone="primary" onPress={pay} testId="cmp-pay-now" />
            ) : null}
            <BlockButton
              label={t('trainAfterSales.viewDetail')}
              onPress={() =>
                void redirectTo('/tr/ChangeDetail', { query: { orderId: change.changeId, orderType: '11011' } })
              }
              testId="cmp-change-detail"
            />
            {change.canCancel ? (
              <BlockButton
                label={t('trainAfterSales.change.cancel')}
                tone="danger"
                onPress={() => void cancel.run()}
                disabled={cancel.busy}
                testId="cmp-cancel"
              />
            ) : null}
          </ButtonColumn>
        </>
      )}
    </RecordScreen>
  );
}

export default observer(AlterCmpPage);
