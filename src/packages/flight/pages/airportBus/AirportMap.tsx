/**
 * The map section of /tk/airportBus: the airport's marker, "show my position" (locate() on every host: bridge,
 * WeCom JS-SDK, browser geolocation or the mini-program's getLocation), the driving route from there
 * (/obt/maps/direction) drawn as a line, and "navigate" handing over to a map app (SPEC §8 failures shown with
 * their messages).
 */
import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { DirectionData, MapPlace } from '../../../../api/contract/maps';
import { Pressable } from '../../../../components/Pressable';
import { MapView } from '../../../../hosts/map/MapView';
import {
  locate,
  locateMessageKey,
  openExternalMap,
  type GeoPoint,
  type MapMarker,
  type MapPolyline,
} from '../../../../hosts/map';
import { useStores } from '../../../../stores';
import { useAfterSalesStore } from '../../afterSales/afterSalesStore';
import { Section } from '../../afterSales/parts';
import '../../../../i18n/parts/map';

type Notice = { kind: 'error' | 'info'; text: string } | null;

export const AirportMap = observer(function AirportMap({ code, name }: { code: string; name: string }) {
  const { t } = useStores().ui;
  const store = useAfterSalesStore();
  const [airport, setAirport] = useState<MapPlace | null | undefined>(undefined);
  const [me, setMe] = useState<GeoPoint | null>(null);
  const [route, setRoute] = useState<DirectionData | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let stale = false;
    setAirport(undefined);
    setMe(null);
    setRoute(null);
    setNotice(null);
    store.findAirportPlace(code, name).then(
      (p) => !stale && setAirport(p),
      () => !stale && setAirport(null),
    );
    return () => {
      stale = true;
    };
  }, [store, code, name]);

  if (airport === undefined) return null;
  if (airport === null) {
    return (
      <Section id="bus-map" title={t('map.airportBus.title')}>
        <Text className="as-sub">{t('map.airportBus.noAirport')}</Text>
      </Section>
    );
  }

  const title = name || airport.name;
  const markers: MapMarker[] = [{ id: 'airport', lat: airport.lat, lng: airport.lng, title, kind: 'airport' }];
  if (me) markers.push({ id: 'me', lat: me.lat, lng: me.lng, title: t('map.view.me'), kind: 'me', moving: true });
  const polylines: MapPolyline[] = route ? [{ id: 'route', points: route.points }] : [];

  const showMe = async () => {
    setBusy(true);
    setNotice({ kind: 'info', text: t('map.locate.locating') });
    try {
      const found = await locate();
      if (!found.ok) {
        setNotice({ kind: 'error', text: t(locateMessageKey(found.reason)) });
        return;
      }
      setMe({ lat: found.point.lat, lng: found.point.lng });
      setNotice(null);
      try {
        setRoute(await store.drivingRoute(found.point, airport));
      } catch {
        setRoute(null);
        setNotice({ kind: 'error', text: t('map.airportBus.routeFailed') });
      }
    } finally {
      setBusy(false);
    }
  };

  const navigate = async () => {
    await openExternalMap({ name: title, address: airport.address, lat: airport.lat, lng: airport.lng }, { t });
  };

  return (
    <Section id="bus-map" title={t('map.airportBus.title')}>
      <MapView
        label={t('map.airportBus.title')}
        center={airport}
        zoom={10}
        markers={markers}
        polylines={polylines}
        fitContent={Boolean(me)}
        height="260px"
      />
      {route && (
        <Text className="as-sub" data-testid="bus-route">
          {t('map.airportBus.route', {
            km: (route.distance / 1000).toFixed(1),
            min: Math.max(1, Math.round(route.duration / 60)),
          })}
        </Text>
      )}
      {notice && (
        <Text
          className={notice.kind === 'error' ? 'tk-bus__map-error' : 'as-sub'}
          role={notice.kind === 'error' ? 'alert' : 'status'}
          data-testid="bus-map-notice"
        >
          {notice.text}
        </Text>
      )}
      <View className="tk-bus__map-actions">
        <Pressable className="as-btn" onPress={() => void showMe()} disabled={busy} testId="bus-locate">
          {t('map.airportBus.myPosition')}
        </Pressable>
        <Pressable className="as-btn as-btn--primary" onPress={() => void navigate()} testId="bus-navigate">
          {t('map.airportBus.navigate')}
        </Pressable>
      </View>
    </Section>
  );
});
