import { useEffect, useState } from 'react';
import { View, Text } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { ApplyTkChangeData } from '../../../../api/contract/flight';
import { PageShell } from '../../../../components/PageShell';
import { Pressable } from '../../../../components/Pressable';
import { Calendar } from '../../../../components/Calendar';
import { PickerRow } from '../../../../components/booking';
import { chinaToday } from '../../../../domain/time';
import { decodeQuery, navigate } from '../../../../router';
import { useStores } from '../../../../stores';
import { lastSaleDate } from '../../query';
import { dayText, weekdayText } from '../../format';
import {
  CHANGE_REASONS,
  applyBlock,
  changeQueryParams,
  checkChangeForm,
  reasonText,
  typeForReason,
  type ChangeField,
  type ChangeFormState,
} from '../../afterSales/forms';
import { RecordGate, useRecord } from '../../../../components/RecordLoader';
import { useAfterSalesStore } from '../../afterSales/afterSalesStore';
import { ReasonField, Section, SubmitBar, TypeField, legText } from '../../afterSales/parts';
import './index.scss';
import '../../../../i18n/parts/afterSales';
import { clock } from '../../../../hosts/clock';
import { NO_TRANSLATE } from '../../../../components/Pressable/noTranslate';

const ROUTE = '/tk/tkChangeApply';

function initialForm(apply: ApplyTkChangeData, today: string): ChangeFormState {
  const first = apply.ranges.find((r) => r.changeable);
  const oldDate = first ? first.flight.depTime.slice(0, 10) : today;
  return {
    psgIds: first?.psgIds ?? [],
    rangeId: first?.rangeId ?? '',
    reason: null,
    otherReason: '',
    changeType: 1,
    date: oldDate < today ? today : oldDate,
  };
}

/**
 * Change apply (SPEC §2 /tk/tkChangeApply, §3 change fields; §7 applyTkChange): the leg to change (a change covers
 * every passenger still flying it), reason, voluntary or involuntary and the new date; then the flights of that date
 * (tkChangeFlight).
 */
