import { HotelQueryScreen } from '../../../hotel/search/QueryScreen';
import './index.scss';

/** /htV2/htQuery: the hotel search form, hotel version 2 (the screen is shared by both versions). */
export default function Page() {
  return <HotelQueryScreen version={2} />;
}
