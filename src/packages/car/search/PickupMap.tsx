/** A small map of the pick-up on the query hub: the pick-up ('place') and my position ('me') when known. */
import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { Translate } from '../../../components/format';
import { MapView } from '../../../hosts/map/MapView';
import type { MapMarker } from '../../../hosts/map/types';
import type { CarSearchStore } from './searchStore';

export const PickupMap = observer(function PickupMap({ store, t }: { store: CarSearchStore; t: Translate }) {
  const from = store.query.from;
  const here = store.places.here;
  const centre = from ?? here ?? store.city?.centre;
  if (!centre) return null;
  const markers: MapMarker[] = [];
  if (here) markers.push({ id: 'me', kind: 'me', lat: here.lat, lng: here.lng, title: t('car.map.me') });
  if (from) markers.push({ id: 'pickup', kind: 'place', lat: from.lat, lng: from.lng, title: from.name });
  return (
    <View className="car-card carq-map" data-testid="pickup-map">
      <MapView
        center={{ lat: centre.lat, lng: centre.lng }}
        zoom={15}
        markers={markers}
        height="180px"
        label={t('car.map.pickup')}
      />
    </View>
  );
});
