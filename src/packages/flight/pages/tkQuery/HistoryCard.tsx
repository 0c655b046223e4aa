import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { Pressable } from '../../../../components/Pressable';
import { useStores } from '../../../../stores';
import { useFlightStore } from '../../store';
import { placeLabel } from '../../../../components/CityPicker/history';

/** The last searched routes (SPEC §4 history): a tap reuses one, 'clear' forgets them. */
export const HistoryCard = observer(function HistoryCard() {
  const { ui } = useStores();
  const { t } = ui;
  const store = useFlightStore();
  if (store.history.length === 0) return null;
  return (
    <View className="fl-card tkq__history" role="group" aria-label={t('flight.history')} data-testid="history">
      <View className="tkq__history-head">
        <Text className="tkq__history-title">{t('flight.history')}</Text>
        <Pressable className="fl-link" onPress={() => store.clearHistory()} testId="history-clear">
          {t('flight.history.clear')}
        </Pressable>
      </View>
      <View className="tkq__chips">
        {store.history.map((h) => (
          <Pressable
            key={`${h.tripType}-${h.depCity.code}-${h.arrCity.code}`}
            className="tkq__chip"
            label={t('flight.history.item', {
              type: t(h.tripType === 1 ? 'flight.oneWay' : 'flight.roundTrip'),
              from: placeLabel(h.depCity, ui.locale),
              to: placeLabel(h.arrCity, ui.locale),
            })}
            onPress={() => store.useHistory(h)}
            testId={`history-${h.depCity.code}-${h.arrCity.code}`}
          >
            <Text aria-hidden>
              {placeLabel(h.depCity, ui.locale)} {h.tripType === 1 ? '→' : '⇄'} {placeLabel(h.arrCity, ui.locale)}
            </Text>
          </Pressable>
        ))}
      </View>
    </View>
  );
});
