import { RouteScreen } from '../../orders/RouteScreen';

/** /car/driving?orderId= (SPEC §2): the order's route on a full-screen map, opened in a map app on request. */
export default function DrivingPage() {
  return <RouteScreen />;
}
