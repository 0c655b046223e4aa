import { useState } from 'react';
import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { Pressable } from '../../components/Pressable';
import { ConsentCheck, recordConsent, useConsent } from '../../components/AgreementConsent';
import { getRegisterSmsCode, userRegister } from '../../api/account';
import type { RegisterType } from '../../api/contract';
import { checkMobile, checkName, checkSixDigitCode, type ValidationResult } from '../../domain/validators';
import { showToast } from '../../hosts/ui';
import { validationKey } from '../../i18n';
import { redirectTo } from '../../router';
import { useStores } from '../../stores';
import { cipherPassword } from './kit/cipher';
import { refusalText } from './kit/errors';
import { Field, FormMessage, PasswordField, SmsCodeField, SubmitButton } from './kit/fields';
import { checkNewPassword, ruleHintKey } from './kit/rules';
import { signInNewAccount } from './kit/signIn';
import '../../i18n/parts/account';

type FieldName = 'phone' | 'code' | 'userName' | 'pwd' | 'confirm' | 'corpNo';

interface Props {
  /** A company chosen by the registration link (company selection); '' when none. */
  presetCompId: string;
  presetCorpName: string;
  onApply(): void;
}

/**
 * Personal (regType 1) or company (regType 2) registration: phone + SMS code, name, password twice by the
 * registration rule; a company account names its company by number (corpNo) unless the link chose it (compId),
 * plus the civil-servant bank card id when the unit asks for it. Success signs the new account in and opens home.
 */
