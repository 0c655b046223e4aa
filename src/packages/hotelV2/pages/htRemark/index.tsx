import { observer } from 'mobx-react-lite';
import { RemarkScreen } from '../../../hotel/need/RemarkScreen';
import './index.scss';

/** /htV2/htRemark?id= (SPEC §2 hotel version 2): add a remark to an inquiry. */
function HtRemarkPage() {
  return <RemarkScreen version={2} />;
}

export default observer(HtRemarkPage);
