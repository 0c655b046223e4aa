import { IntlDetailScreen } from '../../intl/DetailScreen';
import './index.scss';

/** /ht/htDetailsInt?hotelId=&checkIn=&checkOut= (SPEC §2 hotel version 1): an international hotel's rooms. */
export default function Page() {
  return <IntlDetailScreen version={1} />;
}
