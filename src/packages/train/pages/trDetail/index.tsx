import { useEffect } from 'react';
import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { TrainSeat } from '../../../../api/contract/train';
import { PageShell } from '../../../../components/PageShell';
import { RequeryPage } from '../../components/RequeryPage';
import { useSeatChoice } from '../../search/useSeatChoice';
import { benchOpen } from '../../../../domain/train/sale';
import type { MessageKey } from '../../../../i18n';
import { decodeQuery } from '../../../../router';
import { useStores } from '../../../../stores';
import { useTrainStore } from '../../store';
import { orderedSeats, type SeatOffer } from '../../search/listing';
import { NO_TRANSLATE, dayText, durationText, hhmm, saleText, weekdayText } from '../../components/format';
import { SeatChip } from '../../components/SeatChip';
import { StopList } from './StopList';
import '../../components/train.scss';
import './index.scss';
import '../../../../i18n/parts/train';

const RULES: readonly MessageKey[] = ['train.rule.sale', 'train.rule.refund', 'train.rule.child', 'train.rule.bench'];

/** /tr/trDetail?trainId=…: a train of the list with its stops, seat classes (booking buttons) and the sale rules. */
function TrDetailPage() {
  const { ui, session } = useStores();
  const { t } = ui;
  const store = useTrainStore();
  const trainId = decodeQuery(useRouter().params).trainId ?? '';
  const train = store.trainById(trainId) ?? (store.choice?.train.trainId === trainId ? store.choice.train : null);
  const seats = useSeatChoice(store);
  const showPolicy = session.userInfo?.vipCorp.hideTravelStandard !== 1;

  useEffect(() => {
    if (train) void store.loadStops(train);
  }, [store, train]);

  if (!train) {
    return (
      <RequeryPage
        route="/tr/trDetail"
        title="train.detail.title"
        className="tr-page trd"
        text="train.detail.notFound"
      />
    );
  }

  const onSeat = (seat: TrainSeat, offer: Exclude<SeatOffer, 'none'>) => seats.onSeat(train, seat, offer);

  const date = train.depTime.slice(0, 10);
  const blocked = saleText(train, t);
  const bench = benchOpen(train.depTime, store.now());

  return (
    <PageShell route="/tr/trDetail" title="train.detail.title" className="tr-page trd">
      <View className="trd__head" data-testid="detail-head">
        <Text className="trd__date">
          {dayText(date, t)} {weekdayText(date, t)}
        </Text>
        <View className="trd__times">
          <View className="trd__end">
            <Text className="tr-row__time" {...NO_TRANSLATE}>
              {hhmm(train.depTime)}
            </Text>
            <Text {...NO_TRANSLATE}>{train.from.name}</Text>
          </View>
          <View className="trd__mid">
            <Text className="tr-row__code" role="heading" aria-level={1} {...NO_TRANSLATE}>
              {train.trainCode}
            </Text>
            <Text>{durationText(train.runMinutes, t)}</Text>
          </View>
          <View className="trd__end trd__end--to">
            <Text className="tr-row__time" {...NO_TRANSLATE}>
              {hhmm(train.arrTime)}
              {train.arriveDays > 0 ? ` ${t('train.arriveDays', { n: train.arriveDays })}` : ''}
            </Text>
            <Text {...NO_TRANSLATE}>{train.to.name}</Text>
          </View>
        </View>
        {blocked ? (
          <Text className="tr-row__blocked" data-testid="sale-state">
            {blocked}
          </Text>
        ) : null}
      </View>

      <View className="tr-card" role="group" aria-label={t('train.detail.seats')}>
        <Text className="trd__title">{t('train.detail.seats')}</Text>
        <View className="trd__seats">
          {orderedSeats(train).map((seat) => (
            <SeatChip
              key={seat.seatKey}
              train={train}
              seat={seat}
              locale={ui.locale}
              benchAllowed={bench}
              showPolicy={showPolicy}
              onPress={(offer) => void onSeat(seat, offer)}
              t={t}
            />
          ))}
        </View>
      </View>

      <View className="tr-card">
        <Text className="trd__title">{t('train.detail.stops')}</Text>
        <StopList train={train} />
      </View>

      <View className="tr-card" role="group" aria-label={t('train.detail.rules')}>
        <Text className="trd__title">{t('train.detail.rules')}</Text>
        {RULES.map((key) => (
          <Text key={key} className="trd__rule">
            {t(key)}
          </Text>
        ))}
      </View>
    </PageShell>
  );
}

export default observer(TrDetailPage);
