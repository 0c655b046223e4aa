import { useCallback, useState } from 'react';
import { View, Text, Image } from '@tarojs/components';
import { stopPullDownRefresh, useDidShow, usePullDownRefresh, useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { OrderApproveData } from '../../../../api/contract/approval';
import { CCSQD_ORDER_TYPE, type CcsqdDetail, type CcsqdStatus, type TripRoute } from '../../../../api/contract/trip';
import { cancelApp, orderApproveList } from '../../../../api/approval';
import { vipCcsqdAdd, vipCcsqdDel, vipCcsqdInfo } from '../../../../api/trip';
import { ApiError } from '../../../../api/transport';
import { PageShell } from '../../../../components/PageShell';
import { Pressable } from '../../../../components/Pressable';
import { InfoBlock } from '../../../../components/order';
import { LIMITS } from '../../../../domain/limits';
import { formatYuan, yuanToFen } from '../../../../domain/money';
import { confirmDialog, showToast } from '../../../../hosts/ui';
import { WecomShareButton } from '../../../../hosts/sdk/ShareButton';
import type { MessageKey } from '../../../../i18n';
import { decodeQuery, goBack, navigate } from '../../../../router';
import { useStores } from '../../../../stores';
import { orderOpenTarget } from '../../../../pages/allorder/open';
import { hotelQueryRoute } from '../../../../domain/orderRouting';
import { ApprovalProgress } from '../../components/ApprovalProgress';
import { TripLoadFallback } from '../../components/TripLoadFallback';
import { checkTripForm, firstError, fromDetail, toAddRequest } from '../../form';
import { ROUTE_ORDER_TYPE, legTabLabel } from '../../legs';
import { useTripReference } from '../../reference';
import { attachmentSrc } from '../../upload';
import '../../trip.scss';
import '../../../../components/booking/kit.scss';
import '../../../../i18n/parts/trip';
import '../../../../i18n/parts/wecom';

const ROUTE = '/tripDetail';

type LoadState = 'loading' | 'ready' | 'failed' | 'missing';

/** Label of a request status (SPEC §4 trip application). */
function statusLabel(status: CcsqdStatus): MessageKey {
  return `trip.status.${status}` as MessageKey;
}

const yuan = (n: number) => formatYuan(yuanToFen(n));

/** The order id the approval is about: a change order in approval, else the request itself. */
function approvalSubjectId(d: CcsqdDetail): string {
  return d.changes.find((c) => c.state === 'inApproval')?.changeId ?? d.ccsqdId;
}

/** One route leg with its state: booked legs link to their order, open flight legs of an approved request book. */
const RouteRow = observer(function RouteRow({
  route,
  ccsqdId,
  bookable,
}: {
  route: TripRoute;
  ccsqdId: string;
  bookable: boolean;
}) {
  const { ui, session } = useStores();
  const { t } = ui;
  const stay = route.routeType === 'hotel' || route.routeType === 'car';
  // Open flight legs book through /tk/tkQuery, hotel legs through the company's hotel version (SPEC §6).
  const bookRoute =
    route.routeType === 'flight'
      ? '/tk/tkQuery'
      : route.routeType === 'hotel'
        ? hotelQueryRoute(session.userInfo?.vipCorp.hotelVersion)
        : '';
  const where = stay ? route.depCityName : `${route.depCityName} → ${route.arrCityName}`;
  const when =
    route.dateEnd && route.dateEnd !== route.dateBegin
      ? t('trip.dates', { begin: route.dateBegin, end: route.dateEnd })
      : route.dateBegin;
  const booked = route.status === 3;
  return (
    <View className="trip-leg" role="listitem" data-testid={`trip-route-${route.routeId}`} data-status={route.status}>
      <View className="trip-leg__main">
        <Text className="trip-leg__line">
          <Text className="bk-badge">{t(legTabLabel(route.routeType))}</Text> {where}
        </Text>
        <Text className="bk-sub">{[when, route.supplier, route.remark].filter(Boolean).join(' · ')}</Text>
        <Text className="trip-leg__cost">
          {t('trip.route.planned', { amount: yuan(route.cost) })}
          {booked ? ` · ${t('trip.route.bookedAmount', { amount: yuan(route.bookedAmount) })}` : ''}
        </Text>
      </View>
      <View className="trip-leg__side">
        <Text className={`bk-badge ${booked ? 'bk-badge--ok' : ''}`} data-testid={`trip-route-status-${route.routeId}`}>
          {t(booked ? 'trip.route.booked' : 'trip.route.open')}
        </Text>
        {booked && route.bookedOrderId ? (
          <Pressable
            role="link"
            className="trip-link"
            onPress={() => {
              const target = orderOpenTarget({ id: route.bookedOrderId, orderType: ROUTE_ORDER_TYPE[route.routeType] });
              void navigate(target.url, { query: target.query });
            }}
            label={t('trip.route.viewOrderOf', { leg: where })}
            testId={`trip-route-order-${route.routeId}`}
          >
            {t('trip.route.viewOrder')}
          </Pressable>
        ) : null}
        {!booked && bookable && bookRoute ? (
          <Pressable
            className="trip-book"
            onPress={() => void navigate(bookRoute, { query: { ccsqdId, routeId: route.routeId } })}
            label={t('trip.route.bookOf', { leg: where })}
            testId={`trip-route-book-${route.routeId}`}
          >
            {t('trip.route.book')}
          </Pressable>
        ) : null}
      </View>
    </View>
  );
});

/**
 * A trip application (SPEC §2 /tripDetail?ccsqdId=…): its fields, travellers, route legs with their state (3 =
 * already booked, linked to the order; open flight legs of an approved request book through /tk/tkQuery), change
 * orders, the approval progress, and the actions of its status: a draft is edited, deleted or submitted; a pending
 * approval withdrawn; an approved request changed.
 */
function TripDetailPage() {
  const { session, ui } = useStores();
  const { t } = ui;
  const ccsqdId = decodeQuery(useRouter().params).ccsqdId ?? '';
  const [detail, setDetail] = useState<CcsqdDetail | null>(null);
  const [progress, setProgress] = useState<OrderApproveData | null>(null);
  const [state, setState] = useState<LoadState>(ccsqdId ? 'loading' : 'missing');
  const [busy, setBusy] = useState(false);
  const ref = useTripReference(session.loggedIn);

  const load = useCallback(async () => {
    if (!ccsqdId) return;
    try {
      const answer = await vipCcsqdInfo({ ccsqdId });
      const d = answer.data;
      if (!d) {
        setState((s) => (s === 'ready' ? s : 'failed'));
        return;
      }
      setDetail(d);
      setState('ready');
      // The approval chain is an extra: a failure leaves the request readable.
      const chain = await orderApproveList({ orderId: approvalSubjectId(d), orderType: CCSQD_ORDER_TYPE }).catch(
        () => null,
      );
      setProgress(chain?.data ?? null);
    } catch (e) {
      const missing = e instanceof ApiError && e.kind === 'code';
      setState((s) => (s === 'ready' ? s : missing ? 'missing' : 'failed'));
    }
  }, [ccsqdId]);

  // Also on coming back from editing, booking, sending for approval or a change.
  useDidShow(() => {
    void load();
  });
  usePullDownRefresh(() => {
    void load().finally(() => stopPullDownRefresh());
  });

  if (!detail) {
    return (
      <TripLoadFallback
        route={ROUTE}
        title="trip.detail.title"
        loading={state === 'loading'}
        text={state === 'missing' ? 'trip.detail.missing' : 'common.loadFailed'}
        onRetry={state === 'failed' ? () => void load() : undefined}
      />
    );
  }

  const d = detail;
  const mine = session.userInfo?.empInfo.empId === d.empId;

  const run = async (
    confirm: { title: MessageKey; content: MessageKey } | null,
    call: () => Promise<void>,
  ): Promise<void> => {
    if (busy) return;
    if (confirm) {
      const sure = await confirmDialog({
        title: t(confirm.title),
        content: t(confirm.content),
        confirmText: t('common.confirm'),
        cancelText: t('common.cancel'),
      });
      if (!sure) return;
    }
    setBusy(true);
    try {
      await call();
    } catch (e) {
      if (!(e instanceof ApiError)) showToast(t('common.loadFailed'), LIMITS.ui.failureToastMs);
    } finally {
      setBusy(false);
    }
  };

  const remove = () =>
    run({ title: 'trip.delete', content: 'trip.delete.confirm' }, async () => {
      await vipCcsqdDel({ ccsqdId: d.ccsqdId });
      showToast(t('trip.deleted'), LIMITS.ui.toastMs, 'success');
      await goBack();
    });

  const submit = () =>
    run(null, async () => {
      const { form, builder } = fromDetail(d);
      const found = checkTripForm(form, builder, 2, ref.rules);
      const first = firstError(found);
      if (first) {
        // Something required is missing (e.g. the attachment): finish it on the form.
        showToast(t(found[first] ?? 'trip.fix'), LIMITS.ui.toastMs);
        await navigate('/tripAdd', { query: { ccsqdId: d.ccsqdId } });
        return;
      }
      const answer = await vipCcsqdAdd(toAddRequest(form, builder, 2, d.ccsqdId));
      if (answer.data?.nextStep === 'approval') {
        await navigate('/approval/Send', { query: { orderId: d.ccsqdId, orderType: String(CCSQD_ORDER_TYPE) } });
      } else {
        showToast(t('trip.submitted'), LIMITS.ui.toastMs, 'success');
        await load();
      }
    });

  const withdraw = () =>
    run({ title: 'trip.withdraw', content: 'trip.withdraw.confirm' }, async () => {
      await cancelApp({ orderId: approvalSubjectId(d), orderType: CCSQD_ORDER_TYPE });
      showToast(t('trip.withdrawn'), LIMITS.ui.toastMs, 'success');
      await load();
    });

  const openChange = d.changes.find((c) => c.state === 'draft');
  const canDraftActions = mine && d.status === 0 && d.canEdit;
  const canWithdraw = mine && d.status === 1 && (progress?.canWithdraw ?? true);
  const canChange = mine && d.status === 2 && (d.canChange || openChange !== undefined);

  return (
    <PageShell route={ROUTE} title="trip.detail.title" className="trip-page trip-detail">
      <View className="trip-head" data-testid="trip-head">
        <View className="trip-head__row">
          <Text className="trip-head__status" data-testid="trip-status" data-status={d.status}>
            {t(statusLabel(d.status))}
          </Text>
          <Text className="trip-head__amount">{yuan(d.zys)}</Text>
        </View>
        <Text className="trip-head__no">
          {t('trip.no')} {d.ccsqdNo}
        </Text>
        <Text className="trip-head__no">
          {t('trip.applicant')} {d.applicantName} · {d.createdAt}
        </Text>
        {/* WeCom webview only: forwards a sign-on link (SPEC §4 targetModule 4 + travelNo) that opens this trip. */}
        <WecomShareButton
          title={t('wecom.share.tripTitle', { no: d.ccsqdNo })}
          desc={t('wecom.share.tripDesc', {
            applicant: d.applicantName,
            destination: d.mdd,
            begin: d.dateBegin,
            end: d.dateEnd,
          })}
          path={`/login?targetModule=4&travelNo=${encodeURIComponent(d.ccsqdNo)}`}
          testId="trip-share"
        />
        {d.status === 3 && d.approval.rejectRemark ? (
          <Text className="trip-head__reject" role="status">
            {t('trip.detail.rejected', { remark: d.approval.rejectRemark })}
          </Text>
        ) : null}
      </View>

      <InfoBlock
        id="trip-info"
        title={t('trip.basics')}
        rows={[
          { label: t('trip.reason'), value: d.ccsy },
          { label: t('trip.destination'), value: d.mdd },
          { label: t('trip.travelDates'), value: t('trip.dates', { begin: d.dateBegin, end: d.dateEnd }) },
          { label: t('trip.project'), value: d.projectName },
          { label: t('trip.costCenter'), value: d.costCenterName },
          { label: t('trip.subject'), value: d.subjectCode },
          { label: t('trip.remark'), value: d.remark },
        ]}
      />
      <InfoBlock
        id="trip-budgets"
        title={t('trip.budget')}
        rows={[
          { label: t('trip.budget.transport'), value: yuan(d.jtys) },
          { label: t('trip.budget.accommodation'), value: yuan(d.zsys) },
          { label: t('trip.budget.other'), value: yuan(d.qtys) },
          { label: t('trip.budget.total'), value: yuan(d.zys) },
          { label: t('trip.budget.bookedTransport'), value: yuan(d.bookedTransport) },
          { label: t('trip.budget.remainingTransport'), value: yuan(d.remainingTransport) },
        ]}
      />

      <View className="obt-card order-block" role="region" aria-labelledby="trip-people-title">
        <Text id="trip-people-title" className="order-block__title" role="heading" aria-level={2}>
          {t('trip.travellers')}
        </Text>
        <View role="list" data-testid="trip-people">
          {d.vipPerson.map((p) => (
            <Text key={p.personId} role="listitem" className="trip-person">
              {[p.name, p.deptName, p.phoneNumber, p.outsider ? t('trip.outsider') : ''].filter(Boolean).join(' · ')}
            </Text>
          ))}
        </View>
      </View>

      <View className="obt-card order-block" role="region" aria-labelledby="trip-routes-title">
        <Text id="trip-routes-title" className="order-block__title" role="heading" aria-level={2}>
          {t('trip.routes')}
        </Text>
        {d.vipRoute.length === 0 ? <Text className="bk-sub">{t('trip.legs.empty')}</Text> : null}
        <View role="list" data-testid="trip-routes">
          {d.vipRoute.map((r) => (
            <RouteRow key={r.routeId} route={r} ccsqdId={d.ccsqdId} bookable={d.status === 2} />
          ))}
        </View>
      </View>

      {d.url ? (
        <View className="obt-card order-block" role="region" aria-labelledby="trip-attachment-title">
          <Text id="trip-attachment-title" className="order-block__title" role="heading" aria-level={2}>
            {t('trip.attachment')}
          </Text>
          <Image
            className="trip-attachment__img trip-attachment__img--large"
            src={attachmentSrc(d.url)}
            mode="aspectFit"
            aria-label={t('trip.attachment')}
          />
        </View>
      ) : null}

      {d.changes.length > 0 ? (
        <View className="obt-card order-block" role="region" aria-labelledby="trip-changes-title">
          <View className="trip-progress__head">
            <Text id="trip-changes-title" className="order-block__title" role="heading" aria-level={2}>
              {t('trip.change.list')}
            </Text>
            <Pressable
              role="link"
              className="trip-link"
              onPress={() => void navigate('/tripChange', { query: { ccsqdId: d.ccsqdId } })}
              testId="trip-changes-open"
            >
              {t('trip.change.open')}
            </Pressable>
          </View>
          {d.changes.map((c) => (
            <Text key={c.changeId} className="bk-sub">
              {[c.createdAt, c.changeYy, t(`trip.change.state.${c.state}` as MessageKey)].join(' · ')}
            </Text>
          ))}
        </View>
      ) : null}

      <ApprovalProgress data={progress} />

      {canDraftActions || canWithdraw || canChange ? (
        <View className="trip-bar" data-testid="trip-actions">
          {canDraftActions ? (
            <>
              <Pressable className="bk-btn" onPress={() => void remove()} disabled={busy} testId="trip-delete">
                {t('trip.delete')}
              </Pressable>
              <Pressable
                className="bk-btn"
                onPress={() => void navigate('/tripAdd', { query: { ccsqdId: d.ccsqdId } })}
                testId="trip-edit"
              >
                {t('trip.edit')}
              </Pressable>
              <Pressable
                className="bk-btn bk-btn--primary"
                onPress={() => void submit()}
                disabled={busy}
                testId="trip-detail-submit"
              >
                {t('trip.submit')}
              </Pressable>
            </>
          ) : null}
          {canWithdraw ? (
            <Pressable className="bk-btn" onPress={() => void withdraw()} disabled={busy} testId="trip-withdraw">
              {t('trip.withdraw')}
            </Pressable>
          ) : null}
          {canChange ? (
            <Pressable
              className="bk-btn bk-btn--primary"
              onPress={() => void navigate('/tripChange', { query: { ccsqdId: d.ccsqdId } })}
              testId="trip-change"
            >
              {t('trip.change')}
            </Pressable>
          ) : null}
        </View>
      ) : null}
    </PageShell>
  );
}

export default observer(TripDetailPage);
