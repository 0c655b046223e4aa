/**
 * The car query hub (/car/carQuery): the service tabs (instant first, SPEC §9 use type 8), pick-up and drop-off with
 * the place search, the flight of an airport transfer, the station of a station transfer, the time of a pre-booked
 * ride, the day-rental package and days, a small map of the pick-up, booking through a trip request
 * (`?ccsqdId=&routeId=` or the picker), and 'estimate' → /car/carList.
 */
import { useEffect, useMemo, useState } from 'react';
import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { QueryFrame, useQueryGate } from '../../../components/QueryForm';
import { useTripRequest } from '../../../components/tripRequest';
import { useTripRequestLink } from '../../../components/tripRequest/useTripLink';
import type { MessageKey } from '../../../i18n';
import { useStores } from '../../../stores';
import { ServiceTabs } from '../components/ServiceTabs';
import { useCarStores } from '../store';
import { FlightSheet } from './FlightSheet';
import { PickupMap } from './PickupMap';
import { PlaceSheet, type PlaceMode } from './PlaceSheet';
import { DayRentalRows, FlightRow, PlaceRows, TimeRow, type QuerySheet } from './QueryFields';
import { CAR_SERVICES, fixedEnd, isAirportService, isStationService, type CarSearchStore } from './searchStore';
import { TimeSheet } from './TimeSheet';
import { CAR_CPLX, applyCarTripChoice } from './tripRequest';
import '../components/car.scss';
import './search.scss';
import '../../../i18n/parts/car';
import '../../../i18n/parts/map';
import '../../../i18n/parts/tripBooking';

export const CAR_LIST_URL = '/car/carList';

/** The kind of place the sheet of an end searches for the service. */
function modeOf(store: CarSearchStore, end: 'from' | 'to'): PlaceMode {
  const service = store.query.service;
  if (fixedEnd(service) !== end) return 'place';
  if (isAirportService(service)) return 'airport';
  return isStationService(service) ? 'station' : 'place';
}

export const CarQueryScreen = observer(function CarQueryScreen() {
  const { ui } = useStores();
  const { t } = ui;
  const store = useCarStores().search;
  const [open, setOpen] = useState<QuerySheet>(null);
  const trip = useTripRequest(CAR_CPLX);
  const q = store.query;
  const form = useMemo(() => ({ ...q }), [q]);
  const gate = useQueryGate(form, trip);

  useEffect(() => {
    store.refreshUseTime();
    // The position is read only when the user asks for it (the place sheet's "current position"): opening the hub
    // never raises a location or privacy prompt (mini-programs ask for consent on the first location call).
    void store.loadCities();
  }, [store]);

  const cityKey = `${q.cityCode}|${store.useType}`;
  useEffect(() => {
    void store.loadVehicleTypes();
  }, [store, cityKey]);

  const apply = (choice: Parameters<typeof applyCarTripChoice>[0]) => applyCarTripChoice(choice, store);
  const link = useTripRequestLink(trip, apply);
  const choiceKey = trip.choice ? `${trip.choice.ccsqdId}|${trip.choice.routeId}` : '';
  useEffect(() => {
    store.setTrip({ ccsqdId: trip.choice?.ccsqdId, routeId: trip.choice?.routeId });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, choiceKey]);

  // The time is checked as it stands (a stale one says so): changing the query here would hide the problem shown.
  const search = () => {
    gate.search(
      [store.query.service === 'instant' ? store.today : store.query.useTime.slice(0, 10)],
      () => {
        const code = store.validate();
        return code ? t(`car.v.${code}` as MessageKey) : null;
      },
      CAR_LIST_URL,
    );
  };

  const end = open === 'from' || open === 'to' ? open : null;
  const airport = isAirportService(q.service);
  return (
    <QueryFrame
      route="/car/carQuery"
      title="car.query.title"
      trip={trip}
      link={link}
      gate={gate}
      onChosen={apply}
      className="car-page carq"
      cardClass="car-card"
      searchLabel={t('car.estimate')}
      searchClass="car-btn car-btn--primary car-btn--block"
      onSearch={search}
      notices={
        store.noModels ? (
          <View className="carq-notice" role="alert" data-testid="no-models">
            {t('car.pre.noModels')}
          </View>
        ) : null
      }
      history={<PickupMap store={store} t={t} />}
      overlays={
        <>
          <PlaceSheet
            end={end}
            mode={end ? modeOf(store, end) : 'place'}
            store={store}
            t={t}
            onPick={(place) => (end === 'from' ? store.setFrom(place) : store.setTo(place))}
            onClose={() => setOpen(null)}
          />
          <FlightSheet open={open === 'flight'} store={store} t={t} onClose={() => setOpen(null)} />
          <TimeSheet open={open === 'time'} store={store} t={t} onClose={() => setOpen(null)} />
        </>
      }
    >
      <ServiceTabs services={CAR_SERVICES} value={q.service} onChange={(s) => store.setService(s)} t={t} />
      <View className="carq-fields">
        {airport ? <FlightRow store={store} t={t} onOpen={() => setOpen('flight')} /> : null}
        <PlaceRows store={store} t={t} onOpen={setOpen} />
        <TimeRow store={store} t={t} onOpen={() => setOpen('time')} />
        {q.service === 'dayRental' ? <DayRentalRows store={store} t={t} /> : null}
      </View>
    </QueryFrame>
  );
});
