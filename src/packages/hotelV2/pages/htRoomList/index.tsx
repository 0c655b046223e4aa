import { observer } from 'mobx-react-lite';
import { DetailScreen } from '../../../hotel/detail/DetailScreen';
import { HOTEL_SCREENS } from '../../../hotel/detail/screens';
import './index.scss';

/** /htV2/htRoomList?hotelId=&checkIn=&checkOut= (SPEC §2 hotel version 2): the hotel from the one v2 detail call. */
function HtRoomListPage() {
  return <DetailScreen screens={HOTEL_SCREENS[2]} />;
}

export default observer(HtRoomListPage);
