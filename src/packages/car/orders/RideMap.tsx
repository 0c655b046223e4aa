/**
 * The ride on the map (SPEC §4 car journey): pick-up, drop-off, the planned route, and the driver's car gliding
 * between polled positions (a `moving` marker); while the driver is on the way to the pick-up a dashed line joins them.
 */
import { observer } from 'mobx-react-lite';
import type { CarOrderDetail, DriverLocationData } from '../../../api/contract/car';
import { MapView } from '../../../hosts/map/MapView';
import type { MapMarker, MapPolyline } from '../../../hosts/map/types';
import { useStores } from '../../../stores';
import { rideMarkers } from './view';
import '../../../i18n/parts/carOrder';

interface Props {
  order: CarOrderDetail;
  location: DriverLocationData | null;
  height: string;
  className?: string;
}

export const RideMap = observer(function RideMap({ order, location, height, className }: Props) {
  const { t } = useStores().ui;
  const points = rideMarkers(order, location);
  const markers: MapMarker[] = points.map((p) => ({
    id: p.id,
    lat: p.lat,
    lng: p.lng,
    kind: p.kind,
    moving: p.moving,
    title:
      p.role === 'driver'
        ? t('carOrder.map.driver', { plate: order.driver?.plate ?? '' })
        : p.role === 'from'
          ? t('carOrder.map.from', { name: order.from.name })
          : t('carOrder.map.to', { name: order.to?.name ?? '' }),
  }));
  const polylines: MapPolyline[] = [];
  if (order.route.length > 1) polylines.push({ id: 'route', points: order.route });
  const driver = points.find((p) => p.role === 'driver');
  if (driver && order.orderStatus === 'dispatched') {
    polylines.push({ id: 'approach', points: [driver, order.from], dashed: true });
  }
  // The pick-up stays the centre (fitContent frames the driver too), so polling never jumps the map around.
  const centre = order.from;
  return (
    <MapView
      className={className}
      center={{ lat: centre.lat, lng: centre.lng }}
      zoom={14}
      height={height}
      label={t('carOrder.map.label')}
      markers={markers}
      polylines={polylines}
      fitContent
    />
  );
});
