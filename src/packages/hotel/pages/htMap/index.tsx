import { HotelMapScreen } from '../../../hotel/search/MapScreen';
import './index.scss';

/** /ht/htMap: the hotels of the result on a map, hotel version 1 (the screen is shared by both versions). */
export default function Page() {
  return <HotelMapScreen version={1} />;
}
