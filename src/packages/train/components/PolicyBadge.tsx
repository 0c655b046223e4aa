import { Text } from '@tarojs/components';
import type { Translate } from './format';

/** SPEC §3 wb: 1 above the travel standard (bookable with a reason), 2 above it and forbidden; 0 shows nothing. */
export function PolicyBadge({ wb, t }: { wb: 0 | 1 | 2; t: Translate }) {
  if (wb === 0) return null;
  return (
    <Text
      className={`tr-badge ${wb === 2 ? 'tr-badge--forbidden' : 'tr-badge--over'}`}
      aria-label={t(wb === 2 ? 'train.policy.forbiddenLabel' : 'train.policy.overLabel')}
      data-testid={`policy-${wb}`}
    >
      {t(wb === 2 ? 'train.policy.forbidden' : 'train.policy.over')}
    </Text>
  );
}
