import { useEffect } from 'react';
import { Text } from '@tarojs/components';
import { getCurrentPages, useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { HOTEL_NEED_LIMITS } from '../../../api/contract/hotelNeed';
import { Card, TextField } from '../../../components/booking';
import { EmptyState } from '../../../components/EmptyState';
import { PageShell } from '../../../components/PageShell';
import { showToast } from '../../../hosts/ui';
import { LIMITS } from '../../../domain/limits';
import { decodeQuery, goBack, redirectTo } from '../../../router';
import { useStores } from '../../../stores';
import { useHotelNeedStore } from './useNeedStore';
import { BottomButton } from './BottomButton';
import { needRoutes, type HotelVersion } from './routes';
import { problemText } from './text';
import './need.scss';
import '../../../i18n/parts/hotelNeed';

/**
 * A remark on a need order (SPEC §2 /ht/htRemark, /htV2/htRemark with ?id=; §5 at most 200 characters; §7
 * savehtNeedNote), then back to the detail, which shows it in the conversation.
 */
export const RemarkScreen = observer(function RemarkScreen({ version }: { version: HotelVersion }) {
  const { t } = useStores().ui;
  const store = useHotelNeedStore();
  const routes = needRoutes(version);
  const needId = decodeQuery(useRouter().params).id ?? '';

  useEffect(() => {
    store.startRemark();
  }, [store, needId]);

  const send = async () => {
    try {
      if (await store.sendRemark(needId)) {
        showToast(t('hotelNeed.remark.done'), LIMITS.ui.toastMs);
        // Back to the detail below (it reads the thread again on show); opened directly, the detail replaces it.
        if (getCurrentPages().length > 1) await goBack();
        else await redirectTo(routes.detail(needId));
      }
    } catch {
      showToast(t('common.loadFailed'), LIMITS.ui.failureToastMs);
    }
  };

  return (
    <PageShell route={routes.remark} title="hotelNeed.remark.title" className="ht-need ht-need-remark">
      {needId ? (
        <>
          <Card id="need-remark" title={t('hotelNeed.remark.title')}>
            <TextField
              id="need-remark-input"
              label={t('hotelNeed.remark.label')}
              value={store.remark}
              placeholder={t('hotelNeed.remark.placeholder')}
              maxlength={HOTEL_NEED_LIMITS.remarkMax}
              required
              error={problemText(t, store.remarkProblem)}
              onChange={(v) => store.setRemark(v)}
              suffix={
                <Text className="ht-need__count" data-testid="need-remark-count">
                  {t('hotelNeed.count', { n: Array.from(store.remark).length, max: HOTEL_NEED_LIMITS.remarkMax })}
                </Text>
              }
            />
          </Card>
          <BottomButton testId="need-remark-submit" busy={store.sendingRemark} onPress={() => void send()}>
            {t('hotelNeed.remark.submit')}
          </BottomButton>
        </>
      ) : (
        <EmptyState text={t('hotelNeed.remark.noId')} />
      )}
    </PageShell>
  );
});
