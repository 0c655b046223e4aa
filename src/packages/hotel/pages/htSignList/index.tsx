import { HotelSignListScreen } from '../../../hotel/search/SignListScreen';
import './index.scss';

/** /ht/htSignList: the protocol hotels, hotel version 1 (the screen is shared by both versions). */
export default function Page() {
  return <HotelSignListScreen version={1} />;
}
