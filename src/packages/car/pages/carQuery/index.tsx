import { CarQueryScreen } from '../../search/QueryScreen';
import './index.scss';

/** /car/carQuery: the car query hub (services, places, time, flight; the screen lives in car/search). */
export default function Page() {
  return <CarQueryScreen />;
}
