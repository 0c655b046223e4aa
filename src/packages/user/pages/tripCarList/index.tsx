import { TripCarListScreen } from '../../../car/orders/TripCarListScreen';

/** Car orders made for trip applications (SPEC §2 /userCenter/tripCarList), with the car order list's filters. */
export default function TripCarListPage() {
  return <TripCarListScreen route="/userCenter/tripCarList" />;
}
