import { RideScreen } from '../../orders/RideScreen';

/** /car/carJsycDetail/:id (SPEC §2, §4): the real-time journey of a ride — map, stages, driver, cancel, pay at end. */
export default function CarJsycDetailPage() {
  return <RideScreen />;
}
