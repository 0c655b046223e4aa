import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { goTab } from '../../router';
import { currentBrand } from '../../app/brand';
import type { MessageKey } from '../../i18n';
import { useStores } from '../../stores';
import { Icon, type IconData } from '../Icon';
import { Pressable } from '../Pressable';
import { approval, home, mail, orders, plane, user } from '../Icon/icons';
import './index.scss';

export type DashboardTab = '/home' | '/allorder' | '/tripList' | '/approvalList' | '/message' | '/userCenter';

const TABS: readonly { url: DashboardTab; label: MessageKey; icon: IconData }[] = [
  { url: '/home', label: 'tab.home', icon: home },
  { url: '/allorder', label: 'tab.allorder', icon: orders },
  { url: '/tripList', label: 'tab.tripList', icon: plane },
  { url: '/approvalList', label: 'tab.approvalList', icon: approval },
  { url: '/message', label: 'tab.message', icon: mail },
  { url: '/userCenter', label: 'tab.userCenter', icon: user },
];

/** The dashboard shell's bottom navigation (SPEC §2 /dashboard children), with the badge counts. */
export const DashboardTabs = observer(function DashboardTabs({ current }: { current: DashboardTab }) {
  const { ui, app } = useStores();
  // The active icon in the theme colour; mini-programs draw icons as images, which cannot take it from CSS.
  const mainColor = app.pageSettings?.themeBean?.mainColor || currentBrand.theme.mainColor;
  const badge = (url: DashboardTab): number => {
    if (url === '/approvalList') return app.counts.approval;
    // totalCount answers `message` as the unread count (`readMessage` is the read one).
    if (url === '/message') return app.counts.message;
    return 0;
  };
  return (
    <View className={`obt-tabs obt-tabs--${currentBrand.variants.shell}`} role="tablist" aria-label={ui.t('app.name')}>
      {TABS.map((tab) => {
        const active = tab.url === current;
        const count = badge(tab.url);
        return (
          <Pressable
            key={tab.url}
            className={`obt-tabs__item ${active ? 'obt-tabs__item--active' : ''}`}
            role="tab"
            selected={active}
            testId={`tab-${tab.url.slice(1)}`}
            onPress={() => {
              if (!active) void goTab(tab.url);
            }}
          >
            <Icon icon={tab.icon} className="obt-tabs__icon" color={active ? mainColor : undefined} />
            <Text className="obt-tabs__label">{ui.t(tab.label)}</Text>
            {count > 0 && (
              <Text className="obt-tabs__badge" aria-label={String(count)}>
                {count > 99 ? '99+' : count}
              </Text>
            )}
          </Pressable>
        );
      })}
    </View>
  );
});
