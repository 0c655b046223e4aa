import { useRef } from 'react';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { ApiError } from '../../../api/transport';
import type { HotelNeedQuote } from '../../../api/contract/hotelNeed';
import { RecordScreen, useRecord } from '../../../components/RecordLoader';
import { decodeQuery, navigate } from '../../../router';
import { useStores } from '../../../stores';
import { useHotelNeedStore } from './useNeedStore';
import { BottomButton } from './BottomButton';
import { NoteThread, RequestCard, StatusHead } from './NeedSections';
import { NEED_POLL, acceptsRemarks, isWaiting } from './needStore';
import { needRoutes, type HotelVersion } from './routes';
import './need.scss';
import '../../../i18n/parts/hotelNeed';

const refused = (e: unknown): boolean => e instanceof ApiError && e.kind === 'code';

/**
 * A hotel need order (SPEC §2 /ht/htInquiryDetail/:id, /htV2/htInquiryDetail/:id; §7 getHtNeedOrderDetail,
 * findHtNeedNote): its status, the conversation with the agency — read again every few seconds while the agency
 * works — a quoted hotel that opens the version's hotel detail for the stay, what was asked, and a remark.
 */
export const DetailScreen = observer(function DetailScreen({ version }: { version: HotelVersion }) {
  const { t } = useStores().ui;
  const store = useHotelNeedStore();
  const routes = needRoutes(version);
  const needId = decodeQuery(useRouter().params).id ?? '';
  // The first read shows the loading indicator; the polls that follow do not.
  const reads = useRef(0);
  const record = useRecord(needId ? () => store.load(needId, reads.current++ > 0) : null, [needId, store], {
    refreshOnShow: true,
    pollMs: NEED_POLL.intervalMs,
    pollForMs: NEED_POLL.forMs,
    until: (r) => !isWaiting(r.need.status),
    notFound: refused,
  });
  const openHotel = (quote: HotelNeedQuote) => {
    const target = routes.hotel(quote);
    void navigate(target.url, { query: target.query });
  };

  return (
    <RecordScreen
      route={routes.detailRoute}
      title="hotelNeed.detail.title"
      className="ht-need ht-need-detail"
      record={record}
      notFoundText="hotelNeed.detail.notFound"
    >
      {({ need, thread }) => (
        <>
          <StatusHead need={need} />
          <NoteThread notes={thread.notes} onOpenHotel={openHotel} />
          <RequestCard need={need} />
          {acceptsRemarks(need.status) ? (
            <BottomButton
              testId="need-add-remark"
              onPress={() => void navigate(routes.remark, { query: { id: need.needId } })}
            >
              {t('hotelNeed.addRemark')}
            </BottomButton>
          ) : null}
        </>
      )}
    </RecordScreen>
  );
});
