import { HotelSignListScreen } from '../../../hotel/search/SignListScreen';
import './index.scss';

/** /htV2/htSignList: the protocol hotels, hotel version 2 (the screen is shared by both versions). */
export default function Page() {
  return <HotelSignListScreen version={2} />;
}
