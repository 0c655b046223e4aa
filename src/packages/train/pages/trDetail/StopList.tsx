import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { TrainItem } from '../../../../api/contract/train';
import { EmptyState } from '../../../../components/EmptyState';
import { useStores } from '../../../../stores';
import { useTrainStore } from '../../store';
import { NO_TRANSLATE } from '../../components/format';

/** The train's stops (queryTrNumber) as a table; the stations of this trip are marked. */
export const StopList = observer(function StopList({ train }: { train: TrainItem }) {
  const { ui } = useStores();
  const { t } = ui;
  const store = useTrainStore();
  const data = store.stopsOf(train);

  if (store.stopsStatus === 'error' && !data) {
    return (
      <EmptyState
        text={t('train.detail.stopsFailed')}
        actionText={t('common.retry')}
        onAction={() => void store.loadStops(train, true)}
      />
    );
  }
  if (!data) {
    return (
      <View className="trd__loading" role="status" aria-busy data-testid="stops-loading">
        {t('train.detail.stopsLoading')}
      </View>
    );
  }
  return (
    <View className="trd__stops" role="table" aria-label={t('train.detail.stops')} data-testid="stops">
      <View className="trd__stop trd__stop--head" role="row">
        <Text className="trd__cell trd__cell--name" role="columnheader">
          {t('train.detail.station')}
        </Text>
        <Text className="trd__cell" role="columnheader">
          {t('train.detail.arr')}
        </Text>
        <Text className="trd__cell" role="columnheader">
          {t('train.detail.dep')}
        </Text>
        <Text className="trd__cell" role="columnheader">
          {t('train.detail.stay')}
        </Text>
      </View>
      {data.stops.map((s) => {
        const mine = s.stationCode === train.from.code || s.stationCode === train.to.code;
        return (
          <View
            key={s.seq}
            className={`trd__stop${mine ? ' trd__stop--mine' : ''}`}
            role="row"
            data-testid={`stop-${s.seq}`}
          >
            <Text className="trd__cell trd__cell--name" role="cell" {...NO_TRANSLATE}>
              {s.stationName}
            </Text>
            <Text className="trd__cell" role="cell" {...NO_TRANSLATE}>
              {s.arrTime || '—'}
            </Text>
            <Text className="trd__cell" role="cell" {...NO_TRANSLATE}>
              {s.depTime || '—'}
              {s.dayOffset > 0 ? ` ${t('train.arriveDays', { n: s.dayOffset })}` : ''}
            </Text>
            <Text className="trd__cell" role="cell">
              {s.arrTime && s.depTime ? t('train.detail.stayMin', { n: s.stayMin }) : '—'}
            </Text>
          </View>
        );
      })}
    </View>
  );
});
