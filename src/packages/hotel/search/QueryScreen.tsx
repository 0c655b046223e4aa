/**
 * The hotel search form of both versions (/ht/htQuery, /htV2/htQuery; the page names the version): city (hot
 * cities, history, search) or nearby from the current location, the stay (range calendar, default today for one
 * night, SPEC §5/§9 rules), keyword with suggestions, star and price, booking through a trip request
 * (`?ccsqdId=…&routeId=…` or the picker), the protocol hotels and the inquiry (need order) entries.
 */
import { useEffect, useMemo, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { CityPicker } from '../../../components/CityPicker';
import { Calendar } from '../../../components/Calendar';
import { Pressable } from '../../../components/Pressable';
import { QueryFrame, useQueryGate } from '../../../components/QueryForm';
import { useTripRequest, type TripChoice } from '../../../components/tripRequest';
import { useTripRequestLink } from '../../../components/tripRequest/useTripLink';
import { windowBounds } from '../../../components/tripRequest/window';
import { HOTEL_RULES } from '../../../domain/hotel/stay';
import { addCalendarDays } from '../../../domain/time';
import { locate, locateMessageKey } from '../../../hosts/map';
import type { MessageKey } from '../../../i18n';
import { navigate } from '../../../router';
import { useStores } from '../../../stores';
import { useBookingStore } from '../../../stores/booking';
import { useHotelStores } from '../store';
import { IntlCityPicker, IntlQueryRows, MarketSwitch } from '../intl/QueryRows';
import { KeywordSheet } from './KeywordSheet';
import { CityRow, SheetRow, StayRow, starPriceText } from './QueryFields';
import { SEARCH_SCREENS, detailLink } from './screens';
import { StarPriceSheet } from './StarPriceSheet';
import type { HotelVersion } from './searchStore';
import { HOTEL_CPLX, applyHotelTripChoice } from './tripRequest';
import { useHotelTravellerRefs } from './travellers';
import '../components/hotel.scss';
import './search.scss';
import '../../../i18n/parts/hotel';
import '../../../i18n/parts/map';
import '../../../i18n/parts/tripBooking';

type Open = 'city' | 'intlCity' | 'calendar' | 'keyword' | 'starPrice' | null;

export const HotelQueryScreen = observer(function HotelQueryScreen({ version }: { version: HotelVersion }) {
  const { ui, session } = useStores();
  const { t } = ui;
  const { search: store, intl } = useHotelStores();
  const booking = useBookingStore();
  const emp = session.userInfo?.empInfo;
  const refs = useHotelTravellerRefs();
  const screens = SEARCH_SCREENS[version];
  const [open, setOpen] = useState<Open>(null);
  const [locating, setLocating] = useState(false);
  const [notice, setNotice] = useState('');
  const trip = useTripRequest(HOTEL_CPLX);
  // A problem shown belongs to this form: a new city, stay, keyword or centre hides it.
  const { city, stay, keyword, nearby: centre } = store;
  const form = useMemo(() => ({ city, stay, keyword, centre }), [city, stay, keyword, centre]);
  const gate = useQueryGate(form, trip);

  useEffect(() => {
    store.setVersion(version);
    store.refreshStay();
  }, [store, version]);
  useEffect(() => {
    store.bindUser(emp?.empId ?? '');
  }, [store, emp]);

  const apply = (choice: TripChoice) => applyHotelTripChoice(choice, store, booking, emp).catch(() => undefined);
  const link = useTripRequestLink(trip, apply);
  const choiceKey = trip.choice ? `${trip.choice.ccsqdId}|${trip.choice.routeId}` : '';
  useEffect(() => {
    store.setTrip({ ccsqdId: trip.choice?.ccsqdId, routeId: trip.choice?.routeId });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, choiceKey]);
  const refsKey = refs.map((r) => `${r.empId ?? ''}/${r.contactsId ?? ''}`).join(',');
  useEffect(() => {
    store.setTravellers(refs);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, refsKey]);

  const today = store.today;
  // Check-in up to 180 days ahead, check-out the day after; through a request, its window (check-out one day later).
  const lastDay = addCalendarDays(today, HOTEL_RULES.latestCheckInDays + 1);
  const window = windowBounds(trip.choice, today, lastDay);
  const bounds = trip.choice && window.max < lastDay ? { ...window, max: addCalendarDays(window.max, 1) } : window;

  const search = () =>
    gate.search(
      [store.stay.checkIn, addCalendarDays(store.stay.checkOut, -1)],
      () => {
        const code = store.startSearch();
        return code ? t(`hotel.v.${code}` as MessageKey) : null;
      },
      screens.list,
    );

  const nearMe = async () => {
    setLocating(true);
    setNotice('');
    try {
      const found = await locate();
      if (!found.ok) {
        setNotice(t(locateMessageKey(found.reason)));
        return;
      }
      const result = await store.searchNearMe(found.point);
      if (result !== 'ok') setNotice(t(result === 'outsideChina' ? 'hotel.nearMe.outside' : 'hotel.nearMe.failed'));
    } finally {
      setLocating(false);
    }
  };

  const openHotel = (hotelId: string) => {
    const target = detailLink(version, hotelId, store.stay);
    void navigate(target.url, { query: target.query });
  };

  const nearby = store.nearby;
  return (
    <QueryFrame
      route={screens.query}
      title="hotel.query.title"
      trip={trip}
      link={link}
      gate={gate}
      onChosen={(choice) => void apply(choice)}
      className="ht-page htq"
      cardClass="ht-card"
      searchLabel={t('hotel.search')}
      searchClass="ht-btn ht-btn--primary ht-btn--block"
      onSearch={search}
      notices={
        notice ? (
          <View className="htq__notice" role="alert" data-testid="locate-notice">
            {notice}
          </View>
        ) : null
      }
      footer={
        <View className="htq__links">
          <Pressable
            className="ht-link"
            role="link"
            onPress={() => void navigate(screens.signList)}
            testId="to-sign-list"
          >
            {t('hotel.protocolHotels')}
          </Pressable>
          <Pressable className="ht-link" role="link" onPress={() => void navigate(screens.inquiry)} testId="to-inquiry">
            {t('hotel.inquiry')}
          </Pressable>
        </View>
      }
      overlays={
        <>
          <CityPicker
            open={open === 'city'}
            title={t('hotel.city.pick')}
            productCode={10903}
            history={[]}
            current={store.city.cityId}
            onSelect={(p) =>
              store.setCity({
                cityId: p.cityCode || p.code,
                cityName: p.name,
                names: {
                  [ui.locale]: p.name,
                  ...(p.altName ? { [ui.locale === 'zh-CN' ? 'en-US' : 'zh-CN']: p.altName } : {}),
                },
              })
            }
            onClose={() => setOpen(null)}
          />
          <IntlCityPicker intl={intl} open={open === 'intlCity'} onClose={() => setOpen(null)} />
          <Calendar
            open={open === 'calendar'}
            title={t('hotel.cal.title')}
            mode="range"
            start={store.stay.checkIn}
            end={store.stay.checkOut}
            min={bounds.min}
            max={bounds.max}
            startLabel={t('hotel.checkIn')}
            endLabel={t('hotel.checkOut')}
            onConfirm={(checkIn, checkOut) => {
              const result = store.setStay(checkIn, checkOut);
              setNotice(result === 'ok' ? '' : t(`hotel.v.${result}` as MessageKey));
            }}
            onClose={() => setOpen(null)}
          />
          <KeywordSheet
            open={open === 'keyword'}
            store={store}
            t={t}
            onHotel={openHotel}
            onClose={() => setOpen(null)}
          />
          <StarPriceSheet
            open={open === 'starPrice'}
            stars={store.stars}
            price={store.price}
            onApply={(stars, price) => {
              store.setStars(stars);
              store.setPrice(price);
            }}
            onClose={() => setOpen(null)}
            t={t}
          />
        </>
      }
    >
      <MarketSwitch intl={intl} />
      {intl.active ? (
        <IntlQueryRows intl={intl} onPickCity={() => setOpen('intlCity')} />
      ) : (
        <CityRow
          city={store.city}
          nearby={nearby}
          locating={locating}
          locale={ui.locale}
          t={t}
          onPick={() => setOpen('city')}
          onLocate={() => void nearMe()}
        />
      )}
      {nearby && !intl.active ? (
        <View className="htq__nearby" data-testid="nearby">
          <Text>
            {nearby.label
              ? t('hotel.nearby.around', { place: nearby.label, km: nearby.distance })
              : t('hotel.nearby.me', { km: nearby.distance })}
          </Text>
          <Pressable className="ht-link" onPress={() => store.setNearby(null)} testId="nearby-clear">
            {t('hotel.nearby.clear')}
          </Pressable>
        </View>
      ) : null}
      <StayRow stay={store.stay} nights={store.nights} today={today} t={t} onPress={() => setOpen('calendar')} />
      {intl.active ? null : (
        <SheetRow
          label={t('hotel.keyword')}
          value={store.keyword}
          placeholder={t('hotel.keyword.placeholder')}
          testId="keyword"
          onPress={() => setOpen('keyword')}
        />
      )}
      <SheetRow
        label={t('hotel.starPrice')}
        value={starPriceText(store.stars, store.price, t)}
        placeholder={t('hotel.starPrice.any')}
        testId="star-price"
        onPress={() => setOpen('starPrice')}
      />
    </QueryFrame>
  );
});
