import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { PageShell } from '../../../components/PageShell';
import { ListTabs } from '../../../components/ListScreen';
import { clock } from '../../../hosts/clock';
import { showToast } from '../../../hosts/ui';
import { LIMITS } from '../../../domain/limits';
import { decodeQuery, redirectTo } from '../../../router';
import { useStores } from '../../../stores';
import { useHotelNeedStore } from './useNeedStore';
import { BottomButton } from './BottomButton';
import { GuestsCard } from './GuestsCard';
import { MyNeeds } from './MyNeeds';
import { needRoutes, type HotelVersion } from './routes';
import { StayCard } from './StayCard';
import { ContactCard, WishCard } from './WishCard';
import './need.scss';
import '../../../i18n/parts/hotelNeed';

type Tab = 'new' | 'mine';

/**
 * The hotel inquiry (SPEC §2 /ht/htInquiry, /htV2/htInquiry; §7 saveNeedOrder, hotelNeedOrderList): the request
 * form — city, stay, rooms and guests, budget, stars, area, requirements, contact — sent under one idempotency key,
 * then the new need's detail; "my inquiries" lists the earlier ones. Both versions render this screen. A search
 * may open it with ?cityId=&cityName=&checkIn=&checkOut= to start from its city and stay.
 */
export const InquiryScreen = observer(function InquiryScreen({ version }: { version: HotelVersion }) {
  const { ui, session } = useStores();
  const { t } = ui;
  const store = useHotelNeedStore();
  const routes = needRoutes(version);
  const [tab, setTab] = useState<Tab>('new');
  const now = clock.now();

  // A fresh form (and key) per visit; the booker's name joins it once the session knows it.
  const query = decodeQuery(useRouter().params);
  useEffect(() => {
    store.start('');
    store.prefill(query);
  }, [store]); // eslint-disable-line react-hooks/exhaustive-deps -- the query of the visit, read once
  useEffect(() => {
    store.fillName(session.empName);
  }, [store, session.empName]);

  const submit = async () => {
    try {
      const needId = await store.submit();
      if (needId) await redirectTo(routes.detail(needId));
      else if (store.hasProblems) showToast(t('hotelNeed.fix'), LIMITS.ui.toastMs);
    } catch {
      // The answer was lost: the same key is sent again on the next tap.
      showToast(t('common.loadFailed'), LIMITS.ui.failureToastMs);
    }
  };

  return (
    <PageShell route={routes.inquiry} title="hotelNeed.title" className="ht-need">
      <View className="ht-need__tabs">
        <ListTabs<Tab>
          tabs={[
            { key: 'new', label: t('hotelNeed.tab.new') },
            { key: 'mine', label: t('hotelNeed.tab.mine') },
          ]}
          value={tab}
          onChange={setTab}
        />
      </View>
      {tab === 'new' ? (
        <View role="tabpanel" data-testid="need-form">
          <Text className="ht-need__intro">{t('hotelNeed.intro')}</Text>
          <StayCard store={store} now={now} />
          <GuestsCard store={store} />
          <WishCard store={store} />
          <ContactCard store={store} />
          <BottomButton testId="need-submit" busy={store.submitting} onPress={() => void submit()}>
            {t(store.submitting ? 'hotelNeed.submitting' : 'hotelNeed.submit')}
          </BottomButton>
        </View>
      ) : (
        <View role="tabpanel">
          <MyNeeds store={store} routes={routes} />
        </View>
      )}
    </PageShell>
  );
});
