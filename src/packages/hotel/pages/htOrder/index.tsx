import { observer } from 'mobx-react-lite';
import { EditScreen } from '../../booking/EditScreen';
import { HOTEL_SCREENS } from '../../detail/screens';
import './index.scss';

/** /ht/htOrder?planKey= (SPEC §2 hotel version 1): the booking form of a rate plan (version 1 calls). */
function HtOrderPage() {
  return <EditScreen screens={HOTEL_SCREENS[1]} />;
}

export default observer(HtOrderPage);
