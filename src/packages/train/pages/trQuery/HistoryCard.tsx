import { observer } from 'mobx-react-lite';
import { placeLabel } from '../../../../components/CityPicker/history';
import { HistoryCard as KitHistoryCard } from '../../../../components/QueryForm';
import { useStores } from '../../../../stores';
import { useTrainStore } from '../../store';

/** The last searched routes (SPEC §4 history): a tap reuses one, 'clear' forgets them. */
export const HistoryCard = observer(function HistoryCard() {
  const { ui } = useStores();
  const { t } = ui;
  const store = useTrainStore();
  return (
    <KitHistoryCard
      cardClass="tr-card"
      linkClass="tr-link"
      title={t('train.history')}
      clearLabel={t('train.history.clear')}
      onClear={() => store.clearHistory()}
      items={store.history.map((h) => {
        const from = placeLabel(h.from, ui.locale);
        const to = placeLabel(h.to, ui.locale);
        return {
          key: `${h.from.code}-${h.to.code}`,
          label: t('train.history.item', { from, to }),
          text: `${from} → ${to}`,
          testId: `history-${h.from.code}-${h.to.code}`,
          onPress: () => store.useHistory(h),
        };
      })}
    />
  );
});
