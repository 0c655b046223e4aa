import { observer } from 'mobx-react-lite';
import { InquiryScreen } from '../../../hotel/need/InquiryScreen';
import './index.scss';

/** /htV2/htInquiry (SPEC §2 hotel version 2): ask the travel agency to find a hotel; my earlier inquiries. */
function HtInquiryPage() {
  return <InquiryScreen version={2} />;
}

export default observer(HtInquiryPage);
