import { HotelListScreen } from '../../../hotel/search/ListScreen';
import './index.scss';

/** /htV2/htList: the hotel list (state kept), hotel version 2 (the screen is shared by both versions). */
export default function Page() {
  return <HotelListScreen version={2} />;
}
