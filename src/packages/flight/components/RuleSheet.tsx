import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import type { FareRuleData, FlightCabin } from '../../../api/contract/flight';
import type { Translate } from '../format';
import { Sheet } from '../../../components/booking/Sheet';
import '../../../i18n/parts/flight';

interface Props {
  cabin: FlightCabin | null;
  load: (fareKey: string) => Promise<FareRuleData | null>;
  onClose: () => void;
  t: Translate;
}

/** The full refund, change and baggage rules of a fare (ruleText), loaded when the sheet opens. */
export function RuleSheet({ cabin, load, onClose, t }: Props) {
  const [state, setState] = useState<{ key: string; rules: FareRuleData | null; failed: boolean } | null>(null);
  useEffect(() => {
    if (!cabin) return;
    let live = true;
    setState(null);
    load(cabin.fareKey).then(
      (rules) => live && setState({ key: cabin.fareKey, rules, failed: false }),
      () => live && setState({ key: cabin.fareKey, rules: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [cabin, load]);

  const rules = state?.rules;
  return (
    <Sheet
      open={!!cabin}
      title={t('flight.cabin.rules')}
      closeLabel={t('common.close')}
      onClose={onClose}
      testId="rule-sheet"
    >
      {cabin && (
        <View className="fl-rules">
          <Text className="fl-rules__summary">
            {cabin.cabinName} {cabin.cabinCode} · {cabin.ruleSummary}
          </Text>
          {!state && (
            <Text className="fl-rules__status" role="status">
              {t('common.loading')}
            </Text>
          )}
          {state?.failed && (
            <Text className="fl-rules__status" role="alert">
              {t('common.loadFailed')}
            </Text>
          )}
          {rules && (
            <View data-testid="rule-text">
              {(
                [
                  ['flight.cabin.refundRule', rules.refundRule],
                  ['flight.cabin.changeRule', rules.changeRule],
                  ['flight.cabin.baggage', rules.baggage],
                  ['flight.cabin.endorse', t(rules.endorse ? 'flight.cabin.endorse.yes' : 'flight.cabin.endorse.no')],
                ] as const
              ).map(([key, text]) => (
                <View key={key} className="fl-rules__item">
                  <Text className="fl-rules__title" role="heading" aria-level={3}>
                    {t(key)}
                  </Text>
                  <Text className="fl-rules__text">{text}</Text>
                </View>
              ))}
            </View>
          )}
        </View>
      )}
    </Sheet>
  );
}
