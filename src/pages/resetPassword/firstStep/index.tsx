import { useEffect, useState } from 'react';
import { View, Image } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { getValidateCode, smsCodeGet } from '../../../api/account';
import type { ValidateCodeData } from '../../../api/contract';
import { PageShell } from '../../../components/PageShell';
import { Pressable } from '../../../components/Pressable';
import { checkMobile } from '../../../domain/validators';
import { validationKey } from '../../../i18n';
import { navigate } from '../../../router';
import { useStores } from '../../../stores';
import { refusalText } from '../../register/kit/errors';
import { Field, FormMessage, SubmitButton } from '../../register/kit/fields';
import { clearResetDraft, updateResetDraft } from '../flow';
import { ResetSteps } from '../Steps';
import '../../register/kit/account.scss';
import '../../../i18n/parts/account';
import { clock } from '../../../hosts/clock';
import { Icon } from '../../../components/Icon';
import { refresh as refreshIcon } from '../../../components/Icon/icons';

const ROUTE = '/resetPassword/firstStep';

/**
 * Forgotten password, step 1 (SPEC §2): the phone and the image code (getValidateCode) ask for an SMS code
 * (smsCodeGet scene 3). The server answers alike whether or not the phone has an account, so this screen
 * never tells either.
 */
function FirstStepPage() {
  const { ui } = useStores();
  const { t } = ui;
  const [phone, setPhone] = useState('');
  const [imageCode, setImageCode] = useState('');
  const [captcha, setCaptcha] = useState<ValidateCodeData | null>(null);
  const [errors, setErrors] = useState<{ phone?: string; image?: string }>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  async function refresh() {
    setImageCode('');
    try {
      const answer = await getValidateCode();
      setCaptcha(answer.data ?? null);
    } catch {
      setCaptcha(null);
    }
  }

  useEffect(() => {
    clearResetDraft();
    void refresh();
  }, []);

  async function next() {
    const phoneProblem = checkMobile(phone.trim());
    const found = {
      phone: phoneProblem ? t(validationKey(phoneProblem)) : undefined,
      image: imageCode.trim() ? undefined : t('account.reset.imageEmpty'),
    };
    setErrors(found);
    setFailure('');
    if (found.phone || found.image || busy || !captcha) return;
    setBusy(true);
    try {
      const sent = await smsCodeGet({
        phoneNumber: phone.trim(),
        scene: 3,
        imageCode: imageCode.trim(),
        imageCodeId: captcha.validateCodeId,
      });
      const data = sent.data;
      updateResetDraft({
        phone: phone.trim(),
        validateCodeId: data?.validateCodeId ?? '',
        demoCode: data?.demoCode ?? '',
        resendAt: clock.now() + (data?.resendAfter || 60) * 1000,
      });
      navigate('/resetPassword/secondStep');
    } catch (e) {
      setFailure(refusalText(e));
      // An image code is single use: a refused one is gone, show a new one.
      void refresh();
    } finally {
      setBusy(false);
    }
  }

  return (
    <PageShell route={ROUTE} title="account.reset.title" className="acct-page reset-page">
      <ResetSteps current={1} />
      <View className="acct-card" data-testid="reset-step1">
        <Field
          id="reset-phone"
          label={t('login.phone')}
          type="number"
          maxlength={11}
          placeholder={t('login.phone.placeholder')}
          value={phone}
          onChange={setPhone}
          error={errors.phone}
          required
        />
        <Field
          id="reset-image"
          label={t('account.reset.imageCode')}
          placeholder={t('account.reset.imageCode.placeholder')}
          maxlength={8}
          value={imageCode}
          onChange={setImageCode}
          error={errors.image}
          required
          onConfirm={() => void next()}
          suffix={
            <View className="acct-captcha">
              {captcha ? (
                <Image
                  className="acct-captcha__img"
                  src={captcha.image}
                  mode="aspectFit"
                  data-testid="reset-image-img"
                  role="img"
                  aria-label={t('account.reset.imageAlt')}
                  // The wrapper carries the name; the inner <img> is its picture, so it takes an empty alt.
                  imgProps={{ alt: '' }}
                />
              ) : null}
              <Pressable
                className="acct-captcha__refresh"
                testId="reset-image-refresh"
                label={t('account.reset.imageRefresh')}
                onPress={() => void refresh()}
              >
                <Icon icon={refreshIcon} />
              </Pressable>
            </View>
          }
        />
        <FormMessage id="reset-failure" text={failure} />
        <SubmitButton
          id="reset-next1"
          text={busy ? t('account.submitting') : t('account.reset.next')}
          busy={busy}
          onPress={() => void next()}
        />
      </View>
    </PageShell>
  );
}

export default observer(FirstStepPage);
