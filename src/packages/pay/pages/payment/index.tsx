import { useEffect, useState } from 'react';
import { View, Text, Input, Image } from '@tarojs/components';
import { Button } from '../../../../components/Button';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import {
  devProviderPay,
  getPaySubject,
  payGetSmsCode,
  payOnline,
  paySmsCodeCheck,
  queryOnlinePayStatus,
} from '../../../../api/pay';
import { newIdempotencyKey } from '../../../../api/helpers/idempotency';
import { PageShell } from '../../../../components/PageShell';
import { EmptyState } from '../../../../components/EmptyState';
import { PinPad } from '../../../../components/PinPad';
import { Pressable } from '../../../../components/Pressable';
import { formatAmount, formatClock } from '../../../../components/order/format';
import { paymentClient, paymentWebHost, startOnlinePayment } from '../../../../hosts/payment';
import { showDialog } from '../../../../hosts/ui';
import { decodeQuery, redirectTo } from '../../../../router';
import { useStores } from '../../../../stores';
import { CashierStore, type CashierPorts } from '../../cashierStore';
import { backToOrder } from '../../navigation';
import './index.scss';
import '../../../../i18n/parts/pay';
import { PartsText } from '../../../../pages/message/PartsText';
import { clock } from '../../../../hosts/clock';

const ROUTE = '/pay/payment';

/** The app's cashier ports (tests replace the API and host modules). */
function appPorts(): CashierPorts {
  return {
    getPaySubject,
    payOnline,
    queryOnlinePayStatus,
    payGetSmsCode,
    paySmsCodeCheck,
    devProviderPay,
    startOnlinePayment,
    paymentClient,
    // crypto-js stays out of the first-load bundle (ARCHITECTURE §11): loaded when a PIN is sent.
    encryptPin: async (pin) => {
      const { encryptPassword } = await import('../../../../domain/passwordCipher');
      return encryptPassword(pin, process.env.TARO_APP_PWD_KEY);
    },
    newIdempotencyKey,
    now: clock.now,
    webHost: paymentWebHost,
    pollIntervalMs: 2000,
  };
}