export const RegisterForm = observer(function RegisterForm({ presetCompId, presetCorpName, onApply }: Props) {
  const { session, ui } = useStores();
  const { t } = ui;
  const [regType, setRegType] = useState<RegisterType>(presetCompId ? 2 : 1);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [codeId, setCodeId] = useState('');
  const [userName, setUserName] = useState('');
  const [pwd, setPwd] = useState('');
  const [confirm, setConfirm] = useState('');
  const [compId, setCompId] = useState(presetCompId);
  const [corpNo, setCorpNo] = useState('');
  const [civilBankId, setCivilBankId] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const consent = useConsent();

  const msg = (code: ValidationResult) => (code ? t(validationKey(code)) : undefined);

  async function sendCode() {
    const problem = checkMobile(phone.trim());
    setErrors((e) => ({ ...e, phone: msg(problem) }));
    if (problem) return null;
    const sent = await getRegisterSmsCode({ phoneNumber: phone.trim() });
    setCodeId(sent.data?.validateCodeId ?? '');
    return sent.data ?? null;
  }

  function validate(): Partial<Record<FieldName, string>> {
    const passwords = checkNewPassword('register', pwd, confirm);
    const found: Partial<Record<FieldName, string>> = {
      phone: msg(checkMobile(phone.trim())),
      code: code.trim() && !codeId ? t('account.code.notSent') : msg(checkSixDigitCode(code.trim())),
      userName: msg(checkName(userName)),
      pwd: msg(passwords.pwd),
      confirm: msg(passwords.confirm),
      corpNo: regType === 2 && !compId && !corpNo.trim() ? t('account.register.corpNoEmpty') : undefined,
    };
    return Object.fromEntries(Object.entries(found).filter(([, v]) => v)) as Partial<Record<FieldName, string>>;
  }

  async function submit() {
    const found = validate();
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length > 0 || busy) return;
    // PIPL: the agreement and privacy policy are accepted before an account is created.
    if (!(await consent.ensure())) return;
    setBusy(true);
    try {
      const [pwdCipher, confirmCipher] = await Promise.all([cipherPassword(pwd), cipherPassword(confirm)]);
      const company = regType === 2;
      const answer = await userRegister({
        regType,
        phoneNumber: phone.trim(),
        validateCodeId: codeId,
        smsCode: code.trim(),
        userName: userName.trim(),
        pwd: pwdCipher,
        confirmPwd: confirmCipher,
        ...(company && compId ? { compId } : {}),
        ...(company && !compId ? { corpNo: corpNo.trim() } : {}),
        ...(company && civilBankId.trim() ? { civilBankId: civilBankId.trim() } : {}),
      });
      showToast(t('account.register.done'), 3000, 'success');
      const signedIn = await signInNewAccount(session, {
        phone: phone.trim(),
        password: pwd,
        compId: answer.data?.compId,
        corpName: answer.data?.corpName,
      }).catch(() => false);
      if (signedIn) recordConsent();
      redirectTo(signedIn ? '/home' : '/login');
    } catch (e) {
      setFailure(refusalText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <View className="acct-card" data-testid="register-form">
      <View className="acct-tabs" role="tablist" aria-label={t('account.register.type')}>
        {([1, 2] as const).map((type) => (
          <Pressable
            key={type}
            role="tab"
            selected={regType === type}
            testId={`register-type-${type}`}
            className={`acct-tab ${regType === type ? 'acct-tab--on' : ''}`}
            onPress={() => {
              setRegType(type);
              setErrors({});
            }}
          >
            {t(type === 1 ? 'account.register.personal' : 'account.register.company')}
          </Pressable>
        ))}
      </View>
      <Text className="acct-sub">
        {t(regType === 1 ? 'account.register.personalHint' : 'account.register.companyHint')}
      </Text>

      <Field
        id="reg-phone"
        label={t('login.phone')}
        type="number"
        maxlength={11}
        placeholder={t('login.phone.placeholder')}
        value={phone}
        onChange={setPhone}
        error={errors.phone}
        required
      />
      <SmsCodeField id="reg-code" value={code} onChange={setCode} onSend={sendCode} error={errors.code} />
      <Field
        id="reg-name"
        label={t('account.field.name')}
        placeholder={t('account.field.name.placeholder')}
        maxlength={60}
        value={userName}
        onChange={setUserName}
        error={errors.userName}
        required
      />
      <PasswordField
        id="reg-pwd"
        label={t('account.field.password')}
        placeholder={t('account.field.password.placeholder')}
        hint={t(ruleHintKey('register'))}
        value={pwd}
        onChange={setPwd}
        error={errors.pwd}
        required
      />
      <PasswordField
        id="reg-confirm"
        label={t('account.field.confirm')}
        placeholder={t('account.field.confirm.placeholder')}
        value={confirm}
        onChange={setConfirm}
        error={errors.confirm}
        required
      />

      {regType === 2 ? (
        <View data-testid="register-company">
          {compId ? (
            <View className="acct-row" data-testid="register-chosen-corp">
              <Text className="acct-row__label">{t('account.register.chosenCorp')}</Text>
              <Text className="acct-row__value">{presetCorpName || compId}</Text>
              <Pressable
                className="acct-link"
                onPress={() => {
                  setCompId('');
                  setErrors({});
                }}
              >
                {t('account.register.byCorpNo')}
              </Pressable>
            </View>
          ) : (
            <Field
              id="reg-corpno"
              label={t('account.register.corpNo')}
              placeholder={t('account.register.corpNo.placeholder')}
              maxlength={32}
              value={corpNo}
              onChange={setCorpNo}
              error={errors.corpNo}
              required
            />
          )}
          <Field
            id="reg-civil"
            label={t('account.register.civilBankId')}
            hint={t('account.register.civilBankId.hint')}
            maxlength={32}
            value={civilBankId}
            onChange={setCivilBankId}
          />
        </View>
      ) : null}

      <ConsentCheck consent={consent} />
      <FormMessage id="register-failure" text={failure} />
      <SubmitButton
        id="register-submit"
        text={busy ? t('account.submitting') : t('account.register.submit')}
        busy={busy}
        onPress={() => void submit()}
      />
      <View className="acct-links">
        <Pressable className="acct-link" role="link" testId="register-apply" onPress={onApply}>
          {t('account.register.toApply')}
        </Pressable>
      </View>
      {consent.dialog}
    </View>
  );
});
