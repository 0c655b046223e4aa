import { useCallback, useEffect, useRef, useState } from 'react';
import { View, Text } from '@tarojs/components';
import Taro, { usePullDownRefresh, useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { Address } from '../../../../../api/contract';
import type { ExpressTracking, InvoiceDetail } from '../../../../../api/contract/invoice';
import { editPsdz, expressQuery, invoiceDetail, sendKpEmail } from '../../../../../api/invoice';
import { ApiError } from '../../../../../api/transport';
import { Card } from '../../../../../components/booking';
import { EmptyState } from '../../../../../components/EmptyState';
import { PageShell } from '../../../../../components/PageShell';
import { Pressable } from '../../../../../components/Pressable';
import { LIMITS } from '../../../../../domain/limits';
import { orderDetailTarget } from '../../../../../domain/orderRouting';
import { showToast } from '../../../../../hosts/ui';
import type { MessageKey } from '../../../../../i18n';
import { decodeQuery, navigate } from '../../../../../router';
import { useStores } from '../../../../../stores';
import { addressText } from '../../../people/addressForm';
import { InfoLine } from '../../../people/parts';
import { AddressSheet, EmailDialog, InvoiceStatusBadge, useAddresses, yuan } from '../parts/ui';
import '../../../people/people.scss';
import '../parts/invoice.scss';
import '../../../../../i18n/parts/invoice';
import { Icon } from '../../../../../components/Icon';
import { chevronRight } from '../../../../../components/Icon/icons';
import { NO_TRANSLATE } from '../../../../../components/Pressable/noTranslate';

const ROUTE = '/userCenter/Invoice/distributionDetail';
/** While an electronic invoice is being issued the screen looks again this often (the server issues it in seconds). */
const ISSUE_POLL_MS = 3000;
const ISSUE_POLL_MAX = 40;

type LoadState = 'loading' | 'ready' | 'failed';
type TrackingState = { state: 'idle' | 'loading' | 'ready' | 'failed'; tracking: ExpressTracking | null };

/** The PDF link as the browser or the host downloads it (the answer gives a path on the API host). */
function absoluteUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  const base = process.env.TARO_APP_API_BASE ?? '';
  if (base) return `${base}${path}`;
  return typeof window !== 'undefined' && window.location ? `${window.location.origin}${path}` : path;
}

/** Opens the PDF: a new browser window on H5; download + open document in mini-programs. */
function openPdf(url: string): void {
  if (typeof window !== 'undefined' && typeof window.open === 'function') {
    window.open(url, '_blank', 'noopener');
    return;
  }
  void Taro.downloadFile({ url })
    .then((res) => Taro.openDocument({ filePath: res.tempFilePath, fileType: 'pdf' }))
    .catch(() => undefined);
}

/**
 * One invoice request (SPEC §2 /userCenter/Invoice/distributionDetail `?id=`): status, title, orders and amount;
 * electronic: the e-mail, the PDF download once issued and "send to e-mail" (the SPEC §3 e-mail download dialog);
 * paper: courier company and number, fee, address (editable while not posted: editPsdz) and the express lookup.
 */
