import { useEffect, useState } from 'react';
import { View, Text } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { Pressable } from '../../components/Pressable';
import { ConsentCheck, recordConsent, useConsent } from '../../components/AgreementConsent';
import { smsCodeGet, userRegisterForQr, vipDeptTreeForEmpQr } from '../../api/account';
import type { InvitationInfo } from '../../api/contract';
import { EmptyState } from '../../components/EmptyState';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { PageShell } from '../../components/PageShell';
import { checkMobile, checkName, checkSixDigitCode, type ValidationResult } from '../../domain/validators';
import { showToast } from '../../hosts/ui';
import { validationKey } from '../../i18n';
import { decodeQuery, navigate, redirectTo } from '../../router';
import { useStores } from '../../stores';
import { cipherPassword } from '../register/kit/cipher';
import { refusalText } from '../register/kit/errors';
import { Field, FormMessage, PasswordField, SmsCodeField, SubmitButton } from '../register/kit/fields';
import { checkNewPassword, ruleHintKey } from '../register/kit/rules';
import { signInNewAccount } from '../register/kit/signIn';
import '../register/kit/account.scss';
import './index.scss';
import '../../i18n/parts/account';

const ROUTE = '/Invitation';

type FieldName = 'phone' | 'code' | 'name' | 'pwd' | 'confirm';
type Load = { state: 'loading' } | { state: 'ready'; info: InvitationInfo } | { state: 'invalid'; reason: string };

/**
 * Joining a company from an invitation link or QR code (SPEC §2 /Invitation, §7 vipDeptTreeForEmpQr and
 * userRegisterForQr): the code shows the company and department; phone + SMS code + name + password (the
 * registration rule) make the new employee, who is then signed in.
 */
function InvitationPage() {
  const { session, ui } = useStores();
  const { t } = ui;
  const code = decodeQuery(useRouter().params).code ?? '';
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [phone, setPhone] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [codeId, setCodeId] = useState('');
  const [name, setName] = useState('');
  const [pwd, setPwd] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const consent = useConsent();

  useEffect(() => {
    if (!code) {
      setLoad({ state: 'invalid', reason: t('account.invite.noCode') });
      return;
    }
    vipDeptTreeForEmpQr({ code })
      .then((answer) =>
        setLoad(
          answer.data
            ? { state: 'ready', info: answer.data }
            : { state: 'invalid', reason: t('account.invite.invalid') },
        ),
      )
      .catch((e: unknown) => setLoad({ state: 'invalid', reason: refusalText(e) || t('account.invite.invalid') }));
    // One code per visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code]);

  const msg = (problem: ValidationResult) => (problem ? t(validationKey(problem)) : undefined);

  async function sendCode() {
    const problem = checkMobile(phone.trim());
    setErrors((e) => ({ ...e, phone: msg(problem) }));
    if (problem) return null;
    const sent = await smsCodeGet({ phoneNumber: phone.trim(), scene: 2 });
    setCodeId(sent.data?.validateCodeId ?? '');
    return sent.data ?? null;
  }

  async function submit() {
    const passwords = checkNewPassword('invitation', pwd, confirm);
    const found: Partial<Record<FieldName, string>> = {
      phone: msg(checkMobile(phone.trim())),
      code: smsCode.trim() && !codeId ? t('account.code.notSent') : msg(checkSixDigitCode(smsCode.trim())),
      name: msg(checkName(name)),
      pwd: msg(passwords.pwd),
      confirm: msg(passwords.confirm),
    };
    const shown = Object.fromEntries(Object.entries(found).filter(([, v]) => v));
    setErrors(shown);
    setFailure('');
    if (Object.keys(shown).length > 0 || busy) return;
    // PIPL: as on registration, the agreement and privacy policy are accepted before the account is created.
    if (!(await consent.ensure())) return;
    setBusy(true);
    try {
      const answer = await userRegisterForQr({
        code,
        phoneNumber: phone.trim(),
        smsCode: smsCode.trim(),
        validateCodeId: codeId,
        empName: name.trim(),
        password: await cipherPassword(pwd),
      });
      showToast(t('account.invite.joined'), 3000, 'success');
      const signedIn = await signInNewAccount(session, {
        phone: phone.trim(),
        password: pwd,
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
    <PageShell route={ROUTE} title="account.invite.title" className="acct-page invite-page">
      <View className="acct-links">
        <Pressable className="acct-link" role="link" onPress={() => navigate('/login')}>
          {t('account.register.toLogin')}
        </Pressable>
        <LanguageSwitch />
      </View>
      {load.state === 'loading' ? (
        <View role="status" className="acct-sub">
          {t('common.loading')}
        </View>
      ) : load.state === 'invalid' ? (
        <View data-testid="invite-invalid">
          <EmptyState
            text={load.reason}
            actionText={t('account.register.toLogin')}
            onAction={() => navigate('/login')}
          />
        </View>
      ) : (
        <View>
          <View className="invite-page__corp" data-testid="invite-corp">
            <Text className="invite-page__corp-name" role="heading" aria-level={1}>
              {t('account.invite.heading', { corp: load.info.corpName })}
            </Text>
            <Text className="invite-page__dept" data-testid="invite-dept">
              {t('account.invite.dept', { dept: load.info.deptPath || load.info.deptName })}
            </Text>
            {load.info.expiresAt ? (
              <Text className="invite-page__expires">{t('account.invite.expires', { time: load.info.expiresAt })}</Text>
            ) : null}
          </View>
          <View className="acct-card" data-testid="invite-form">
            <Field
              id="inv-phone"
              label={t('login.phone')}
              type="number"
              maxlength={11}
              placeholder={t('login.phone.placeholder')}
              value={phone}
              onChange={setPhone}
              error={errors.phone}
              required
            />
            <SmsCodeField id="inv-code" value={smsCode} onChange={setSmsCode} onSend={sendCode} error={errors.code} />
            <Field
              id="inv-name"
              label={t('account.field.name')}
              placeholder={t('account.field.name.placeholder')}
              maxlength={60}
              value={name}
              onChange={setName}
              error={errors.name}
              required
            />
            <PasswordField
              id="inv-pwd"
              label={t('account.field.password')}
              placeholder={t('account.field.password.placeholder')}
              hint={t(ruleHintKey('invitation'))}
              value={pwd}
              onChange={setPwd}
              error={errors.pwd}
              required
            />
            <PasswordField
              id="inv-confirm"
              label={t('account.field.confirm')}
              placeholder={t('account.field.confirm.placeholder')}
              value={confirm}
              onChange={setConfirm}
              error={errors.confirm}
              required
            />
            <ConsentCheck consent={consent} />
            <FormMessage id="invite-failure" text={failure} />
            <SubmitButton
              id="invite-submit"
              text={busy ? t('account.submitting') : t('account.invite.submit')}
              busy={busy}
              onPress={() => void submit()}
            />
          </View>
        </View>
      )}
      {consent.dialog}
    </PageShell>
  );
}

export default observer(InvitationPage);
