import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { navigate } from '../../router';
import { useStores } from '../../stores';
import { Pressable } from '../Pressable';
import type { Consent } from './useConsent';
import './index.scss';

/**
 * "I have read and agree to the User Agreement and Privacy Policy" with a real checkbox (role, state, name, Space and
 * Enter, a 44 px target); the sentence's own words tick it too, the two titles open the texts.
 */
export const ConsentCheck = observer(function ConsentCheck({ consent }: { consent: Consent }) {
  const { t } = useStores().ui;
  const user = t('login.agree.user');
  const privacy = t('login.agree.privacy');
  const toggle = () => consent.setAgreed(!consent.agreed);
  return (
    <View className="obt-consent" data-testid="consent">
      <Pressable
        role="checkbox"
        selected={consent.agreed}
        label={`${t('login.agree.prefix')} ${user} ${t('login.agree.and')} ${privacy}`}
        className={`obt-consent__check ${consent.agreed ? 'obt-consent__check--on' : ''}`}
        testId="consent-check"
        onPress={toggle}
      >
        <View className="obt-consent__box" aria-hidden />
      </Pressable>
      <View className="obt-consent__text">
        <Text onClick={toggle}>{t('login.agree.prefix')} </Text>
        <Pressable role="link" className="obt-consent__link" onPress={() => navigate('/agreement/user')}>
          {user}
        </Pressable>
        <Text onClick={toggle}> {t('login.agree.and')} </Text>
        <Pressable role="link" className="obt-consent__link" onPress={() => navigate('/agreement/privacy')}>
          {privacy}
        </Pressable>
      </View>
    </View>
  );
});
