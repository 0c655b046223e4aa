import { HotelOrderScreen } from '../../../orders/HotelOrderScreen';
import { HOTEL_ORDER_ROUTES } from '../../../orders/routes';

/** A hotel order of either hotel version (SPEC §2 /ht/htOrder/htOrderDetail): the shared hotel order screen. */
export default function HtOrderDetailPage() {
  return <HotelOrderScreen route={HOTEL_ORDER_ROUTES.detail} />;
}
