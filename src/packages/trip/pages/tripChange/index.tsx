import { useCallback, useEffect, useRef, useState } from 'react';
import { View, Text } from '@tarojs/components';
import { useDidShow, useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import {
  CCSQD_ORDER_TYPE,
  type CcsqdChange,
  type CcsqdChangeAddRequest,
  type CcsqdDetail,
} from '../../../../api/contract/trip';
import { ccsqdChangeAdd, ccsqdChangeDel, ccsqdChangeGet, vipCcsqdInfo } from '../../../../api/trip';
import { ApiError } from '../../../../api/transport';
import { Calendar } from '../../../../components/Calendar';
import { PageShell } from '../../../../components/PageShell';
import { Pressable } from '../../../../components/Pressable';
import { Card, PickerRow, TextField } from '../../../../components/booking';
import { LIMITS } from '../../../../domain/limits';
import { fenToYuan, formatYuan, yuanToFen } from '../../../../domain/money';
import { chinaNow } from '../../../../domain/time';
import { LEG_AREAS, allLegs } from '../../../../domain/tripBuilder';
import { confirmDialog, showToast } from '../../../../hosts/ui';
import type { MessageKey } from '../../../../i18n';
import { decodeQuery, goBack, navigate, redirectTo } from '../../../../router';
import { useStores } from '../../../../stores';
import { BudgetFields, BudgetTotal } from '../../components/BudgetFields';
import { LegAddActions } from '../../components/LegAddActions';
import { LegList } from '../../components/LegList';
import { TripLoadFallback } from '../../components/TripLoadFallback';
import { BUDGET_KEYS, fromDetail, legToRoute, parseYuan, totalFen, type BudgetKey } from '../../form';
import { useTripDraft } from '../../store';
import '../../trip.scss';
import '../../../../i18n/parts/trip';
import { clock } from '../../../../hosts/clock';

const ROUTE = '/tripChange';
const PLAN_DAYS = 365;

type LoadState = 'loading' | 'ready' | 'failed' | 'missing';
type ChangeField = 'changeYy' | 'dates' | BudgetKey;

const yuan = (n: number) => formatYuan(yuanToFen(n));

/** One change order: reason, state, budget before → after, dates and legs after; a draft is sent or deleted. */
const ChangeRow = observer(function ChangeRow(props: {
  change: CcsqdChange;
  busy: boolean;
  onDelete(): void;
  onSend(): void;
}) {
  const { ui } = useStores();
  const { t } = ui;
  const c = props.change;
  return (
    <View className="trip-change" role="listitem" data-testid={`trip-change-${c.changeId}`}>
      <View className="trip-progress__head">
        <Text className="trip-leg__line">{c.changeYy}</Text>
        <Text className="bk-badge" data-testid={`trip-change-state-${c.changeId}`}>
          {t(`trip.change.state.${c.state}` as MessageKey)}
        </Text>
      </View>
      <Text className="bk-sub">{t('trip.change.budgetLine', { before: yuan(c.bgqzys), after: yuan(c.bghzys) })}</Text>
      <Text className="bk-sub">
        {t('trip.change.datesLine', {
          before: t('trip.dates', { begin: c.before.dateBegin, end: c.before.dateEnd }),
          after: t('trip.dates', { begin: c.after.dateBegin, end: c.after.dateEnd }),
        })}
      </Text>
      <Text className="bk-sub">
        {t('trip.change.routesLine', { before: c.before.routes.length, after: c.after.routes.length })} · {c.createdAt}
      </Text>
      {c.state === 'draft' ? (
        <View className="trip-actions-inline">
          <Pressable
            className="trip-link trip-link--danger"
            onPress={props.onDelete}
            disabled={props.busy}
            testId={`trip-change-delete-${c.changeId}`}
          >
            {t('trip.change.delete')}
          </Pressable>
          <Pressable
            className="trip-link"
            onPress={props.onSend}
            disabled={props.busy}
            testId={`trip-change-send-${c.changeId}`}
          >
            {t('trip.change.send')}
          </Pressable>
        </View>
      ) : null}
    </View>
  );
});

/**
 * Change orders of an approved trip application (SPEC §2 /tripChange, §3 change order): the existing changes
 * (change/get) with their state, budget before (bgqzys) and after (bghzys), a draft one sent for approval or deleted;
 * and a new change: reason (changeYy), dates, budgets after and the changed legs (booked legs stay as they are).
 */
function TripChangePage() {
  const { session, ui } = useStores();
  const { t } = ui;
  const draft = useTripDraft();
  const emp = session.userInfo?.empInfo ?? null;
  const ccsqdId = decodeQuery(useRouter().params).ccsqdId ?? '';
  const owner = emp ? `${emp.empId}|change:${ccsqdId}` : '';
  const [detail, setDetail] = useState<CcsqdDetail | null>(null);
  const [changes, setChanges] = useState<CcsqdChange[]>([]);
  const [state, setState] = useState<LoadState>(ccsqdId ? 'loading' : 'missing');
  const [changeYy, setChangeYy] = useState('');
  const [checked, setChecked] = useState(false);
  const [datesOpen, setDatesOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  const load = useCallback(async () => {
    if (!ccsqdId) return;
    try {
      const [info, list] = await Promise.all([vipCcsqdInfo({ ccsqdId }), ccsqdChangeGet({ ccsqdId })]);
      const d = info.data;
      if (!d) {
        setState((s) => (s === 'ready' ? s : 'failed'));
        return;
      }
      setDetail(d);
      setChanges(list.list ?? []);
      setState('ready');
    } catch (e) {
      const missing = e instanceof ApiError && e.kind === 'code';
      setState((s) => (s === 'ready' ? s : missing ? 'missing' : 'failed'));
    }
  }, [ccsqdId]);

  useDidShow(() => {
    void load();
  });

  // The change form starts from the request as it is now; coming back from a leg screen keeps the edits.
  useEffect(() => {
    if (detail && detail.canChange && owner && !draft.owns(owner)) {
      draft.begin(owner, 'change', detail.ccsqdId, fromDetail(detail));
    }
  }, [detail, owner, draft]);

  if (!detail) {
    return (
      <TripLoadFallback
        route={ROUTE}
        title="trip.change.title"
        loading={state === 'loading'}
        text={state === 'missing' ? 'trip.detail.missing' : 'common.loadFailed'}
        onRetry={state === 'failed' ? () => void load() : undefined}
      />
    );
  }

  const d = detail;
  const editing = d.canChange && draft.owns(owner);
  const { form, builder } = draft;
  const errors: Partial<Record<ChangeField, MessageKey>> = {};
  if (checked && editing) {
    if (!changeYy.trim()) errors.changeYy = 'trip.change.error.reason';
    if (form.dateBegin && form.dateEnd && form.dateEnd < form.dateBegin) errors.dates = 'trip.error.endBeforeStart';
    for (const key of BUDGET_KEYS) if (parseYuan(form.budgetText[key]) === null) errors[key] = 'trip.error.budget';
  }
  const err = (k: ChangeField) => (errors[k] ? t(errors[k]) : undefined);
  const today = chinaNow(clock.now()).format('YYYY-MM-DD');

  const guarded = async (call: () => Promise<void>) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    try {
      await call();
    } catch (e) {
      if (!(e instanceof ApiError)) showToast(t('common.loadFailed'), LIMITS.ui.failureToastMs);
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  const removeChange = async (c: CcsqdChange) => {
    const sure = await confirmDialog({
      title: t('trip.change.delete'),
      content: t('trip.change.delete.confirm'),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (!sure) return;
    await guarded(async () => {
      await ccsqdChangeDel({ changeId: c.changeId });
      showToast(t('trip.deleted'), LIMITS.ui.toastMs, 'success');
      await load();
    });
  };

  const sendChange = (c: CcsqdChange) =>
    void navigate('/approval/Send', { query: { orderId: c.changeId, orderType: String(CCSQD_ORDER_TYPE) } });

  const submit = () =>
    guarded(async () => {
      setChecked(true);
      const bad =
        !changeYy.trim() ||
        (form.dateBegin && form.dateEnd && form.dateEnd < form.dateBegin) ||
        BUDGET_KEYS.some((k) => parseYuan(form.budgetText[k]) === null);
      if (bad) {
        showToast(t('trip.fix'), LIMITS.ui.toastMs);
        return;
      }
      const req: CcsqdChangeAddRequest = {
        ccsqdId: d.ccsqdId,
        changeYy: changeYy.trim(),
        dateBegin: form.dateBegin,
        dateEnd: form.dateEnd,
        jtys: fenToYuan(builder.params.jtysFen),
        zsys: fenToYuan(builder.params.zsysFen),
        qtys: fenToYuan(builder.params.qtysFen),
        // Booked legs are kept by the server as they are; the open ones are replaced by this list.
        routeList: allLegs(builder)
          .filter((l) => l.routeStatus !== 3)
          .map((l) => legToRoute(l, true)),
      };
      const answer = await ccsqdChangeAdd(req);
      const data = answer.data;
      draft.reset();
      setChangeYy('');
      setChecked(false);
      if (data?.nextStep === 'approval') {
        await redirectTo('/approval/Send', {
          query: { orderId: data.approvalOrderId || data.changeId, orderType: String(CCSQD_ORDER_TYPE) },
        });
      } else {
        showToast(t('trip.change.applied'), LIMITS.ui.toastMs, 'success');
        await goBack();
      }
    });

  return (
    <PageShell route={ROUTE} title="trip.change.title" className="trip-page trip-change-page">
      <View className="trip-head">
        <Text className="trip-head__no">
          {t('trip.no')} {d.ccsqdNo} · {d.ccsy}
        </Text>
        <Text className="trip-head__no">
          {t('trip.dates', { begin: d.dateBegin, end: d.dateEnd })} · {t('trip.budget.total')} {yuan(d.zys)}
        </Text>
      </View>

      <Card id="trip-changes" title={t('trip.change.list')}>
        {changes.length === 0 ? (
          <Text className="bk-sub" data-testid="trip-changes-empty">
            {t('trip.change.none')}
          </Text>
        ) : (
          <View role="list">
            {changes.map((c) => (
              <ChangeRow
                key={c.changeId}
                change={c}
                busy={busy}
                onDelete={() => void removeChange(c)}
                onSend={() => sendChange(c)}
              />
            ))}
          </View>
        )}
      </Card>

      {editing ? (
        <>
          <Card id="trip-change-new" title={t('trip.change.new')}>
            <TextField
              id="trip-change-reason"
              label={t('trip.change.reason')}
              placeholder={t('trip.change.reason.placeholder')}
              value={changeYy}
              maxlength={LIMITS.input.remarkMax}
              required
              error={err('changeYy')}
              onChange={setChangeYy}
            />
            <PickerRow
              id="trip-change-dates"
              label={t('trip.travelDates')}
              value={form.dateBegin ? t('trip.dates', { begin: form.dateBegin, end: form.dateEnd || '…' }) : ''}
              placeholder={t('trip.travelDates.placeholder')}
              error={err('dates')}
              onClick={() => setDatesOpen(true)}
            />
            <BudgetFields
              idPrefix="trip-change"
              budgetText={form.budgetText}
              error={err}
              onChange={(key, text) => draft.setBudgetText(key, text)}
            />
            <BudgetTotal label={t('trip.change.before')} amount={yuan(d.zys)} testId="trip-change-bgqzys" />
            <BudgetTotal
              label={t('trip.change.after')}
              amount={formatYuan(totalFen(builder.params))}
              testId="trip-change-bghzys"
            />
          </Card>
          <Card id="trip-change-routes" title={t('trip.change.routes')} action={<LegAddActions />}>
            <LegList
              builder={builder}
              onRemove={(area, index) => draft.removeLeg(area, index)}
              // Booked legs stay on a change: clearing drops the open legs only.
              onClear={(area) => {
                if (area !== 'params' && area !== 'travelerList') draft.clearOpen([area]);
              }}
              onClearAll={() => draft.clearOpen(LEG_AREAS)}
            />
          </Card>
          <View className="trip-bar">
            <Pressable
              className="bk-btn bk-btn--primary"
              onPress={() => void submit()}
              disabled={busy}
              testId="trip-change-submit"
            >
              {t(busy ? 'trip.saving' : 'trip.change.submit')}
            </Pressable>
          </View>
          <Calendar
            open={datesOpen}
            title={t('trip.travelDates')}
            mode="range"
            start={form.dateBegin || today}
            end={form.dateEnd || undefined}
            min={today}
            max={chinaNow(clock.now()).add(PLAN_DAYS, 'day').format('YYYY-MM-DD')}
            startLabel={t('trip.dateBegin')}
            endLabel={t('trip.dateEnd')}
            onConfirm={(begin, end) => {
              draft.setForm({ dateBegin: begin, dateEnd: end || begin });
              setDatesOpen(false);
            }}
            onClose={() => setDatesOpen(false)}
          />
        </>
      ) : (
        <View className="trip-note" data-testid="trip-change-closed">
          <Text>{t(d.status === 2 ? 'trip.change.busy' : 'trip.change.notApproved')}</Text>
        </View>
      )}
    </PageShell>
  );
}

export default observer(TripChangePage);
