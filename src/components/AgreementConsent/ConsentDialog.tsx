/**
 * The dialog shown when someone signs in or registers without ticking the agreement box, as Chinese apps do:
 * the two texts as links, "Agree and continue" (ticks the box and goes on) or "Cancel" (stays on the form).
 * Loaded on first use with its texts (useConsent.tsx), so it costs the entry page nothing.
 */
import { View, Text } from '@tarojs/components';
import { Button } from '../Button';
import { observer } from 'mobx-react-lite';
import '../../i18n/parts/consent';
import { navigate } from '../../router';
import { useStores } from '../../stores';
import { Pressable } from '../Pressable';
import './ConsentDialog.scss';

export interface ConsentDialogProps {
  onAnswer(agreed: boolean): void;
}

export const ConsentDialog = observer(function ConsentDialog({ onAnswer }: ConsentDialogProps) {
  const { t } = useStores().ui;
  return (
    <View className="obt-consent-dialog" data-testid="consent-dialog">
      <View
        className="obt-consent-dialog__box"
        role="dialog"
        aria-modal
        aria-labelledby="obt-consent-title"
        aria-describedby="obt-consent-text"
      >
        <Text id="obt-consent-title" className="obt-consent-dialog__title" role="heading" aria-level={2}>
          {t('consent.title')}
        </Text>
        <View id="obt-consent-text" className="obt-consent-dialog__text">
          <Text>{t('consent.text')} </Text>
          <Pressable role="link" className="obt-consent__link" onPress={() => navigate('/agreement/user')}>
            {t('login.agree.user')}
          </Pressable>
          <Text> {t('login.agree.and')} </Text>
          <Pressable role="link" className="obt-consent__link" onPress={() => navigate('/agreement/privacy')}>
            {t('login.agree.privacy')}
          </Pressable>
          <Text>{t('consent.after')}</Text>
        </View>
        <View className="obt-consent-dialog__actions">
          <Button className="obt-consent-dialog__cancel" data-testid="consent-cancel" onClick={() => onAnswer(false)}>
            {t('consent.cancel')}
          </Button>
          <Button className="obt-consent-dialog__agree" data-testid="consent-agree" onClick={() => onAnswer(true)}>
            {t('consent.agree')}
          </Button>
        </View>
      </View>
    </View>
  );
});
