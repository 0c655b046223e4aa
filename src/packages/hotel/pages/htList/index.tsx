import { HotelListScreen } from '../../../hotel/search/ListScreen';
import './index.scss';

/** /ht/htList: the hotel list (state kept), hotel version 1 (the screen is shared by both versions). */
export default function Page() {
  return <HotelListScreen version={1} />;
}
