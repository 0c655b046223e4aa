import { useState } from 'react';
import { View, Text } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { FlightNeedItem } from '../../../../api/contract/flight';
import { ApiError } from '../../../../api/transport';
import { PageShell } from '../../../../components/PageShell';
import { Pressable } from '../../../../components/Pressable';
import { InfoBlock, formatAmount } from '../../../../components/order';
import { showToast } from '../../../../hosts/ui';
import { LIMITS } from '../../../../domain/limits';
import { chinaNow } from '../../../../domain/time';
import { decodeQuery } from '../../../../router';
import { useStores } from '../../../../stores';
import { RecordGate, useRecord } from '../../../../components/RecordLoader';
import { useAfterSalesStore } from '../../afterSales/afterSalesStore';
import { useCityNames } from '../../afterSales/cityNames';
import { NeedFormView } from '../../afterSales/NeedFormView';
import { NeedStatus } from '../../afterSales/NeedRow';
import { checkNeedForm, formFromNeed, toNeedRequest, type NeedErrors, type NeedForm } from '../../afterSales/needForm';
import { Section, SubmitBar } from '../../afterSales/parts';
import { useCancel } from '../../afterSales/useCancel';
import './index.scss';
import '../../../../i18n/parts/afterSales';
import { clock } from '../../../../hosts/clock';

const ROUTE = '/tk/tkNeedDetail';

/** A demand order (SPEC §2 /tk/tkNeedDetail): what was asked, its status; update or cancel while pending. */
function TkNeedDetailPage() {
  const { ui } = useStores();
  const { t } = ui;
  const needId = decodeQuery(useRouter().params).needId ?? '';
  const store = useAfterSalesStore();
  const {
    data: need,
    state,
    reload,
  } = useRecord(needId ? () => store.loadNeed(needId) : null, [needId, store], {
    refreshOnShow: true,
  });
  const cityName = useCityNames(ui.locale);
  const [editing, setEditing] = useState<NeedForm | null>(null);
  const [errors, setErrors] = useState<NeedErrors>({});
  const [saving, setSaving] = useState(false);
  const cancel = useCancel(
    (key) => store.cancelNeed(needId, key),
    {
      title: 'afterSales.need.cancelTitle',
      content: 'afterSales.need.cancelConfirm',
      done: 'afterSales.need.cancelled',
    },
    () => void reload(),
  );

  if (!need) {
    return (
      <PageShell route={ROUTE} title="afterSales.need.detailTitle" className="as-page">
        <RecordGate state={state} onRetry={() => void reload()} notFoundText="afterSales.needMissing" />
      </PageShell>
    );
  }

  const now = chinaNow(clock.now());
  const pending = need.status === 'pending';

  const save = async (form: NeedForm) => {
    if (saving) return;
    const found = checkNeedForm(form, now.format('YYYY-MM-DD HH:mm'));
    setErrors(found);
    if (Object.keys(found).length > 0) {
      showToast(t('afterSales.need.fix'), LIMITS.ui.toastMs);
      return;
    }
    setSaving(true);
    try {
      await store.updateNeed({ needId: need.needId, ...toNeedRequest(form) });
      setEditing(null);
      showToast(t('afterSales.need.saved'), LIMITS.ui.toastMs, 'success');
      await reload();
    } catch (e) {
      if (!(e instanceof ApiError)) showToast(t('common.loadFailed'), LIMITS.ui.failureToastMs);
    } finally {
      setSaving(false);
    }
  };

  if (editing) {
    return (
      <PageShell route={ROUTE} title="afterSales.need.editTitle" className="as-page tk-need-detail">
        <NeedFormView
          form={editing}
          onChange={(next) => {
            setEditing(next);
            setErrors({});
          }}
          errors={errors}
          today={now.format('YYYY-MM-DD')}
        />
        <SubmitBar>
          <Pressable className="as-btn" onPress={() => setEditing(null)} testId="need-edit-cancel">
            {t('common.cancel')}
          </Pressable>
          <Pressable
            className="as-btn as-btn--primary"
            onPress={() => void save(editing)}
            disabled={saving}
            testId="need-save"
          >
            {t(saving ? 'afterSales.submitting' : 'afterSales.need.save')}
          </Pressable>
        </SubmitBar>
      </PageShell>
    );
  }

  return (
    <PageShell route={ROUTE} title="afterSales.need.detailTitle" className="as-page tk-need-detail">
      <View className="as-head" data-testid="need-head">
        <View className="as-head__row">
          <Text className="as-head__title">{t(`afterSales.need.voyage.${need.voyageType}`)}</Text>
          <NeedStatus status={need.status} t={t} />
        </View>
        <Text className="as-head__meta">
          {t('afterSales.need.no')} {need.needNo}
        </Text>
        <Text className="as-head__meta">
          {t('afterSales.appliedAt')} {need.createdAt}
        </Text>
      </View>

      <Section id="need-legs" title={t('afterSales.need.trip')}>
        <View role="list">
          {need.tkNeedRanges.map((r, i) => (
            <View key={i} className="as-item" role="listitem" data-testid="need-leg">
              <Text className="as-item__name">
                {cityName(r.depCity)} → {cityName(r.arrCity)}
              </Text>
              <Text className="as-sub">
                {r.depDate}
                {r.timeFrom && r.timeTo ? ` ${r.timeFrom}-${r.timeTo}` : ` ${t('afterSales.need.window.any')}`}
              </Text>
            </View>
          ))}
        </View>
      </Section>

      <DetailRows need={need} />

      <View className="as-buttons">
        {pending ? (
          <Pressable
            className="as-btn as-btn--primary as-btn--block"
            onPress={() => {
              setErrors({});
              setEditing(formFromNeed(need, cityName));
            }}
            testId="need-edit"
          >
            {t('afterSales.need.edit')}
          </Pressable>
        ) : null}
        {pending ? (
          <Pressable
            className="as-btn as-btn--danger as-btn--block"
            onPress={() => void cancel.run()}
            disabled={cancel.busy}
            testId="need-cancel"
          >
            {t('afterSales.need.cancel')}
          </Pressable>
        ) : null}
      </View>
    </PageShell>
  );
}

const DetailRows = observer(function DetailRows({ need }: { need: FlightNeedItem }) {
  const { ui } = useStores();
  const { t } = ui;
  return (
    <>
      <InfoBlock
        id="need-wish-info"
        title={t('afterSales.need.wish')}
        rows={[
          {
            label: t('afterSales.need.passengers'),
            value: t('afterSales.need.people', {
              adults: need.adultNum,
              children: need.childNum,
              infants: need.babyNum,
            }),
          },
          { label: t('afterSales.need.cabin'), value: t(`afterSales.cabin.${need.cabin}`) },
          {
            label: t('afterSales.need.budget'),
            value: `${formatAmount(need.expectBudget)} ${t('afterSales.need.perAdult')}`,
          },
          { label: t('afterSales.need.deadline'), value: need.expectDeadline },
          {
            label: t('afterSales.need.onlyDirect'),
            value: t(need.onlyDirect === 1 ? 'afterSales.yes' : 'afterSales.no'),
          },
        ]}
      />
      <InfoBlock
        id="need-contact-info"
        title={t('afterSales.need.contact')}
        rows={[
          { label: t('afterSales.need.linkman'), value: need.linkman },
          { label: t('afterSales.need.linkTel'), value: need.linkTel },
          { label: t('afterSales.need.remark'), value: need.remark ?? '' },
        ]}
      />
    </>
  );
});

export default observer(TkNeedDetailPage);
