import { useState } from 'react';
import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { Pressable } from '../../../components/Pressable';
import { Calendar } from '../../../components/Calendar';
import { CityPicker } from '../../../components/CityPicker';
import { CheckRow, ChoiceGroup, PickerRow, TextField } from '../../../components/booking';
import { LIMITS } from '../../../domain/limits';
import type { MessageKey } from '../../../i18n';
import { useStores } from '../../../stores';
import { useFlightStore } from '../store';
import { lastSaleDate } from '../query';
import { dayText, weekdayText } from '../format';
import {
  DEADLINE_TIMES,
  MAX_NEED_LEGS,
  NEED_CABINS,
  TIME_WINDOWS,
  emptyLeg,
  legsFor,
  syncReturn,
  type NeedCity,
  type NeedErrors,
  type NeedForm,
  type NeedLeg,
} from './needForm';
import { Section } from './parts';
import '../../../i18n/parts/afterSales';

interface Props {
  form: NeedForm;
  onChange(form: NeedForm): void;
  errors: NeedErrors;
  today: string;
}

/** Which picker is open: a leg's departure or arrival city, a leg's date, or the deadline date. */
type Open =
  { kind: 'city'; leg: number; end: 'dep' | 'arr' } | { kind: 'date'; leg: number } | { kind: 'deadline' } | null;

/** A labelled − value + control with 44-px buttons (passenger counts). */
function Counter(props: {
  id: string;
  label: string;
  hint: string;
  value: number;
  min: number;
  max: number;
  decLabel: string;
  incLabel: string;
  onChange(value: number): void;
}) {
  const { id, label, hint, value, min, max, onChange } = props;
  return (
    <View className="as-counter" role="group" aria-label={label} data-testid={id}>
      <View className="as-counter__label">
        <Text>{label}</Text>
        <Text className="as-sub">{hint}</Text>
      </View>
      <View className="as-counter__ctrl">
        <Pressable
          className="as-counter__btn"
          label={props.decLabel}
          disabled={value <= min}
          onPress={() => onChange(value - 1)}
          testId={`${id}-dec`}
        >
          <Text aria-hidden>−</Text>
        </Pressable>
        <Text className="as-counter__value" aria-live="polite" data-testid={`${id}-value`}>
          {value}
        </Text>
        <Pressable
          className="as-counter__btn"
          label={props.incLabel}
          disabled={value >= max}
          onPress={() => onChange(value + 1)}
          testId={`${id}-inc`}
        >
          <Text aria-hidden>+</Text>
        </Pressable>
      </View>
    </View>
  );
}

/**
 * The flight demand order form (SPEC §3: adults, children, infants, cabin, budget, deadline, legs, direct only),
 * used to create (tkNeed) and to update a pending one (tkNeedDetail). Messages come from `checkNeedForm`.
 */
