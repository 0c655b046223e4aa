import { TrainOrderScreen } from '../../orders/TrainOrderScreen';

/** A connection order, transferFlag 1 (SPEC §2 /tr/trSferOrderDetail): two legs, read through trainSferOrderDetail. */
export default function TrSferOrderDetailPage() {
  return <TrainOrderScreen route="/tr/trSferOrderDetail" title="trainBooking.order.transferTitle" transfer />;
}
