import { observer } from 'mobx-react-lite';
import { GuaranteedScreen } from '../../booking/result/GuaranteedScreen';
import { HOTEL_SCREENS } from '../../detail/screens';
import './index.scss';

/** /ht/htOrderComplete?orderId= (SPEC §2 hotel version 1): after the guarantee, the hotel confirming. */
function Page() {
  return <GuaranteedScreen screens={HOTEL_SCREENS[1]} />;
}

export default observer(Page);
