import { observer } from 'mobx-react-lite';
import { MoreScreen } from '../../../hotel/detail/MoreScreen';
import { HOTEL_SCREENS } from '../../../hotel/detail/screens';
import './index.scss';

/** /htV2/htMore?hotelId= (SPEC §2 hotel version 2): the hotel's facilities, description, pictures and map. */
function HtMorePage() {
  return <MoreScreen screens={HOTEL_SCREENS[2]} />;
}

export default observer(HtMorePage);
