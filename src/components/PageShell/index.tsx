import { useEffect, useMemo, type ReactNode } from 'react';
import { View } from '@tarojs/components';
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
}

/**
 * Every page's root: theme variables, title and language, the login guard, the request indicator and, on H5, the
 * title bar (mini-programs show the same title in their native bar).
 */
export const PageShell = observer(function PageShell({ route, title, children, className, titleBarRight }: Props) {
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
        {children}
      </View>
    </View>
  );
});
