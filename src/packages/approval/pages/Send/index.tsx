import { useCallback, useEffect, useRef, useState } from 'react';
import { View, Text, Input } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { orderApproveList, vipBpmSendAppNew, vipSpgzGetInfo } from '../../../../api/approval';
import type { ApprovalSubjectSummary, SpgzInfoData } from '../../../../api/contract/approval';
import { newIdempotencyKey } from '../../../../api/helpers/idempotency';
import { ApiError } from '../../../../api/transport';
import { Card, CheckRow } from '../../../../components/booking/Field';
import { EmptyState } from '../../../../components/EmptyState';
import { PageShell } from '../../../../components/PageShell';
import { Pressable } from '../../../../components/Pressable';
import { LIMITS } from '../../../../domain/limits';
import { showToast } from '../../../../hosts/ui';
import { approvalDetailQuery } from '../../../../pages/approvalList/open';
import { decodeQuery, redirectTo } from '../../../../router';
import { useStores } from '../../../../stores';
import { SubjectCard } from '../../components/SubjectCard';
import { subjectTarget } from '../../subject';
import { checkSend, type SendProblems } from './check';
import '../../approval.scss';
import '../../../../i18n/parts/approval';

const ROUTE = '/approval/Send';
const NOT_FOUND = 404;

type LoadState = 'loading' | 'ready' | 'missing' | 'notFound' | 'failed';

/**
 * Send an order or a trip request for approval (SPEC §2 /approval/Send, §5 "Approval needs a remark, and the
 * approval level needs at least one approver"): the rule that applies, at least one approver per level, a remark;
 * one vipBpmSendAppNew, then on to the subject. Approval not needed: say so and go on.
 */
