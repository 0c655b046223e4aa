import { useState } from 'react';
import { Text } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { ApplyTrChangeData } from '../../../../api/contract/trainAfterSales';
import { useRecord } from '../../../../components/RecordLoader';
import { decodeQuery, redirectTo } from '../../../../router';
import { useStores } from '../../../../stores';
import {
  ApplyPage,
  BusyNote,
  Estimate,
  NoneAllowed,
  ReasonSection,
  Section,
  SubmitBar,
  SubmitButton,
  TicketChoice,
  toggle,
} from '../../afterSales/parts';
import { useTrainAfterSales } from '../../afterSales/store';
import { useApply } from '../../afterSales/useApply';
import { DateChips, TrainChoice } from '../../afterSales/TrainChoice';
import './index.scss';
import '../../../../i18n/parts/trainAfterSales';

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
  const form = useApply();

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

  if (!data) return <ApplyPage kind="change" gate={{ state: apply.state, onRetry: () => void apply.reload() }} />;

  const quoted = estimate.state === 'ready' ? estimate.data : null;
  const canSubmit = !!quoted && !form.busy && ticketIds.length > 0;
  const submit = () =>
    form.submit(canSubmit, async (reason, idempotencyKey) => {
      const answer = await store.addChange({ orderId, ticketIds, seatKey: key, reason }, idempotencyKey);
      await redirectTo('/tr/AlterCmp', { query: { changeId: answer.changeId } });
    });

  return (
    <ApplyPage kind="change">
      <BusyNote busy={data.busy} />
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
        <NoneAllowed none={allowedIds.length === 0} />
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
              <Text className="as-sub">{t('trainAfterSales.change.chooseSeat')}</Text>
            )}
          </Section>
          <ReasonSection
            id="change"
            placeholder={t('trainAfterSales.change.reasonPlaceholder')}
            value={form.reason}
            error={form.error}
            onChange={form.onReason}
          />
        </>
      ) : null}

      <Section id="change-rules" title={t('trainAfterSales.rules')}>
        <Text className="as-sub">{data.ruleText}</Text>
      </Section>

      <SubmitBar>
        <SubmitButton kind="change" busy={form.busy} disabled={!canSubmit} onPress={() => void submit()} />
      </SubmitBar>
    </ApplyPage>
  );
}

export default observer(ApplyAlterPage);
