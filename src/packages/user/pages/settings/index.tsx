import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { LanguageSwitch } from '../../../../components/LanguageSwitch';
import { PageShell } from '../../../../components/PageShell';
import { confirmDialog } from '../../../../hosts/ui';
import { goLogin, navigate } from '../../../../router';
import { useStores } from '../../../../stores';
import { LinkRow } from './rows';
import '../../../../pages/register/kit/account.scss';
import '../../../../i18n/parts/account';

const ROUTE = '/userCenter/settings';

/** Settings (SPEC §2 /userCenter/settings): password, mobile, language, about, close account, logout. */
function SettingsPage() {
  const { app, session, ui } = useStores();
  const { t } = ui;

  const logout = async () => {
    const ok = await confirmDialog({
      title: t('common.tips'),
      content: t('user.logout.confirm'),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    await session.logout().catch(() => undefined);
    app.reset();
    goLogin();
  };

  return (
    <PageShell route={ROUTE} title="account.settings.title" className="acct-page settings-page">
      <View className="acct-list">
        <LinkRow
          id="settings-password"
          label={t('account.settings.modifyPassword')}
          onPress={() => navigate('/userCenter/settings/modifyPassword')}
        />
        <LinkRow
          id="settings-mobile"
          label={t('account.settings.modifyMobile')}
          value={session.userInfo?.empInfo.phoneNumber ?? ''}
          onPress={() => navigate('/userCenter/settings/modifyMobile')}
        />
      </View>
      <View className="acct-list">
        <View className="acct-row" data-testid="settings-language">
          <Text className="acct-row__label">{t('lang.label')}</Text>
          <LanguageSwitch />
        </View>
        <LinkRow
          id="settings-about"
          label={t('account.settings.about')}
          onPress={() => navigate('/userCenter/settings/about')}
        />
        <LinkRow
          id="settings-close"
          label={t('account.settings.closeAccount')}
          danger
          onPress={() => navigate('/userCenter/settings/closeAccount')}
        />
      </View>
      <View className="acct-list">
        <LinkRow id="settings-logout" role="button" label={t('user.logout')} danger onPress={() => void logout()} />
      </View>
    </PageShell>
  );
}

export default observer(SettingsPage);
