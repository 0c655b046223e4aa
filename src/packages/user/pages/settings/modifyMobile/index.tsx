import { useState } from 'react';
import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { phoneBinding, smsCodeGet } from '../../../../../api/account';
import { EmptyState } from '../../../../../components/EmptyState';
import { PageShell } from '../../../../../components/PageShell';
import { checkMobile, checkSixDigitCode, type ValidationResult } from '../../../../../domain/validators';
import { showToast } from '../../../../../hosts/ui';
import { validationKey } from '../../../../../i18n';
import { goBack } from '../../../../../router';
import { useStores } from '../../../../../stores';
import { refusalText } from '../../../../../pages/register/kit/errors';
import { Field, FormMessage, SmsCodeField, SubmitButton } from '../../../../../pages/register/kit/fields';
import '../../../../../pages/register/kit/account.scss';
import '../../../../../i18n/parts/account';

const ROUTE = '/userCenter/settings/modifyMobile';

/**
 * Change one's own mobile (SPEC §6: only if the company allows it, else 'not open, contact the administrator'):
 * the new phone is proven by an SMS code sent to it (smsCodeGet scene 4), then phoneBinding. The phone is the
 * login name, so the next login uses the new one.
 */
function ModifyMobilePage() {
  const { session, ui } = useStores();
  const { t } = ui;
  const allowed = session.userInfo?.vipCorp.allowModifyMobile === 1;
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [codeId, setCodeId] = useState('');
  const [errors, setErrors] = useState<{ phone?: string; code?: string }>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  const msg = (problem: ValidationResult) => (problem ? t(validationKey(problem)) : undefined);

  async function sendCode() {
    const problem = checkMobile(phone.trim());
    setErrors((e) => ({ ...e, phone: msg(problem) }));
    if (problem) return null;
    const sent = await smsCodeGet({ phoneNumber: phone.trim(), scene: 4 });
    setCodeId(sent.data?.validateCodeId ?? '');
    return sent.data ?? null;
  }

  async function submit() {
    const found = {
      phone: msg(checkMobile(phone.trim())),
      code: code.trim() && !codeId ? t('account.code.notSent') : msg(checkSixDigitCode(code.trim())),
    };
    setErrors(found);
    setFailure('');
    if (found.phone || found.code || busy) return;
    setBusy(true);
    try {
      await phoneBinding({ phoneNumber: phone.trim(), validateCodeId: codeId, validateCode: code.trim() });
      await session.loadUserInfo().catch(() => undefined);
      showToast(t('account.modifyMobile.done'), 3000, 'success');
      goBack();
    } catch (e) {
      setFailure(refusalText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <PageShell route={ROUTE} title="account.modifyMobile.title" className="acct-page modify-mobile-page">
      {!allowed ? (
        <View data-testid="modify-mobile-closed">
          <EmptyState text={t('account.modifyMobile.notOpen')} />
        </View>
      ) : (
        <View className="acct-card" data-testid="modify-mobile">
          <Text className="acct-sub" data-testid="modify-mobile-current">
            {t('account.modifyMobile.current', { phone: session.userInfo?.empInfo.phoneNumber ?? '' })}
          </Text>
          <Field
            id="mm-phone"
            label={t('account.modifyMobile.newPhone')}
            type="number"
            maxlength={11}
            placeholder={t('login.phone.placeholder')}
            value={phone}
            onChange={setPhone}
            error={errors.phone}
            required
          />
          <SmsCodeField id="mm-code" value={code} onChange={setCode} onSend={sendCode} error={errors.code} />
          <FormMessage id="mm-failure" text={failure} />
          <SubmitButton
            id="mm-submit"
            text={busy ? t('account.submitting') : t('account.modifyMobile.submit')}
            busy={busy}
            onPress={() => void submit()}
          />
        </View>
      )}
    </PageShell>
  );
}

export default observer(ModifyMobilePage);
