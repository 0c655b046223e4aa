import { useEffect, useMemo, type ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import { useDidShow } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { themeVariables } from '../../brands';
import { currentBrand } from '../../app/brand';
import { setHtmlLang, setPageTitle } from '../../hosts/ui';
import type { MessageKey } from '../../i18n';
import { useStores } from '../../stores';
import { ShellChrome } from '../OfflineBanner/ShellChrome';
import { PrivacyPrompt } from '../../hosts/privacy/PrivacyPrompt';
import { TitleBar } from '../TitleBar';
import { showsTitleBar } from './titleBar';
import { usePageGuard } from './usePageGuard';
import './index.scss';

interface Props {
  /** The page's spec URL (SPEC §2), for the guard. */
  route: string;
  title: MessageKey;
  children: ReactNode;
  className?: string;
  /** Controls at the right end of the H5 title bar (share, filter …). */
  titleBarRight?: ReactNode;
  /**
   * The screen has neither a title bar nor a heading of its own (dashboard tabs named by the tab bar): its title
   * becomes an off-screen level-1 heading, so screen readers can find where the page starts (WCAG 2.4.6).
   */
  offScreenHeading?: boolean;
}

/**
 * Every page's root: theme variables, title and language, the login guard, the request indicator and, on H5, the
 * title bar (mini-programs show the same title in their native bar).
 */
export const PageShell = observer(function PageShell({
  route,
  title,
  children,
  className,
  titleBarRight,
  offScreenHeading,
}: Props) {
  const { ui, app } = useStores();
  const guard = usePageGuard(route);
  const style = useMemo(() => themeVariables(currentBrand, app.pageSettings?.themeBean), [app.pageSettings]);
  const text = ui.t(title);
  const bar = showsTitleBar(route);

  useEffect(() => {
    setPageTitle(text);
    setHtmlLang(ui.locale);
  }, [text, ui.locale]);
  useDidShow(() => {
    setPageTitle(text);
    guard();
  });

  return (
    <View className={`obt-page${bar ? ' obt-page--titled' : ''} ${className ?? ''}`} style={style} lang={ui.locale}>
      {ui.loading && <View className="obt-page__progress" role="progressbar" aria-label={ui.t('common.loading')} />}
      <ShellChrome />
      <PrivacyPrompt />
      {bar ? <TitleBar title={text} right={titleBarRight} /> : null}
      {/* The main landmark (screen readers jump to it; axe `region`); display: contents keeps the page's layout. */}
      <View className="obt-page__main" role="main">
        {offScreenHeading && !bar ? (
          <Text className="visually-hidden" role="heading" aria-level={1} data-testid="page-heading">
            {text}
          </Text>
        ) : null}
        {children}
      </View>
    </View>
  );
});
