/**
 * The mini-program map (weapp/qywx): the host's native `Map` with markers, polylines and the centre; a moving
 * marker glides with MapContext.translateMarker. Marker ids are numbers for the host, so strings map by index.
 * No `show-location`: the user's position appears only after the screen asked for it through locate().
 */
import { useEffect, useMemo, useRef } from 'react';
import Taro from '@tarojs/taro';
import { Map as NativeMap, View } from '@tarojs/components';
import type { MarkerKind, MapViewProps } from './types';
// The native map's markers need image files (the H5 map draws the same pins as SVG, engine.ts).
import airportIcon from './icons/airport.png';
import carIcon from './icons/car.png';
import hotelIcon from './icons/hotel.png';
import meIcon from './icons/me.png';
import placeIcon from './icons/place.png';
import stationIcon from './icons/station.png';

const ICONS: Readonly<Record<MarkerKind, string>> = {
  airport: airportIcon as string,
  station: stationIcon as string,
  hotel: hotelIcon as string,
  me: meIcon as string,
  car: carIcon as string,
  place: placeIcon as string,
};

let seq = 0;

export function MapView(props: MapViewProps) {
  const mapId = useRef(`obt-map-${++seq}`);
  const markers = useMemo(() => props.markers ?? [], [props.markers]);
  const ids = useMemo(() => markers.map((m) => m.id), [markers]);
  const previous = useRef(new globalThis.Map<string, { lat: number; lng: number }>());

  // Moving markers glide from where they were instead of jumping.
  useEffect(() => {
    const ctx = Taro.createMapContext(mapId.current);
    markers.forEach((m, i) => {
      const before = previous.current.get(m.id);
      if (m.moving && before && (before.lat !== m.lat || before.lng !== m.lng)) {
        ctx.translateMarker({
          markerId: i + 1,
          destination: { latitude: m.lat, longitude: m.lng },
          autoRotate: false,
          rotate: 0,
          duration: 1000,
          animationEnd: () => undefined,
          fail: () => undefined,
        });
      }
      previous.current.set(m.id, { lat: m.lat, lng: m.lng });
    });
  }, [markers]);

  const includePoints = props.fitContent
    ? [...markers, ...(props.polylines ?? []).flatMap((l) => l.points)].map((p) => ({
        latitude: p.lat,
        longitude: p.lng,
      }))
    : undefined;

  return (
    <View className={props.className} style={{ height: props.height ?? '240px' }} aria-label={props.label}>
      <NativeMap
        id={mapId.current}
        style={{ width: '100%', height: '100%' }}
        latitude={props.center.lat}
        longitude={props.center.lng}
        scale={props.zoom ?? 12}
        markers={
          markers.map((m, i) => ({
            id: i + 1,
            latitude: m.lat,
            longitude: m.lng,
            title: m.title,
            iconPath: ICONS[m.kind ?? 'place'],
            width: 28,
            height: 36,
            callout: { content: m.title, display: 'BYCLICK', padding: 6, borderRadius: 6 },
          })) as never
        }
        polyline={
          (props.polylines ?? []).map((l) => ({
            points: l.points.map((p) => ({ latitude: p.lat, longitude: p.lng })),
            color: l.color ?? '#1f5fd6',
            width: l.width ?? 4,
            dottedLine: l.dashed ?? false,
          })) as never
        }
        includePoints={includePoints as never}
        onMarkerTap={(e) => {
          const idx = Number((e.detail as { markerId?: number }).markerId) - 1;
          const id = ids[idx];
          if (id !== undefined) props.onMarkerTap?.(id);
        }}
        onError={() => undefined}
      />
    </View>
  );
}
