import { observer } from 'mobx-react-lite';
import { BookedScreen } from '../../booking/result/BookedScreen';
import { HOTEL_SCREENS } from '../../detail/screens';
import './index.scss';

/** /ht/htComplete?orderId= (SPEC §2 hotel version 1): booked, and what happens next. */
function Page() {
  return <BookedScreen screens={HOTEL_SCREENS[1]} />;
}

export default observer(Page);
