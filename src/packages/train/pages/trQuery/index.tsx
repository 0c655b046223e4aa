import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { PageShell } from '../../../../components/PageShell';
import { Pressable } from '../../../../components/Pressable';
import { CityPicker } from '../../../../components/CityPicker';
import { placeLabel, recentPlace } from '../../../../components/CityPicker/history';
import { Calendar } from '../../../../components/Calendar';
import {
  BookedConfirm,
  TripRequestBanner,
  TripRequestPicker,
  dateOutsideWindow,
  useTripRequest,
} from '../../../../components/tripRequest';
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
  const [tripPickerOpen, setTripPickerOpen] = useState(false);
  // A message belongs to the form it was found in: any change to the form hides it.
  const [found, setFound] = useState<{ text: string; query: typeof store.query } | null>(null);
  const q = store.query;
  const problem = found && found.query === q ? found.text : null;
  const today = store.today;
  const trip = useTripRequest(TRAIN_CPLX);

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

  const search = () => {
    // C767: the company books through trip requests (bookStyle 2).
    if (trip.required && !trip.choice) {
      setFound({ text: t('tripBooking.required'), query: q });
      setTripPickerOpen(true);
      return;
    }
    if (trip.choice && dateOutsideWindow(trip.choice, [q.date])) {
      setFound({
        text: t('tripBooking.outsideWindow', { from: trip.choice.windowFrom, to: trip.choice.windowTo }),
        query: q,
      });
      return;
    }
    const code = store.startSearch();
    if (code) {
      setFound({ text: t(`train.v.${code}` as MessageKey), query: q });
      return;
    }
    setFound(null);
    void navigate('/tr/trList');
  };

  const bounds = windowBounds(trip.choice, today, store.range.last);
  const now = store.now();
  const showFlight = !!q.from && !!q.to && suggestFlight(q.date, now);

  return (
    <PageShell route="/tr/trQuery" title="train.query.title" className="tr-page trq">
      <View className="trq__hero" aria-hidden />
      <View className="tr-card trq__form">
        <View className="trq__stations">
          <StationField which="from" station={q.from} locale={ui.locale} t={t} onPress={() => setPicker('from')} />
          <Pressable className="trq__swap" label={t('train.swap')} onPress={() => store.swap()} testId="swap">
            <Text aria-hidden>⇄</Text>
          </Pressable>
          <StationField which="to" station={q.to} locale={ui.locale} t={t} onPress={() => setPicker('to')} />
        </View>
        <DateField date={q.date} today={today} t={t} onPress={() => setCalendarOpen(true)} />
        <HighSpeedRow on={q.highSpeedOnly} t={t} onChange={(on) => store.setHighSpeedOnly(on)} />

        {problem && (
          <View className="trq__error" role="alert" data-testid="query-error">
            {problem}
          </View>
        )}
        {!withinBookingHours(now) && (
          <View className="trq__notice" role="note" data-testid="maintenance">
            {t('train.maintenance')}
          </View>
        )}

        <Pressable className="tr-btn tr-btn--primary tr-btn--block trq__search" onPress={search} testId="search">
          {t('train.search')}
        </Pressable>

        {showFlight && q.from && q.to && (
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
        )}
      </View>

      <TripRequestBanner
        choice={trip.choice}
        required={trip.required}
        onChoose={() => setTripPickerOpen(true)}
        onClear={() => trip.store.clear(TRAIN_CPLX)}
      />
      <HistoryCard />

      <CityPicker
        open={picker !== null}
        title={t(picker === 'to' ? 'train.picker.toTitle' : 'train.picker.fromTitle')}
        productCode={10904}
        history={store.recentStations.map((s) => ({ ...s, name: placeLabel(s, ui.locale) }))}
        current={picker === 'to' ? q.to?.code : q.from?.code}
        onSelect={(p) => {
          const station = recentPlace(p, ui.locale, store.recentStations.find((s) => s.code === p.code)?.names);
          if (picker === 'to') store.setTo(station);
          else store.setFrom(station);
        }}
        onClose={() => setPicker(null)}
      />
      <TripRequestPicker
        open={tripPickerOpen}
        product={TRAIN_CPLX}
        onClose={() => setTripPickerOpen(false)}
        onChosen={(choice) => {
          setFound(null);
          void apply(choice);
        }}
      />
      {link.asking ? <BookedConfirm onContinue={() => link.answer(true)} onCancel={() => link.answer(false)} /> : null}
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
    </PageShell>
  );
}

export default observer(TrQueryPage);
