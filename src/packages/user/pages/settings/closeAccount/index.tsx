import { useState } from 'react';
import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { vipCancel } from '../../../../../api/account';
import { PageShell } from '../../../../../components/PageShell';
import { Pressable } from '../../../../../components/Pressable';
import { checkNonEmpty } from '../../../../../domain/validators';
import { confirmDialog, showToast } from '../../../../../hosts/ui';
import { goLogin } from '../../../../../router';
import { useStores } from '../../../../../stores';
import { cipherPassword } from '../../../../../pages/register/kit/cipher';
import { refusalText } from '../../../../../pages/register/kit/errors';
import { FormMessage, PasswordField, SubmitButton } from '../../../../../pages/register/kit/fields';
import '../../../../../pages/register/kit/account.scss';
import './index.scss';
import '../../../../../i18n/parts/account';
import { Icon } from '../../../../../components/Icon';
import { check } from '../../../../../components/Icon/icons';

const ROUTE = '/userCenter/settings/closeAccount';

const CONSEQUENCES = [
  'account.close.point1',
  'account.close.point2',
  'account.close.point3',
  'account.close.point4',
] as const;

/**
 * Close one's own account (SPEC §2 settings/closeAccount, §8 'account cannot be closed while unpaid orders
 * exist'): what it means, a tick, the current password, one more confirmation; the server refuses while orders
 * await payment and its message stays on the screen. Closed: every session ends, back to login.
 */
function CloseAccountPage() {
  const { app, session, ui } = useStores();
  const { t } = ui;
  const [agreed, setAgreed] = useState(false);
  const [pwd, setPwd] = useState('');
  const [errors, setErrors] = useState<{ agree?: string; pwd?: string }>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit() {
    const found = {
      agree: agreed ? undefined : t('account.close.mustAgree'),
      pwd: checkNonEmpty(pwd) ? t('v.password.empty') : undefined,
    };
    setErrors(found);
    setFailure('');
    if (found.agree || found.pwd || busy) return;
    const ok = await confirmDialog({
      title: t('common.tips'),
      content: t('account.close.confirm'),
      confirmText: t('account.close.submit'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    setBusy(true);
    try {
      await vipCancel({ pwd: await cipherPassword(pwd) });
      // The server ended every session already: forget this one locally without another call.
      session.invalidate();
      app.reset();
      showToast(t('account.close.done'), 3000, 'success');
      goLogin();
    } catch (e) {
      setFailure(refusalText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <PageShell route={ROUTE} title="account.close.title" className="acct-page close-account-page">
      <View className="acct-card" data-testid="close-account">
        <Text className="acct-heading" role="heading" aria-level={1}>
          {t('account.close.heading')}
        </Text>
        <View role="list" className="close-account__points">
          {CONSEQUENCES.map((key) => (
            <Text key={key} role="listitem" className="close-account__point">
              {t(key)}
            </Text>
          ))}
        </View>
        <Pressable
          role="checkbox"
          selected={agreed}
          testId="close-agree"
          className={`close-account__agree ${agreed ? 'close-account__agree--on' : ''}`}
          onPress={() => setAgreed(!agreed)}
        >
          <View className="close-account__box" aria-hidden>
            {agreed ? <Icon icon={check} color="#fff" /> : null}
          </View>
          <Text>{t('account.close.agree')}</Text>
        </Pressable>
        {errors.agree ? (
          <Text className="acct-field__error" role="alert" data-testid="close-agree-error">
            {errors.agree}
          </Text>
        ) : null}
        <PasswordField
          id="close-pwd"
          label={t('account.field.oldPassword')}
          placeholder={t('account.field.oldPassword.placeholder')}
          value={pwd}
          onChange={setPwd}
          error={errors.pwd}
          required
        />
        <FormMessage id="close-failure" text={failure} />
        <SubmitButton
          id="close-submit"
          danger
          text={busy ? t('account.submitting') : t('account.close.submit')}
          busy={busy}
          onPress={() => void submit()}
        />
      </View>
    </PageShell>
  );
}

export default observer(CloseAccountPage);
