import { IntlPolicyScreen } from '../../intl/PolicyScreen';
import './index.scss';

/** /ht/htIntPolicy?hotelId= (SPEC §2): an international hotel's policies (both hotel versions link here). */
export default function Page() {
  return <IntlPolicyScreen />;
}
