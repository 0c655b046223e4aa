import { useEffect, useState } from 'react';
import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { Pressable } from '../../../../components/Pressable';
import { placeLabel } from '../../../../components/CityPicker/history';
import { Calendar } from '../../../../components/Calendar';
import { PlacePicker, QueryFrame, SwapButton, useQueryGate } from '../../../../components/QueryForm';
import { useTripRequest } from '../../../../components/tripRequest';
import { useTripRequestLink } from '../../../../components/tripRequest/useTripLink';
import { windowBounds } from '../../../../components/tripRequest/window';
import { suggestFlight, withinBookingHours } from '../../../../domain/train/sale';
import type { MessageKey } from '../../../../i18n';
import { navigate } from '../../../../router';
import { useStores } from '../../../../stores';
import { useBookingStore } from '../../../../stores/booking';
import { useTrainStore } from '../../store';
import { TRAIN_CPLX, applyTrainTripChoice } from '../../search/tripRequest';
import { useTrainTravellerRefs } from '../../search/travellers';
import { DateField, HighSpeedRow, StationField } from './Fields';
import { HistoryCard } from './HistoryCard';
import '../../components/train.scss';
import './index.scss';
import '../../../../i18n/parts/train';
import '../../../../i18n/parts/tripBooking';

type PickerFor = 'from' | 'to' | null;

/**
 * /tr/trQuery: departure and arrival stations (hot stations, history, search), swap, the date (today to 14 days
 * ahead, default tomorrow), high-speed only, the flight suggestion, and booking through a trip request
 * (`?ccsqdId=…&routeId=…` or the picker). SPEC §5: same stations and past dates are refused.
 */
function TrQueryPage() {
  const { ui, session } = useStores();
  const { t } = ui;
  const store = useTrainStore();
  const booking = useBookingStore();
  const emp = session.userInfo?.empInfo;
  const refs = useTrainTravellerRefs();
  const [picker, setPicker] = useState<PickerFor>(null);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const q = store.query;
  const today = store.today;
  const trip = useTripRequest(TRAIN_CPLX);
  const gate = useQueryGate(q, trip);

  useEffect(() => {
    store.bindUser(session.userInfo?.empInfo.empId ?? '');
  }, [store, session.userInfo]);
  const apply = (choice: Parameters<typeof applyTrainTripChoice>[0]) =>
    applyTrainTripChoice(choice, store, booking, emp).catch(() => undefined);
  const link = useTripRequestLink(trip, apply);

  // The request chosen (here or elsewhere) goes with the search; clearing it takes it off.
  const choiceKey = trip.choice ? `${trip.choice.ccsqdId}|${trip.choice.routeId}` : '';
  useEffect(() => {
    store.setTripRequest(trip.choice?.ccsqdId ?? '', trip.choice?.routeId ?? '');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, choiceKey]);

  const refsKey = refs.map((r) => `${r.empId ?? ''}/${r.contactsId ?? ''}`).join(',');
  useEffect(() => {
    store.setTravellers(refs);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, refsKey]);

  const search = () =>
    gate.search(
      [q.date],
      () => {
        const code = store.startSearch();
        return code ? t(`train.v.${code}` as MessageKey) : null;
      },
      '/tr/trList',
    );

  const bounds = windowBounds(trip.choice, today, store.range.last);
  const now = store.now();
  const showFlight = !!q.from && !!q.to && suggestFlight(q.date, now);

  return (
    <QueryFrame
      route="/tr/trQuery"
      title="train.query.title"
      className="tr-page trq"
      cardClass="tr-card"
      searchClass="tr-btn tr-btn--primary tr-btn--block"
      searchLabel={t('train.search')}
      onSearch={search}
      gate={gate}
      trip={trip}
      link={link}
      onChosen={(choice) => void apply(choice)}
      notices={
        !withinBookingHours(now) && (
          <View className="trq__notice" role="note" data-testid="maintenance">
            {t('train.maintenance')}
          </View>
        )
      }
      footer={
        showFlight &&
        q.from &&
        q.to && (
          <Pressable
            className="tr-link trq__flight"
            role="link"
            onPress={() =>
              void navigate('/tk/tkQuery', {
                query: {
                  depCityName: placeLabel(q.from as NonNullable<typeof q.from>, ui.locale),
                  arrCityName: placeLabel(q.to as NonNullable<typeof q.to>, ui.locale),
                  depDate: q.date,
                },
              })
            }
            testId="flight-suggest"
          >
            {t('train.flightSuggest', { from: placeLabel(q.from, ui.locale), to: placeLabel(q.to, ui.locale) })}
          </Pressable>
        )
      }
      history={<HistoryCard />}
      overlays={
        <>
          <PlacePicker
            side={picker}
            titles={{ from: t('train.picker.fromTitle'), to: t('train.picker.toTitle') }}
            productCode={10904}
            recent={store.recentStations}
            locale={ui.locale}
            current={{ from: q.from?.code, to: q.to?.code }}
            onPick={(side, station) => (side === 'to' ? store.setTo(station) : store.setFrom(station))}
            onClose={() => setPicker(null)}
          />
          <Calendar
            open={calendarOpen}
            title={t('train.cal.title')}
            mode="single"
            start={q.date}
            min={bounds.min}
            max={bounds.max}
            onConfirm={(d) => store.setDate(d)}
            onClose={() => setCalendarOpen(false)}
          />
        </>
      }
    >
      <View className="qf__places">
        <StationField which="from" station={q.from} locale={ui.locale} t={t} onPress={() => setPicker('from')} />
        <SwapButton label={t('train.swap')} onPress={() => store.swap()} />
        <StationField which="to" station={q.to} locale={ui.locale} t={t} onPress={() => setPicker('to')} />
      </View>
      <View className="qf__dates">
        <DateField date={q.date} today={today} t={t} onPress={() => setCalendarOpen(true)} />
      </View>
      <HighSpeedRow on={q.highSpeedOnly} t={t} onChange={(on) => store.setHighSpeedOnly(on)} />
    </QueryFrame>
  );
}

export default observer(TrQueryPage);
