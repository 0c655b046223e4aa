import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { PriceDetail, PriceLineFen } from '../../../domain/priceDetail';
import { formatYuan } from '../../../domain/money';
import type { MessageKey } from '../../../i18n';
import { useStores } from '../../../stores';
import { Sheet } from '../Sheet';
import '../kit.scss';
import '../../../i18n/parts/booking';

export interface PriceDetailSheetProps {
  open: boolean;
  onClose(): void;
  /** From the domain's `buildPriceDetail` (integer fen). */
  detail: PriceDetail;
  /** Segment names ('Outbound', 'Return'…) prefixed to fare and tax lines when there are several. */
  segmentLabels?: readonly string[];
  /** A note under the lines (e.g. the price is confirmed on submission). */
  note?: string;
  /** The product's own label of a line (e.g. a night of a stay); undefined keeps the kit's label. */
  lineLabel?(line: PriceLineFen): string | undefined;
}

/** The dictionary label of a price line. */
export function priceLineLabel(
  t: (key: MessageKey, values?: Record<string, string | number>) => string,
  line: PriceLineFen,
  segmentLabels?: readonly string[],
): string {
  if (line.kind === 'serviceFee') return t('booking.price.serviceFee');
  if (line.kind === 'insurance') return line.label;
  const base = t(`booking.price.${line.kind}.${line.label}` as MessageKey);
  const segment =
    line.segment !== undefined && segmentLabels && segmentLabels.length > 1 ? segmentLabels[line.segment] : '';
  return segment ? `${segment} ${base}` : base;
}

/** Price detail sheet: fare, taxes, insurance, service fee per ticket and the total, shown in yuan from fen. */
export const PriceDetailSheet = observer(function PriceDetailSheet(props: PriceDetailSheetProps) {
  const { ui } = useStores();
  const { t } = ui;
  return (
    <Sheet open={props.open} title={t('booking.price.title')} onClose={props.onClose} testId="price-detail">
      <View role="list">
        {props.detail.lines.map((line, i) => (
          <View
            key={`${line.kind}-${line.label}-${line.segment ?? ''}-${i}`}
            role="listitem"
            className="bk-price__line"
            data-testid={`price-line-${line.kind}`}
          >
            <View className="bk-person__main">
              <Text>{props.lineLabel?.(line) ?? priceLineLabel(t, line, props.segmentLabels)}</Text>
              <Text className="bk-sub">
                {t('booking.price.times', { unit: formatYuan(line.unitFen), count: line.count })}
              </Text>
            </View>
            <Text data-testid="price-line-amount">{formatYuan(line.amountFen)}</Text>
          </View>
        ))}
      </View>
      <View className="bk-price__total">
        <Text>{t('booking.price.total')}</Text>
        <Text className="bk-price__amount" data-testid="price-total">
          {formatYuan(props.detail.totalFen)}
        </Text>
      </View>
      {props.note ? <Text className="bk-sub">{props.note}</Text> : null}
    </Sheet>
  );
});
