import { useState } from 'react';
import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { EmptyState } from '../../../../components/EmptyState';
import { PageShell } from '../../../../components/PageShell';
import { Pressable } from '../../../../components/Pressable';
import { Card, CheckRow, TextField } from '../../../../components/booking';
import { LIMITS } from '../../../../domain/limits';
import { formatYuan } from '../../../../domain/money';
import { showToast } from '../../../../hosts/ui';
import type { MessageKey } from '../../../../i18n';
import { goBack, navigate } from '../../../../router';
import { useStores } from '../../../../stores';
import { LegForm } from '../../components/LegForm';
import { legLine } from '../../components/LegList';
import { parseYuan } from '../../form';
import {
  addOutcomeErrors,
  blankLegDraft,
  carLegsFromRoutes,
  carSourceLegs,
  legFromDraft,
  legTabLabel,
  type LegDraft,
  type LegErrors,
} from '../../legs';
import { useTripDraft } from '../../store';
import '../../trip.scss';
import '../../../../i18n/parts/trip';

const ROUTE = '/tripCarAdd';

/**
 * Car legs of the trip application being written (SPEC §2 /tripCarAdd, §4 trip builder): one car leg with its start
 * date, end date and cost (appended only if it differs from the listed car legs; the transport budget rises by the
 * cost), or cars for chosen legs of the application's route list, all appended with one shared cost.
 */
function TripCarAddPage() {
  const { session, ui } = useStores();
  const { t } = ui;
  const draft = useTripDraft();
  const [single, setSingle] = useState<LegDraft>(blankLegDraft);
  const [errors, setErrors] = useState<LegErrors>({});
  const [duplicate, setDuplicate] = useState(false);
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [sharedText, setSharedText] = useState('');
  const [sharedError, setSharedError] = useState<MessageKey | null>(null);

  if (!draft.activeFor(session.userInfo?.empInfo.empId)) {
    return (
      <PageShell route={ROUTE} title="trip.car.title" className="trip-page">
        <EmptyState
          text={t('trip.route.noDraft')}
          actionText={t('trip.new')}
          onAction={() => void navigate('/tripAdd')}
        />
      </PageShell>
    );
  }

  const sources = carSourceLegs(draft.builder);
  const keyOf = (s: { area: string; index: number }) => `${s.area}-${s.index}`;

  const addSingle = async () => {
    const typed = legFromDraft('car', single);
    if (!typed.leg) {
      setErrors(typed.errors);
      return;
    }
    const result = draft.addLeg('car', typed.leg);
    if (result.outcome === 'duplicate') {
      setDuplicate(true);
      return;
    }
    if (result.outcome === 'incomplete') {
      setErrors(addOutcomeErrors('car', result));
      return;
    }
    showToast(t('trip.route.added'), LIMITS.ui.toastMs, 'success');
    await goBack();
  };

  const addFromRoutes = async () => {
    const picked = sources.filter((s) => chosen.includes(keyOf(s))).map((s) => s.leg);
    const cost = parseYuan(sharedText);
    if (picked.length === 0) {
      setSharedError('trip.car.chooseRoutes');
      return;
    }
    if (cost === null || cost === 0) {
      setSharedError('trip.leg.error.carCost');
      return;
    }
    const result = draft.addCarLegsFromRoute(carLegsFromRoutes(picked), cost);
    if (result.outcome !== 'added') {
      setSharedError('trip.leg.error.carCost');
      return;
    }
    showToast(t('trip.car.addedMany', { count: picked.length }), LIMITS.ui.toastMs, 'success');
    await goBack();
  };

  return (
    <PageShell route={ROUTE} title="trip.car.title" className="trip-page trip-car">
      <Card id="trip-car-single" title={t('trip.car.single')}>
        <LegForm
          id="leg-car"
          tab="car"
          value={single}
          errors={errors}
          onChange={(p) => {
            setSingle({ ...single, ...p });
            setErrors({});
            setDuplicate(false);
          }}
        />
        {duplicate ? (
          <View className="bk-alert" role="alert" data-testid="trip-car-duplicate">
            {t('trip.route.duplicate')}
          </View>
        ) : null}
        <Pressable className="bk-btn bk-btn--primary" onPress={() => void addSingle()} testId="trip-car-save">
          {t('trip.car.addOne')}
        </Pressable>
      </Card>

      <Card id="trip-car-routes" title={t('trip.car.fromRoutes')}>
        {sources.length === 0 ? (
          <Text className="bk-sub" data-testid="trip-car-no-routes">
            {t('trip.car.noRoutes')}
          </Text>
        ) : (
          <>
            <Text className="bk-sub">{t('trip.car.fromRoutes.hint')}</Text>
            {sources.map((s) => {
              const key = keyOf(s);
              const on = chosen.includes(key);
              return (
                <CheckRow
                  key={key}
                  id={`trip-car-source-${key}`}
                  label={`${t(legTabLabel(s.area))} · ${legLine(s.leg, t)}`}
                  checked={on}
                  onToggle={() => {
                    setChosen(on ? chosen.filter((k) => k !== key) : [...chosen, key]);
                    setSharedError(null);
                  }}
                />
              );
            })}
            <TextField
              id="trip-car-shared"
              label={t('trip.car.sharedCost')}
              placeholder={t('trip.leg.cost.required')}
              type="digit"
              maxlength={12}
              value={sharedText}
              required
              error={sharedError ? t(sharedError) : undefined}
              onChange={(text) => {
                setSharedText(text);
                setSharedError(null);
              }}
            />
            <Pressable className="bk-btn" onPress={() => void addFromRoutes()} testId="trip-car-from-save">
              {t('trip.car.addMany', { count: chosen.length })}
            </Pressable>
          </>
        )}
      </Card>
      <View className="trip-note" aria-live="polite">
        <Text>{t('trip.route.raisesTransport', { total: formatYuan(draft.builder.params.jtysFen) })}</Text>
      </View>
    </PageShell>
  );
}

export default observer(TripCarAddPage);
