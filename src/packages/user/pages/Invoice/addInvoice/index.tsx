import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { View, Text } from '@tarojs/components';
import { useDidShow, useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { Address } from '../../../../../api/contract';
import type { ExpressFee, InvoiceOrderItem, KpType, SendMode, SwxxItem } from '../../../../../api/contract/invoice';
import { newIdempotencyKey } from '../../../../../api/helpers/idempotency';
import { expressMatchFee, invoiceOrderList, kpOrderAdd, swxxList } from '../../../../../api/invoice';
import { ApiError } from '../../../../../api/transport';
import { Card, ChoiceGroup, PickerRow, Sheet, TextField } from '../../../../../components/booking';
import { EmptyState } from '../../../../../components/EmptyState';
import { PageShell } from '../../../../../components/PageShell';
import { Pressable } from '../../../../../components/Pressable';
import { LIMITS } from '../../../../../domain/limits';
import { formatYuan, yuanToFen } from '../../../../../domain/money';
import { showToast } from '../../../../../hosts/ui';
import type { MessageKey } from '../../../../../i18n';
import { decodeQuery, goBack, navigate, redirectTo } from '../../../../../router';
import { useStores } from '../../../../../stores';
import { addressText } from '../../../people/addressForm';
import { ActionBar } from '../../../people/parts';
import {
  checkRequestForm,
  newRequestForm,
  ordersTotalFen,
  parseOrderIds,
  requestFingerprint,
  toKpOrderAddRequest,
  type RequestErrors,
  type RequestForm,
} from '../parts/requestForm';
import { markRequested } from '../parts/selection';
import { AddressSheet, useAddresses, yuan } from '../parts/ui';
import '../../../people/people.scss';
import '../parts/invoice.scss';
import '../../../../../i18n/parts/invoice';
import { NO_TRANSLATE } from '../../../../../components/Pressable/noTranslate';

const ROUTE = '/userCenter/Invoice/addInvoice';
/** Pages of the invoiceable list walked to find the chosen orders. */
const ORDER_PAGES = 25;

type LoadState = 'loading' | 'ready' | 'failed';
interface FeeState {
  state: 'idle' | 'loading' | 'ready' | 'failed';
  fee: ExpressFee | null;
}

/** The chosen orders among the invoiceable ones (no call answers orders by id). */
async function loadOrders(ids: readonly string[]): Promise<InvoiceOrderItem[]> {
  const wanted = new Set(ids);
  const found = new Map<string, InvoiceOrderItem>();
  for (let pageNum = 1; pageNum <= ORDER_PAGES && found.size < wanted.size; pageNum += 1) {
    const answer = await invoiceOrderList({ pageNum, count: LIMITS.pageSize.list });
    const rows = answer.list ?? [];
    for (const row of rows) if (wanted.has(row.orderId)) found.set(row.orderId, row);
    if (rows.length === 0 || pageNum * LIMITS.pageSize.list >= (answer.data?.total ?? 0)) break;
  }
  return ids.map((id) => found.get(id)).filter((o): o is InvoiceOrderItem => o !== undefined);
}

/**
 * Request an invoice (SPEC §2 /userCenter/Invoice/addInvoice `?orderIds=a,b`; §3 invoice request; §7 kpOrderAdd):
 * the orders and their total, the title, electronic (the e-mail the PDF link goes to, prefilled from the title or
 * my profile) or paper (one of my addresses, the express type and its fee from matchFee, shown before submitting).
 * One submission at a time; retries of the same request reuse its idempotency key.
 */
function AddInvoicePage() {
  const { session, ui } = useStores();
  const { t } = ui;
  const orderIdsParam = decodeQuery(useRouter().params).orderIds;
  const orderIds = useMemo(() => parseOrderIds(orderIdsParam), [orderIdsParam]);
  const [orders, setOrders] = useState<InvoiceOrderItem[]>([]);
  const [ordersState, setOrdersState] = useState<LoadState>('loading');
  const [titles, setTitles] = useState<SwxxItem[]>([]);
  const [titlesLoaded, setTitlesLoaded] = useState(false);
  const { addresses, loaded: addressesLoaded, reload: reloadAddresses } = useAddresses();
  const [form, setForm] = useState<RequestForm>(newRequestForm);
  const [errors, setErrors] = useState<RequestErrors>({});
  const [fee, setFee] = useState<FeeState>({ state: 'idle', fee: null });
  const [sheet, setSheet] = useState<'title' | 'address' | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const idempotency = useRef<{ body: string; key: string } | null>(null);
  // The e-mail follows the chosen title until the user types one.
  const emailTyped = useRef(false);
  const feeGeneration = useRef(0);
  const profileEmail = session.userInfo?.empInfo.email ?? '';

  const fetchOrders = useCallback(async () => {
    setOrdersState('loading');
    try {
      setOrders(await loadOrders(orderIds));
      setOrdersState('ready');
    } catch {
      setOrdersState('failed');
    }
  }, [orderIds]);
  const fetchTitles = useCallback(async () => {
    const answer = await swxxList({ pageNum: 1, count: 50 });
    setTitles(answer.list ?? []);
    setTitlesLoaded(true);
  }, []);

  useEffect(() => {
    void fetchOrders();
  }, [fetchOrders]);
  // Titles and addresses reload on every show: coming back from adding one offers it at once.
  useDidShow(() => {
    void fetchTitles().catch(() => setTitlesLoaded(true));
    void reloadAddresses().catch(() => undefined);
  });

  // A title is chosen by default (the newest); one deleted meanwhile is dropped.
  useEffect(() => {
    if (!titlesLoaded) return;
    const current = titles.find((s) => s.id === form.kpswxxId);
    if (current) return;
    const next = titles[0];
    setForm((f) => ({
      ...f,
      kpswxxId: next?.id ?? '',
      email: emailTyped.current ? f.email : next?.jsEmail || profileEmail,
    }));
  }, [titles, titlesLoaded, form.kpswxxId, profileEmail]);

  // The default address (else the first) is offered for paper.
  useEffect(() => {
    if (!addressesLoaded) return;
    setForm((f) => {
      if (f.address && addresses.some((a) => a.empAddrId === f.address?.empAddrId)) return f;
      return { ...f, address: addresses.find((a) => a.isDefault === 1) ?? addresses[0] ?? null };
    });
  }, [addresses, addressesLoaded]);

  // The fee of the chosen express type to the chosen address' province (express/matchFee).
  const province = form.kpType === 2 ? (form.address?.province ?? '') : '';
  const loadFee = useCallback(async (to: string, sendMode: SendMode) => {
    const mine = ++feeGeneration.current;
    if (!to) {
      setFee({ state: 'idle', fee: null });
      return;
    }
    setFee({ state: 'loading', fee: null });
    try {
      const answer = await expressMatchFee({ province: to, sendMode });
      if (mine !== feeGeneration.current) return;
      setFee(answer.data ? { state: 'ready', fee: answer.data } : { state: 'failed', fee: null });
    } catch {
      if (mine === feeGeneration.current) setFee({ state: 'failed', fee: null });
    }
  }, []);
  useEffect(() => {
    void loadFee(province, form.sendMode);
  }, [province, form.sendMode, loadFee]);

  const update = (patch: Partial<RequestForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors({});
  };
  const chooseTitle = (s: SwxxItem) => {
    setForm((f) => ({ ...f, kpswxxId: s.id, email: emailTyped.current ? f.email : s.jsEmail || profileEmail }));
    setErrors({});
    setSheet(null);
  };
  const chooseAddress = (a: Address) => {
    update({ address: a });
    setSheet(null);
  };
  const errorText = (key: keyof RequestErrors) => (errors[key] ? t(errors[key] as MessageKey) : undefined);

  if (ordersState !== 'ready' || orders.length === 0) {
    return (
      <PageShell route={ROUTE} title="invoice.add.title" className="pp-page add-invoice">
        {ordersState === 'loading' ? (
          <View className="pp-loading" role="status" aria-busy>
            {t('common.loading')}
          </View>
        ) : ordersState === 'failed' ? (
          <EmptyState
            text={t('common.loadFailed')}
            actionText={t('common.retry')}
            onAction={() => void fetchOrders()}
          />
        ) : (
          <EmptyState
            text={t('invoice.add.ordersMissing')}
            actionText={t('common.back')}
            onAction={() => void goBack()}
          />
        )}
      </PageShell>
    );
  }

  const title = titles.find((s) => s.id === form.kpswxxId) ?? null;
  const amountFen = ordersTotalFen(orders);
  const feeShown = fee.state === 'ready';
  const expressFeeFen = form.kpType === 2 && form.sendMode === 2 && fee.fee ? yuanToFen(fee.fee.fee) : 0;

  const submit = async () => {
    if (busy.current) return;
    const found = checkRequestForm(form, feeShown);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      showToast(t('invoice.fix'), LIMITS.ui.toastMs);
      return;
    }
    const body = toKpOrderAddRequest(form, orders);
    const print = requestFingerprint(body);
    // Retries of the same request reuse its key (a replay answers the first result); a changed request is new.
    if (idempotency.current?.body !== print) idempotency.current = { body: print, key: newIdempotencyKey() };
    busy.current = true;
    setSubmitting(true);
    try {
      const answer = await kpOrderAdd(body, idempotency.current.key);
      markRequested(orders.map((o) => o.orderId));
      showToast(t('invoice.add.done'), LIMITS.ui.toastMs, 'success');
      const invoiceId = answer.data?.invoiceId;
      // Stays busy: the screen is leaving.
      if (invoiceId) void redirectTo('/userCenter/Invoice/distributionDetail', { query: { id: invoiceId } });
      else void goBack();
    } catch (e) {
      busy.current = false;
      setSubmitting(false);
      if (!(e instanceof ApiError)) showToast(t('common.loadFailed'), LIMITS.ui.failureToastMs);
    }
  };

  return (
    <PageShell route={ROUTE} title="invoice.add.title" className="pp-page add-invoice">
      <Card title={t('invoice.add.orders')} id="invoice-orders">
        {orderIds.length > orders.length ? (
          <Text className="bk-alert" role="alert">
            {t('invoice.add.ordersMissing')}
          </Text>
        ) : null}
        {orders.map((o) => (
          <View key={o.orderId} className="bk-row" data-testid={`invoice-add-order-${o.orderId}`}>
            <View className="inv-order__body">
              {/* The order title (route, hotel, names) is data; the server localizes its prefix. */}
              <Text className="bk-row__label" {...NO_TRANSLATE}>
                {o.title}
              </Text>
              <Text className="bk-sub">{o.orderNo}</Text>
            </View>
            <Text className="bk-row__value">{yuan(o.amount)}</Text>
          </View>
        ))}
        <View className="bk-row">
          <Text className="bk-row__label">{t('invoice.add.amount')}</Text>
          <Text className="bk-row__value inv-amount" data-testid="invoice-add-amount">
            {formatYuan(amountFen)}
          </Text>
        </View>
      </Card>

      <Card title={t('invoice.add.titleRow')} id="invoice-title">
        {titlesLoaded && titles.length === 0 ? (
          <Pressable
            role="link"
            className="pp-add"
            testId="invoice-title-new"
            onPress={() => void navigate('/userCenter/Invoice/addInvoiceTitle')}
          >
            {t('invoice.add.noTitle')}
          </Pressable>
        ) : (
          <PickerRow
            id="invoice-title-row"
            label={t('invoice.add.titleRow')}
            value={title ? title.gsmc : ''}
            placeholder={t('invoice.add.chooseTitle')}
            required
            error={errorText('title')}
            onClick={() => setSheet('title')}
          />
        )}
        {titlesLoaded && titles.length === 0 && errors.title ? (
          <Text className="bk-field__error" role="alert" data-testid="invoice-title-row-error">
            {t(errors.title)}
          </Text>
        ) : null}
        {title ? (
          <Text className="bk-sub" data-testid="invoice-title-tax">
            {t('invoice.labelled', {
              label: t('invoice.field.nsrsbh'),
              value: title.nsrsbh || t('invoice.titles.noTax'),
            })}
          </Text>
        ) : null}
      </Card>

      <Card title={t('invoice.add.kpType')} id="invoice-kind">
        <ChoiceGroup<KpType>
          id="invoice-kpType"
          label={t('invoice.add.kpType')}
          options={[
            { value: 1, label: t('invoice.kpType.1') },
            { value: 2, label: t('invoice.kpType.2') },
          ]}
          value={form.kpType}
          onChange={(kpType) => update({ kpType })}
        />
        {form.kpType === 1 ? (
          <TextField
            id="invoice-email"
            label={t('invoice.add.email')}
            value={form.email}
            maxlength={254}
            required
            hint={t('invoice.add.emailHint')}
            error={errorText('email')}
            onChange={(email) => {
              emailTyped.current = true;
              update({ email });
            }}
          />
        ) : (
          <>
            <PickerRow
              id="invoice-address"
              label={t('invoice.add.address')}
              value={form.address ? `${form.address.recipient} ${addressText(form.address)}` : ''}
              placeholder={t('invoice.add.chooseAddress')}
              required
              error={errorText('address')}
              onClick={() => setSheet('address')}
            />
            <ChoiceGroup<SendMode>
              id="invoice-sendMode"
              label={t('invoice.add.sendMode')}
              options={[
                { value: 2, label: t('invoice.sendMode.2') },
                { value: 1, label: t('invoice.sendMode.1') },
              ]}
              value={form.sendMode}
              onChange={(sendMode) => update({ sendMode })}
            />
            {form.address ? (
              <FeeLine
                fee={fee}
                sendMode={form.sendMode}
                error={errorText('fee')}
                onRetry={() => void loadFee(province, form.sendMode)}
              />
            ) : null}
          </>
        )}
        <TextField
          id="invoice-remark"
          label={t('invoice.add.remark')}
          placeholder={t('invoice.field.optional')}
          value={form.remark}
          maxlength={LIMITS.input.remarkMax}
          error={errorText('remark')}
          onChange={(remark) => update({ remark })}
        />
      </Card>

      <ActionBar>
        <View className="inv-bar__sum" aria-live="polite">
          <Text className="inv-bar__total" data-testid="invoice-add-total">
            {formatYuan(amountFen)}
          </Text>
          {expressFeeFen > 0 ? (
            <Text data-testid="invoice-add-fee-total">
              {t('invoice.add.fee')} {formatYuan(expressFeeFen)}
            </Text>
          ) : null}
        </View>
        <Pressable
          className="bk-btn bk-btn--primary"
          disabled={submitting}
          testId="invoice-submit"
          onPress={() => void submit()}
        >
          {t(submitting ? 'invoice.add.submitting' : 'invoice.add.submit')}
        </Pressable>
      </ActionBar>

      <Sheet
        open={sheet === 'title'}
        title={t('invoice.add.chooseTitle')}
        onClose={() => setSheet(null)}
        testId="invoice-title-sheet"
        footer={
          <Pressable
            className="bk-btn"
            testId="invoice-title-sheet-new"
            onPress={() => {
              setSheet(null);
              void navigate('/userCenter/Invoice/addInvoiceTitle');
            }}
          >
            {t('invoice.titles.add')}
          </Pressable>
        }
      >
        <View role="radiogroup" aria-label={t('invoice.add.chooseTitle')}>
          {titles.map((s) => (
            <Pressable
              key={s.id}
              role="radio"
              selected={s.id === form.kpswxxId}
              className="bk-person"
              testId={`invoice-title-option-${s.id}`}
              onPress={() => chooseTitle(s)}
            >
              <View className="bk-person__main">
                <Text className="bk-person__name">{s.gsmc}</Text>
                <Text className="bk-sub">{s.nsrsbh || t('invoice.titles.noTax')}</Text>
              </View>
            </Pressable>
          ))}
        </View>
      </Sheet>
      <AddressSheet
        open={sheet === 'address'}
        addresses={addresses}
        chosenId={form.address?.empAddrId ?? ''}
        onChoose={chooseAddress}
        onClose={() => setSheet(null)}
      />
    </PageShell>
  );
}

