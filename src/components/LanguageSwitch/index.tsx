import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { LOCALES } from '../../i18n';
import { useStores } from '../../stores';
import './index.scss';

/** zh-CN / en-US switch; the choice is kept locally (SPEC §1). */
export const LanguageSwitch = observer(function LanguageSwitch() {
  const { ui } = useStores();
  return (
    <View className="obt-lang" role="radiogroup" aria-label={ui.t('lang.label')}>
      {LOCALES.map((locale) => (
        <Text
          key={locale}
          className={`obt-lang__option ${ui.locale === locale ? 'obt-lang__option--on' : ''}`}
          role="radio"
          aria-checked={ui.locale === locale}
          lang={locale}
          data-testid={`lang-${locale}`}
          onClick={() => ui.setLocale(locale)}
        >
          {ui.t(`lang.${locale}`)}
        </Text>
      ))}
    </View>
  );
});