function TkChangeApplyPage() {
  const { ui } = useStores();
  const { t } = ui;
  const orderId = decodeQuery(useRouter().params).orderId ?? '';
  const store = useAfterSalesStore();
  const { data, state, reload } = useRecord(orderId ? () => store.loadChangeApply(orderId) : null, [orderId, store], {
    refreshOnShow: true,
  });
  const today = chinaToday(clock.now());
  const [form, setForm] = useState<ChangeFormState | null>(null);
  const [errors, setErrors] = useState<Partial<Record<ChangeField, string>>>({});
  const [calendarOpen, setCalendarOpen] = useState(false);

  const apply = data?.apply ?? null;
  useEffect(() => {
    if (apply && !form) setForm(initialForm(apply, today));
  }, [apply, form, today]);

  if (!data) {
    return (
      <PageShell route={ROUTE} title="afterSales.change.title" className="as-page">
        <RecordGate state={state} onRetry={() => void reload()} notFoundText="afterSales.orderMissing" />
      </PageShell>
    );
  }

  const block = applyBlock(data.order, 'change');
  const changeable = apply?.ranges.filter((r) => r.changeable) ?? [];
  if (block || !apply || changeable.length === 0) {
    // The server's reason for the first segment says why nothing can be changed (departed, in progress…).
    const why = block
      ? t(`afterSales.block.change.${block}`)
      : apply?.ranges[0]?.reason || t('afterSales.block.change.noTickets');
    return (
      <PageShell route={ROUTE} title="afterSales.change.title" className="as-page">
        <View className="as-note" role="alert" data-testid="apply-blocked">
          {why}
        </View>
      </PageShell>
    );
  }

  if (!form) {
    return (
      <PageShell route={ROUTE} title="afterSales.change.title" className="as-page">
        <RecordGate state="loading" onRetry={() => void reload()} notFoundText="afterSales.orderMissing" />
      </PageShell>
    );
  }

  const names = new Map(apply.passengers.map((p) => [p.psgId, p]));
  const patch = (next: Partial<ChangeFormState>) => {
    setForm({ ...form, ...next });
    setErrors({});
  };

  const next = () => {
    const found = checkChangeForm(form, today);
    if (Object.keys(found).length > 0) {
      setErrors(Object.fromEntries(Object.entries(found).map(([k, key]) => [k, t(key)])));
      return;
    }
    void navigate('/tk/tkChangeFlight', {
      query: changeQueryParams({
        orderId: apply.orderId,
        rangeId: form.rangeId,
        psgIds: form.psgIds,
        date: form.date,
        changeType: form.changeType,
        reason: reasonText(form.reason, form.otherReason, (c) => t(`afterSales.reason.${c}`)),
      }),
    });
  };

  return (
    <PageShell route={ROUTE} title="afterSales.change.title" className="as-page tk-change-apply">
      <Section id="change-leg" title={t('afterSales.change.leg')}>
        <View role="radiogroup" aria-label={t('afterSales.change.leg')}>
          {apply.ranges.map((r, i) => (
            <Pressable
              key={r.rangeId}
              role="radio"
              selected={form.rangeId === r.rangeId}
              disabled={!r.changeable}
              className={`tk-change-apply__leg${form.rangeId === r.rangeId ? ' tk-change-apply__leg--on' : ''}`}
              onPress={() => {
                const oldDate = r.flight.depTime.slice(0, 10);
                patch({ rangeId: r.rangeId, psgIds: r.psgIds, date: oldDate < today ? today : oldDate });
              }}
              testId={`leg-${r.rangeId}`}
            >
              <Text className="as-item__name">
                {t('afterSales.legN', { n: i + 1, route: `${r.flight.dep.cityName}-${r.flight.arr.cityName}` })}
              </Text>
              <Text className="as-sub">{legText(r)}</Text>
              {r.changeable ? null : <Text className="as-sub">{r.reason}</Text>}
            </Pressable>
          ))}
        </View>
        {errors.rangeId ? (
          <Text className="as-alert" role="alert">
            {errors.rangeId}
          </Text>
        ) : null}
        <PickerRow
          id="change-date"
          label={t('afterSales.change.newDate')}
          value={form.date ? `${dayText(form.date, t)} ${weekdayText(form.date, t)}` : ''}
          placeholder={t('afterSales.choose')}
          required
          error={errors.date}
          onClick={() => setCalendarOpen(true)}
        />
      </Section>

      <Section id="change-passengers" title={t('afterSales.change.passengers')}>
        <View role="list" aria-label={t('afterSales.change.passengers')}>
          {form.psgIds.map((id) => {
            const p = names.get(id);
            return (
              <View key={id} className="as-item" role="listitem" data-testid={`psg-${id}`}>
                <Text className="as-item__name" {...NO_TRANSLATE}>
                  {p?.psgName ?? ''}
                </Text>
                {p?.ticketNo ? <Text className="as-sub">{t('afterSales.ticketNo', { no: p.ticketNo })}</Text> : null}
              </View>
            );
          })}
        </View>
        <Text className="as-sub">{t('afterSales.change.allPassengers')}</Text>
        {errors.psgIds ? (
          <Text className="as-alert" role="alert">
            {errors.psgIds}
          </Text>
        ) : null}
      </Section>

      <Section id="change-reason" title={t('afterSales.change.reasonTitle')}>
        <TypeField id="change-type" value={form.changeType} onChange={(changeType) => patch({ changeType })} />
        <ReasonField
          id="change-reason-choice"
          reasons={CHANGE_REASONS}
          value={form.reason}
          other={form.otherReason}
          error={errors.reason}
          onChange={(reason) => patch({ reason, changeType: typeForReason(reason, form.changeType) })}
          onOther={(otherReason) => patch({ otherReason })}
        />
        <Text className="as-sub">{apply.ruleText || t('afterSales.change.rule')}</Text>
      </Section>

      <SubmitBar>
        <Pressable className="as-btn as-btn--primary" onPress={next} testId="change-next">
          {t('afterSales.change.findFlights')}
        </Pressable>
      </SubmitBar>

      <Calendar
        open={calendarOpen}
        title={t('afterSales.change.newDate')}
        mode="single"
        start={form.date}
        min={today}
        max={lastSaleDate(today)}
        onConfirm={(date) => patch({ date })}
        onClose={() => setCalendarOpen(false)}
      />
    </PageShell>
  );
}

export default observer(TkChangeApplyPage);
