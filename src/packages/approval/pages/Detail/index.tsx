import { useCallback, useEffect, useState } from 'react';
import { View, Text, Input } from '@tarojs/components';
import { useDidShow, usePullDownRefresh, stopPullDownRefresh, useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { cancelApp, orderApproveList, vipBpmReceiveAppResult } from '../../../../api/approval';
import type { CompleteState, OrderApproveData } from '../../../../api/contract/approval';
import { ApiError } from '../../../../api/transport';
import { Card } from '../../../../components/booking/Field';
import { EmptyState } from '../../../../components/EmptyState';
import { PageShell } from '../../../../components/PageShell';
import { Pressable } from '../../../../components/Pressable';
import { LIMITS } from '../../../../domain/limits';
import { confirmDialog, showDialog, showToast } from '../../../../hosts/ui';
import { decodeQuery, navigate } from '../../../../router';
import { useStores } from '../../../../stores';
import { ApprovalChain } from '../../components/ApprovalChain';
import { SubjectCard } from '../../components/SubjectCard';
import { isTripRequest, subjectTarget } from '../../subject';
import '../../approval.scss';
import './index.scss';
import '../../../../i18n/parts/approval';

const ROUTE = '/approval/Detail';
const NOT_FOUND = 404;

type LoadState = 'loading' | 'ready' | 'missing' | 'failed';
type Busy = null | 'approve' | 'reject' | 'withdraw';

const NOTES = {
  approved: 'approval.detail.approvedNote',
  rejected: 'approval.detail.rejectedNote',
  withdrawn: 'approval.detail.withdrawnNote',
  terminated: 'approval.detail.terminatedNote',
} as const;

/**
 * One approval (SPEC §2 /approval/Detail?id&workItemId&orderType): the subject with its violation reasons, the chain
 * level by level; approve or reject (a reject needs a remark) when a pending work item is mine; withdraw while
 * pending when I sent it. Who may act comes from the server (`canAct`, `canWithdraw`), never from the link.
 */
function DetailPage() {
  const { app, ui } = useStores();
  const { t } = ui;
  const query = decodeQuery(useRouter().params);
  const orderId = query.id ?? '';
  const orderType = Number(query.orderType);
  const valid = orderId !== '' && Number.isInteger(orderType) && orderType > 0;
  const [data, setData] = useState<OrderApproveData | null>(null);
  const [state, setState] = useState<LoadState>(valid ? 'loading' : 'missing');
  const [remark, setRemark] = useState('');
  const [remarkError, setRemarkError] = useState(false);
  const [busy, setBusy] = useState<Busy>(null);

  const load = useCallback(async () => {
    if (!valid) return;
    try {
      const answer = await orderApproveList({ orderId, orderType });
      setData(answer.data ?? null);
      setState(answer.data ? 'ready' : 'missing');
    } catch (e) {
      const notFound = e instanceof ApiError && e.kind === 'code' && e.code === NOT_FOUND;
      if (notFound) setData(null);
      setState((s) => (notFound ? 'missing' : s === 'ready' ? s : 'failed'));
    }
  }, [valid, orderId, orderType]);

  useEffect(() => {
    void load();
  }, [load]);
  // Back from the order: it may have been cancelled meanwhile (approval terminated).
  useDidShow(() => {
    if (data) void load();
  });
  usePullDownRefresh(() => {
    void load().finally(() => stopPullDownRefresh());
  });

  /** After any action: this page and the dashboard badges (approval, waiting approval, to-do) change. */
  const afterAction = async () => {
    await Promise.allSettled([load(), app.loadCounts()]);
  };

  const decide = async (completeState: CompleteState) => {
    if (busy || !data?.canAct) return;
    const text = remark.trim();
    if (completeState === 2 && text === '') {
      setRemarkError(true);
      return;
    }
    setBusy(completeState === 1 ? 'approve' : 'reject');
    try {
      const answer = await vipBpmReceiveAppResult({
        workItemId: data.canAct,
        completeState,
        ...(text ? { appRemark: text } : {}),
      });
      if (answer.data?.instanceState === 'terminated') {
        // Too late to approve (e.g. the flight departs within 40 minutes): the server ended it and says why.
        await showDialog({
          title: t('common.tips'),
          content: answer.tips || t('approval.detail.terminatedNote'),
          confirmText: t('common.confirm'),
        });
      } else {
        showToast(
          t(completeState === 1 ? 'approval.detail.approved' : 'approval.detail.rejected'),
          LIMITS.ui.toastMs,
          'success',
        );
      }
      setRemark('');
      await afterAction();
    } catch {
      // The transport showed why (e.g. decided meanwhile by another approver): show the current chain.
      await load();
    } finally {
      setBusy(null);
    }
  };

  const withdraw = async () => {
    if (busy || !data?.canWithdraw) return;
    const sure = await confirmDialog({
      title: t('common.tips'),
      content: t('approval.detail.withdrawConfirm'),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (!sure) return;
    setBusy('withdraw');
    try {
      await cancelApp({ orderId, orderType });
      showToast(t('approval.detail.withdrawn'), LIMITS.ui.toastMs, 'success');
      await afterAction();
    } catch {
      await load();
    } finally {
      setBusy(null);
    }
  };

  if (!data) {
    return (
      <PageShell route={ROUTE} title="approval.detail.title" className="ap-page">
        {state === 'loading' ? (
          <View className="ap-loading" role="status">
            {t('common.loading')}
          </View>
        ) : (
          <EmptyState
            text={t(state === 'failed' ? 'common.loadFailed' : 'approval.detail.missing')}
            actionText={state === 'failed' ? t('common.retry') : undefined}
            onAction={state === 'failed' ? () => void load() : undefined}
          />
        )}
      </PageShell>
    );
  }

  const note = data.state === 'none' || data.state === 'pending' ? null : NOTES[data.state];
  const target = subjectTarget(data.orderId, data.orderType);
  // The head already says who sent it and when: the subject card does not list the applicant a second time.
  const subject = data.sentAt ? { ...data.subject, applicantName: '' } : data.subject;
  const pinned = Boolean(data.canAct || data.canWithdraw);

  return (
    <PageShell route={ROUTE} title="approval.detail.title" className={`ap-page${pinned ? ' ap-page--pinned' : ''}`}>
      <View className="obt-card ap-card ap-head" data-testid="ap-head">
        <View className="ap-head__row">
          {/* The title bar names the screen (level 1); an approval without a rule name shows only its state. */}
          {data.ruleName ? (
            <Text className="ap-card__title" role="heading" aria-level={2}>
              {data.ruleName}
            </Text>
          ) : (
            <View className="ap-head__spacer" />
          )}
          <Text className={`approval-tag approval-tag--${data.state}`} data-testid="ap-state" data-state={data.state}>
            {t(`approval.state.${data.state}`)}
          </Text>
        </View>
        {data.sentAt ? (
          <Text className="bk-sub">{t('approval.detail.sentBy', { name: data.applicantName, time: data.sentAt })}</Text>
        ) : null}
        {data.appRemark ? (
          <View className="ap-row">
            <Text className="ap-row__label">{t('approval.detail.sendRemark')}</Text>
            <Text className="ap-row__value">{data.appRemark}</Text>
          </View>
        ) : null}
        {note ? (
          <View
            className={`ap-note ap-note--${data.state}`}
            role={data.state === 'approved' ? 'status' : 'alert'}
            data-testid="ap-state-note"
          >
            {t(note)}
          </View>
        ) : null}
      </View>

      <SubjectCard subject={subject} />
      <View className="ap-links">
        <Pressable
          role="link"
          className="bk-btn"
          testId="ap-open-subject"
          onPress={() => void navigate(target.url, { query: target.query })}
        >
          {t(isTripRequest(data.orderType) ? 'approval.detail.openTrip' : 'approval.detail.openSubject')}
        </Pressable>
      </View>

      <ApprovalChain levels={data.levels} />

      {data.canAct ? (
        <Card id="ap-act" title={t('approval.detail.yourTurn')}>
          <View className={`bk-field ${remarkError ? 'bk-field--error' : ''}`}>
            <Input
              id="ap-act-remark"
              data-testid="ap-act-remark"
              className="bk-field__input"
              value={remark}
              maxlength={LIMITS.input.remarkMax}
              placeholder={t('approval.detail.remarkPlaceholder')}
              aria-label={t('approval.detail.remarkLabel')}
              aria-invalid={remarkError ? true : undefined}
              // A reject without a remark brings the field (above the pinned bar) into view.
              focus={remarkError}
              onInput={(e) => {
                setRemark(e.detail.value);
                setRemarkError(false);
              }}
            />
            {remarkError ? (
              <Text className="bk-field__error" role="alert" data-testid="ap-act-remark-error">
                {t('approval.detail.remarkRequired')}
              </Text>
            ) : null}
          </View>
        </Card>
      ) : null}

      {pinned ? (
        // Pinned at the bottom (safe area included); the page keeps room for it so nothing hides underneath.
        <View className="ap-bar ap-detail-bar" data-testid="ap-bar">
          {data.canWithdraw ? (
            <Pressable className="bk-btn" disabled={busy !== null} testId="ap-withdraw" onPress={() => void withdraw()}>
              {t('approval.detail.withdraw')}
            </Pressable>
          ) : null}
          {data.canAct ? (
            <Pressable
              className="bk-btn ap-btn--reject"
              disabled={busy !== null}
              testId="ap-reject"
              onPress={() => void decide(2)}
            >
              {t('approval.detail.reject')}
            </Pressable>
          ) : null}
          {data.canAct ? (
            <Pressable
              className="bk-btn bk-btn--primary"
              disabled={busy !== null}
              testId="ap-approve"
              onPress={() => void decide(1)}
            >
              {t('approval.detail.approve')}
            </Pressable>
          ) : null}
        </View>
      ) : null}
    </PageShell>
  );
}

export default observer(DetailPage);