/** The delivery fee of the chosen express type, shown before submitting (retry when it failed). */
const FeeLine = observer(function FeeLine(props: {
  fee: FeeState;
  sendMode: SendMode;
  error?: string;
  onRetry(): void;
}) {
  const { ui } = useStores();
  const { t } = ui;
  const { state, fee } = props.fee;
  return (
    <View className="inv-fee" data-testid="invoice-fee" data-state={state}>
      <View className="inv-fee__line">
        <Text>{t('invoice.add.fee')}</Text>
        {state === 'ready' && fee ? (
          <Text className="inv-amount" data-testid="invoice-fee-amount">
            {props.sendMode === 2 ? yuan(fee.fee) : t('invoice.add.feeCollect')}
          </Text>
        ) : state === 'failed' ? (
          <Pressable className="pp-link" testId="invoice-fee-retry" onPress={props.onRetry}>
            {t('invoice.add.feeFailed')}
          </Pressable>
        ) : (
          <Text className="bk-sub" role="status">
            {t('invoice.add.feeLoading')}
          </Text>
        )}
      </View>
      {state === 'ready' && fee?.courierCompany ? (
        <Text className="bk-sub">{t('invoice.add.courier', { name: fee.courierCompany })}</Text>
      ) : null}
      {props.error ? (
        <Text className="bk-field__error" role="alert" data-testid="invoice-fee-error">
          {props.error}
        </Text>
      ) : null}
    </View>
  );
});

export default observer(AddInvoicePage);
