import { observer } from 'mobx-react-lite';
import { InquiryScreen } from '../../need/InquiryScreen';
import './index.scss';

/** /ht/htInquiry (SPEC §2 hotel version 1): ask the travel agency to find a hotel; my earlier inquiries. */
function HtInquiryPage() {
  return <InquiryScreen version={1} />;
}

export default observer(HtInquiryPage);
