import { observer } from 'mobx-react-lite';
import { placeLabel } from '../../../../components/CityPicker/history';
import { HistoryCard as KitHistoryCard } from '../../../../components/QueryForm';
import { useStores } from '../../../../stores';
import { useFlightStore } from '../../store';

/** The last searched routes: a tap reuses one, 'clear' forgets them. */
export const HistoryCard = observer(function HistoryCard() {
  const { ui } = useStores();
  const { t } = ui;
  const store = useFlightStore();
  return (
    <KitHistoryCard
      cardClass="fl-card"
      linkClass="fl-link"
      title={t('flight.history')}
      clearLabel={t('flight.history.clear')}
      onClear={() => store.clearHistory()}
      items={store.history.map((h) => {
        const from = placeLabel(h.depCity, ui.locale);
        const to = placeLabel(h.arrCity, ui.locale);
        return {
          key: `${h.tripType}-${h.depCity.code}-${h.arrCity.code}`,
          label: t('flight.history.item', {
            type: t(h.tripType === 1 ? 'flight.oneWay' : 'flight.roundTrip'),
            from,
            to,
          }),
          // Text arrows every system font has (issue 15: no symbol-font glyphs): one way →, round trip ↔.
          text: `${from} ${h.tripType === 1 ? '→' : '↔'} ${to}`,
          testId: `history-${h.depCity.code}-${h.arrCity.code}`,
          onPress: () => store.useHistory(h),
        };
      })}
    />
  );
});
