import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { LOCALES } from '../../i18n';
import { useStores } from '../../stores';
import { Pressable } from '../Pressable';
import { NO_TRANSLATE } from '../Pressable/noTranslate';
import './index.scss';

/**
 * zh-CN / en-US switch; the choice is kept locally (SPEC §1). Each option names its language in that language
 * (`lang`, and translate="no": it is the same text in both UIs), is reachable by Tab and chosen with Enter/Space.
 */
export const LanguageSwitch = observer(function LanguageSwitch() {
  const { ui } = useStores();
  return (
    <View className="obt-lang" role="radiogroup" aria-label={ui.t('lang.label')}>
      {LOCALES.map((locale) => (
        <Pressable
          key={locale}
          className={`obt-lang__option ${ui.locale === locale ? 'obt-lang__option--on' : ''}`}
          role="radio"
          selected={ui.locale === locale}
          testId={`lang-${locale}`}
          onPress={() => ui.setLocale(locale)}
        >
          <Text lang={locale} {...NO_TRANSLATE}>
            {ui.t(`lang.${locale}`)}
          </Text>
        </Pressable>
      ))}
    </View>
  );
});
