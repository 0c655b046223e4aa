import { useId } from 'react';
import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { PriceLine } from '../../api/contract/orders';
import { formatYuan, yuanToFen } from '../../domain/money';
import { hasKey } from '../../i18n';
import { useStores } from '../../stores';
import { priceLinesTotalFen } from './format';
import '../../i18n/parts/pay';

/** Price detail rows (label, unit × count, amount) and their total, summed in fen. */
export const PriceLines = observer(function PriceLines({ lines }: { lines: readonly PriceLine[] }) {
  const { ui } = useStores();
  // Unique per instance: H5 keeps earlier pages of the stack in the DOM.
  const titleId = useId();
  const { t } = ui;
  const total = priceLinesTotalFen(lines);
  return (
    <View className="obt-card order-block" role="region" aria-labelledby={titleId}>
      <Text id={titleId} className="order-block__title" role="heading" aria-level={2}>
        {t('pay.order.price.title')}
      </Text>
      <View role="list">
        {lines.map((line, i) => {
          const kindKey = `pay.order.price.kind.${line.kind}`;
          const label = line.label || (hasKey(kindKey) ? t(kindKey) : line.kind);
          return (
            <View key={`${line.kind}-${i}`} className="order-price__row" role="listitem" data-kind={line.kind}>
              <Text className="order-price__label">{label}</Text>
              <Text className="order-price__unit">
                {formatYuan(yuanToFen(line.unitPrice))} × {line.count}
              </Text>
              <Text className="order-price__amount">{formatYuan(yuanToFen(line.amount))}</Text>
            </View>
          );
        })}
      </View>
      <View className="order-price__total" data-testid="price-total">
        <Text>{t('pay.order.price.total')}</Text>
        <Text className="order-price__total-amount">{formatYuan(total)}</Text>
      </View>
    </View>
  );
});
