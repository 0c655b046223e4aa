import { TrainOrderScreen } from '../../orders/TrainOrderScreen';

/** A train order (SPEC §2 /tr/OrderDetail): the shared train order screen read through trOrderDetail. */
export default function OrderDetailPage() {
  return <TrainOrderScreen route="/tr/OrderDetail" title="trainBooking.order.title" transfer={false} />;
}
