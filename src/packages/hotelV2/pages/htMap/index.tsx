import { HotelMapScreen } from '../../../hotel/search/MapScreen';
import './index.scss';

/** /htV2/htMap: the hotels of the result on a map, hotel version 2 (the screen is shared by both versions). */
export default function Page() {
  return <HotelMapScreen version={2} />;
}
