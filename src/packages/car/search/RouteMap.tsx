/** The ride on the estimate list's map: pick-up and drop-off markers and the route line, zoomed to fit. */
import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { Translate } from '../../../components/format';
import { MapView } from '../../../hosts/map/MapView';
import type { MapMarker, MapPolyline } from '../../../hosts/map/types';
import type { CarSearchStore } from './searchStore';

export const RouteMap = observer(function RouteMap({ store, t }: { store: CarSearchStore; t: Translate }) {
  const { from, to } = store.query;
  if (!from) return null;
  const markers: MapMarker[] = [{ id: 'from', kind: 'place', lat: from.lat, lng: from.lng, title: from.name }];
  if (to)
    markers.push({
      id: 'to',
      kind: to.kind === 'airport' ? 'airport' : to.kind === 'station' ? 'station' : 'place',
      lat: to.lat,
      lng: to.lng,
      title: to.name,
    });
  const points = store.route?.points ?? [];
  const polylines: MapPolyline[] = points.length > 1 ? [{ id: 'route', points, width: 5 }] : [];
  return (
    <View className="carl__map" data-testid="route-map">
      <MapView
        center={{ lat: from.lat, lng: from.lng }}
        zoom={13}
        markers={markers}
        polylines={polylines}
        fitContent
        height="220px"
        label={to ? t('car.map.route', { from: from.name, to: to.name }) : t('car.map.pickup')}
      />
    </View>
  );
});
