import { useEffect, useState } from 'react';
import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { Pressable } from '../../../components/Pressable';
import { vipEmpResetPwd } from '../../../api/account';
import { PageShell } from '../../../components/PageShell';
import { maskMobile } from '../../../domain/masking';
import { checkSixDigitCode } from '../../../domain/validators';
import { validationKey } from '../../../i18n';
import { navigate, redirectTo } from '../../../router';
import { useStores } from '../../../stores';
import { refusalText } from '../../register/kit/errors';
import { Field, FormMessage, SubmitButton } from '../../register/kit/fields';
import { useCountdown } from '../../register/kit/useCountdown';
import { resetDraft, updateResetDraft } from '../flow';
import { ResetSteps } from '../Steps';
import '../../register/kit/account.scss';
import '../../../i18n/parts/account';
import { clock } from '../../../hosts/clock';

const ROUTE = '/resetPassword/secondStep';
const FIRST = '/resetPassword/firstStep';

/**
 * Forgotten password, step 2: the SMS code of step 1 buys a short-lived reset token (vipEmpResetPwd step 2).
 * Another code needs a new image code, so "send again" returns to step 1 once the countdown is over.
 */
function SecondStepPage() {
  const { ui } = useStores();
  const { t } = ui;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const countdown = useCountdown();
  const ready = Boolean(resetDraft.phone && resetDraft.validateCodeId);

  useEffect(() => {
    if (!ready) {
      redirectTo(FIRST);
      return;
    }
    countdown.start(Math.max(0, Math.ceil((resetDraft.resendAt - clock.now()) / 1000)));
    // The draft is read once when the step opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function next() {
    const problem = checkSixDigitCode(code.trim());
    setError(problem ? t(validationKey(problem)) : null);
    setFailure('');
    if (problem || busy || !ready) return;
    setBusy(true);
    try {
      const answer = await vipEmpResetPwd({
        step: 2,
        phoneNumber: resetDraft.phone,
        validateCodeId: resetDraft.validateCodeId,
        validateCode: code.trim(),
      });
      const token = answer.data?.resetToken ?? '';
      if (!token) {
        setFailure(t('account.reset.codeRefused'));
        return;
      }
      updateResetDraft({ resetToken: token, tokenExpiresAt: clock.now() + (answer.data?.expiresIn ?? 600) * 1000 });
      navigate('/resetPassword/thirdStep');
    } catch (e) {
      setFailure(refusalText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <PageShell route={ROUTE} title="account.reset.title" className="acct-page reset-page">
      <ResetSteps current={2} />
      <View className="acct-card" data-testid="reset-step2">
        <Text className="acct-sub" data-testid="reset-sent-to">
          {t('account.reset.sentTo', { phone: maskMobile(resetDraft.phone) })}
        </Text>
        <Field
          id="reset-code"
          label={t('login.code')}
          type="number"
          maxlength={6}
          placeholder={t('login.code.placeholder')}
          value={code}
          onChange={setCode}
          error={error}
          required
          onConfirm={() => void next()}
        />
        {resetDraft.demoCode ? (
          <Text className="acct-field__hint" data-testid="reset-code-demo">
            {t('login.code.demo', { code: resetDraft.demoCode })}
          </Text>
        ) : null}
        <View className="acct-links">
          {countdown.left > 0 ? (
            <Text className="acct-field__hint" role="timer">
              {t('login.code.resend', { seconds: countdown.left })}
            </Text>
          ) : (
            <Pressable className="acct-link" role="link" testId="reset-again" onPress={() => redirectTo(FIRST)}>
              {t('account.reset.again')}
            </Pressable>
          )}
        </View>
        <FormMessage id="reset-failure" text={failure} />
        <SubmitButton
          id="reset-next2"
          text={busy ? t('account.submitting') : t('account.reset.next')}
          busy={busy}
          onPress={() => void next()}
        />
      </View>
    </PageShell>
  );
}

export default observer(SecondStepPage);
