import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { FlightOrderDetail, RefundQuoteData } from '../../../api/contract/flight';
import type { RecordState } from '../../../components/RecordLoader';
import { useStores } from '../../../stores';
import { MoneyRow } from './parts';
import './afterSales.scss';
import '../../../i18n/parts/afterSales';
import { NO_TRANSLATE } from '../../../components/Pressable/noTranslate';

interface Props {
  order: FlightOrderDetail;
  /** 'idle': nothing chosen to quote yet. */
  state: RecordState;
  quote: RefundQuoteData | null;
}

/** The server's live refund fee preview (SPEC §9 refund fee): per passenger and leg, the totals, or why not. */
export const RefundQuote = observer(function RefundQuote({ order, state, quote }: Props) {
  const { ui } = useStores();
  const { t } = ui;
  const shown = state === 'ready' ? quote : null;
  return (
    <View className="tk-refund-apply__quote" aria-live="polite" data-testid="refund-quote" data-state={state}>
      {state === 'loading' ? <Text className="as-sub">{t('afterSales.fee.loading')}</Text> : null}
      {state === 'idle' ? <Text className="as-sub">{t('afterSales.fee.choose')}</Text> : null}
      {state === 'failed' || state === 'notFound' ? (
        <View className="as-alert" role="alert">
          <Text>{t('afterSales.fee.failed')}</Text>
        </View>
      ) : null}
      {shown && !shown.allowed ? (
        <View className="as-alert" role="alert" data-testid="refund-refused">
          {shown.reason || t('afterSales.refund.notAllowed')}
        </View>
      ) : null}
      {shown?.allowed ? (
        <View>
          {shown.items.map((item) => {
            const p = order.passengers.find((x) => x.psgId === item.psgId);
            const r = order.ranges.find((x) => x.rangeId === item.rangeId);
            return (
              <View key={`${item.psgId}-${item.rangeId}`} className="as-item" data-testid="refund-quote-item">
                <View className="as-item__head">
                  <Text className="as-item__name" {...NO_TRANSLATE}>
                    {p?.psgName ?? item.psgId}
                  </Text>
                  <Text className="as-sub">{r ? r.flight.flightNo : ''}</Text>
                </View>
                <MoneyRow label={t('afterSales.fare')} amount={item.fare} />
                <MoneyRow label={t('afterSales.tax')} amount={item.tax} />
                <MoneyRow label={t('afterSales.refund.fee')} amount={item.fee} negative />
                <MoneyRow label={t('afterSales.refund.amount')} amount={item.refund} />
              </View>
            );
          })}
          <MoneyRow label={t('afterSales.refund.totalFee')} amount={shown.totalFee} testId="refund-total-fee" />
          <MoneyRow
            label={t('afterSales.refund.totalRefund')}
            amount={shown.totalRefund}
            strong
            testId="refund-total"
          />
          <Text className="as-sub">{t('afterSales.refund.rule')}</Text>
        </View>
      ) : null}
    </View>
  );
});
