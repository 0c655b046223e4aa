import { useState } from 'react';
import { View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { Pressable } from '../../components/Pressable';
import { PageShell } from '../../components/PageShell';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { decodeQuery, navigate } from '../../router';
import { useStores } from '../../stores';
import { CorpApplyForm } from './CorpApplyForm';
import { RegisterForm } from './RegisterForm';
import './kit/account.scss';
import '../../i18n/parts/account';

const ROUTE = '/register';

/**
 * Personal or company registration (SPEC §2 /register, §3 registration) and, reachable from it, the enterprise
 * application (saveVipCorpApply). A company's registration link may carry `compId` (and `corpName` to show):
 * the company is then chosen already. `?apply=1` opens the application form directly.
 */
function RegisterPage() {
  const { ui } = useStores();
  const { t } = ui;
  const query = decodeQuery(useRouter().params);
  const [mode, setMode] = useState<'register' | 'apply'>(query.apply === '1' ? 'apply' : 'register');

  return (
    <PageShell
      route={ROUTE}
      title={mode === 'apply' ? 'account.apply.title' : 'account.register.title'}
      className="acct-page register-page"
    >
      <View className="acct-links">
        <Pressable className="acct-link" role="link" onPress={() => navigate('/login')}>
          {t('account.register.toLogin')}
        </Pressable>
        <LanguageSwitch />
      </View>
      {mode === 'register' ? (
        <RegisterForm
          presetCompId={query.compId ?? ''}
          presetCorpName={query.corpName ?? ''}
          onApply={() => setMode('apply')}
        />
      ) : (
        <CorpApplyForm onBack={() => setMode('register')} />
      )}
    </PageShell>
  );
}

export default observer(RegisterPage);
