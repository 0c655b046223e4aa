import { useState } from 'react';
import { View, Text } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { EmptyState } from '../../../../components/EmptyState';
import { PageShell } from '../../../../components/PageShell';
import { Pressable } from '../../../../components/Pressable';
import { Card } from '../../../../components/booking';
import { LIMITS } from '../../../../domain/limits';
import { formatYuan } from '../../../../domain/money';
import { showToast } from '../../../../hosts/ui';
import { decodeQuery, goBack, navigate } from '../../../../router';
import { useStores } from '../../../../stores';
import { LegForm } from '../../components/LegForm';
import {
  LEG_TABS,
  addOutcomeErrors,
  blankLegDraft,
  isLegTab,
  legFromDraft,
  legTabLabel,
  type LegDraft,
  type LegErrors,
  type LegTab,
} from '../../legs';
import { useTripDraft } from '../../store';
import '../../trip.scss';
import '../../../../i18n/parts/trip';

const ROUTE = '/tripRoute';

/**
 * Adds a route leg to the trip application being written (SPEC §2 /tripRoute, §4 trip builder): flight, train,
 * hotel or car, with cities, dates, cost and (hotels) the supplier. The builder decides: a leg equal to one already
 * listed or missing a required field is refused with the reason next to the field; an added leg raises its budget.
 * Query `type` opens a tab (flight default).
 */
function TripRoutePage() {
  const { session, ui } = useStores();
  const { t } = ui;
  const draft = useTripDraft();
  const query = decodeQuery(useRouter().params);
  const [tab, setTab] = useState<LegTab>(isLegTab(query.type) ? query.type : 'flight');
  const [forms, setForms] = useState<Record<LegTab, LegDraft>>({
    flight: blankLegDraft(),
    train: blankLegDraft(),
    hotel: blankLegDraft(),
    car: blankLegDraft(),
  });
  const [errors, setErrors] = useState<LegErrors>({});
  const [duplicate, setDuplicate] = useState(false);

  if (!draft.activeFor(session.userInfo?.empInfo.empId)) {
    return (
      <PageShell route={ROUTE} title="trip.route.title" className="trip-page">
        <EmptyState
          text={t('trip.route.noDraft')}
          actionText={t('trip.new')}
          onAction={() => void navigate('/tripAdd')}
        />
      </PageShell>
    );
  }

  const d = forms[tab];
  const patch = (p: Partial<LegDraft>) => {
    setForms({ ...forms, [tab]: { ...d, ...p } });
    setErrors({});
    setDuplicate(false);
  };

  const add = async () => {
    const typed = legFromDraft(tab, d);
    if (!typed.leg) {
      setErrors(typed.errors);
      return;
    }
    const result = draft.addLeg(tab, typed.leg);
    if (result.outcome === 'duplicate') {
      setDuplicate(true);
      return;
    }
    if (result.outcome === 'incomplete') {
      setErrors(addOutcomeErrors(tab, result));
      return;
    }
    showToast(t('trip.route.added'), LIMITS.ui.toastMs, 'success');
    await goBack();
  };

  const { params } = draft.builder;
  return (
    <PageShell route={ROUTE} title="trip.route.title" className="trip-page trip-route">
      <View className="pp-tabs trip-tabs" role="tablist" aria-label={t('trip.route.kind')}>
        {LEG_TABS.map((k) => (
          <Pressable
            key={k}
            role="tab"
            selected={k === tab}
            className={`trip-tab ${k === tab ? 'trip-tab--on' : ''}`}
            onPress={() => {
              setTab(k);
              setErrors({});
              setDuplicate(false);
            }}
            testId={`trip-route-tab-${k}`}
          >
            {t(legTabLabel(k))}
          </Pressable>
        ))}
      </View>
      <Card id="trip-route-form" title={t(legTabLabel(tab))}>
        <LegForm id={`leg-${tab}`} tab={tab} value={d} errors={errors} onChange={patch} />
        {duplicate ? (
          <View className="bk-alert" role="alert" data-testid="trip-route-duplicate">
            {t('trip.route.duplicate')}
          </View>
        ) : null}
        {tab === 'car' ? (
          <Pressable className="trip-link" onPress={() => void navigate('/tripCarAdd')} testId="trip-route-car-from">
            {t('trip.car.fromRoutes')}
          </Pressable>
        ) : null}
      </Card>
      <View className="trip-note" aria-live="polite">
        <Text>
          {t(tab === 'hotel' ? 'trip.route.raisesAccommodation' : 'trip.route.raisesTransport', {
            total: formatYuan(tab === 'hotel' ? params.zsysFen : params.jtysFen),
          })}
        </Text>
      </View>
      <View className="trip-bar">
        <Pressable className="bk-btn bk-btn--primary" onPress={() => void add()} testId="trip-route-save">
          {t('trip.route.add')}
        </Pressable>
      </View>
    </PageShell>
  );
}

export default observer(TripRoutePage);
