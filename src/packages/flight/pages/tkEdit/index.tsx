import { useEffect, useMemo, useRef, useState } from 'react';
import { View, Text, Button, Input } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { CheckSameOrderData, CheckXyhBmdData, FlightBookData } from '../../../../api/contract';
import { ApiError } from '../../../../api/transport';
import { bookV3, checkXyhBmd, flightCheckSameOrder, validateTimeOut } from '../../../../api/flight';
import { newIdempotencyKey } from '../../../../api/helpers/idempotency';
import { PageShell } from '../../../../components/PageShell';
import { EmptyState } from '../../../../components/EmptyState';
import {
  Card,
  ContactForm,
  CostCenterPicker,
  DeliveryForm,
  DuplicateOrderDialog,
  InsurancePicker,
  PriceDetailSheet,
  ProjectPicker,
  TravellerForm,
  TravellerList,
  TravellerPicker,
  ViolationReasonPicker,
  psgTypeOf,
  type DuplicateOrder,
} from '../../../../components/booking';
import {
  OverBudgetReason,
  TripRequestBanner,
  bookingFields,
  overBudget,
  useTripRequest,
} from '../../../../components/tripRequest';
import { formatYuan, yuanToFen } from '../../../../domain/money';
import { ORDER_TYPE, PRODUCT } from '../../../../domain/codes';
import { LIMITS } from '../../../../domain/limits';
import { confirmDialog, showDialog, showToast } from '../../../../hosts/ui';
import type { MessageKey } from '../../../../i18n';
import { goBack, navigate, redirectTo, routeByPage } from '../../../../router';
import { useStores } from '../../../../stores';
import { useBookingStore, type BookingTraveller } from '../../../../stores/booking';
import { useFlightStore, type FareChoice } from '../../store';
import { dayText, hhmm, priceText, weekdayText } from '../../format';
import {
  anyViolation,
  bookRequest,
  checkForm,
  combinePolicy,
  policyRefs,
  priceInput,
  safePriceDetail,
  whitelistRequest,
  type FormProblems,
  type TripPolicy,
} from './form';
import './index.scss';
import '../../../../i18n/parts/booking';
import '../../../../i18n/parts/tripBooking';

const ROUTE = '/tk/tkEdit';
const CPLX = String(PRODUCT.flight);
const NO_PROBLEMS: FormProblems = { first: null, traveller: null, contact: {}, delivery: {}, blocked: false };

type PolicyState = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; policy: TripPolicy };

/** Segment names: one-way none, round trip outbound/return, connection leg 1/2. */
function segmentLabels(tripType: 1 | 2 | 3, count: number, t: (k: MessageKey, v?: Record<string, number>) => string) {
  if (tripType === 2) return [t('booking.segment.outbound'), t('booking.segment.return')];
  if (tripType === 3 || count > 1)
    return Array.from({ length: count }, (_, i) => t('booking.segment.leg', { n: i + 1 }));
  return [''];
}

/** The list of the search, found in the page stack: going back keeps the stack short. */
async function backToList(): Promise<void> {
  const pages = Taro.getCurrentPages();
  for (let i = pages.length - 2; i >= 0; i -= 1) {
    if (routeByPage(pages[i]?.route ?? '')?.url === '/tk/tkList') {
      await goBack(pages.length - 1 - i);
      return;
    }
  }
  await redirectTo('/tk/tkList');
}

/**
 * bookV3 refused because the trip-request leg was booked meanwhile (SPEC §5 'This trip has already been booked,
 * continue?'): the server's tips (in the app's language) are that very question.
 */
function isRouteBookedRefusal(e: unknown, question: string): boolean {
  return e instanceof ApiError && e.kind === 'code' && e.code === 2 && e.tips.trim() === question;
}

/**
 * Flight booking form (SPEC §2 /tk/tkEdit; issue 3): the chosen segments, travellers with their policy result,
 * violation reason, contact, cost centre, project, insurance, delivery, remark and the price sheet; submits through
 * validateTimeOut → checkSameOrder → checkXyhBmd → bookV3 (one idempotency key per form) → /tk/tkCmp.
 * Through a trip request (issue 4): the request, its remaining transport budget against the total and, over it, the
 * over-budget reason; an order that needs approval goes on to /approval/Send.
 */
