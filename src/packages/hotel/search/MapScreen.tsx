/**
 * The hotels of the current result on a map, both versions (/ht/htMap, /htV2/htMap), through the map adapter of
 * each host (src/hosts/map: provider or offline map on H5, the native map in mini-programs): a marker per hotel,
 * the search centre, and the user's position on demand. A tapped marker shows the hotel's card (→ its detail);
 * "search here" re-centres a nearby search (15 km) on the shown hotel, or on the user's position.
 */
import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { GeoPoint } from '../../../api/contract/hotel';
import { EmptyState } from '../../../components/EmptyState';
import { PageShell } from '../../../components/PageShell';
import { Pressable } from '../../../components/Pressable';
import { afterPaint } from '../../../app/afterPaint';
import { MapView } from '../../../hosts/map/MapView';
import { locate, locateMessageKey, type MapMarker } from '../../../hosts/map';
import { goBack, navigate } from '../../../router';
import { useStores } from '../../../stores';
import { HotelRow, hotelName } from '../components/HotelRow';
import { useHotelStores } from '../store';
import { cityLabel } from './cityLabel';
import { SEARCH_SCREENS, detailLink } from './screens';
import type { HotelVersion } from './searchStore';
import '../components/hotel.scss';
import './search.scss';
import '../../../i18n/parts/hotel';
import '../../../i18n/parts/map';

export const HotelMapScreen = observer(function HotelMapScreen({ version }: { version: HotelVersion }) {
  const { ui, session } = useStores();
  const { t } = ui;
  const store = useHotelStores().search;
  const screens = SEARCH_SCREENS[version];
  const [chosen, setChosen] = useState('');
  const [me, setMe] = useState<GeoPoint | null>(null);
  const [notice, setNotice] = useState('');
  const showPolicy = session.userInfo?.vipCorp.hideTravelStandard !== 1;

  useEffect(() => {
    store.setVersion(version);
    store.bindUser(session.userInfo?.empInfo.empId ?? '');
  }, [store, version, session.userInfo]);
  const requestKey = JSON.stringify(store.listRequest);
  useEffect(() => afterPaint(() => void store.loadList()), [store, requestKey]);

  const results = store.list;
  const hotels = results.hotels.filter((h) => h.location);
  const centre = store.nearby?.centre ?? results.centre ?? hotels[0]?.location ?? null;
  const hotel = hotels.find((h) => h.hotelId === chosen) ?? null;

  const markers: MapMarker[] = hotels.map((h) => ({
    id: h.hotelId,
    lat: h.location.lat,
    lng: h.location.lng,
    title: hotelName(h, ui.locale),
    kind: 'hotel',
  }));
  if (centre) markers.push({ id: 'centre', ...centre, title: t('hotel.map.centre'), kind: 'place' });
  if (me) markers.push({ id: 'me', ...me, title: t('map.view.me'), kind: 'me', moving: true });

  const showMe = async () => {
    setNotice(t('map.locate.locating'));
    const found = await locate();
    if (!found.ok) {
      setNotice(t(locateMessageKey(found.reason)));
      return null;
    }
    setNotice('');
    const point = { lat: found.point.lat, lng: found.point.lng };
    setMe(point);
    return point;
  };

  const searchHere = async () => {
    if (hotel) {
      store.setNearby(hotel.location, hotelName(hotel, ui.locale));
    } else {
      const point = me ?? (await showMe());
      if (!point) return;
      const result = await store.searchNearMe(point);
      if (result !== 'ok') {
        setNotice(t(result === 'outsideChina' ? 'hotel.nearMe.outside' : 'hotel.nearMe.failed'));
        return;
      }
    }
    setChosen('');
  };

  let body;
  if (results.status === 'error') {
    body = (
      <EmptyState
        text={results.tips || t('hotel.list.failed')}
        actionText={t('common.retry')}
        onAction={() => void store.loadList(true)}
      />
    );
  } else if (!centre) {
    body = <EmptyState text={results.status === 'ready' ? t('hotel.list.empty') : t('hotel.list.loading')} />;
  } else {
    body = (
      <MapView
        label={t('hotel.map.label', { city: cityLabel(store.city, ui.locale), n: hotels.length })}
        center={hotel?.location ?? centre}
        zoom={13}
        markers={markers}
        height="62vh"
        onMarkerTap={(id) => setChosen(id === 'centre' || id === 'me' ? '' : id)}
      />
    );
  }

  return (
    <PageShell route={screens.map} title="hotel.map.title" className="ht-page htm">
      <View className="htm__tools">
        <Pressable className="ht-link" onPress={() => void showMe()} testId="map-me">
          {t('hotel.map.me')}
        </Pressable>
        <Pressable className="ht-link" onPress={() => void searchHere()} testId="map-search-here">
          {hotel ? t('hotel.map.searchAround', { name: hotelName(hotel, ui.locale) }) : t('hotel.map.searchHere')}
        </Pressable>
        <Pressable className="ht-link" role="link" onPress={() => void goBack()} testId="map-list">
          {t('hotel.map.list')}
        </Pressable>
      </View>
      {notice ? (
        <Text className="htq__notice" role="status" data-testid="map-notice">
          {notice}
        </Text>
      ) : null}
      {body}
      {hotel ? (
        <View className="htm__card" data-testid="map-card">
          <HotelRow
            hotel={hotel}
            locale={ui.locale}
            showPolicy={showPolicy}
            onOpen={() => {
              const target = detailLink(version, hotel.hotelId, store.stay);
              void navigate(target.url, { query: target.query });
            }}
            t={t}
          />
        </View>
      ) : null}
    </PageShell>
  );
});
