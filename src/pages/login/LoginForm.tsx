import { useEffect, useRef, useState } from 'react';
import { View, Text, Input } from '@tarojs/components';
import { Button } from '../../components/Button';
import { Pressable } from '../../components/Pressable';
import { observer } from 'mobx-react-lite';
import { checkMobile, checkNonEmpty, checkSixDigitCode } from '../../domain/validators';
import type { ValidationCode } from '../../domain/validationCodes';
import type { CorpChoice } from '../../api/contract';
import { validationKey } from '../../i18n';
import { useStores, type LoginOutcome } from '../../stores';
import { CorpPicker } from './CorpPicker';
import { Icon } from '../../components/Icon';
import { eye, eyeOff } from '../../components/Icon/icons';

type Mode = 'password' | 'sms';

interface Props {
  initialPhone: string;
  /** Called after a successful login with whether the password must be changed first. */
  onSuccess(mustUpdatePassword: boolean, loginName: string): void;
  /** Asked once the form is valid, before anything is sent: false stops the sign-in (agreement consent). */
  beforeSubmit?(): Promise<boolean>;
}

/** Password and SMS-code login (SPEC §4 login); failCount/msg shown as the server gives them. */
export const LoginForm = observer(function LoginForm({ initialPhone, onSuccess, beforeSubmit }: Props) {
  const { session, ui } = useStores();
  const { t } = ui;
  const [mode, setMode] = useState<Mode>('password');
  const [phone, setPhone] = useState(initialPhone);
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [code, setCode] = useState('');
  const [codeId, setCodeId] = useState('');
  const [demoCode, setDemoCode] = useState('');
  const [countdown, setCountdown] = useState(0);
  const [fieldError, setFieldError] = useState<ValidationCode | null>(null);
  const [failure, setFailure] = useState<{ msg: string; failCount?: number } | null>(null);
  const [corps, setCorps] = useState<CorpChoice[] | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  useEffect(() => () => stopTimer(), []);

  function stopTimer() {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  }

  function startCountdown(seconds: number) {
    stopTimer();
    setCountdown(seconds);
    timer.current = setInterval(() => {
      setCountdown((left) => {
        if (left <= 1) stopTimer();
        return Math.max(0, left - 1);
      });
    }, 1000);
  }

  async function sendCode() {
    const problem = checkMobile(phone);
    setFieldError(problem);
    if (problem || countdown > 0) return;
    try {
      const sent = await session.requestLoginCode(phone.trim());
      setCodeId(sent.validateCodeId);
      setDemoCode(sent.demoCode ?? '');
      startCountdown(sent.resendAfter || 60);
    } catch {
      // The transport already showed the server's reason (rate limit etc.).
    }
  }

  function validate(): ValidationCode | null {
    const phoneProblem = checkMobile(phone);
    if (phoneProblem) return phoneProblem;
    if (mode === 'password') return checkNonEmpty(password) ? 'password.empty' : null;
    if (!codeId) return 'code.empty';
    return checkSixDigitCode(code);
  }

  async function submit(compId?: string) {
    const problem = validate();
    setFieldError(problem);
    setFailure(null);
    if (problem || submitting) return;
    if (beforeSubmit && !(await beforeSubmit())) return;
    setSubmitting(true);
    try {
      const loginName = phone.trim();
      const outcome: LoginOutcome =
        mode === 'password'
          ? await session.loginWithPassword({ loginName, password, compId })
          : await session.loginWithSms({ loginName, validateCodeId: codeId, validateCode: code.trim(), compId });
      if (outcome.kind === 'failed') {
        setFailure({ msg: outcome.msg || t('login.failed'), failCount: outcome.failCount });
      } else if (outcome.kind === 'chooseCorp') {
        setCorps(outcome.corps);
      } else {
        setCorps(null);
        onSuccess(outcome.mustUpdatePassword, loginName);
      }
    } catch {
      // Transport outcomes (toast/dialog) are shown by the presenter; the form stays as typed.
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <View className="login-form">
      <View className="login-form__tabs" role="tablist">
        {(['password', 'sms'] as const).map((item) => (
          <Pressable
            key={item}
            role="tab"
            selected={mode === item}
            className={`login-form__tab ${mode === item ? 'login-form__tab--on' : ''}`}
            onPress={() => {
              setMode(item);
              setFieldError(null);
              setFailure(null);
            }}
          >
            {t(item === 'password' ? 'login.tab.password' : 'login.tab.sms')}
          </Pressable>
        ))}
      </View>

      <View className="login-form__field">
        <Text id="login-phone-label" className="login-form__label">
          {t('login.phone')}
        </Text>
        <Input
          id="login-phone"
          name="phone"
          type="number"
          maxlength={11}
          className="login-form__input"
          placeholder={t('login.phone.placeholder')}
          aria-label={t('login.phone')}
          value={phone}
          onInput={(e) => setPhone(e.detail.value)}
        />
      </View>

      {mode === 'password' ? (
        <View className="login-form__field">
          <Text id="login-password-label" className="login-form__label">
            {t('login.password')}
          </Text>
          <View className="login-form__row">
            <Input
              id="login-password"
              name="password"
              password={!showPassword}
              maxlength={20}
              className="login-form__input"
              placeholder={t('login.password.placeholder')}
              aria-label={t('login.password')}
              value={password}
              onInput={(e) => setPassword(e.detail.value)}
              onConfirm={() => void submit()}
            />
            <Pressable
              className="login-form__eye"
              label={t(showPassword ? 'login.password.hide' : 'login.password.show')}
              onPress={() => setShowPassword(!showPassword)}
            >
              <Icon icon={showPassword ? eyeOff : eye} />
            </Pressable>
          </View>
        </View>
      ) : (
        <View className="login-form__field">
          <Text id="login-code-label" className="login-form__label">
            {t('login.code')}
          </Text>
          <View className="login-form__row">
            <Input
              id="login-code"
              name="code"
              type="number"
              maxlength={6}
              className="login-form__input"
              placeholder={t('login.code.placeholder')}
              aria-label={t('login.code')}
              value={code}
              onInput={(e) => setCode(e.detail.value)}
              onConfirm={() => void submit()}
            />
            <Button className="login-form__send" disabled={countdown > 0} onClick={() => void sendCode()}>
              {countdown > 0 ? t('login.code.resend', { seconds: countdown }) : t('login.code.send')}
            </Button>
          </View>
          {demoCode && <Text className="login-form__hint">{t('login.code.demo', { code: demoCode })}</Text>}
        </View>
      )}

      {(fieldError || failure) && (
        <View className="login-form__error" role="alert" data-testid="login-error">
          {fieldError ? t(validationKey(fieldError)) : failure?.msg}
          {failure?.failCount ? ` (${t('login.failCount', { count: failure.failCount })})` : ''}
        </View>
      )}

      <Button className="login-form__submit" disabled={submitting} onClick={() => void submit()}>
        {submitting ? t('login.submitting') : t('login.submit')}
      </Button>

      {corps && <CorpPicker corps={corps} onPick={(compId) => void submit(compId)} onClose={() => setCorps(null)} />}
    </View>
  );
});
