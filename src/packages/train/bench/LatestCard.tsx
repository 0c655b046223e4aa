import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { Card, ChoiceGroup } from '../../../components/booking';
import { useStores } from '../../../stores';
import { hhmm } from '../components/format';
import type { BenchForm } from './benchStore';

/** The latest acceptable departure: one of the chosen trains' departures (SPEC §9: waitlist until 3 hours before). */
export const LatestCard = observer(function LatestCard(props: { form: BenchForm }) {
  const { ui } = useStores();
  const { t } = ui;
  const { form } = props;
  const problem = form.shownProblem;
  return (
    <Card id="bench-latest" title={t('trainBench.edit.latest')}>
      <ChoiceGroup<string>
        id="bench-latest-choice"
        label={t('trainBench.edit.latest')}
        options={form.departures.map((d) => ({ value: d, label: hhmm(d) }))}
        value={form.latest || null}
        onChange={(value) => form.setLatest(value)}
        error={problem?.area === 'latest' ? t(problem.key, problem.values) : undefined}
      />
      <Text className="bk-sub">{t('trainBench.edit.latestHint')}</Text>
    </Card>
  );
});

/** The waitlist rules (SPEC §9): 3 hours, 3 minutes, the price difference, full refund in 1–7 working days. */
export function RulesCard() {
  const { ui } = useStores();
  const { t } = ui;
  const rules = [
    'trainBench.edit.rule.deadline',
    'trainBench.edit.rule.speed',
    'trainBench.edit.rule.price',
    'trainBench.edit.rule.refund',
  ] as const;
  return (
    <Card id="bench-rules" title={t('trainBench.edit.rulesTitle')}>
      <View role="list" className="tr-bench__rules">
        {rules.map((key, i) => (
          <Text key={key} role="listitem" className="tr-bench__rule">
            {i + 1}. {t(key)}
          </Text>
        ))}
      </View>
    </Card>
  );
}
