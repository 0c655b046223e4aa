import { observer } from 'mobx-react-lite';
import { EditScreen } from '../../booking/EditScreen';

/** /car/carEdit?estimateKey= (SPEC §2 Car): the booking form of the vehicle class chosen on the estimate list. */
function CarEditPage() {
  return <EditScreen />;
}

export default observer(CarEditPage);