function SendPage() {
  const { app, ui } = useStores();
  const { t } = ui;
  const query = decodeQuery(useRouter().params);
  const orderId = query.orderId ?? '';
  const orderType = Number(query.orderType);
  const valid = orderId !== '' && Number.isInteger(orderType) && orderType > 0;
  const [state, setState] = useState<LoadState>(valid ? 'loading' : 'missing');
  const [info, setInfo] = useState<SpgzInfoData | null>(null);
  const [subject, setSubject] = useState<ApprovalSubjectSummary | null>(null);
  const [alreadySent, setAlreadySent] = useState(false);
  const [chosen, setChosen] = useState<Record<number, string[]>>({});
  const [remark, setRemark] = useState('');
  const [problems, setProblems] = useState<SendProblems | null>(null);
  const [sending, setSending] = useState(false);
  // One key per send intent: a double tap or a retry after a lost answer sends once.
  const sendKey = useRef<string | null>(null);

  const load = useCallback(async () => {
    if (!valid) return;
    setState('loading');
    const order = { orderId, orderType };
    const [rule, progress] = await Promise.allSettled([vipSpgzGetInfo(order), orderApproveList(order)]);
    if (rule.status === 'rejected') {
      const e: unknown = rule.reason;
      setState(e instanceof ApiError && e.kind === 'code' && e.code === NOT_FOUND ? 'notFound' : 'failed');
      return;
    }
    const data = rule.value.data ?? null;
    setInfo(data);
    // One candidate: nothing to choose.
    const preset: Record<number, string[]> = {};
    for (const level of data?.levels ?? []) {
      if (level.approvers.length === 1) preset[level.level] = [level.approvers[0]!.empId];
    }
    setChosen(preset);
    if (progress.status === 'fulfilled' && progress.value.data) {
      setSubject(progress.value.data.subject);
      setAlreadySent(progress.value.data.state === 'pending');
    }
    setState('ready');
  }, [valid, orderId, orderType]);

  useEffect(() => {
    void load();
  }, [load]);

  const goOn = () => {
    const target = subjectTarget(orderId, orderType);
    void redirectTo(target.url, { query: target.query });
  };

  const toggle = (level: number, empId: string) => {
    setChosen((prev) => {
      const now = prev[level] ?? [];
      return { ...prev, [level]: now.includes(empId) ? now.filter((id) => id !== empId) : [...now, empId] };
    });
    setProblems(null);
  };

  const send = async () => {
    if (sending || !info) return;
    const found = checkSend(info.levels, chosen, remark);
    setProblems(found);
    if (found) return;
    setSending(true);
    sendKey.current = sendKey.current ?? newIdempotencyKey();
    try {
      await vipBpmSendAppNew(
        {
          orderId,
          orderType,
          spgzId: info.spgzId,
          sendApps: info.levels.map((level) => ({ level: level.level, empIds: chosen[level.level] ?? [] })),
          appRemark: remark.trim(),
        },
        sendKey.current,
      );
      sendKey.current = null;
      showToast(t('approval.send.sent'), LIMITS.ui.toastMs, 'success');
      // The dashboard's waiting-approval count changed.
      void app.loadCounts().catch(() => undefined);
      goOn();
    } catch (e) {
      // Refused: nothing was sent, a later attempt is a new intent. A lost answer keeps the key for the retry.
      if (e instanceof ApiError && e.kind === 'code') sendKey.current = null;
    } finally {
      setSending(false);
    }
  };

  if (state !== 'ready' || !info) {
    const text =
      state === 'loading'
        ? t('common.loading')
        : state === 'missing'
          ? t('approval.send.missing')
          : state === 'notFound'
            ? t('approval.send.notFound')
            : t('common.loadFailed');
    return (
      <PageShell route={ROUTE} title="approval.send.title" className="ap-page">
        {state === 'loading' ? (
          <View className="ap-loading" role="status">
            {text}
          </View>
        ) : (
          <EmptyState
            text={text}
            actionText={state === 'failed' ? t('common.retry') : undefined}
            onAction={state === 'failed' ? () => void load() : undefined}
          />
        )}
      </PageShell>
    );
  }

  const summary = subject ? <SubjectCard subject={subject} /> : null;

  if (alreadySent) {
    return (
      <PageShell route={ROUTE} title="approval.send.title" className="ap-page">
        {summary}
        <View className="bk-note ap-note" role="status" data-testid="ap-already-sent">
          {t('approval.send.alreadySent')}
        </View>
        <View className="ap-bar">
          <Pressable
            className="bk-btn bk-btn--primary"
            testId="ap-view-progress"
            onPress={() =>
              void redirectTo('/approval/Detail', {
                query: approvalDetailQuery({ orderId, orderType, workItemId: '' }),
              })
            }
          >
            {t('approval.send.viewProgress')}
          </Pressable>
        </View>
      </PageShell>
    );
  }

  if (!info.required) {
    return (
      <PageShell route={ROUTE} title="approval.send.title" className="ap-page">
        {summary}
        <View className="bk-note ap-note" role="status" data-testid="ap-not-required">
          {t('approval.send.notRequired')}
        </View>
        <View className="ap-bar">
          <Pressable className="bk-btn bk-btn--primary" testId="ap-continue" onPress={goOn}>
            {t('approval.send.continue')}
          </Pressable>
        </View>
      </PageShell>
    );
  }

  const remarkLength = Array.from(remark).length;
  return (
    <PageShell route={ROUTE} title="approval.send.title" className="ap-page">
      {summary}
      <Card id="ap-rule" title={t('approval.send.levels')}>
        <View className="ap-row">
          <Text className="ap-row__label">{t('approval.send.rule')}</Text>
          <Text className="ap-row__value" data-testid="ap-rule-name">
            {info.name}
          </Text>
        </View>
        <Text className="bk-sub">{t('approval.send.levelHint')}</Text>
        {info.levels.map((level) => {
          const error = problems?.levels[level.level];
          return (
            <View
              key={level.level}
              className="ap-level"
              role="group"
              aria-labelledby={`ap-level-${level.level}-title`}
              data-testid={`ap-send-level-${level.level}`}
            >
              <Text id={`ap-level-${level.level}-title`} className="ap-level__title">
                {t('approval.send.levelTitle', { level: level.level })}
              </Text>
              {level.approvers.length === 0 ? (
                <View className="bk-alert" role="alert" data-testid={`ap-level-${level.level}-none`}>
                  {t('approval.send.noCandidates', { level: level.level })}
                </View>
              ) : (
                level.approvers.map((a) => (
                  <CheckRow
                    key={a.empId}
                    id={`ap-approver-${level.level}-${a.empId}`}
                    label={a.name}
                    accessibleName={`${t('approval.send.levelTitle', { level: level.level })}: ${a.name}`}
                    checked={(chosen[level.level] ?? []).includes(a.empId)}
                    onToggle={() => toggle(level.level, a.empId)}
                  >
                    {a.deptName ? <Text className="bk-sub">{a.deptName}</Text> : null}
                  </CheckRow>
                ))
              )}
              {error && level.approvers.length > 0 ? (
                <Text className="bk-field__error" role="alert" data-testid={`ap-level-${level.level}-error`}>
                  {t('approval.send.pickOne', { level: level.level })}
                </Text>
              ) : null}
            </View>
          );
        })}
      </Card>
      <Card id="ap-remark" title={t('approval.send.remark')}>
        <View className={`bk-field ${problems?.remark ? 'bk-field--error' : ''}`}>
          <Input
            id="ap-remark-input"
            data-testid="ap-remark-input"
            className="bk-field__input"
            value={remark}
            maxlength={LIMITS.input.remarkMax}
            placeholder={t('approval.send.remarkPlaceholder')}
            aria-label={t('approval.send.remark')}
            aria-required
            aria-invalid={problems?.remark ? true : undefined}
            onInput={(e) => {
              setRemark(e.detail.value);
              setProblems(null);
            }}
          />
          <Text className="bk-field__hint">{t('approval.send.remarkCount', { count: remarkLength })}</Text>
          {problems?.remark ? (
            <Text className="bk-field__error" role="alert" data-testid="ap-remark-error">
              {t('approval.send.remarkRequired')}
            </Text>
          ) : null}
        </View>
      </Card>
      <View className="ap-bar">
        <Pressable className="bk-btn bk-btn--primary" disabled={sending} testId="ap-send" onPress={() => void send()}>
          {sending ? t('approval.send.sending') : t('approval.send.submit')}
        </Pressable>
      </View>
    </PageShell>
  );
}

export default observer(SendPage);
