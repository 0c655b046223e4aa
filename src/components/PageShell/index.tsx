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
import { usePageGuard } from './usePageGuard';
import './index.scss';

interface Props {
  /** The page's spec URL (SPEC §2), for the guard. */
  route: string;
  title: MessageKey;
  children: ReactNode;
  className?: string;
}

/** Every page's root: theme variables, title and language, the login guard and the request indicator. */
export const PageShell = observer(function PageShell({ route, title, children, className }: Props) {
  const { ui, app } = useStores();
  const guard = usePageGuard(route);
  const style = useMemo(() => themeVariables(currentBrand, app.pageSettings?.themeBean), [app.pageSettings]);
  const text = ui.t(title);

  useEffect(() => {
    setPageTitle(text);
    setHtmlLang(ui.locale);
  }, [text, ui.locale]);
  useDidShow(() => {
    setPageTitle(text);
    guard();
  });

  return (
    <View className={`obt-page ${className ?? ''}`} style={style} lang={ui.locale}>
      {ui.loading && <View className="obt-page__progress" role="progressbar" aria-label={ui.t('common.loading')} />}
      <ShellChrome />
      <PrivacyPrompt />
      {children}
    </View>
  );
});
