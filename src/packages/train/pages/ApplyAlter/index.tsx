import { useState } from 'react';
import { View, Text } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { ApplyTrChangeData } from '../../../../api/contract/trainAfterSales';
import { ApiError } from '../../../../api/transport';
import { PageShell } from '../../../../components/PageShell';
import { Pressable } from '../../../../components/Pressable';
import { TextField } from '../../../../components/booking';
import { RecordGate, useRecord } from '../../../../components/RecordLoader';
import { LIMITS } from '../../../../domain/limits';
import { showToast } from '../../../../hosts/ui';
import { decodeQuery, redirectTo } from '../../../../router';
import { useStores } from '../../../../stores';
import { useVisitKey } from '../../afterSales/keys';
import { Estimate, Section, SubmitBar, TicketChoice, toggle } from '../../afterSales/parts';
import { useTrainAfterSales } from '../../afterSales/store';
import { DateChips, TrainChoice } from '../../afterSales/TrainChoice';
import './index.scss';
import '../../../../i18n/parts/trainAfterSales';

const ROUTE = '/tr/ApplyAlter';

/** The leg whose tickets are being changed: the first chosen ticket's, else the first with a changeable ticket. */
function legOf(data: ApplyTrChangeData, chosen: readonly string[]) {
  const first = data.tickets.find((x) => chosen.includes(x.ticketId)) ?? data.tickets.find((x) => x.allowed);
  const leg = data.legs.find((l) => l.legId === first?.legId);
  return leg && first ? { leg, depTime: first.depTime } : null;
}

/**
 * Train change (SPEC §2 /tr/ApplyAlter, §5 train: at least 4 hours before departure): passengers of one train, a
 * new day within the sale range, a later train of the same route from trSearch and its seat, the fee estimate,
 * a reason, one submission per visit (→ /tr/AlterCmp, where the held seat is confirmed or paid).
 */
function ApplyAlterPage() {
  const { ui } = useStores();
  const { t } = ui;
  const store = useTrainAfterSales();
  const orderId = decodeQuery(useRouter().params).orderId ?? '';
  const apply = useRecord(orderId ? () => store.loadChangeApply(orderId) : null, [orderId, store], {
    refreshOnShow: true,
  });
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [date, setDate] = useState('');
  const [seatKey, setSeatKey] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const idempotencyKey = useVisitKey();

  const data = apply.data;
  const current = data ? legOf(data, chosen ?? []) : null;
  // Every changeable ticket of the leg is chosen to start with.
  const allowed = data && current ? data.tickets.filter((x) => x.allowed && x.legId === current.leg.legId) : [];
  const allowedIds = allowed.map((x) => x.ticketId);
  const ticketIds = (chosen ?? allowedIds).filter((id) => allowedIds.includes(id));
  const dates = current ? store.changeDates(current.leg.depDate) : [];
  const day = dates.includes(date) ? date : (dates[0] ?? '');
  const open = !!data && !data.busy && !!current && allowedIds.length > 0;

  const trains = useRecord(open && current && day ? () => store.laterTrains(current.leg, day, current.depTime) : null, [
    open,
    current?.leg.legId,
    day,
    store,
  ]);
  const seatShown = trains.data?.some((x) => x.seats.some((s) => s.seatKey === seatKey)) ?? false;
  const key = seatShown ? seatKey : '';
  const estimate = useRecord(
    open && key && ticketIds.length > 0 ? () => store.estimate({ orderId, kind: 2, ticketIds, seatKey: key }) : null,
    [open, orderId, key, ticketIds.join(','), store],
  );

  if (!data) {
    return (
      <PageShell route={ROUTE} title="trainAfterSales.change.title" className="tas-page tr-apply-alter">
        <RecordGate
          state={apply.state}
          onRetry={() => void apply.reload()}
          notFoundText="trainAfterSales.orderMissing"
        />
      </PageShell>
    );
  }

  const quoted = estimate.state === 'ready' ? estimate.data : null;
  const canSubmit = !!quoted && !busy && ticketIds.length > 0;

  const submit = async () => {
    if (!canSubmit) return;
    if (reason.trim() === '') {
      setError(t('trainAfterSales.reasonRequired'));
      return;
    }
    setBusy(true);
    try {
      const answer = await store.addChange({ orderId, ticketIds, seatKey: key, reason: reason.trim() }, idempotencyKey);
      await redirectTo('/tr/AlterCmp', { query: { changeId: answer.changeId } });
    } catch (e) {
      if (!(e instanceof ApiError)) showToast(t('common.loadFailed'), LIMITS.ui.failureToastMs);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageShell route={ROUTE} title="trainAfterSales.change.title" className="tas-page tr-apply-alter">
      {data.busy ? (
        <View className="tas-note" role="alert" data-testid="apply-busy">
          {t('trainAfterSales.busy')}
        </View>
      ) : null}
      <Section id="change-tickets" title={t('trainAfterSales.passengers')}>
        <TicketChoice
          tickets={data.tickets}
          chosen={ticketIds}
          onToggle={(id) => {
            const ticket = data.tickets.find((x) => x.ticketId === id);
            // Tickets of another train start a new choice: one train is changed at a time.
            setChosen(ticket && ticket.legId !== current?.leg.legId ? [id] : toggle(ticketIds, id));
          }}
        />
        {allowedIds.length === 0 ? (
          <Text className="tas-why" role="alert" data-testid="none-allowed">
            {t('trainAfterSales.noneAllowed')}
          </Text>
        ) : null}
      </Section>

      {open ? (
        <>
          <Section id="change-date" title={t('trainAfterSales.change.date')}>
            <DateChips
              dates={dates}
              value={day}
              onChange={(d) => {
                setDate(d);
                setSeatKey('');
              }}
            />
          </Section>
          <Section id="change-trains" title={t('trainAfterSales.change.trains')}>
            <TrainChoice state={trains.state} trains={trains.data} seatKey={key} onChoose={setSeatKey} />
          </Section>
          <Section id="change-fee" title={t('trainAfterSales.estimate')}>
            {key ? (
              <Estimate state={estimate.state} data={estimate.data} onRetry={() => void estimate.reload()} />
            ) : (
              <Text className="tas-sub">{t('trainAfterSales.change.chooseSeat')}</Text>
            )}
          </Section>
          <Section id="change-reason" title={t('trainAfterSales.reason')}>
            <TextField
              id="change-reason-text"
              label={t('trainAfterSales.reason')}
              placeholder={t('trainAfterSales.change.reasonPlaceholder')}
              value={reason}
              maxlength={200}
              required
              error={error || undefined}
              onChange={(v) => {
                setReason(v);
                setError('');
              }}
            />
          </Section>
        </>
      ) : null}

      <Section id="change-rules" title={t('trainAfterSales.rules')}>
        <Text className="tas-sub">{data.ruleText}</Text>
      </Section>

      <SubmitBar>
        <Pressable
          className="tas-btn tas-btn--primary"
          onPress={() => void submit()}
          disabled={!canSubmit}
          testId="change-submit"
        >
          {t(busy ? 'trainAfterSales.submitting' : 'trainAfterSales.change.submit')}
        </Pressable>
      </SubmitBar>
    </PageShell>
  );
}

export default observer(ApplyAlterPage);
