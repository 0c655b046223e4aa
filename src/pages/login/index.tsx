import { useEffect, useState } from 'react';
import { View, Text, Image } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { PageShell } from '../../components/PageShell';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { Pressable } from '../../components/Pressable';
import { ConsentCheck, confirmAfterSignIn, recordConsent, useConsent } from '../../components/AgreementConsent';
import { hostSignIn, wecomLanding } from '../../hosts/login';
import { savedLogin, rememberLogin } from '../../hosts/storage';
import { showToast } from '../../hosts/ui';
import { decodeQuery, redirectTo, isBuiltUrl, navigate } from '../../router';
import { useStores } from '../../stores';
import { LoginForm } from './LoginForm';
import { useSignOn } from './useSignOn';
import './index.scss';

/** Data the browser must not translate (H5): the company's own name and slogan. */
const NO_TRANSLATE: Record<string, unknown> = { translate: 'no' };

/** Only in-app paths are followed after login, never another origin. */
function safeRedirect(raw: string | undefined): string {
  if (raw && raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/login')) return raw;
  return '/home';
}

function LoginPage() {
  const { app, session, ui } = useStores();
  const query = decodeQuery(useRouter().params);
  const signingOn = useSignOn(query);
  const [hostBusy, setHostBusy] = useState(false);
  const consent = useConsent();

  useEffect(() => {
    void app.loadPageSettings().catch(() => undefined);
    if (signingOn) return;
    // Mini-programs and the WeCom webview sign in without the form when they can — but not right after a login on
    // another device ended this session (that would end the other one in turn).
    if (!session.takeAutoSignIn()) return;
    setHostBusy(true);
    hostSignIn({ query })
      .then(async (result) => {
        if (result.kind === 'token') {
          await session.adoptToken(result.token);
          // Nobody ticked a box on this path: a first sign-in (or a new version) asks now; Cancel signs out again.
          if (!(await confirmAfterSignIn(consent, session, result.token))) {
            setHostBusy(false);
            return;
          }
          // WeCom sign-on lands on its SPEC §4 target screen; without one, where the login was asked for.
          const target = result.signOn ? await wecomLanding(result.signOn) : '/home';
          redirectTo(target !== '/home' ? target : safeRedirect(query.redirect));
        } else if (result.kind === 'redirect') {
          window.location.href = result.url;
          return;
        }
        setHostBusy(false);
      })
      .catch(() => setHostBusy(false));
    // One landing, one attempt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const settings = app.pageSettings;
  const onSuccess = (mustUpdatePassword: boolean, loginName: string) => {
    rememberLogin(loginName, false);
    recordConsent();
    if (mustUpdatePassword) {
      void showToast(ui.t('login.mustUpdatePwd'), 3000);
      redirectTo('/resetPassword/firstStep');
      return;
    }
    redirectTo(safeRedirect(query.redirect));
  };

  return (
    <PageShell route="/login" title="login.title" className="login-page">
      <View className="login-page__top">
        <LanguageSwitch />
      </View>
      <View className="login-page__brand">
        {settings?.logoUrl ? (
          <Image className="login-page__logo" src={settings.logoUrl} mode="aspectFit" aria-hidden />
        ) : null}
        {/* The company's own name and slogan are data (translate="no"); unset, the product's from the dictionary,
            the same texts index.html's first screen paints. */}
        <Text
          className="login-page__name"
          role="heading"
          aria-level={1}
          {...(settings?.pageName ? NO_TRANSLATE : undefined)}
        >
          {settings?.pageName || ui.t('app.name')}
        </Text>
        <Text className="login-page__slogan" {...(settings?.by2 ? NO_TRANSLATE : undefined)}>
          {settings?.by2 || ui.t('login.welcome')}
        </Text>
      </View>
      {signingOn || hostBusy ? (
        <View className="login-page__busy" role="status">
          {ui.t('sso.signingIn')}
        </View>
      ) : (
        <>
          <LoginForm initialPhone={savedLogin()?.loginName ?? ''} onSuccess={onSuccess} beforeSubmit={consent.ensure} />
          <ConsentCheck consent={consent} />
        </>
      )}
      <View className="login-page__links">
        {isBuiltUrl('/resetPassword/firstStep') && (
          <Pressable role="link" className="login-page__link" onPress={() => navigate('/resetPassword/firstStep')}>
            {ui.t('login.forgot')}
          </Pressable>
        )}
        {isBuiltUrl('/register') && (
          <Pressable role="link" className="login-page__link" onPress={() => navigate('/register')}>
            {ui.t('login.register')}
          </Pressable>
        )}
      </View>
      {consent.dialog}
    </PageShell>
  );
}

export default observer(LoginPage);
