import { observer } from 'mobx-react-lite';
import { DetailScreen } from '../../need/DetailScreen';
import './index.scss';

/** /ht/htInquiryDetail/:id (SPEC §2 hotel version 1): an inquiry's status, conversation and request. */
function HtInquiryDetailPage() {
  return <DetailScreen version={1} />;
}

export default observer(HtInquiryDetailPage);
