import { useEffect, useState } from 'react';
import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { vipCorpFindDetail } from '../../../../api/account';
import type { CorpDetail } from '../../../../api/contract';
import { EmptyState } from '../../../../components/EmptyState';
import { PageShell } from '../../../../components/PageShell';
import type { MessageKey } from '../../../../i18n';
import { useStores } from '../../../../stores';
import { InfoRow } from '../settings/rows';
import '../../../../pages/register/kit/account.scss';
import '../../../../i18n/parts/account';
import { NO_TRANSLATE } from '../../../../components/Pressable/noTranslate';

const ROUTE = '/userCenter/company';

type Load = { state: 'loading' } | { state: 'ready'; corp: CorpDetail } | { state: 'failed' };

/** The session's company (SPEC §2 /userCenter/company, §7 vipCorpFindDetail); the contact phone comes masked. */
function CompanyPage() {
  const { ui } = useStores();
  const { t } = ui;
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  const fetch = () => {
    setLoad({ state: 'loading' });
    vipCorpFindDetail()
      .then((answer) => setLoad(answer.data ? { state: 'ready', corp: answer.data } : { state: 'failed' }))
      .catch(() => setLoad({ state: 'failed' }));
  };
  useEffect(fetch, []);

  if (load.state !== 'ready') {
    return (
      <PageShell route={ROUTE} title="account.company.title" className="acct-page company-page">
        {load.state === 'loading' ? (
          <View role="status" className="acct-sub">
            {t('common.loading')}
          </View>
        ) : (
          <EmptyState text={t('common.loadFailed')} actionText={t('common.retry')} onAction={fetch} />
        )}
      </PageShell>
    );
  }

  const { corp } = load;
  const rows: [string, MessageKey, string][] = [
    ['shortname', 'account.company.shortname', corp.shortname],
    ['enName', 'account.company.enName', corp.enName],
    ['corpNo', 'account.company.corpNo', corp.corpNo],
    ['industry', 'account.company.industry', corp.industry],
    ['address', 'account.company.address', corp.address],
    ['linkman', 'account.company.linkman', corp.linkman],
    ['linkPhone', 'account.company.linkPhone', corp.linkPhone],
    ['email', 'account.company.email', corp.email],
  ];

  return (
    <PageShell route={ROUTE} title="account.company.title" className="acct-page company-page">
      <Text className="acct-heading" role="heading" aria-level={1} data-testid="company-name" {...NO_TRANSLATE}>
        {corp.fullname}
      </Text>
      <View className="acct-list">
        {rows
          .filter(([, , value]) => value)
          .map(([id, label, value]) => (
            <InfoRow key={id} id={`company-${id}`} label={t(label)} value={value} data />
          ))}
      </View>
      <View className="acct-list">
        <InfoRow
          id="company-bookStyle"
          label={t('account.company.bookStyle')}
          value={t(corp.bookStyle === 2 ? 'account.company.bookStyle.2' : 'account.company.bookStyle.1')}
        />
      </View>
    </PageShell>
  );
}

export default observer(CompanyPage);
