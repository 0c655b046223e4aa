import { observer } from 'mobx-react-lite';
import { BookedScreen } from '../../../hotel/booking/result/BookedScreen';
import { HOTEL_SCREENS } from '../../../hotel/detail/screens';
import './index.scss';

/** /htV2/htCmp?orderId= (SPEC §2 hotel version 2): booked, and what happens next. */
function Page() {
  return <BookedScreen screens={HOTEL_SCREENS[2]} />;
}

export default observer(Page);
