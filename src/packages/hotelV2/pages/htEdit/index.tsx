import { observer } from 'mobx-react-lite';
import { EditScreen } from '../../../hotel/booking/EditScreen';
import { HOTEL_SCREENS } from '../../../hotel/detail/screens';
import './index.scss';

/** /htV2/htEdit?planKey= (SPEC §2 hotel version 2): the booking form of a rate plan. */
function HtEditPage() {
  return <EditScreen screens={HOTEL_SCREENS[2]} />;
}

export default observer(HtEditPage);
