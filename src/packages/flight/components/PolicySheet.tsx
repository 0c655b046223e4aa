import { Text, View } from '@tarojs/components';
import type { MatchClbzData } from '../../../api/contract/flight';
import type { Translate } from '../format';
import { Sheet } from '../../../components/booking/Sheet';
import '../../../i18n/parts/flight';

interface Props {
  open: boolean;
  /** null while matchClbz is loading. */
  data: MatchClbzData | null;
  failed: boolean;
  onClose: () => void;
  t: Translate;
}

/** Policy of one fare per selected traveller (matchClbz): who complies, who does not and why. */
export function PolicySheet({ open, data, failed, onClose, t }: Props) {
  return (
    <Sheet
      open={open}
      title={t('flight.cabin.policyTitle')}
      closeLabel={t('common.close')}
      onClose={onClose}
      testId="policy-sheet"
    >
      <View className="fl-policy">
        {!data && !failed && (
          <Text className="fl-rules__status" role="status">
            {t('common.loading')}
          </Text>
        )}
        {failed && (
          <Text className="fl-rules__status" role="alert">
            {t('common.loadFailed')}
          </Text>
        )}
        {data?.mustComply && data.results.some((r) => !r.policy.compliant) && (
          <Text className="fl-policy__must" role="alert">
            {t('flight.cabin.mustComply')}
          </Text>
        )}
        {data?.results.map((r, i) => (
          <View
            key={`${r.traveller.empId ?? ''}-${r.traveller.contactsId ?? ''}-${i}`}
            className="fl-policy__row"
            data-testid="policy-row"
          >
            <View className="fl-policy__head">
              <Text className="fl-policy__name">{r.name}</Text>
              <Text className={`fl-badge ${r.policy.compliant ? 'fl-badge--ok' : 'fl-badge--over'}`}>
                {t(r.policy.compliant ? 'flight.cabin.policyOk' : 'flight.cabin.policyOver')}
              </Text>
            </View>
            {r.policy.violations.map((v) => (
              <Text key={v.code} className="fl-policy__why">
                · {v.text}
              </Text>
            ))}
          </View>
        ))}
      </View>
    </Sheet>
  );
}
