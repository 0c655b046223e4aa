import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { Pressable } from '../../../../components/Pressable';
import { placeLabel } from '../../../../components/CityPicker/history';
import { useStores } from '../../../../stores';
import { useTrainStore } from '../../store';

/** The last searched routes (SPEC §4 history): a tap reuses one, 'clear' forgets them. */
export const HistoryCard = observer(function HistoryCard() {
  const { ui } = useStores();
  const { t } = ui;
  const store = useTrainStore();
  if (store.history.length === 0) return null;
  return (
    <View className="tr-card trq__history" role="group" aria-label={t('train.history')} data-testid="history">
      <View className="trq__history-head">
        <Text className="trq__history-title">{t('train.history')}</Text>
        <Pressable className="tr-link" onPress={() => store.clearHistory()} testId="history-clear">
          {t('train.history.clear')}
        </Pressable>
      </View>
      <View className="trq__chips">
        {store.history.map((h) => {
          const from = placeLabel(h.from, ui.locale);
          const to = placeLabel(h.to, ui.locale);
          return (
            <Pressable
              key={`${h.from.code}-${h.to.code}`}
              className="bk-chip"
              label={t('train.history.item', { from, to })}
              onPress={() => store.useHistory(h)}
              testId={`history-${h.from.code}-${h.to.code}`}
            >
              <Text aria-hidden>
                {from} → {to}
              </Text>
            </Pressable>
          );
        })}
      </View>
    </View>
  );
});
