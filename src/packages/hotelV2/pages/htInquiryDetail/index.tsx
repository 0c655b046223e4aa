import { observer } from 'mobx-react-lite';
import { DetailScreen } from '../../../hotel/need/DetailScreen';
import './index.scss';

/** /htV2/htInquiryDetail/:id (SPEC §2 hotel version 2): an inquiry's status, conversation and request. */
function HtInquiryDetailPage() {
  return <DetailScreen version={2} />;
}

export default observer(HtInquiryDetailPage);
