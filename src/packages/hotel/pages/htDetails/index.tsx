import { observer } from 'mobx-react-lite';
import { DetailScreen } from '../../detail/DetailScreen';
import { HOTEL_SCREENS } from '../../detail/screens';
import './index.scss';

/**
 * /ht/htDetails?hotelId=&checkIn=&checkOut= (SPEC §2 hotel version 1): the same screen as version 2, fed by hotelInfo,
 * imgInfo, roomInfo and, per opened room, pricePlanList.
 */
function HtDetailsPage() {
  return <DetailScreen screens={HOTEL_SCREENS[1]} />;
}

export default observer(HtDetailsPage);
