import { useEffect, useState } from 'react';
import { View, Text } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { getComplaintPhone } from '../../api/account';
import type { ComplaintPhone } from '../../api/contract';
import { currentBrand } from '../../app/brand';
import { EmptyState } from '../../components/EmptyState';
import { PageShell } from '../../components/PageShell';
import { Pressable } from '../../components/Pressable';
import { useStores } from '../../stores';
import { onlineServiceUrl } from './onlineService';
import './index.scss';
import '../../i18n/parts/people';
import { Icon } from '../../components/Icon';
import { chevronRight } from '../../components/Icon/icons';

const ROUTE = '/service';

/**
 * Customer service (SPEC §2 /service, a dashboard child that varies by brand): the complaint phone with a tap to
 * call, the service hours, and the online customer-service chat, which the main branded family never shows
 * (SPEC §1) and which is hidden too when the page settings name no chat URL.
 */
function ServicePage() {
  const { app, ui } = useStores();
  const { t } = ui;
  const [info, setInfo] = useState<ComplaintPhone | null>(null);
  const [failed, setFailed] = useState(false);

  const load = () => {
    setFailed(false);
    getComplaintPhone()
      .then((answer) => setInfo(answer.data ?? { phone: '', serviceHours: '' }))
      .catch(() => setFailed(true));
  };
  useEffect(() => {
    load();
    if (!app.pageSettings) void app.loadPageSettings().catch(() => undefined);
    // Once per visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const chatUrl = onlineServiceUrl(currentBrand, app.pageSettings);
  const call = (phone: string) => {
    void Taro.makePhoneCall({ phoneNumber: phone }).catch(() => undefined);
  };
  const openChat = (url: string) => {
    // A browser or webview opens the provider's chat in a new window; without one (mini-program) nothing opens.
    if (typeof window !== 'undefined' && typeof window.open === 'function') window.open(url, '_blank', 'noopener');
  };

  return (
    <PageShell
      route={ROUTE}
      title="people.service.title"
      className={`service service--${currentBrand.variants.service}`}
    >
      <View className="service__head">
        <Text className="service__title" role="heading" aria-level={1}>
          {t('people.service.title')}
        </Text>
        <Text>{t('people.service.intro')}</Text>
      </View>
      {failed ? (
        <EmptyState text={t('common.loadFailed')} actionText={t('common.retry')} onAction={load} />
      ) : (
        <View className="obt-card service__card">
          <View className="service__row">
            <Text className="service__label">{t('people.service.phone')}</Text>
            {info?.phone ? (
              <Pressable
                role="link"
                className="service__phone"
                label={t('people.service.call', { phone: info.phone })}
                onPress={() => call(info.phone)}
                testId="service-phone"
              >
                {info.phone}
              </Pressable>
            ) : (
              <Text className="bk-sub">{info ? t('people.service.noPhone') : t('common.loading')}</Text>
            )}
          </View>
          <View className="service__row">
            <Text className="service__label">{t('people.service.hours')}</Text>
            <Text data-testid="service-hours">{info?.serviceHours ?? ''}</Text>
          </View>
          {chatUrl ? (
            <Pressable role="link" className="service__row" onPress={() => openChat(chatUrl)} testId="service-online">
              <Text className="service__label">{t('people.service.online')}</Text>
              <Icon icon={chevronRight} className="service__go" />
            </Pressable>
          ) : null}
        </View>
      )}
    </PageShell>
  );
}

export default observer(ServicePage);
