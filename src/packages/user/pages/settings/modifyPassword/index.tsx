import { useState } from 'react';
import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { validModifyPassword, vipEmpEditPwd } from '../../../../../api/account';
import { PageShell } from '../../../../../components/PageShell';
import { checkNonEmpty } from '../../../../../domain/validators';
import { showToast } from '../../../../../hosts/ui';
import { validationKey } from '../../../../../i18n';
import { goBack } from '../../../../../router';
import { useStores } from '../../../../../stores';
import { cipherPassword } from '../../../../../pages/register/kit/cipher';
import { refusalText } from '../../../../../pages/register/kit/errors';
import { FormMessage, PasswordField, SubmitButton } from '../../../../../pages/register/kit/fields';
import { checkNewPassword, ruleHintKey } from '../../../../../pages/register/kit/rules';
import '../../../../../pages/register/kit/account.scss';
import '../../../../../i18n/parts/account';

const ROUTE = '/userCenter/settings/modifyPassword';

type FieldName = 'old' | 'pwd' | 'confirm';

/**
 * Change password (SPEC §2 settings/modifyPassword, §5: current password not empty, new and confirmed match, this
 * screen's rule). The current password is checked first (validModifyPassword), then vipEmpEditPwd sets the new
 * one; the other sessions end on the server, this one stays signed in.
 */
function ModifyPasswordPage() {
  const { ui } = useStores();
  const { t } = ui;
  const [old, setOld] = useState('');
  const [pwd, setPwd] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit() {
    const oldProblem = checkNonEmpty(old) ? 'password.empty' : null;
    const next = checkNewPassword('modifyPassword', pwd, confirm);
    const found: Partial<Record<FieldName, string>> = {};
    if (oldProblem) found.old = t('account.modifyPassword.oldEmpty');
    if (next.pwd) found.pwd = t(validationKey(next.pwd));
    if (next.confirm) found.confirm = t(validationKey(next.confirm));
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length > 0 || busy) return;
    setBusy(true);
    try {
      const [oldCipher, pwdCipher, confirmCipher] = await Promise.all([
        cipherPassword(old),
        cipherPassword(pwd),
        cipherPassword(confirm),
      ]);
      await validModifyPassword({ oldPwd: oldCipher });
      await vipEmpEditPwd({ oldPwd: oldCipher, pwd: pwdCipher, confirmPwd: confirmCipher });
      showToast(t('account.modifyPassword.done'), 3000, 'success');
      setOld('');
      setPwd('');
      setConfirm('');
      goBack();
    } catch (e) {
      setFailure(refusalText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <PageShell route={ROUTE} title="account.modifyPassword.title" className="acct-page modify-password-page">
      <View className="acct-card" data-testid="modify-password">
        <Text className="acct-sub">{t('account.modifyPassword.intro')}</Text>
        <PasswordField
          id="mp-old"
          label={t('account.field.oldPassword')}
          placeholder={t('account.field.oldPassword.placeholder')}
          value={old}
          onChange={setOld}
          error={errors.old}
          required
        />
        <PasswordField
          id="mp-pwd"
          label={t('account.field.newPassword')}
          placeholder={t('account.field.password.placeholder')}
          hint={t(ruleHintKey('modifyPassword'))}
          value={pwd}
          onChange={setPwd}
          error={errors.pwd}
          required
        />
        <PasswordField
          id="mp-confirm"
          label={t('account.field.confirm')}
          placeholder={t('account.field.confirm.placeholder')}
          value={confirm}
          onChange={setConfirm}
          error={errors.confirm}
          required
          onConfirm={() => void submit()}
        />
        <FormMessage id="mp-failure" text={failure} />
        <SubmitButton
          id="mp-submit"
          text={busy ? t('account.submitting') : t('account.modifyPassword.submit')}
          busy={busy}
          onPress={() => void submit()}
        />
      </View>
    </PageShell>
  );
}

export default observer(ModifyPasswordPage);
