import { ConditionsScreen } from '../../intl/ConditionsScreen';
import './index.scss';

/** /ht/htIntEdit: the international room conditions (rooms, adults, children's ages, nationality). */
export default function Page() {
  return <ConditionsScreen />;
}
