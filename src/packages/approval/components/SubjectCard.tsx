import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { ApprovalSubjectSummary } from '../../../api/contract/approval';
import { formatAmount } from '../../../components/order/format';
import { hasKey } from '../../../i18n';
import { useStores } from '../../../stores';
import '../../../pages/approvalList/index.scss';
import '../../../i18n/parts/approval';

/**
 * What is being approved (orderApproveList subject): title, number, amount, applicant, travellers, the product's
 * summary lines and the policy violations with their reasons.
 */
export const SubjectCard = observer(function SubjectCard({ subject }: { subject: ApprovalSubjectSummary }) {
  const { ui } = useStores();
  const { t } = ui;
  const itemLabel = (item: string) => {
    const key = `approval.violation.${item}`;
    return hasKey(key) ? t(key) : item;
  };
  const rows = [
    { label: t('approval.subject.no'), value: subject.orderNo },
    { label: t('approval.subject.amount'), value: formatAmount(subject.amount) },
    { label: t('approval.subject.applicant'), value: subject.applicantName },
    { label: t('approval.subject.travellers'), value: subject.travellers.join('、') },
  ].filter((row) => row.value);
  return (
    <View className="obt-card ap-card" role="region" aria-labelledby="ap-subject-title" data-testid="ap-subject">
      <Text className="ap-card__kicker">{t('approval.subject.title')}</Text>
      <Text id="ap-subject-title" className="ap-card__title" role="heading" aria-level={2}>
        {subject.title}
      </Text>
      {rows.map((row) => (
        <View key={row.label} className="ap-row">
          <Text className="ap-row__label">{row.label}</Text>
          <Text className="ap-row__value">{row.value}</Text>
        </View>
      ))}
      {subject.lines.length > 0 ? (
        <View className="ap-lines" data-testid="ap-subject-lines">
          {subject.lines.map((line, i) => (
            <Text key={`${i}-${line}`} className="ap-lines__line">
              {line}
            </Text>
          ))}
        </View>
      ) : null}
      {subject.violations.length > 0 ? (
        <View className="ap-violations" role="group" aria-label={t('approval.subject.violations')}>
          <Text className="ap-violations__title">{t('approval.subject.violations')}</Text>
          {subject.violations.map((v, i) => (
            <Text key={`${i}-${v.item}`} className="ap-violations__item" data-testid="ap-violation">
              {v.reason
                ? t('approval.subject.violation', { item: itemLabel(v.item), reason: v.reason })
                : itemLabel(v.item)}
            </Text>
          ))}
        </View>
      ) : null}
    </View>
  );
});
