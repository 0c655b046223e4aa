import { useEffect, useState } from 'react';
import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { vipEmpResetPwd } from '../../../api/account';
import { PageShell } from '../../../components/PageShell';
import { showToast } from '../../../hosts/ui';
import { validationKey } from '../../../i18n';
import { goLogin, redirectTo } from '../../../router';
import { useStores } from '../../../stores';
import { cipherPassword } from '../../register/kit/cipher';
import { refusalText } from '../../register/kit/errors';
import { FormMessage, PasswordField, SubmitButton } from '../../register/kit/fields';
import { checkNewPassword, ruleHintKey } from '../../register/kit/rules';
import { clearResetDraft, resetDraft } from '../flow';
import { ResetSteps } from '../Steps';
import '../../register/kit/account.scss';
import '../../../i18n/parts/account';
import { clock } from '../../../hosts/clock';

const ROUTE = '/resetPassword/thirdStep';

/**
 * Forgotten password, step 3: the new password twice by the reset rule (vipEmpResetPwd step 3 with the token of
 * step 2). Every session of that phone ends on the server, so a signed-in user (sent here because the password
 * had to be changed) is signed out here too; everyone logs in again with the new password.
 */
function ThirdStepPage() {
  const { app, session, ui } = useStores();
  const { t } = ui;
  const [pwd, setPwd] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ pwd?: string; confirm?: string }>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!resetDraft.resetToken) redirectTo('/resetPassword/firstStep');
  }, []);

  async function submit() {
    const found = checkNewPassword('resetPassword', pwd, confirm);
    setErrors({
      pwd: found.pwd ? t(validationKey(found.pwd)) : undefined,
      confirm: found.confirm ? t(validationKey(found.confirm)) : undefined,
    });
    setFailure('');
    if (found.pwd || found.confirm || busy) return;
    if (clock.now() > resetDraft.tokenExpiresAt) {
      setFailure(t('account.reset.expired'));
      return;
    }
    setBusy(true);
    try {
      const [pwdCipher, confirmCipher] = await Promise.all([cipherPassword(pwd), cipherPassword(confirm)]);
      await vipEmpResetPwd({ step: 3, resetToken: resetDraft.resetToken, pwd: pwdCipher, confirmPwd: confirmCipher });
      clearResetDraft();
      showToast(t('account.reset.done'), 3000, 'success');
      if (session.loggedIn) {
        session.invalidate();
        app.reset();
      }
      goLogin();
    } catch (e) {
      setFailure(refusalText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <PageShell route={ROUTE} title="account.reset.title" className="acct-page reset-page">
      <ResetSteps current={3} />
      <View className="acct-card" data-testid="reset-step3">
        <Text className="acct-sub">{t('account.reset.newHint')}</Text>
        <PasswordField
          id="reset-pwd"
          label={t('account.field.newPassword')}
          placeholder={t('account.field.password.placeholder')}
          hint={t(ruleHintKey('resetPassword'))}
          value={pwd}
          onChange={setPwd}
          error={errors.pwd}
          required
        />
        <PasswordField
          id="reset-confirm"
          label={t('account.field.confirm')}
          placeholder={t('account.field.confirm.placeholder')}
          value={confirm}
          onChange={setConfirm}
          error={errors.confirm}
          required
          onConfirm={() => void submit()}
        />
        <FormMessage id="reset-failure" text={failure} />
        <SubmitButton
          id="reset-submit"
          text={busy ? t('account.submitting') : t('account.reset.submit')}
          busy={busy}
          onPress={() => void submit()}
        />
      </View>
    </PageShell>
  );
}

export default observer(ThirdStepPage);
