import { observer } from 'mobx-react-lite';
import { CmpScreen } from '../../booking/result/CmpScreen';

/** /car/carCmp?orderId= (SPEC §2 Car): booked, and what happens next. */
function CarCmpPage() {
  return <CmpScreen />;
}

export default observer(CarCmpPage);
