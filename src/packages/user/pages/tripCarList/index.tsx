import { tripCarList } from '../../../../api/people';
import { UserOrderList } from '../../people/UserOrderList';
import '../../../../i18n/parts/people';

/** Car orders made for trip applications (SPEC §2 /userCenter/tripCarList). Details come with cars. */
export default function TripCarListPage() {
  return (
    <UserOrderList
      route="/userCenter/tripCarList"
      title="people.tripCar.title"
      empty="people.tripCar.empty"
      call={tripCarList}
    />
  );
}
