import { OrderScreen } from '../../orders/OrderScreen';

/** /car/carOrderDetail?orderId= (SPEC §2): a car order of any service on the shared order-detail shell. */
export default function CarOrderDetailPage() {
  return <OrderScreen />;
}
