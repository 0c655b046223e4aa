/** The policy mark of a vehicle class's price: wb 1 above the standard (bookable with a reason), wb 2 not allowed. */
import { Text } from '@tarojs/components';
import type { Translate } from '../../../components/format';
import './car.scss';

export function PolicyMark({ wb, t }: { wb: 0 | 1 | 2; t: Translate }) {
  if (wb === 0) return null;
  return (
    <Text className={`car-tag car-tag--wb${wb}`} data-testid="policy-badge" data-wb={wb}>
      {t(wb === 2 ? 'car.wb.blocked' : 'car.wb.over')}
    </Text>
  );
}
