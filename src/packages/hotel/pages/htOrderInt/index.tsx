import { IntlOrderScreen } from '../../intl/OrderScreen';
import './index.scss';

/** /ht/htOrderInt?planKey= (SPEC §2): the international hotel booking form (both hotel versions book here). */
export default function Page() {
  return <IntlOrderScreen />;
}
