import { IntlDetailScreen } from '../../../hotel/intl/DetailScreen';
import './index.scss';

/** /htV2/htIntRoomList?hotelId=&checkIn=&checkOut= (SPEC §2 hotel version 2): an international hotel's rooms. */
export default function Page() {
  return <IntlDetailScreen version={2} />;
}
