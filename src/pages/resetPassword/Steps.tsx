import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores';
import { RESET_STEPS } from './flow';
import '../../i18n/parts/account';

/** The three-step indicator of the reset flow. */
export const ResetSteps = observer(function ResetSteps({ current }: { current: 1 | 2 | 3 }) {
  const { ui } = useStores();
  return (
    <View className="acct-steps" role="list" aria-label={ui.t('account.reset.title')}>
      {RESET_STEPS.map((key, i) => (
        <View
          key={key}
          role="listitem"
          aria-current={i + 1 === current ? 'step' : undefined}
          className={`acct-steps__item ${i + 1 === current ? 'acct-steps__item--on' : ''}`}
        >
          {`${i + 1}. ${ui.t(key)}`}
        </View>
      ))}
    </View>
  );
});