function DistributionDetailPage() {
  const { ui } = useStores();
  const { t } = ui;
  const id = decodeQuery(useRouter().params).id ?? '';
  const [detail, setDetail] = useState<InvoiceDetail | null>(null);
  const [state, setState] = useState<LoadState>('loading');
  const [tracking, setTracking] = useState<TrackingState>({ state: 'idle', tracking: null });
  const [emailOpen, setEmailOpen] = useState(false);
  const [addressOpen, setAddressOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const { addresses, reload: reloadAddresses } = useAddresses();
  const generation = useRef(0);
  const polls = useRef(0);

  const loadTracking = useCallback(async () => {
    setTracking((s) => ({ state: 'loading', tracking: s.tracking }));
    try {
      const answer = await expressQuery({ invoiceId: id });
      setTracking({ state: 'ready', tracking: answer.data ?? null });
    } catch {
      setTracking((s) => ({ state: 'failed', tracking: s.tracking }));
    }
  }, [id]);

  const load = useCallback(async () => {
    if (!id) {
      setState('failed');
      return;
    }
    const mine = ++generation.current;
    try {
      const answer = await invoiceDetail({ invoiceId: id });
      if (mine !== generation.current) return;
      setDetail(answer.data ?? null);
      setState(answer.data ? 'ready' : 'failed');
      if (answer.data?.kpType === 2) void loadTracking();
    } catch {
      if (mine === generation.current) setState((s) => (s === 'ready' ? s : 'failed'));
    }
  }, [id, loadTracking]);

  useEffect(() => {
    void load();
  }, [load]);
  usePullDownRefresh(() => {
    void load().finally(() => Taro.stopPullDownRefresh());
  });

  // An electronic invoice being issued: look again until it is issued (bounded).
  const issuing = detail?.kpType === 1 && detail.status === 'requested';
  useEffect(() => {
    if (!issuing || polls.current >= ISSUE_POLL_MAX) return undefined;
    const timer = setTimeout(() => {
      polls.current += 1;
      void load();
    }, ISSUE_POLL_MS);
    return () => clearTimeout(timer);
  }, [issuing, detail, load]);

  if (state !== 'ready' || !detail) {
    return (
      <PageShell route={ROUTE} title="invoice.detail.title" className="pp-page invoice-detail">
        {state === 'loading' ? (
          <View className="pp-loading" role="status" aria-busy>
            {t('common.loading')}
          </View>
        ) : (
          <EmptyState text={t('invoice.detail.missing')} actionText={t('common.retry')} onAction={() => void load()} />
        )}
      </PageShell>
    );
  }

  const pdfUrl = detail.pdfUrl ? absoluteUrl(detail.pdfUrl) : '';
  const delivery = detail.delivery;

  const sendEmail = async (email: string) => {
    await sendKpEmail({ invoiceId: detail.id, email });
    showToast(t('invoice.email.sent', { email }), LIMITS.ui.toastMs, 'success');
    setEmailOpen(false);
  };

  const openAddresses = () => {
    setAddressOpen(true);
    void reloadAddresses().catch(() => undefined);
  };
  const changeAddress = async (a: Address) => {
    if (editing) return;
    setEditing(true);
    try {
      const answer = await editPsdz({ invoiceId: detail.id, addressId: a.empAddrId });
      if (answer.data) setDetail(answer.data);
      setAddressOpen(false);
      showToast(t('invoice.delivery.edited'), LIMITS.ui.toastMs, 'success');
    } catch (e) {
      if (!(e instanceof ApiError)) showToast(t('common.loadFailed'), LIMITS.ui.failureToastMs);
    } finally {
      setEditing(false);
    }
  };

  return (
    <PageShell route={ROUTE} title="invoice.detail.title" className="pp-page invoice-detail">
      <Card title={t(`invoice.kpType.${detail.kpType}` as MessageKey)} id="invoice-head">
        <View className="inv-head">
          <Text className="inv-head__title inv-amount" data-testid="invoice-amount">
            {yuan(detail.amount)}
          </Text>
          <InvoiceStatusBadge status={detail.status} />
        </View>
        <InfoLine label={t('invoice.detail.kpNo')} value={detail.kpNo} testId="invoice-kpNo" />
        <InfoLine label={t('invoice.detail.createdAt')} value={detail.createdAt} />
        {detail.invoiceNo ? (
          <InfoLine label={t('invoice.detail.invoiceNo')} value={detail.invoiceNo} testId="invoice-no" />
        ) : null}
        {detail.issuedAt ? <InfoLine label={t('invoice.detail.issuedAt')} value={detail.issuedAt} /> : null}
        {detail.remark ? <InfoLine label={t('invoice.detail.remark')} value={detail.remark} /> : null}
      </Card>

      <Card title={t('invoice.detail.buyer')} id="invoice-buyer">
        <InfoLine label={t('invoice.field.gsmc')} value={detail.buyer.gsmc} testId="invoice-buyer-name" />
        <InfoLine label={t('invoice.field.unitType')} value={t(`invoice.unitType.${detail.buyer.unitType}`)} />
        <InfoLine label={t('invoice.detail.tax')} value={detail.buyer.nsrsbh || t('invoice.titles.noTax')} />
        {detail.buyer.yydzTel ? <InfoLine label={t('invoice.field.yydzTel')} value={detail.buyer.yydzTel} /> : null}
        {detail.buyer.yhxx ? <InfoLine label={t('invoice.field.yhxx')} value={detail.buyer.yhxx} /> : null}
      </Card>

      <Card title={t('invoice.detail.orders')} id="invoice-order-lines">
        {detail.orders.map((o) => {
          const target = orderDetailTarget({ id: o.glddid, orderType: o.glddlx });
          return (
            <Pressable
              key={o.glddid}
              role="link"
              className="bk-row"
              testId={`invoice-line-${o.glddid}`}
              disabled={!target}
              onPress={() => {
                if (target) void navigate(target.url, { query: target.query });
              }}
            >
              <View className="inv-order__body">
                {/* The order title (route, hotel, names) is data; the server localizes its prefix. */}
                <Text className="bk-row__label" {...NO_TRANSLATE}>
                  {o.title}
                </Text>
                <Text className="bk-sub">{o.glddbh}</Text>
              </View>
              <Text className="bk-row__value">{yuan(o.amount)}</Text>
              <Icon icon={chevronRight} className="bk-row__chevron" />
            </Pressable>
          );
        })}
      </Card>

      {detail.kpType === 1 ? (
        <Card title={t('invoice.detail.file')} id="invoice-electronic">
          <InfoLine label={t('invoice.detail.email')} value={detail.email} testId="invoice-email" />
          {pdfUrl ? (
            <View className="inv-actions" data-testid="invoice-pdf" data-url={pdfUrl}>
              <Pressable
                role="link"
                className="bk-btn bk-btn--primary"
                testId="invoice-pdf-open"
                onPress={() => openPdf(pdfUrl)}
              >
                {t('invoice.detail.pdf')}
              </Pressable>
              {detail.canSendEmail ? (
                <Pressable className="bk-btn" testId="invoice-send-email" onPress={() => setEmailOpen(true)}>
                  {t('invoice.detail.sendEmail')}
                </Pressable>
              ) : null}
            </View>
          ) : (
            <View className="inv-actions">
              <Text className="bk-note" role="status" data-testid="invoice-pending">
                {t('invoice.detail.pending')}
              </Text>
              <Pressable className="pp-link" testId="invoice-refresh" onPress={() => void load()}>
                {t('invoice.detail.refresh')}
              </Pressable>
            </View>
          )}
        </Card>
      ) : null}

      {delivery ? (
        <Card title={t('invoice.delivery.title')} id="invoice-delivery">
          <InfoLine
            label={t('invoice.delivery.sendMode')}
            value={t(`invoice.sendMode.${delivery.sendMode}` as MessageKey)}
          />
          <InfoLine
            label={t('invoice.delivery.fee')}
            value={delivery.sendMode === 2 ? yuan(delivery.fee) : t('invoice.add.feeCollect')}
            testId="invoice-delivery-fee"
          />
          <InfoLine
            label={t('invoice.delivery.recipient')}
            value={`${delivery.reciPient} ${delivery.reciPhone}`}
            testId="invoice-delivery-recipient"
          />
          <InfoLine
            label={t('invoice.delivery.address')}
            value={addressText({
              province: delivery.province,
              city: delivery.city,
              area: delivery.area,
              addr: delivery.reciAddr,
            })}
            testId="invoice-delivery-address"
          />
          <InfoLine
            label={t('invoice.delivery.courier')}
            value={delivery.courierCompany || t('invoice.delivery.notPosted')}
            testId="invoice-delivery-courier"
          />
          {delivery.trackingNo ? (
            <InfoLine
              label={t('invoice.delivery.trackingNo')}
              value={delivery.trackingNo}
              testId="invoice-delivery-trackingNo"
            />
          ) : null}
          {delivery.postedAt ? <InfoLine label={t('invoice.delivery.postedAt')} value={delivery.postedAt} /> : null}
          {delivery.deliveredAt ? (
            <InfoLine label={t('invoice.delivery.deliveredAt')} value={delivery.deliveredAt} />
          ) : null}
          {detail.canEditAddress ? (
            <View className="inv-actions">
              <Pressable className="bk-btn" testId="invoice-edit-address" disabled={editing} onPress={openAddresses}>
                {t('invoice.delivery.editAddress')}
              </Pressable>
            </View>
          ) : null}
        </Card>
      ) : null}

      {detail.kpType === 2 ? (
        <Card title={t('invoice.tracking.title')} id="invoice-tracking">
          <TrackingView value={tracking} onRetry={() => void loadTracking()} />
        </Card>
      ) : null}

      <EmailDialog
        open={emailOpen}
        url={pdfUrl}
        email={detail.email}
        onClose={() => setEmailOpen(false)}
        onSend={sendEmail}
      />
      <AddressSheet
        open={addressOpen}
        addresses={addresses}
        chosenId=""
        onChoose={(a) => void changeAddress(a)}
        onClose={() => setAddressOpen(false)}
      />
    </PageShell>
  );
}

/** The courier's events, newest first (express/query). */
const TrackingView = observer(function TrackingView({ value, onRetry }: { value: TrackingState; onRetry(): void }) {
  const { ui } = useStores();
  const { t } = ui;
  const { state, tracking } = value;
  if (state === 'failed' && !tracking) {
    return (
      <Pressable className="pp-link" testId="invoice-tracking-retry" onPress={onRetry}>
        {t('invoice.tracking.failed')}
      </Pressable>
    );
  }
  if (!tracking) {
    return (
      <Text className="bk-sub" role="status">
        {t('common.loading')}
      </Text>
    );
  }
  return (
    <View data-testid="invoice-tracking-events" data-state={tracking.state}>
      <Text className="pp-badge">{t(`invoice.tracking.${tracking.state}` as MessageKey)}</Text>
      {tracking.events.length === 0 ? (
        <Text className="bk-sub" role="status">
          {t('invoice.tracking.empty')}
        </Text>
      ) : (
        <View className="inv-events" role="list">
          {tracking.events.map((e, i) => (
            <View key={`${e.at}-${i}`} className="inv-event" role="listitem">
              <Text className="inv-event__text">{e.text}</Text>
              <Text className="bk-sub">{e.at}</Text>
            </View>
          ))}
        </View>
      )}
    </View>
  );
});

export default observer(DistributionDetailPage);
