import { observer } from 'mobx-react-lite';
import { MoreScreen } from '../../detail/MoreScreen';
import { HOTEL_SCREENS } from '../../detail/screens';
import './index.scss';

/** /ht/htMore?hotelId= (SPEC §2 hotel version 1): the hotel's facilities, description, pictures and map. */
function HtMorePage() {
  return <MoreScreen screens={HOTEL_SCREENS[1]} />;
}

export default observer(HtMorePage);
