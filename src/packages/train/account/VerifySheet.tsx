import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { Sheet } from '../../../components/booking/Sheet';
import { TextField } from '../../../components/booking/Field';
import { Pressable } from '../../../components/Pressable';
import { useStores } from '../../../stores';
import type { Verification } from './railAccountStore';
import { useRailAccountStore } from './store';
import { msgText } from './msg';
import './account.scss';
import '../../../i18n/parts/trainAccount';

/** SMS verification: send the code (then a resend countdown), type it, submit. */
const SmsStep = observer(function SmsStep({ v }: { v: Verification }) {
  const { ui } = useStores();
  const { t } = ui;
  const store = useRailAccountStore();
  const left = store.resendLeft;
  return (
    <>
      <Text className="ra-hint">
        {t('trainAccount.verify.smsIntro', { name: v.account.accountName, phone: v.account.phoneNumber })}
      </Text>
      <View className="ra-code-row">
        <TextField
          id="ra-verify-code"
          label={t('trainAccount.verify.code')}
          placeholder={t('trainAccount.verify.code.placeholder')}
          type="number"
          maxlength={6}
          value={v.code}
          required
          error={v.codeError ? t(v.codeError) : undefined}
          onChange={(code) => store.setCode(code)}
        />
        <Pressable
          className="bk-btn bk-btn--inline"
          testId="ra-verify-send"
          disabled={left > 0 || v.busy}
          onPress={() => void store.sendCode()}
        >
          {left > 0 ? t('trainAccount.verify.resendIn', { seconds: left }) : t('trainAccount.verify.send')}
        </Pressable>
      </View>
      {v.sentTo ? (
        <Text className="ra-hint" data-testid="ra-verify-sent" aria-live="polite">
          {t('trainAccount.verify.sentTo', { phone: v.sentTo })}
          {v.demoCode ? ` ${t('trainAccount.verify.demoCode', { code: v.demoCode })}` : ''}
        </Text>
      ) : null}
    </>
  );
});

/** Face check: start it, then a clear waiting state while getCheckResult is polled. */
const FaceStep = observer(function FaceStep({ v }: { v: Verification }) {
  const { ui } = useStores();
  const { t } = ui;
  return (
    <>
      <Text className="ra-hint">{t('trainAccount.verify.faceIntro', { name: v.account.accountName })}</Text>
      {v.face === 'checking' ? (
        <View className="ra-waiting" role="status" aria-live="polite" data-testid="ra-face-waiting">
          <View className="ra-spinner" aria-hidden />
          <Text>{t('trainAccount.verify.faceChecking')}</Text>
        </View>
      ) : null}
      {v.face === 'failed' || v.face === 'timeout' ? (
        <Text className="ra-error" role="alert" data-testid="ra-face-result">
          {t(v.face === 'failed' ? 'trainAccount.verify.faceFailed' : 'trainAccount.verify.faceTimeout')}
        </Text>
      ) : null}
    </>
  );
});

function FooterButton(props: { v: Verification; onDone(): void }) {
  const { ui } = useStores();
  const { t } = ui;
  const store = useRailAccountStore();
  const { v } = props;
  if (v.passed) {
    return (
      <Pressable className="bk-btn bk-btn--primary" testId="ra-verify-done" onPress={props.onDone}>
        {t('trainAccount.verify.done')}
      </Pressable>
    );
  }
  if (v.mode === 'sms') {
    return (
      <Pressable
        className="bk-btn bk-btn--primary"
        testId="ra-verify-submit"
        disabled={v.busy}
        onPress={() => void store.submitCode()}
      >
        {t('trainAccount.verify.submit')}
      </Pressable>
    );
  }
  if (v.face === 'checking') return null;
  return (
    <Pressable
      className="bk-btn bk-btn--primary"
      testId="ra-face-start"
      disabled={v.busy}
      onPress={() => void store.startFace()}
    >
      {t(v.face === 'idle' ? 'trainAccount.verify.faceStart' : 'trainAccount.verify.retry')}
    </Pressable>
  );
}

/** The verification a new binding needs (SPEC §8: the rail account needs SMS or face verification). */
export const VerifySheet = observer(function VerifySheet() {
  const { ui } = useStores();
  const { t } = ui;
  const store = useRailAccountStore();
  const v = store.verification;
  if (!v) return null;
  const close = () => store.closeVerification();
  return (
    <Sheet
      id="ra-verify"
      title={t(v.mode === 'face' ? 'trainAccount.verify.title.face' : 'trainAccount.verify.title.sms')}
      closeLabel={t('trainAccount.close')}
      onClose={close}
      footer={<FooterButtonView v={v} onDone={close} />}
    >
      {v.passed ? (
        <Text className="ra-ok" role="status" data-testid="ra-verify-passed">
          {t('trainAccount.verify.passed')}
        </Text>
      ) : v.mode === 'sms' ? (
        <SmsStep v={v} />
      ) : (
        <FaceStep v={v} />
      )}
      {v.error && !v.passed ? (
        <Text className="ra-error" role="alert" data-testid="ra-verify-error">
          {msgText(t, v.error)}
        </Text>
      ) : null}
    </Sheet>
  );
});

const FooterButtonView = observer(FooterButton);
