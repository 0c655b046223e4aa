import { useEffect } from 'react';
import { View, Text, Image } from '@tarojs/components';
import { useDidShow, usePullDownRefresh, stopPullDownRefresh } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { PageShell } from '../../components/PageShell';
import { DashboardTabs } from '../../components/DashboardTabs';
import { EmptyState } from '../../components/EmptyState';
import { afterPaint } from '../../app/afterPaint';
import { currentBrand } from '../../app/brand';
import { productEntryRoute, visibleEntries, type EntryProduct } from '../../domain/productEntries';
import { isBuiltUrl, navigate, goTab } from '../../router';
import { useStores } from '../../stores';
import { Pressable } from '../../components/Pressable';
import { Icon, type IconData } from '../../components/Icon';
import {
  bell,
  bolt,
  calendar,
  car,
  chevronRight,
  concierge,
  globe,
  hotel,
  lounge,
  mountain,
  passport,
  plane,
  shield,
  ticket,
  train,
} from '../../components/Icon/icons';
import '../../i18n/parts/notice';
import '../../i18n/parts/orders';
import './index.scss';
import { NO_TRANSLATE } from '../../components/Pressable/noTranslate';

const ICONS: Record<EntryProduct, IconData> = {
  '10901': plane,
  '10902': globe,
  '10903': hotel,
  '10904': train,
  '10906': car,
  '10913': passport,
  '11015': shield,
  '11028': lounge,
  '11029': bolt,
  '11030': ticket,
  '11031': concierge,
  '11032': mountain,
};

function HomePage() {
  const { app, session, ui } = useStores();
  const { t } = ui;
  const refresh = () =>
    Promise.allSettled([
      app.loadProducts(),
      app.loadCounts(),
      session.loggedIn ? session.loadUserInfo() : Promise.resolve(),
    ]);

  // The first screen shows stored user info and skeletons: paint it before asking the server (Lighthouse LCP).
  useEffect(() => afterPaint(() => void app.loadPageSettings().catch(() => undefined)), [app]);
  // Counts change with every approval and order action elsewhere: reload whenever home shows.
  useDidShow(() => {
    if (session.loggedIn) afterPaint(() => void refresh());
  });
  usePullDownRefresh(() => {
    void refresh().finally(() => stopPullDownRefresh());
  });

  // Tile icons in the theme colour (mini-programs draw icons as images, which cannot take it from CSS).
  const mainColor = app.pageSettings?.themeBean?.mainColor || currentBrand.theme.mainColor;
  const hotelVersion = session.userInfo?.vipCorp.hotelVersion;
  const entries = app.products ? visibleEntries(app.products, isBuiltUrl, hotelVersion) : null;
  const todo = [
    { key: 'home.todo.approval', count: app.counts.approval, go: () => goTab('/approvalList') },
    { key: 'home.todo.toPay', count: app.counts.toPay, go: () => goTab('/allorder') },
    { key: 'home.todo.waitApproval', count: app.counts.waitApproval, go: () => goTab('/allorder') },
  ] as const;

  return (
    <PageShell route="/home" title="tab.home" className={`obt-tab-page home home--${currentBrand.variants.home}`}>
      <View className="home__hero">
        {app.pageSettings?.logoUrl ? (
          <Image className="home__logo" src={app.pageSettings.logoUrl} mode="aspectFit" aria-hidden />
        ) : null}
        <Text className="home__greeting" role="heading" aria-level={1} data-testid="home-greeting" {...NO_TRANSLATE}>
          {t('home.greeting', { name: session.empName })}
        </Text>
        <Text className="home__corp" data-testid="home-corp" {...NO_TRANSLATE}>
          {session.corpName}
        </Text>
      </View>

      <View className="home__card" aria-label={t('home.todo')}>
        <Text className="home__card-title">{t('home.todo')}</Text>
        <View className="home__todo">
          {todo.map((item) => (
            <Pressable key={item.key} className="home__todo-item" onPress={item.go} testId={`todo-${item.key}`}>
              <Text className="home__todo-count">{item.count}</Text>
              <Text className="home__todo-label">{t(item.key)}</Text>
            </Pressable>
          ))}
        </View>
      </View>

      <Pressable
        role="link"
        className="home__card home__notices"
        testId="home-notices"
        onPress={() => navigate('/noticeList')}
      >
        <Icon icon={bell} className="home__row-icon" color={mainColor} />
        <Text className="home__card-title">{t('notice.entry')}</Text>
        <Icon icon={chevronRight} className="home__chevron" />
      </Pressable>

      <Pressable
        role="link"
        className="home__card home__notices"
        testId="home-schedule"
        onPress={() => navigate('/schedule')}
      >
        <Icon icon={calendar} className="home__row-icon" color={mainColor} />
        <Text className="home__card-title">{t('orders.schedule.entry')}</Text>
        <Icon icon={chevronRight} className="home__chevron" />
      </Pressable>

      <View className="home__card">
        <Text className="home__card-title">{t('home.products')}</Text>
        {entries === null ? (
          <View className="home__grid" aria-busy>
            {[0, 1, 2, 3].map((i) => (
              <View key={i} className="home__entry home__entry--skeleton" />
            ))}
          </View>
        ) : entries.length === 0 ? (
          <EmptyState text={t('home.noProducts')} />
        ) : (
          <View className="home__grid" data-testid="home-products">
            {entries.map((code) => {
              const target = productEntryRoute(code, hotelVersion);
              return (
                <Pressable
                  key={code}
                  className="home__entry"
                  role="link"
                  data={{ product: String(code), url: target.url }}
                  onPress={() => navigate(target.url, { query: target.query })}
                >
                  <View className="home__entry-icon" aria-hidden>
                    <Icon icon={ICONS[code]} color={mainColor} />
                  </View>
                  <Text className="home__entry-label">{t(`product.${code}`)}</Text>
                </Pressable>
              );
            })}
          </View>
        )}
      </View>
      <DashboardTabs current="/home" />
    </PageShell>
  );
}

export default observer(HomePage);
