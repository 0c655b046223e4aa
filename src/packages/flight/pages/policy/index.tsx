import { View, Text } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { FlightPolicyData, FlightPolicyRequest } from '../../../../api/contract/flight';
import { PageShell } from '../../../../components/PageShell';
import { decodeQuery } from '../../../../router';
import { useStores } from '../../../../stores';
import { RecordGate, useRecord } from '../../../../components/RecordLoader';
import { afterSalesStore } from '../../afterSales/afterSalesStore';
import { Section } from '../../afterSales/parts';
import { discountText } from '../../format';
import './index.scss';
import '../../../../i18n/parts/afterSales';

const ROUTE = '/tk/policy';

/** The request a screen key stands for: 'e:<empId>', 'c:<contactsId>' or 'self'. */
function requestOf(key: string): FlightPolicyRequest {
  if (key.startsWith('e:')) return { empId: key.slice(2) };
  if (key.startsWith('c:')) return { contactsId: key.slice(2) };
  return {};
}

const loadByKey = (key: string): Promise<FlightPolicyData> => afterSalesStore.loadPolicy(requestOf(key));

/**
 * The traveller's flight policy (SPEC §2 /tk/policy; §6 travel standards by rank): allowed cabin classes, discount
 * ceiling, advance-booking days and the lowest-fare window. Myself by default; `?empId=` or `?contactsId=` for
 * another traveller. Hidden for a company configured to hide the travel standard.
 */
function PolicyPage() {
  const { ui, session } = useStores();
  const { t } = ui;
  const q = decodeQuery(useRouter().params);
  const key = q.empId ? `e:${q.empId}` : q.contactsId ? `c:${q.contactsId}` : 'self';
  const { data: policy, state, reload } = useRecord(() => loadByKey(key), [key], { refreshOnShow: true });
  const hiddenByCompany = session.userInfo?.vipCorp.hideTravelStandard === 1;

  if (hiddenByCompany || policy?.hidden) {
    return (
      <PageShell route={ROUTE} title="afterSales.policy.title" className="as-page tk-policy">
        <View className="as-note" role="status" data-testid="policy-hidden">
          {t('afterSales.policy.hidden')}
        </View>
      </PageShell>
    );
  }
  if (!policy) {
    return (
      <PageShell route={ROUTE} title="afterSales.policy.title" className="as-page tk-policy">
        <RecordGate state={state} onRetry={() => void reload()} notFoundText="afterSales.policy.none" />
      </PageShell>
    );
  }

  const rows: { id: string; label: string; value: string; hint: string }[] = [
    {
      id: 'cabins',
      label: t('afterSales.policy.cabins'),
      value:
        policy.cabinClasses.length > 0
          ? policy.cabinClasses.map((c) => t(`afterSales.cabin.${c}`)).join('、')
          : t('afterSales.policy.noLimit'),
      hint: t('afterSales.policy.cabinsHint'),
    },
    {
      id: 'discount',
      label: t('afterSales.policy.discount'),
      value:
        policy.maxDiscount > 0 && policy.maxDiscount < 100
          ? t('afterSales.policy.discountValue', { text: discountText(policy.maxDiscount, t) })
          : t('afterSales.policy.noLimit'),
      hint: t('afterSales.policy.discountHint'),
    },
    {
      id: 'advance',
      label: t('afterSales.policy.advance'),
      value:
        policy.advanceDays > 0
          ? t('afterSales.policy.advanceValue', { days: policy.advanceDays })
          : t('afterSales.policy.noLimit'),
      hint: t('afterSales.policy.advanceHint'),
    },
    {
      id: 'lowest',
      label: t('afterSales.policy.lowest'),
      value:
        policy.lowestFareWindowMin > 0
          ? t('afterSales.policy.lowestValue', { minutes: policy.lowestFareWindowMin })
          : t('afterSales.policy.noLimit'),
      hint: t('afterSales.policy.lowestHint'),
    },
  ];

  return (
    <PageShell route={ROUTE} title="afterSales.policy.title" className="as-page tk-policy">
      <View className="as-head">
        <Text className="as-head__title" role="heading" aria-level={1}>
          {t('afterSales.policy.heading')}
        </Text>
        {policy.rankName ? (
          <Text className="as-head__meta" data-testid="policy-rank">
            {t('afterSales.policy.rank', { rank: policy.rankName })}
          </Text>
        ) : null}
      </View>
      <Section id="policy-rules" title={t('afterSales.policy.rules')}>
        <View role="list">
          {rows.map((row) => (
            <View key={row.id} className="as-item" role="listitem" data-testid={`policy-${row.id}`}>
              <View className="as-item__head">
                <Text className="as-item__name">{row.label}</Text>
                <Text className="tk-policy__value">{row.value}</Text>
              </View>
              <Text className="as-sub">{row.hint}</Text>
            </View>
          ))}
        </View>
      </Section>
      <Text className="as-note tk-policy__note">{t('afterSales.policy.note')}</Text>
    </PageShell>
  );
}

export default observer(PolicyPage);
