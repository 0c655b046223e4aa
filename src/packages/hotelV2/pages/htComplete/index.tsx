import { observer } from 'mobx-react-lite';
import { GuaranteedScreen } from '../../../hotel/booking/result/GuaranteedScreen';
import { HOTEL_SCREENS } from '../../../hotel/detail/screens';
import './index.scss';

/** /htV2/htComplete?orderId= (SPEC §2 hotel version 2): after the guarantee, the hotel confirming. */
function Page() {
  return <GuaranteedScreen screens={HOTEL_SCREENS[2]} />;
}

export default observer(Page);