function TkEditPage() {
  const { session, ui } = useStores();
  const { t } = ui;
  const flight = useFlightStore();
  const booking = useBookingStore();
  const emp = session.userInfo?.empInfo ?? null;
  const hideStandard = session.userInfo?.vipCorp.hideTravelStandard === 1 || booking.rules.hideTravelStandard;

  const { segments, tripType } = flight.selection;
  const travelDate = segments[0]?.flight.depTime.slice(0, 10) ?? '';
  const tripEnd = segments[segments.length - 1]?.flight.arrTime.slice(0, 10) ?? travelDate;
  const travellers = booking.travellers;

  const [pickerOpen, setPickerOpen] = useState(false);
  const [editing, setEditing] = useState<BookingTraveller | null>(null);
  const [priceOpen, setPriceOpen] = useState(false);
  const [policy, setPolicy] = useState<PolicyState>({ status: 'idle' });
  // After the first submit the form is checked live, so a fixed field loses its message as it is typed.
  const [checked, setChecked] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [duplicates, setDuplicates] = useState<DuplicateOrder[] | null>(null);
  // One key per form instance (ARCHITECTURE §7): a double tap or a retry after a lost answer replays the first booking.
  const idempotencyKey = useRef(newIdempotencyKey());
  const busy = useRef(false);
  const duplicateAnswer = useRef<((proceed: boolean) => void) | null>(null);

  useEffect(() => {
    if (!emp) return;
    booking.begin(emp);
    void booking.loadReference(CPLX).catch(() => undefined);
    // Once per employee: begin() keeps the form of the same employee.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [emp?.empId]);

  // Prices for the passenger mix (patForFlight) whenever the mix changes.
  const mix = useMemo(() => {
    const types = travellers.map((tr) => psgTypeOf(tr, travelDate));
    const count = (x: 1 | 2 | 3) => types.filter((y) => y === x).length;
    return { adults: Math.max(1, count(1)), children: count(2), infants: count(3) };
  }, [travellers, travelDate]);
  const fareKeys = segments.map((s) => s.cabin.fareKey).join(',');
  useEffect(() => {
    if (!fareKeys) return;
    flight
      .priceSelection(mix)
      .then((changed) => {
        if (changed) showToast(t('booking.priceChanged'), LIMITS.ui.toastMs);
      })
      .catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fareKeys, mix.adults, mix.children, mix.infants]);

  // The policy of every traveller on every segment (matchClbz), again whenever the travellers change.
  const refs = policyRefs(travellers, booking.selfRef);
  const refsKey = refs.map((r) => `${r.empId ?? ''}/${r.contactsId ?? ''}`).join(',');
  const travellerKeys = travellers.map((tr) => tr.key).join(',');
  useEffect(() => {
    if (!fareKeys || refs.length === 0) {
      setPolicy({ status: 'idle' });
      return undefined;
    }
    let current = true;
    setPolicy({ status: 'loading' });
    Promise.all(segments.map((s) => flight.matchPolicy(s.cabin.fareKey, refs)))
      .then((answers) => {
        if (current) setPolicy({ status: 'ready', policy: combinePolicy(travellers, refs, answers, booking.selfRef) });
      })
      .catch(() => current && setPolicy({ status: 'failed' }));
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fareKeys, refsKey, travellerKeys]);

  const tripPolicy = policy.status === 'ready' ? policy.policy : null;
  const violating = anyViolation(tripPolicy, travellers);
  const blocked = violating && !!tripPolicy?.mustComply;
  const detail = safePriceDetail(priceInput(segments, travellers, travelDate, booking));
  const labels = segmentLabels(tripType, segments.length, t);
  const serviceFeeFen = yuanToFen(booking.rules.serviceFee);
  const trip = useTripRequest(CPLX);
  const choice = trip.choice;
  const over = overBudget(choice, detail.totalFen);
  const overReason = trip.store.reasonFor(CPLX);
  const segmentDates = segments.map((s) => s.flight.depTime.slice(0, 10));

  if (!emp)
    return (
      <PageShell route={ROUTE} title="booking.tkEdit.title">
        {null}
      </PageShell>
    );
  if (segments.length === 0) {
    return (
      <PageShell route={ROUTE} title="booking.tkEdit.title" className="tk-edit">
        <EmptyState
          text={t('booking.tkEdit.noSelection')}
          actionText={t('booking.tkEdit.requery')}
          onAction={() => void navigate('/tk/tkQuery')}
        />
      </PageShell>
    );
  }

  const validate = (): FormProblems =>
    checkForm({
      travellers,
      travelDate,
      tripEnd,
      contact: booking.contact,
      costCenterId: booking.costCenter?.costCenterId ?? null,
      projectId: booking.project?.projectId ?? null,
      violation: booking.violation,
      remark: booking.remark,
      delivery: booking.delivery,
      rules: booking.rules,
      policy: tripPolicy,
      trip: { required: trip.required, choice, dates: segmentDates, overBudget: over, reason: overReason },
    });

  const firstText = (p: FormProblems): string => {
    if (!p.first) return '';
    const message = t(p.first.key, p.first.values);
    return p.first.traveller ? t('booking.error.forTraveller', { name: p.first.traveller, message }) : message;
  };

  const askDuplicates = (data: CheckSameOrderData): Promise<boolean> =>
    new Promise((resolve) => {
      duplicateAnswer.current = resolve;
      setDuplicates(
        data.duplicates.map((d) => ({
          orderId: d.orderId,
          orderNo: d.orderNo,
          psgName: d.psgName,
          title: d.flightNo,
          time: d.depTime,
        })),
      );
    });

  const answerDuplicates = (proceed: boolean) => {
    setDuplicates(null);
    duplicateAnswer.current?.(proceed);
    duplicateAnswer.current = null;
  };

  const problems = checked ? validate() : NO_PROBLEMS;

  const submit = async () => {
    if (busy.current) return;
    const found = validate();
    setChecked(true);
    if (found.first) {
      showToast(firstText(found), LIMITS.ui.toastMs);
      return;
    }
    busy.current = true;
    setSubmitting(true);
    const keys = segments.map((s) => s.cabin.fareKey);
    const personRefs = booking.travellerRefs();
    const psgNames = travellers.map((tr) => tr.name.trim());
    let booked: FlightBookData | null = null;
    try {
      const fresh = await validateTimeOut({ fareKeys: keys });
      if (fresh.data && !fresh.data.valid) {
        await showDialog({
          title: t('common.tips'),
          content: t(fresh.data.reason === 'tooClose' ? 'booking.tooClose' : 'booking.cacheExpired'),
          confirmText: t('common.confirm'),
        });
        flight.reset();
        await backToList();
        return;
      }
      const same = await flightCheckSameOrder({ fareKeys: keys, travellers: personRefs, psgNames });
      let confirmDuplicate = false;
      if (same.data && same.data.duplicates.length > 0) {
        if (!(await askDuplicates(same.data))) return;
        confirmDuplicate = true;
      }
      // Spread: the call may still take a plain object until its request type lands in src/api/flight.ts.
      const whitelist = await checkXyhBmd({ ...whitelistRequest(keys, travellers) });
      const verdict = whitelist.data as unknown as CheckXyhBmdData | undefined;
      if (verdict && !verdict.passed) {
        await showDialog({
          title: t('common.tips'),
          content: t('booking.whitelist.refused', {
            list: verdict.list
              .map((x) => t('booking.whitelist.item', { name: x.psgName, airline: x.airline, reason: x.reason }))
              .join(' / '),
          }),
          confirmText: t('common.confirm'),
        });
        return;
      }
      const request = bookRequest(
        segments,
        tripType,
        booking,
        travelDate,
        violating,
        confirmDuplicate,
        bookingFields(choice, over, overReason),
      );
      try {
        booked = (await bookV3(request, idempotencyKey.current)).data ?? null;
      } catch (e) {
        // The request's leg was booked meanwhile (server 'routeAlreadyBooked'): ask, then book again on purpose.
        if (!isRouteBookedRefusal(e, t('tripBooking.booked.body'))) throw e;
        // Refused, so nothing was created: the confirmed booking is a new intent with a new key (as below).
        idempotencyKey.current = newIdempotencyKey();
        const proceed = await confirmDialog({
          title: t('tripBooking.booked.title'),
          content: t('tripBooking.booked.body'),
          confirmText: t('tripBooking.booked.continue'),
          cancelText: t('tripBooking.booked.cancel'),
        });
        if (!proceed) return;
        booked = (await bookV3({ ...request, confirmRouteBooked: true }, idempotencyKey.current)).data ?? null;
      }
    } catch (e) {
      // The presenter showed the server's tips; the form stays as typed. A refused booking (the server answered)
      // created nothing, so the corrected form is a new intent; a lost answer keeps the key for the retry.
      if (e instanceof ApiError && e.kind === 'code') idempotencyKey.current = newIdempotencyKey();
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
    if (booked?.orderId) {
      booking.reset();
      // The request's leg is booked now: the next search starts without it.
      trip.store.clear(CPLX);
      if (booked.nextStep === 'pay') {
        await navigate('/tk/tkCmp', { replace: true, query: { orderId: booked.orderId } });
      } else {
        await navigate('/approval/Send', {
          replace: true,
          query: { orderId: booked.orderId, orderType: String(ORDER_TYPE.flight) },
        });
      }
    }
  };

  const errorText = (key: MessageKey | undefined) => (key ? t(key) : undefined);
  const travellerError = problems.traveller;

  return (
    <PageShell route={ROUTE} title="booking.tkEdit.title" className="tk-edit">
      <View className="tk-edit__body">
        <TripRequestBanner choice={choice} required={trip.required} />
        {problems.trip ? (
          <View className="bk-alert tk-edit__alert" role="alert" data-testid="tk-edit-trip-error">
            {t(problems.trip, choice ? { from: choice.windowFrom, to: choice.windowTo } : undefined)}
          </View>
        ) : null}
        <View className="bk-card tk-edit__segments" data-testid="tk-edit-segments">
          {segments.map((s, i) => (
            <SegmentRow key={s.cabin.fareKey} choice={s} label={labels[i] ?? ''} />
          ))}
        </View>

        <Card
          id="tk-edit-travellers"
          title={t('booking.travellers.title')}
          action={
            <View
              className="bk-btn bk-btn--inline"
              role="button"
              data-testid="tk-edit-add-traveller"
              onClick={() => setPickerOpen(true)}
            >
              {t('booking.travellers.add')}
            </View>
          }
        >
          <TravellerList
            travellers={travellers}
            travelDate={travelDate}
            onEdit={(tr) => setEditing(tr)}
            onRemove={(tr) => booking.removeTraveller(tr.key)}
            renderExtra={(tr) => <PolicyLine policy={policy} travellerKey={tr.key} hideStandard={hideStandard} />}
          />
          {travellerError ? (
            <Text className="bk-field__error" role="alert" data-testid="tk-edit-traveller-error">
              {travellerError.index !== undefined && travellers[travellerError.index]
                ? t('booking.error.forTraveller', {
                    name: travellers[travellerError.index]?.name ?? '',
                    message: t(travellerError.key),
                  })
                : t(travellerError.key)}
            </Text>
          ) : null}
        </Card>

        {violating ? (
          <Card id="tk-edit-policy" title={t('booking.policy.title')}>
            {blocked ? (
              <View className="bk-alert" role="alert" data-testid="tk-edit-blocked">
                {t('booking.policy.blocked')}
              </View>
            ) : (
              <ViolationReasonPicker
                reasons={booking.reasons}
                value={booking.violation}
                allowTyped={booking.rules.freeTextReason}
                error={errorText(problems.violation)}
                onChange={(v) => booking.setViolation(v)}
              />
            )}
          </Card>
        ) : null}

        {choice ? (
          <Card id="tk-edit-budget" title={t('tripBooking.budget.title')}>
            <Text className="bk-sub" data-testid="tk-edit-budget-line">
              {t('tripBooking.budget.line', {
                remaining: formatYuan(choice.remainingFen),
                amount: formatYuan(detail.totalFen),
              })}
            </Text>
            {over ? (
              <View>
                <Text className="bk-field__error" data-testid="tk-edit-over-budget">
                  {t('tripBooking.budget.over', {
                    over: formatYuan(detail.totalFen - Math.max(0, choice.remainingFen)),
                  })}
                </Text>
                <OverBudgetReason
                  reasons={booking.reasons}
                  value={overReason}
                  allowTyped={booking.rules.freeTextReason}
                  error={errorText(problems.overBudget)}
                  onChange={(v) => trip.store.setReason(CPLX, v)}
                />
              </View>
            ) : (
              <Text className="bk-sub" data-testid="tk-edit-within-budget">
                {t('tripBooking.budget.within')}
              </Text>
            )}
          </Card>
        ) : null}

        <Card id="tk-edit-contact" title={t('booking.contact.title')}>
          <ContactForm
            value={booking.contact}
            onChange={(patch) => booking.setContact(patch)}
            errors={{
              linkman: errorText(problems.contact.linkman),
              linkTel: errorText(problems.contact.linkTel),
              linkEmail: errorText(problems.contact.linkEmail),
            }}
          />
        </Card>

        <View className="bk-card">
          <CostCenterPicker
            options={booking.costCenters}
            value={booking.costCenter}
            required={booking.rules.costCenterRequired}
            error={errorText(problems.costCenter)}
            onChange={(v) => booking.setCostCenter(v)}
          />
          <ProjectPicker
            options={booking.projects}
            value={booking.project}
            required={booking.rules.projectRequired}
            error={errorText(problems.project)}
            onChange={(v) => booking.setProject(v)}
          />
        </View>

        <Card id="tk-edit-insurance" title={t('booking.insurance.title')}>
          <InsurancePicker
            products={booking.insuranceProducts}
            travellers={travellers.map((tr) => ({ key: tr.key, name: tr.name }))}
            value={booking.insuranceChoices}
            onChange={(next) => booking.setInsurance(next)}
            loadDetail={(bxid) => booking.insuranceDetail(bxid)}
          />
        </Card>

        <View className="bk-card">
          <DeliveryForm
            value={booking.delivery}
            addresses={booking.addresses}
            onChange={(patch) => booking.setDelivery(patch)}
            errors={{
              email: errorText(problems.delivery.email),
              recipient: errorText(problems.delivery.recipient),
              phone: errorText(problems.delivery.phone),
              address: errorText(problems.delivery.address),
            }}
          />
        </View>

        <Card id="tk-edit-remark" title={t('booking.remark.title')}>
          <View className={`bk-field ${problems.remark ? 'bk-field--error' : ''}`}>
            <Input
              id="tk-edit-remark-input"
              data-testid="tk-edit-remark-input"
              className="bk-field__input"
              value={booking.remark}
              maxlength={LIMITS.input.remarkMax}
              placeholder={t(booking.rules.remarkRequired ? 'booking.remark.placeholder' : 'booking.optional')}
              aria-label={t('booking.remark.title')}
              aria-required={booking.rules.remarkRequired || undefined}
              onInput={(e) => booking.setRemark(e.detail.value)}
            />
            <Text className="bk-field__hint">
              {t('booking.remark.count', { count: Array.from(booking.remark).length })}
            </Text>
            {problems.remark ? (
              <Text className="bk-field__error" role="alert" data-testid="tk-edit-remark-error">
                {t(problems.remark)}
              </Text>
            ) : null}
          </View>
        </Card>

        {problems.first ? (
          <View className="bk-alert tk-edit__alert" role="alert" data-testid="tk-edit-error">
            {firstText(problems)}
          </View>
        ) : null}
      </View>

      <View className="tk-edit__bar">
        <View className="tk-edit__total">
          <Text className="tk-edit__total-label">{t('booking.price.total')}</Text>
          <Text className="tk-edit__total-amount" data-testid="tk-edit-total">
            {formatYuan(detail.totalFen)}
          </Text>
          {serviceFeeFen > 0 ? (
            <Text className="bk-sub" data-testid="tk-edit-service-fee">
              {t('booking.price.perTicket', { price: formatYuan(serviceFeeFen) })}
            </Text>
          ) : null}
        </View>
        <View
          className="tk-edit__detail"
          role="button"
          aria-expanded={priceOpen}
          aria-label={t('booking.price.title')}
          data-testid="tk-edit-price-open"
          onClick={() => setPriceOpen(true)}
        >
          {t('booking.price.open')}
        </View>
        <Button
          role="button"
          className="tk-edit__submit"
          data-testid="tk-edit-submit"
          disabled={submitting || blocked}
          aria-disabled={submitting || blocked}
          onClick={() => void submit()}
        >
          {submitting ? t('booking.submitting') : t('booking.submit')}
        </Button>
      </View>

      <TravellerPicker
        open={pickerOpen}
        value={travellers}
        onChange={(next) => booking.setTravellers(next)}
        onClose={() => setPickerOpen(false)}
        search={(source, keyword, pageNum) => booking.searchTravellers(source, keyword, pageNum)}
        travelDate={travelDate}
        tripEnd={tripEnd}
        allowNew={emp.bookOutside === 1}
        bookRange={emp.rangeMap?.[CPLX] ?? emp.bookRange}
      />
      {editing ? (
        <TravellerForm
          open
          value={editing}
          isNew={false}
          others={travellers}
          travelDate={travelDate}
          tripEnd={tripEnd}
          onSave={(tr) => {
            booking.saveTraveller(tr);
            setEditing(null);
          }}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      <PriceDetailSheet
        open={priceOpen}
        onClose={() => setPriceOpen(false)}
        detail={detail}
        segmentLabels={labels}
        note={t('booking.price.estimate')}
      />
      <DuplicateOrderDialog
        open={duplicates !== null}
        duplicates={duplicates ?? []}
        onContinue={() => answerDuplicates(true)}
        onCancel={() => answerDuplicates(false)}
      />
    </PageShell>
  );
}

/** One chosen segment: date, times, airports, flight and cabin. */
const SegmentRow = observer(function SegmentRow({ choice, label }: { choice: FareChoice; label: string }) {
  const { ui } = useStores();
  const { t } = ui;
  const f = choice.flight;
  const date = f.depTime.slice(0, 10);
  return (
    <View className="tk-edit__segment" data-testid="tk-edit-segment">
      <View className="tk-edit__segment-head">
        {label ? <Text className="bk-badge">{label}</Text> : null}
        <Text className="tk-edit__segment-date">
          {dayText(date, t)} {weekdayText(date, t)}
        </Text>
        <Text className="bk-sub">
          {f.airline.name} {f.flightNo}
        </Text>
      </View>
      <View className="tk-edit__segment-main">
        <Text className="tk-edit__time">{hhmm(f.depTime)}</Text>
        <Text className="tk-edit__airport">{[f.dep.name, f.dep.terminal].filter(Boolean).join(' ')}</Text>
        <Text className="tk-edit__arrow" aria-hidden>
          →
        </Text>
        <Text className="tk-edit__time">
          {hhmm(f.arrTime)}
          {f.arriveDays > 0 ? `+${f.arriveDays}` : ''}
        </Text>
        <Text className="tk-edit__airport">{[f.arr.name, f.arr.terminal].filter(Boolean).join(' ')}</Text>
      </View>
      <Text className="bk-sub">
        {t('booking.segment.cabin', { cabin: choice.cabin.cabinName, price: priceText(choice.cabin.price) })}
      </Text>
    </View>
  );
});

/** A traveller's policy result: checking, within, or outside with the broken rules (unless hidden, SPEC §6). */
const PolicyLine = observer(function PolicyLine(props: {
  policy: PolicyState;
  travellerKey: string;
  hideStandard: boolean;
}) {
  const { ui } = useStores();
  const { t } = ui;
  if (props.policy.status === 'loading') {
    return <Text className="bk-sub">{t('booking.policy.checking')}</Text>;
  }
  if (props.policy.status !== 'ready') return null;
  const own = props.policy.policy.byKey[props.travellerKey];
  if (!own) return null;
  return (
    <Text
      className={`bk-sub tk-edit__policy ${own.compliant ? 'tk-edit__policy--ok' : 'tk-edit__policy--over'}`}
      data-testid="tk-edit-policy"
      data-compliant={own.compliant ? '1' : '0'}
    >
      {own.compliant
        ? t('booking.policy.compliant')
        : !props.hideStandard && own.violations.length > 0
          ? t('booking.policy.violatesWith', { reasons: own.violations.map((v) => v.text).join(' / ') })
          : t('booking.policy.violates')}
    </Text>
  );
});

export default observer(TkEditPage);
