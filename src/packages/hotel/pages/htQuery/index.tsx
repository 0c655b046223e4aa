import { HotelQueryScreen } from '../../../hotel/search/QueryScreen';
import './index.scss';

/** /ht/htQuery: the hotel search form, hotel version 1 (the screen is shared by both versions). */
export default function Page() {
  return <HotelQueryScreen version={1} />;
}