function PaymentPage() {
  const { ui } = useStores();
  const { t } = ui;
  const query = decodeQuery(useRouter().params);
  // One cashier (and so one set of idempotency keys) per visit.
  const [cashier] = useState(() => new CashierStore((query.orderIds ?? '').split(','), appPorts()));

  useEffect(() => {
    void cashier.load();
    const timer = setInterval(() => cashier.tick(clock.now()), 1000);
    return () => {
      clearInterval(timer);
      cashier.dispose();
    };
  }, [cashier]);

  const { phase, data } = cashier;
  useEffect(() => {
    const first = cashier.firstOrder;
    if (phase === 'paid') {
      void redirectTo('/pay/paySuccess', {
        query: {
          orderIds: cashier.orderIds.join(','),
          amount: data ? String(data.amount) : undefined,
          orderType: first && cashier.orderIds.length === 1 ? String(first.orderType) : undefined,
        },
      });
    } else if (phase === 'expired') {
      // SPEC §8 payment timeout, then back to the order to start again.
      void showDialog({ title: t('common.tips'), content: t('pay.timeout'), confirmText: t('common.confirm') }).then(
        () => backToOrder(first?.orderId ?? cashier.orderIds[0] ?? '', first?.orderType ?? null),
      );
    }
    // Only a phase change leads somewhere.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase]);

  if (phase === 'missing' || phase === 'noSubject' || phase === 'failed' || (phase === 'loading' && !data)) {
    return (
      <PageShell route={ROUTE} title="pay.title" className="cashier">
        {phase === 'loading' ? (
          <View className="cashier__loading" role="status">
            {t('common.loading')}
          </View>
        ) : (
          <EmptyState
            text={t(
              phase === 'missing'
                ? 'pay.orderIdMissing'
                : phase === 'noSubject'
                  ? 'pay.noSubject'
                  : 'common.loadFailed',
            )}
            actionText={phase === 'failed' ? t('common.retry') : undefined}
            onAction={phase === 'failed' ? () => void cashier.load() : undefined}
          />
        )}
      </PageShell>
    );
  }

  const amount = formatAmount(data?.amount);
  const left = cashier.secondsLeft;
  const subject = cashier.subject;
  const busy = phase === 'paying';
  const locked = phase !== 'ready';
  // A PIN problem is announced by the PIN pad itself, next to the boxes; the rest below the form.
  const pinError = cashier.error?.startsWith('pay.pin') ? cashier.error : null;
  const otherError = pinError ? null : (cashier.error ?? cashier.notice);

  return (
    <PageShell route={ROUTE} title="pay.title" className="cashier">
      <View className="cashier__head">
        <Text className="cashier__label">{t('pay.amount.label')}</Text>
        <Text className="cashier__amount" data-testid="pay-amount">
          {amount}
        </Text>
        <View
          className={`cashier__countdown ${left <= 60 ? 'cashier__countdown--urgent' : ''}`}
          role="timer"
          aria-label={t('pay.countdown.aria', { minutes: Math.floor(left / 60), seconds: left % 60 })}
          data-testid="pay-countdown"
        >
          <Text>{t('pay.countdown.label')}</Text>
          <Text className="cashier__clock">{formatClock(left)}</Text>
        </View>
      </View>

      <View className="obt-card cashier__card" role="region" aria-labelledby="cashier-orders-title">
        <Text id="cashier-orders-title" className="cashier__title" role="heading" aria-level={2}>
          {t('pay.orders.title')}
        </Text>
        {data?.orders.map((order) => (
          <View key={order.orderId} className="cashier__order">
            <View className="cashier__order-main">
              {/* The route and flight are data; a server that cuts the title sends its localized prefix apart. */}
              <PartsText
                className="cashier__order-title"
                text={order.title}
                parts={order.titleParts ?? [{ text: order.title, data: true }]}
              />
              <Text className="cashier__order-no">{t('pay.orders.no', { no: order.orderNo })}</Text>
            </View>
            <Text className="cashier__order-amount">{formatAmount(order.amount)}</Text>
          </View>
        ))}
      </View>

      <View className="obt-card cashier__card" role="region" aria-labelledby="cashier-subject-title">
        <Text id="cashier-subject-title" className="cashier__title" role="heading" aria-level={2}>
          {t('pay.subject.title')}
        </Text>
        <View role="radiogroup" aria-labelledby="cashier-subject-title">
          {data?.subjects.map((s) => (
            <Pressable
              key={s.subjectId}
              role="radio"
              selected={s.subjectId === cashier.subjectId}
              disabled={locked && s.subjectId !== cashier.subjectId}
              className={`cashier__subject ${s.subjectId === cashier.subjectId ? 'cashier__subject--on' : ''}`}
              testId={`subject-${s.subjectId}`}
              onPress={() => cashier.select(s.subjectId)}
            >
              <View className="cashier__subject-main">
                <Text className="cashier__subject-name">{s.name}</Text>
                <Text className="cashier__subject-kind">
                  {[
                    // The method only when the subject's own name does not already say it.
                    t(s.method === 'company' ? 'pay.method.company' : 'pay.method.online'),
                    s.balance !== null ? t('pay.subject.balance', { amount: formatAmount(s.balance) }) : '',
                  ]
                    .filter((part, i) => part && !(i === 0 && part === s.name))
                    .join(' · ')}
                </Text>
              </View>
              <View className="cashier__radio" aria-hidden />
            </Pressable>
          ))}
        </View>
      </View>

      {subject?.method === 'company' && (
        <View className="obt-card cashier__card">
          <View className="cashier__field">
            <Text id="pay-pin-label" className="cashier__field-label">
              {t('pay.pin.label')}
            </Text>
            <PinPad
              id="pay-pin"
              testId="pay-pin"
              label={t('pay.pin.label')}
              placeholder={t('pay.pin.placeholder')}
              value={cashier.pin}
              disabled={locked}
              error={pinError ? t(pinError) : undefined}
              onChange={(pin) => cashier.setPin(pin)}
              onSubmit={() => void cashier.pay()}
            />
          </View>
          {subject.smsRequired && (
            <View className="cashier__field" data-testid="pay-sms">
              <Text id="pay-sms-label" className="cashier__field-label">
                {t('pay.sms.label')}
              </Text>
              <View className="cashier__row">
                <Input
                  id="pay-sms-code"
                  name="paySmsCode"
                  className="cashier__input"
                  type="number"
                  maxlength={6}
                  aria-label={t('pay.sms.label')}
                  placeholder={t('pay.sms.placeholder')}
                  value={cashier.smsCode}
                  disabled={locked}
                  onInput={(e) => cashier.setSmsCode(e.detail.value)}
                />
                <Button
                  className="cashier__send"
                  data-testid="pay-sms-send"
                  disabled={cashier.resendLeft > 0 || locked}
                  onClick={() => void cashier.sendSms()}
                >
                  {cashier.resendLeft > 0 ? t('pay.sms.resend', { seconds: cashier.resendLeft }) : t('pay.sms.send')}
                </Button>
              </View>
              {cashier.sms && (
                <Text className="cashier__hint" role="status">
                  {t('pay.sms.sent', { phone: cashier.sms.phone })}
                  {cashier.sms.demoCode ? ` · ${t('pay.sms.demo', { code: cashier.sms.demoCode })}` : ''}
                </Text>
              )}
            </View>
          )}
        </View>
      )}

      {phase === 'waiting' && (
        <View className="obt-card cashier__card cashier__online" role="region" aria-labelledby="cashier-online-title">
          <Text id="cashier-online-title" className="cashier__title" role="heading" aria-level={2}>
            {t(cashier.qrImage ? 'pay.qr.title' : 'pay.waiting')}
          </Text>
          {cashier.qrImage ? (
            <>
              <Image
                className="cashier__qr"
                src={cashier.qrImage}
                mode="aspectFit"
                role="img"
                aria-label={t('pay.qr.alt')}
                imgProps={{ alt: t('pay.qr.alt') }}
                data-testid="pay-qr"
              />
              <Text className="cashier__hint">{t('pay.qr.hint')}</Text>
              {cashier.demo && (
                <Button
                  className="cashier__simulate"
                  data-testid="pay-simulate"
                  onClick={() => void cashier.simulateScan()}
                >
                  {t('pay.qr.simulate')}
                </Button>
              )}
            </>
          ) : null}
          <Text className="cashier__hint" role="status">
            {t('pay.waiting')}
          </Text>
        </View>
      )}

      {otherError && (
        <View className="cashier__error" role="alert" data-testid="pay-error">
          {t(otherError)}
        </View>
      )}

      {phase !== 'waiting' && (
        <View className="cashier__bar">
          <Button
            className="cashier__submit"
            data-testid="pay-submit"
            disabled={busy || phase === 'expired' || phase === 'paid'}
            onClick={() => void cashier.pay()}
          >
            {busy ? t('pay.submitting') : t('pay.submit', { amount })}
          </Button>
        </View>
      )}
    </PageShell>
  );
}

export default observer(PaymentPage);
