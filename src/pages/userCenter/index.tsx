import { View, Text } from '@tarojs/components';
import { useDidShow } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { PageShell } from '../../components/PageShell';
import { DashboardTabs } from '../../components/DashboardTabs';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { confirmDialog } from '../../hosts/ui';
import { isBuiltUrl, navigate, redirectTo } from '../../router';
import { Pressable } from '../../components/Pressable';
import { Icon } from '../../components/Icon';
import { chevronRight } from '../../components/Icon/icons';
import { Avatar } from './Avatar';
import '../../i18n/parts/account';
import '../../i18n/parts/people';
import '../../i18n/parts/notice';
import '../../i18n/parts/orders';
import '../../i18n/parts/approval';
import '../../i18n/parts/invoice';
import { canManageOthers } from '../../app/peopleRights';
import { useStores } from '../../stores';
import './index.scss';
import { NO_TRANSLATE } from '../../components/Pressable/noTranslate';

function UserCenterPage() {
  const { app, session, ui } = useStores();
  const { t } = ui;
  const info = session.userInfo;
  useDidShow(() => {
    if (session.loggedIn) void session.loadUserInfo().catch(() => undefined);
  });

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
    redirectTo('/login');
  };

  const emp = info?.empInfo;
  const roles = [
    emp?.isAdmin === 1 ? t('user.role.admin') : null,
    emp?.ifBooker === 1 ? t('user.role.booker') : null,
    emp?.ifApprover === 1 ? t('user.role.approver') : null,
  ].filter(Boolean);

  return (
    <PageShell route="/userCenter" title="user.title" className="obt-tab-page user">
      <View className="user__head">
        <Avatar name={session.empName} />
        <View className="user__who">
          <Text className="user__name" role="heading" aria-level={1} data-testid="user-name" {...NO_TRANSLATE}>
            {session.empName}
          </Text>
          <Text className="user__roles">{roles.join(' · ')}</Text>
        </View>
      </View>
      <View className="obt-card user__rows">
        {[
          { label: t('user.company'), value: session.corpName },
          { label: t('user.dept'), value: emp?.deptName ?? '' },
          { label: t('user.rank'), value: emp?.empRankName ?? '' },
          { label: t('user.phone'), value: emp?.phoneNumber ?? '' },
          { label: t('user.scope'), value: emp ? t(`user.scope.${emp.bookRange}`) : '', chrome: true },
        ].map((row) => (
          <View key={row.label} className="user__row">
            <Text className="user__label">{row.label}</Text>
            <Text className="user__value" {...(row.chrome ? {} : NO_TRANSLATE)}>
              {row.value}
            </Text>
          </View>
        ))}
        <View className="user__row">
          <Text className="user__label">{t('lang.label')}</Text>
          <LanguageSwitch />
        </View>
      </View>
      <View className="obt-card user__rows" data-testid="account-entries">
        {(
          [
            ['/userCenter/message', 'notice.messages.entry'],
            ['/schedule', 'orders.schedule.entry'],
            ['/otherOrder', 'orders.other.title'],
            ['/userCenter/approvalList', 'approval.mine.entry'],
            ['/userCenter/userInfo', 'account.entry.userInfo'],
            ['/userCenter/company', 'account.entry.company'],
            ['/userCenter/settings', 'account.entry.settings'],
          ] as const
        )
          .filter(([url]) => isBuiltUrl(url))
          .map(([url, label]) => (
            <Pressable
              key={url}
              role="link"
              className="user__row"
              testId={`entry-${url.split('/').pop()}`}
              onPress={() => navigate(url)}
            >
              <Text className="user__label">{t(label)}</Text>
              <Icon icon={chevronRight} className="user__chevron" />
            </Pressable>
          ))}
      </View>
      <View className="obt-card user__rows" data-testid="people-entries">
        {(
          [
            ['/userCenter/empList', 'people.entry.empList', true],
            ['/userCenter/invitEmployees', 'people.entry.invite', true],
            ['/userCenter/CommonInfo', 'people.entry.common', false],
            ['/userCenter/Invoice/InvoiceOrderList', 'invoice.entry', false],
            ['/userCenter/NeedOrder/:id?', 'people.entry.need', false],
            ['/userCenter/trBenchList', 'people.entry.trBench', false],
            ['/userCenter/tripCarList', 'people.entry.tripCar', false],
            ['/service', 'people.entry.service', false],
          ] as const
        )
          .filter(([url, , managers]) => isBuiltUrl(url) && (!managers || canManageOthers(emp)))
          .map(([url, label]) => (
            <Pressable
              key={url}
              role="link"
              className="user__row"
              testId={`entry-${url.replace('/:id?', '').split('/').pop()}`}
              onPress={() => navigate(url.replace('/:id?', ''))}
            >
              <Text className="user__label">{t(label)}</Text>
              <Icon icon={chevronRight} className="user__chevron" />
            </Pressable>
          ))}
      </View>
      <Pressable className="user__logout" testId="logout" onPress={() => void logout()}>
        {t('user.logout')}
      </Pressable>
      <DashboardTabs current="/userCenter" />
    </PageShell>
  );
}

export default observer(UserCenterPage);