export const NeedFormView = observer(function NeedFormView({ form, onChange, errors, today }: Props) {
  const { ui } = useStores();
  const { t } = ui;
  const flight = useFlightStore();
  const [open, setOpen] = useState<Open>(null);
  const err = (field: string): string | undefined => (errors[field] ? t(errors[field] as MessageKey) : undefined);
  const max = lastSaleDate(today);

  const setLeg = (i: number, patch: Partial<NeedLeg>) => {
    const legs = form.legs.map((leg, j) => (j === i ? { ...leg, ...patch } : leg));
    onChange(syncReturn({ ...form, legs }));
  };
  const dateText = (date: string) => (date ? `${dayText(date, t)} ${weekdayText(date, t)}` : '');
  const cityText = (c: NeedCity | null) => c?.name ?? '';
  const maxPassengers = LIMITS.booking.maxTickets;

  const openCity = open?.kind === 'city' ? open : null;
  const openDate = open?.kind === 'date' ? open : null;

  return (
    <View data-testid="need-form">
      <Section id="need-trip" title={t('afterSales.need.trip')}>
        <ChoiceGroup<NeedForm['voyageType']>
          id="need-voyage"
          label={t('afterSales.need.voyageType')}
          options={[
            { value: 1, label: t('afterSales.need.voyage.1') },
            { value: 2, label: t('afterSales.need.voyage.2') },
            { value: 3, label: t('afterSales.need.voyage.3') },
          ]}
          value={form.voyageType}
          onChange={(voyageType) => onChange({ ...form, voyageType, legs: legsFor(form, voyageType) })}
        />
        {form.legs.map((leg, i) => {
          const reversed = form.voyageType === 2 && i === 1;
          return (
            <View key={i} className="as-leg" role="group" aria-label={t('afterSales.need.legN', { n: i + 1 })}>
              <View className="as-leg__head">
                <Text className="as-leg__title">
                  {form.voyageType === 2
                    ? t(i === 0 ? 'afterSales.need.outbound' : 'afterSales.need.return')
                    : t('afterSales.need.legN', { n: i + 1 })}
                </Text>
                {form.voyageType === 3 && form.legs.length > 2 ? (
                  <Pressable
                    className="as-link"
                    label={t('afterSales.need.removeLegN', { n: i + 1 })}
                    onPress={() => onChange({ ...form, legs: form.legs.filter((_, j) => j !== i) })}
                    testId={`leg${i}-remove`}
                  >
                    {t('afterSales.need.removeLeg')}
                  </Pressable>
                ) : null}
              </View>
              {reversed ? (
                <Text className="as-sub">
                  {cityText(leg.depCity)} → {cityText(leg.arrCity)}
                </Text>
              ) : (
                <>
                  <PickerRow
                    id={`leg${i}-dep`}
                    label={t('afterSales.need.depCity')}
                    value={cityText(leg.depCity)}
                    placeholder={t('afterSales.choose')}
                    required
                    onClick={() => setOpen({ kind: 'city', leg: i, end: 'dep' })}
                  />
                  <PickerRow
                    id={`leg${i}-arr`}
                    label={t('afterSales.need.arrCity')}
                    value={cityText(leg.arrCity)}
                    placeholder={t('afterSales.choose')}
                    required
                    error={err(`leg${i}.city`)}
                    onClick={() => setOpen({ kind: 'city', leg: i, end: 'arr' })}
                  />
                </>
              )}
              <PickerRow
                id={`leg${i}-date`}
                label={t('afterSales.need.depDate')}
                value={dateText(leg.depDate)}
                placeholder={t('afterSales.choose')}
                required
                error={err(`leg${i}.date`)}
                onClick={() => setOpen({ kind: 'date', leg: i })}
              />
              <ChoiceGroup<string>
                id={`leg${i}-window`}
                label={t('afterSales.need.window')}
                options={TIME_WINDOWS.map((w) => ({ value: w, label: w ? w : t('afterSales.need.window.any') }))}
                value={leg.window}
                onChange={(w) => setLeg(i, { window: w as NeedLeg['window'] })}
              />
            </View>
          );
        })}
        {form.voyageType === 3 && form.legs.length < MAX_NEED_LEGS ? (
          <Pressable
            className="as-link"
            onPress={() => {
              const last = form.legs[form.legs.length - 1];
              onChange({ ...form, legs: [...form.legs, { ...emptyLeg(last.depDate), depCity: last.arrCity }] });
            }}
            testId="leg-add"
          >
            {t('afterSales.need.addLeg')}
          </Pressable>
        ) : null}
        <CheckRow
          id="need-direct"
          label={t('afterSales.need.onlyDirect')}
          checked={form.onlyDirect}
          onToggle={() => onChange({ ...form, onlyDirect: !form.onlyDirect })}
        />
      </Section>

      <Section id="need-passengers" title={t('afterSales.need.passengers')}>
        <Counter
          id="need-adults"
          label={t('afterSales.need.adults')}
          hint={t('afterSales.need.adultsHint')}
          value={form.adultNum}
          min={1}
          max={maxPassengers}
          decLabel={t('afterSales.need.dec', { who: t('afterSales.need.adults') })}
          incLabel={t('afterSales.need.inc', { who: t('afterSales.need.adults') })}
          onChange={(adultNum) => onChange({ ...form, adultNum })}
        />
        <Counter
          id="need-children"
          label={t('afterSales.need.children')}
          hint={t('afterSales.need.childrenHint')}
          value={form.childNum}
          min={0}
          max={maxPassengers}
          decLabel={t('afterSales.need.dec', { who: t('afterSales.need.children') })}
          incLabel={t('afterSales.need.inc', { who: t('afterSales.need.children') })}
          onChange={(childNum) => onChange({ ...form, childNum })}
        />
        <Counter
          id="need-infants"
          label={t('afterSales.need.infants')}
          hint={t('afterSales.need.infantsHint')}
          value={form.babyNum}
          min={0}
          max={maxPassengers}
          decLabel={t('afterSales.need.dec', { who: t('afterSales.need.infants') })}
          incLabel={t('afterSales.need.inc', { who: t('afterSales.need.infants') })}
          onChange={(babyNum) => onChange({ ...form, babyNum })}
        />
        <Text className="as-sub">{t('afterSales.need.mixRule')}</Text>
        {errors.passengers ? (
          <Text className="as-alert" role="alert" data-testid="need-passengers-error">
            {err('passengers')}
          </Text>
        ) : null}
      </Section>

      <Section id="need-wish" title={t('afterSales.need.wish')}>
        <ChoiceGroup
          id="need-cabin"
          label={t('afterSales.need.cabin')}
          options={NEED_CABINS.map((c) => ({ value: c, label: t(`afterSales.cabin.${c}`) }))}
          value={form.cabin}
          onChange={(cabin) => onChange({ ...form, cabin })}
        />
        <TextField
          id="need-budget"
          label={t('afterSales.need.budget')}
          placeholder={t('afterSales.need.budgetPlaceholder')}
          type="digit"
          value={form.budget}
          maxlength={9}
          required
          error={err('budget')}
          suffix={<Text className="as-sub">{t('afterSales.need.perAdult')}</Text>}
          onChange={(budget) => onChange({ ...form, budget })}
        />
        <PickerRow
          id="need-deadline"
          label={t('afterSales.need.deadline')}
          value={dateText(form.deadlineDate)}
          placeholder={t('afterSales.choose')}
          required
          onClick={() => setOpen({ kind: 'deadline' })}
        />
        <ChoiceGroup<string>
          id="need-deadline-time"
          label={t('afterSales.need.deadlineTime')}
          options={DEADLINE_TIMES.map((time) => ({ value: time, label: time }))}
          value={form.deadlineTime}
          onChange={(deadlineTime) => onChange({ ...form, deadlineTime })}
          error={err('deadline')}
        />
      </Section>

      <Section id="need-contact" title={t('afterSales.need.contact')}>
        <TextField
          id="need-linkman"
          label={t('afterSales.need.linkman')}
          value={form.linkman}
          maxlength={60}
          required
          error={err('linkman')}
          onChange={(linkman) => onChange({ ...form, linkman })}
        />
        <TextField
          id="need-linkTel"
          label={t('afterSales.need.linkTel')}
          placeholder={t('afterSales.need.linkTelPlaceholder')}
          type="number"
          maxlength={11}
          value={form.linkTel}
          required
          error={err('linkTel')}
          onChange={(linkTel) => onChange({ ...form, linkTel })}
        />
        <TextField
          id="need-remark"
          label={t('afterSales.need.remark')}
          placeholder={t('afterSales.need.remarkPlaceholder')}
          value={form.remark}
          maxlength={LIMITS.input.remarkMax}
          error={err('remark')}
          suffix={<Text className="as-sub">{`${form.remark.length}/${LIMITS.input.remarkMax}`}</Text>}
          onChange={(remark) => onChange({ ...form, remark })}
        />
      </Section>

      <CityPicker
        open={openCity !== null}
        title={t(openCity?.end === 'arr' ? 'afterSales.need.arrCity' : 'afterSales.need.depCity')}
        history={flight.recentCities}
        current={
          openCity ? (form.legs[openCity.leg]?.[openCity.end === 'dep' ? 'depCity' : 'arrCity']?.code ?? '') : ''
        }
        onSelect={(p) => {
          if (!openCity) return;
          const city: NeedCity = { code: p.code, name: p.name, cityCode: p.cityCode };
          setLeg(openCity.leg, openCity.end === 'dep' ? { depCity: city } : { arrCity: city });
        }}
        onClose={() => setOpen(null)}
      />
      <Calendar
        open={openDate !== null}
        title={t('afterSales.need.depDate')}
        mode="single"
        start={openDate ? form.legs[openDate.leg]?.depDate || today : today}
        min={openDate && openDate.leg > 0 ? form.legs[openDate.leg - 1].depDate || today : today}
        max={max}
        onConfirm={(date) => openDate && setLeg(openDate.leg, { depDate: date })}
        onClose={() => setOpen(null)}
      />
      <Calendar
        open={open?.kind === 'deadline'}
        title={t('afterSales.need.deadline')}
        mode="single"
        start={form.deadlineDate || today}
        min={today}
        max={form.legs[0]?.depDate || max}
        onConfirm={(deadlineDate) => onChange({ ...form, deadlineDate })}
        onClose={() => setOpen(null)}
      />
    </View>
  );
});
