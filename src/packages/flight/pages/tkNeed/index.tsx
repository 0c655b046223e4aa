import { useState } from 'react';
import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { ApiError } from '../../../../api/transport';
import { PageShell } from '../../../../components/PageShell';
import { Pressable } from '../../../../components/Pressable';
import { PagedList } from '../../../../components/PagedList';
import { showToast } from '../../../../hosts/ui';
import { LIMITS } from '../../../../domain/limits';
import { chinaNow } from '../../../../domain/time';
import { navigate, redirectTo } from '../../../../router';
import { useStores } from '../../../../stores';
import { PagedListStore } from '../../../../stores/pagedList';
import type { FlightNeedItem } from '../../../../api/contract/flight';
import { useAfterSalesStore } from '../../afterSales/afterSalesStore';
import { useCityNames } from '../../afterSales/cityNames';
import { NeedFormView } from '../../afterSales/NeedFormView';
import { NeedRow } from '../../afterSales/NeedRow';
import { checkNeedForm, newNeedForm, toNeedRequest, type NeedErrors, type NeedForm } from '../../afterSales/needForm';
import { SubmitBar } from '../../afterSales/parts';
import { useVisitKey } from '../../afterSales/keys';
import './index.scss';
import '../../../../i18n/parts/afterSales';
import { clock } from '../../../../hosts/clock';

const ROUTE = '/tk/tkNeed';

type Tab = 'new' | 'mine';

/**
 * Flight demand order (SPEC §2 /tk/tkNeed, §3 flight demand order): when no suitable flight is found, the traveller
 * describes the trip and the agency books it. 'My demand orders' lists the earlier ones (flightNeedList).
 */
function TkNeedPage() {
  const { ui, session } = useStores();
  const { t } = ui;
  const now = chinaNow(clock.now());
  const today = now.format('YYYY-MM-DD');
  const [tab, setTab] = useState<Tab>('new');
  const [form, setForm] = useState<NeedForm>(() => newNeedForm(today, session.empName));
  const [errors, setErrors] = useState<NeedErrors>({});
  const [busy, setBusy] = useState(false);
  const idempotencyKey = useVisitKey();
  const cityName = useCityNames(ui.locale);
  const store = useAfterSalesStore();
  const [mine] = useState(
    () =>
      new PagedListStore<FlightNeedItem>(
        (p, c) => store.listNeeds(p, c),
        LIMITS.pageSize.list,
        (n) => n.needId,
      ),
  );

  const showTab = (next: Tab) => {
    setTab(next);
    if (next === 'mine') void mine.refresh();
  };

  const submit = async () => {
    if (busy) return;
    const found = checkNeedForm(form, now.format('YYYY-MM-DD HH:mm'));
    setErrors(found);
    if (Object.keys(found).length > 0) {
      showToast(t('afterSales.need.fix'), LIMITS.ui.toastMs);
      return;
    }
    setBusy(true);
    try {
      const answer = await store.addNeed(toNeedRequest(form), idempotencyKey);
      await redirectTo('/tk/tkNeedDetail', { query: { needId: answer.needId } });
    } catch (e) {
      // A refusal was shown by the transport; a lost answer can be retried with the same key.
      if (!(e instanceof ApiError)) showToast(t('common.loadFailed'), LIMITS.ui.failureToastMs);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageShell route={ROUTE} title="afterSales.need.title" className="as-page tk-need">
      <View className="as-tabs" role="tablist" aria-label={t('afterSales.need.title')}>
        {(['new', 'mine'] as const).map((key) => (
          <Pressable
            key={key}
            role="tab"
            selected={tab === key}
            className={`as-tab${tab === key ? ' as-tab--on' : ''}`}
            onPress={() => showTab(key)}
            testId={`need-tab-${key}`}
          >
            {t(key === 'new' ? 'afterSales.need.tabNew' : 'afterSales.need.tabMine')}
          </Pressable>
        ))}
      </View>

      {tab === 'new' ? (
        <View role="tabpanel">
          <NeedFormView
            form={form}
            onChange={(next) => {
              setForm(next);
              if (Object.keys(errors).length > 0) setErrors({});
            }}
            errors={errors}
            today={today}
          />
          <SubmitBar>
            <Pressable
              className="as-btn as-btn--primary"
              onPress={() => void submit()}
              disabled={busy}
              testId="need-submit"
            >
              {t(busy ? 'afterSales.submitting' : 'afterSales.need.submit')}
            </Pressable>
          </SubmitBar>
        </View>
      ) : (
        <View role="tabpanel" data-testid="need-list">
          <PagedList
            list={mine}
            emptyText={t('afterSales.need.empty')}
            renderItem={(need) => (
              <NeedRow
                key={need.needId}
                need={need}
                t={t}
                cityName={cityName}
                onPress={() => void navigate('/tk/tkNeedDetail', { query: { needId: need.needId } })}
              />
            )}
          />
        </View>
      )}
    </PageShell>
  );
}

export default observer(TkNeedPage);
