import { CarListScreen } from '../../search/ListScreen';
import './index.scss';

/** /car/carList: the estimates per vehicle class of the query (the screen lives in car/search). */
export default function Page() {
  return <CarListScreen />;
}
