import { observer } from 'mobx-react-lite';
import { RemarkScreen } from '../../need/RemarkScreen';
import './index.scss';

/** /ht/htRemark?id= (SPEC §2 hotel version 1): add a remark to an inquiry. */
function HtRemarkPage() {
  return <RemarkScreen version={1} />;
}

export default observer(HtRemarkPage);
