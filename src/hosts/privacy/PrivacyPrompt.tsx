/**
 * The privacy consent sheet of mini-programs: shown while a privacy API waits for consent (see miniprogram.ts).
 * The agree button must be a native button with open-type agreePrivacyAuthorization (WeChat checks its id), the
 * decline one fails the waiting API. Mounted once by PageShell; renders nothing on H5.
 */
import { useEffect, useState } from 'react';
import { Button, Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import '../../i18n/parts/privacy';
import { Pressable } from '../../components/Pressable';
import { useStores } from '../../stores';
import {
  PRIVACY_AGREE_BUTTON_ID,
  agreePrivacy,
  declinePrivacy,
  openPrivacyContract,
  privacyPromptSupported,
  watchPrivacy,
  type PrivacyRequest,
} from './index';
import './PrivacyPrompt.scss';

export const PrivacyPrompt = observer(function PrivacyPrompt() {
  const { ui } = useStores();
  const [request, setRequest] = useState<PrivacyRequest | null>(null);

  useEffect(() => (privacyPromptSupported() ? watchPrivacy(setRequest) : undefined), []);

  if (!request) return null;
  const guide = request.contractName || ui.t('privacy.guide');
  return (
    <View className="obt-privacy" role="dialog" aria-modal aria-labelledby="obt-privacy-title">
      <View className="obt-privacy__sheet">
        <Text id="obt-privacy-title" className="obt-privacy__title" role="heading" aria-level={2}>
          {ui.t('privacy.title')}
        </Text>
        <Text className="obt-privacy__text">{ui.t('privacy.text')}</Text>
        <Pressable className="obt-privacy__link" role="link" onPress={openPrivacyContract}>
          {guide}
        </Pressable>
        <View className="obt-privacy__actions">
          <Button className="obt-privacy__decline" onClick={declinePrivacy}>
            {ui.t('privacy.decline')}
          </Button>
          <Button
            id={PRIVACY_AGREE_BUTTON_ID}
            className="obt-privacy__agree"
            openType="agreePrivacyAuthorization"
            onAgreePrivacyAuthorization={agreePrivacy}
          >
            {ui.t('privacy.agree')}
          </Button>
        </View>
      </View>
    </View>
  );
});
