import { useState } from 'react';
import { View, Text } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { ChangeFeeData, FlightOrderDetail } from '../../../../api/contract/flight';
import { ApiError } from '../../../../api/transport';
import { PageShell } from '../../../../components/PageShell';
import { Pressable } from '../../../../components/Pressable';
import { EmptyState } from '../../../../components/EmptyState';
import { formatAmount } from '../../../../components/order';
import { showToast } from '../../../../hosts/ui';
import { LIMITS } from '../../../../domain/limits';
import { decodeQuery, goBack, redirectTo } from '../../../../router';
import { useStores } from '../../../../stores';
import { useRecord } from '../../../../components/RecordLoader';
import { FlightSummary } from '../../components/FlightSummary';
import { useAfterSalesStore } from '../../afterSales/afterSalesStore';
import { chosenFare, type ChosenFare } from '../../afterSales/changeDraft';
import { parseChangeQuery } from '../../afterSales/forms';
import { MoneyRow, Section, SubmitBar } from '../../afterSales/parts';
import { useVisitKey } from '../../../../components/afterSales';
import '../../components/flight.scss';
import './index.scss';
import '../../../../i18n/parts/afterSales';
import { Icon } from '../../../../components/Icon';
import { arrowDown } from '../../../../components/Icon/icons';

const ROUTE = '/tk/tkChangeEdit';

interface Loaded {
  order: FlightOrderDetail;
  fare: ChosenFare;
  fee: ChangeFeeData;
}

/**
 * Change confirmation (SPEC §2 /tk/tkChangeEdit, §7 queryChangeFee, §9 change fee): the original and the new
 * flight, per passenger the change fee (40% up to 2 h before departure, 60% after, at least 50 yuan) plus the fare
 * difference, the total; confirming sends tkChangeOrderAdd once per visit.
 */
function TkChangeEditPage() {
  const { ui } = useStores();
  const { t } = ui;
  const params = decodeQuery(useRouter().params);
  const [flow] = useState(() => parseChangeQuery(params));
  const store = useAfterSalesStore();
  const [busy, setBusy] = useState(false);
  const idempotencyKey = useVisitKey();

  // The order, the chosen fare and the fee quote; null (not found) when the chosen fare is gone.
  const load = useRecord<Loaded>(
    flow?.fareKey
      ? async () => {
          const [order, fare] = await Promise.all([
            store.loadOrder(flow.orderId),
            chosenFare(flow, (body) => store.queryChangeFlights(body)),
          ]);
          if (!fare) return null;
          const fee = await store.quoteChange({
            orderId: flow.orderId,
            rangeId: flow.rangeId,
            psgIds: flow.psgIds,
            fareKey: fare.fareKey,
            changeType: flow.changeType,
          });
          return { order, fare, fee };
        }
      : null,
    [flow, store],
  );

  if (!flow || !load.data) {
    const text =
      !flow || load.state === 'idle'
        ? t('afterSales.change.flowMissing')
        : load.state === 'notFound'
          ? t('afterSales.change.fareGone')
          : '';
    return (
      <PageShell route={ROUTE} title="afterSales.changeEdit.title" className="as-page">
        {load.state === 'loading' && flow ? (
          <View className="as-loading" role="status" aria-busy>
            {t('common.loading')}
          </View>
        ) : load.state === 'failed' ? (
          <EmptyState
            text={t('common.loadFailed')}
            actionText={t('common.retry')}
            onAction={() => void load.reload()}
          />
        ) : (
          <EmptyState text={text} actionText={t('common.back')} onAction={() => void goBack()} />
        )}
      </PageShell>
    );
  }

  const { order, fare, fee } = load.data;
  const old = order.ranges.find((r) => r.rangeId === flow.rangeId);
  const names = new Map(order.passengers.map((p) => [p.psgId, p.psgName]));

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const answer = await store.addChange(
        {
          orderId: flow.orderId,
          rangeId: flow.rangeId,
          psgIds: flow.psgIds,
          fareKey: fare.fareKey,
          changeReason: flow.reason,
          changeType: flow.changeType,
        },
        idempotencyKey,
      );
      await redirectTo('/tk/tkChangeCmp', { query: { changeId: answer.changeId } });
    } catch (e) {
      // A refusal was shown by the transport; a lost answer can be retried with the same key.
      if (!(e instanceof ApiError)) showToast(t('common.loadFailed'), LIMITS.ui.failureToastMs);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageShell route={ROUTE} title="afterSales.changeEdit.title" className="as-page fl-page tk-change-edit">
      <Section id="change-flights" title={t('afterSales.change.flights')}>
        {old ? <FlightSummary flight={old.flight} t={t} tag={t('afterSales.change.original')} /> : null}
        <View className="tk-change-edit__arrow" aria-hidden>
          <Icon icon={arrowDown} />
        </View>
        <FlightSummary flight={fare.flight} t={t} tag={t('afterSales.change.new')} />
        <Text className="as-sub">
          {fare.cabin.cabinName} {fare.cabin.cabinCode} · {formatAmount(fare.cabin.price)}
        </Text>
      </Section>

      <Section id="change-fee" title={t('afterSales.change.feeTitle')}>
        <View role="list">
          {fee.items.map((item) => (
            <View key={item.psgId} className="as-item" role="listitem" data-testid="change-fee-item">
              <Text className="as-item__name">{names.get(item.psgId) ?? ''}</Text>
              <MoneyRow label={t('afterSales.change.fee')} amount={item.changeFee} />
              <MoneyRow label={t('afterSales.change.difference')} amount={item.fareDifference} />
              <MoneyRow label={t('afterSales.change.itemTotal')} amount={item.total} />
            </View>
          ))}
        </View>
        <MoneyRow label={t('afterSales.change.totalFee')} amount={fee.totalChangeFee} testId="change-total-fee" />
        <MoneyRow
          label={t('afterSales.change.totalDifference')}
          amount={fee.totalFareDifference}
          testId="change-total-difference"
        />
        <MoneyRow label={t('afterSales.change.total')} amount={fee.total} strong testId="change-total" />
        <Text className="as-sub">{t('afterSales.change.rule')}</Text>
      </Section>

      <Section id="change-info" title={t('afterSales.change.reasonTitle')}>
        <View className="as-money">
          <Text className="as-money__label">{t('afterSales.type')}</Text>
          <Text>{t(`afterSales.type.${flow.changeType}`)}</Text>
        </View>
        <View className="as-money">
          <Text className="as-money__label">{t('afterSales.reason')}</Text>
          <Text>{flow.reason}</Text>
        </View>
      </Section>

      <SubmitBar
        summary={
          <>
            <Text className="as-sub">{t('afterSales.change.total')}</Text>
            <Text className="as-bar__total">{formatAmount(fee.total)}</Text>
          </>
        }
      >
        <Pressable
          className="as-btn as-btn--primary"
          onPress={() => void confirm()}
          disabled={busy}
          testId="change-confirm"
        >
          {t(busy ? 'afterSales.submitting' : 'afterSales.change.confirm')}
        </Pressable>
      </SubmitBar>
    </PageShell>
  );
}

export default observer(TkChangeEditPage);
