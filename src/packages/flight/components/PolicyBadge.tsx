import { Text } from '@tarojs/components';
import type { PolicyMatch } from '../../../api/contract/booking';
import type { Translate } from '../format';
import '../../../i18n/parts/flight';

/** 'Within policy' / 'Over policy' of a fare; nothing when the policy is unknown (no traveller named). */
export function PolicyBadge({ policy, t }: { policy: PolicyMatch | undefined; t: Translate }) {
  if (!policy) return null;
  return (
    <Text className={`fl-badge ${policy.compliant ? 'fl-badge--ok' : 'fl-badge--over'}`} data-testid="policy-badge">
      {t(policy.compliant ? 'flight.policy.ok' : 'flight.policy.over')}
    </Text>
  );
}
