import { useEffect, useState } from 'react';
import { View, Text, Image } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { getComplaintPhone } from '../../../../../api/account';
import type { ComplaintPhone } from '../../../../../api/contract';
import { PageShell } from '../../../../../components/PageShell';
import { Pressable } from '../../../../../components/Pressable';
import { useStores } from '../../../../../stores';
import { InfoRow } from '../rows';
import { APP_VERSION } from './version';
import '../../../../../pages/register/kit/account.scss';
import './index.scss';
import '../../../../../i18n/parts/account';

const ROUTE = '/userCenter/settings/about';

/** About (SPEC §2 settings/about): the app's name and version and the provider's complaint phone. */
function AboutPage() {
  const { app, ui } = useStores();
  const { t } = ui;
  const [complaint, setComplaint] = useState<ComplaintPhone | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    getComplaintPhone()
      .then((answer) => setComplaint(answer.data ?? null))
      .catch(() => setFailed(true));
  }, []);

  const settings = app.pageSettings;
  const phone = complaint?.phone ?? '';

  return (
    <PageShell route={ROUTE} title="account.about.title" className="acct-page about-page">
      <View className="about-page__brand">
        {settings?.logoUrl ? (
          <Image className="about-page__logo" src={settings.logoUrl} mode="aspectFit" aria-hidden />
        ) : null}
        <Text className="about-page__name" role="heading" aria-level={1} data-testid="about-name">
          {settings?.pageName || t('app.name')}
        </Text>
        <Text className="about-page__version" data-testid="about-version">
          {t('account.about.version', { version: APP_VERSION })}
        </Text>
      </View>
      <View className="acct-list">
        <InfoRow
          id="about-complaint"
          label={t('account.about.complaintPhone')}
          value={
            phone ? (
              <Pressable
                role="link"
                className="acct-link"
                label={t('account.about.call', { phone })}
                testId="about-phone"
                onPress={() => callPhone(phone)}
              >
                {phone}
              </Pressable>
            ) : failed ? (
              t('common.loadFailed')
            ) : (
              t('common.loading')
            )
          }
        />
        {complaint?.serviceHours ? (
          <InfoRow id="about-hours" label={t('account.about.serviceHours')} value={complaint.serviceHours} />
        ) : null}
      </View>
      <Text className="about-page__copyright">{t('account.about.copyright')}</Text>
    </PageShell>
  );
}

/** Dials on every target (a tel: link on H5); a refusal leaves the number visible. */
function callPhone(phone: string): void {
  try {
    Promise.resolve(Taro.makePhoneCall({ phoneNumber: phone.replace(/[^\d+]/g, '') })).catch(() => undefined);
  } catch {
    // No dialer (desktop browser, test double): the number stays on the screen.
  }
}

export default observer(AboutPage);
