/**
 * The cashier of one visit to /pay/payment (SPEC §2, §7 payment, §9 15-minute limit; ARCHITECTURE §5 payment).
 *
 * Money safety: every pay/online of this visit carries the idempotency key of its payment subject, created on
 * the first tap and reused for every later tap and retry, so a double tap or a retry after a lost answer replays
 * the first answer instead of charging twice. A definite refusal (an answer with a code, e.g. wrong PIN) changed
 * nothing on the server, so the next attempt is a new intent with a new key.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { Envelope } from '../../api/contract/envelope';
import type {
  DevProviderPayRequest,
  PayOnlineData,
  PayOnlineRequest,
  PaySmsCodeCheckData,
  PaySmsCodeCheckRequest,
  PaySmsCodeData,
  PaySmsCodeRequest,
  PayStatusData,
  PayStatusRequest,
  PaySubject,
  PaySubjectData,
  PaySubjectRequest,
} from '../../api/contract/pay';
import { ApiError } from '../../api/transport';
import { poll, PollStopped, type PollHandle } from '../../api/helpers/poll';
import { checkSixDigitCode } from '../../domain/validators';
import { toEpochMs } from '../../domain/time';
import type { OnlinePaymentStart, PaymentClient } from '../../hosts/payment/types';
import { validationKey, type MessageKey } from '../../i18n';
import '../../i18n/parts/pay';

/** What the cashier needs from the outside world (real API and host in the app, fakes in tests). */
export interface CashierPorts {
  getPaySubject(body: PaySubjectRequest): Promise<Envelope<PaySubjectData>>;
  payOnline(body: PayOnlineRequest, idempotencyKey: string): Promise<Envelope<PayOnlineData>>;
  queryOnlinePayStatus(body: PayStatusRequest): Promise<Envelope<PayStatusData>>;
  payGetSmsCode(body: PaySmsCodeRequest): Promise<Envelope<PaySmsCodeData>>;
  paySmsCodeCheck(body: PaySmsCodeCheckRequest): Promise<Envelope<PaySmsCodeCheckData>>;
  devProviderPay(body: DevProviderPayRequest): Promise<Envelope<unknown>>;
  startOnlinePayment(data: PayOnlineData): Promise<OnlinePaymentStart>;
  paymentClient(): PaymentClient;
  /** The payment password in the SPEC §9 fixed-key cipher. */
  encryptPin(pin: string): Promise<string>;
  newIdempotencyKey(): string;
  now(): number;
  /** H5 origin for the provider's return URL; undefined on mini-programs. */
  webHost(): string | undefined;
  /** Pause between two payment-status polls. */
  pollIntervalMs: number;
}

/**
 * loading → ready ⇄ paying → (company) paid | (online) waiting → paid;
 * any live phase → expired when the deadline passes. 'missing' / 'noSubject' / 'failed' are dead ends.
 */
export type CashierPhase =
  'loading' | 'missing' | 'noSubject' | 'failed' | 'ready' | 'paying' | 'waiting' | 'paid' | 'expired';

/** SPEC §7 pay/online payScene: 1 order payment. */
export const PAY_SCENE_ORDER = 1;

const PIN = /^\d{6}$/;

export class CashierStore {
  readonly orderIds: string[];
  phase: CashierPhase = 'loading';
  data: PaySubjectData | null = null;
  /** Epoch ms of the payment deadline. */
  deadlineMs = 0;
  /** The clock the countdowns read; advanced by {@link tick}. */
  now: number;
  subjectId = '';
  pin = '';
  smsCode = '';
  sms: { id: string; phone: string; demoCode: string; resendAt: number } | null = null;
  /** The SMS code id the server accepted (sent with pay/online). */
  smsCheckedId = '';
  /** Field problem shown under the form. */
  error: MessageKey | null = null;
  /** A short message about the online payment (cancelled, could not start). */
  notice: MessageKey | null = null;
  qrImage = '';
  payId = '';
  demo = false;
  private readonly keys = new Map<string, string>();
  private polling: PollHandle<PayStatusData | undefined> | null = null;

  constructor(
    orderIds: readonly string[],
    private readonly ports: CashierPorts,
  ) {
    this.orderIds = [...new Set(orderIds.map((id) => id.trim()).filter(Boolean))];
    this.now = ports.now();
    makeAutoObservable<CashierStore, 'ports' | 'keys' | 'polling'>(this, {
      ports: false,
      keys: false,
      polling: false,
    });
  }

  get subject(): PaySubject | undefined {
    return this.data?.subjects.find((s) => s.subjectId === this.subjectId);
  }

  /** Whole seconds left to pay (0 once the deadline passed). */
  get secondsLeft(): number {
    return Math.max(0, Math.ceil((this.deadlineMs - this.now) / 1000));
  }

  /** Seconds until another SMS code may be requested. */
  get resendLeft(): number {
    return this.sms ? Math.max(0, Math.ceil((this.sms.resendAt - this.now) / 1000)) : 0;
  }

  get live(): boolean {
    return this.phase === 'ready' || this.phase === 'paying' || this.phase === 'waiting';
  }

  /** Order type of the first order (for its detail screen). */
  get firstOrder(): { orderId: string; orderType: number } | null {
    const order = this.data?.orders[0];
    if (order) return { orderId: order.orderId, orderType: order.orderType };
    return null;
  }

  async load(): Promise<void> {
    if (this.orderIds.length === 0) {
      this.phase = 'missing';
      return;
    }
    this.phase = 'loading';
    try {
      const answer = await this.ports.getPaySubject({ orderIds: this.orderIds });
      runInAction(() => {
        const data = answer.data;
        if (!data) {
          this.phase = 'failed';
          return;
        }
        this.data = data;
        this.deadlineMs = toEpochMs(data.deadline);
        this.now = this.ports.now();
        if (data.subjects.length === 0) {
          this.phase = 'noSubject';
          return;
        }
        this.subjectId = data.subjects[0].subjectId;
        this.phase = Number.isFinite(this.deadlineMs) && this.secondsLeft > 0 ? 'ready' : 'expired';
      });
    } catch {
      // The transport presented the reason (SPEC §8: order id missing, payment subject not configured …).
      runInAction(() => (this.phase = 'failed'));
    }
  }

  /** Advances the clock (once a second from the page); the deadline passing ends every live phase. */
  tick(now: number): void {
    this.now = now;
    if (this.live && this.deadlineMs > 0 && this.secondsLeft === 0) this.expire();
  }

  select(subjectId: string): void {
    if (this.phase !== 'ready' || !this.data?.subjects.some((s) => s.subjectId === subjectId)) return;
    this.subjectId = subjectId;
    this.error = null;
    this.notice = null;
  }

  setPin(value: string): void {
    // Digits only, six at most: what the payment password can be.
    this.pin = value.replace(/\D/g, '').slice(0, 6);
    if (this.error?.startsWith('pay.pin')) this.error = null;
  }

  setSmsCode(value: string): void {
    this.smsCode = value.replace(/\D/g, '').slice(0, 6);
    // A new code must be checked again.
    this.smsCheckedId = '';
  }

  async sendSms(): Promise<void> {
    if (this.resendLeft > 0 || this.phase !== 'ready') return;
    try {
      const answer = await this.ports.payGetSmsCode({ orderIds: this.orderIds });
      runInAction(() => {
        const d = answer.data;
        if (!d) return;
        this.now = this.ports.now();
        this.sms = {
          id: d.smsCodeId,
          phone: d.phone,
          demoCode: d.demoCode ?? '',
          resendAt: this.now + (d.resendAfter || 60) * 1000,
        };
        this.smsCheckedId = '';
        if (this.error === 'pay.sms.required') this.error = null;
      });
    } catch {
      // Presented by the transport (rate limit …).
    }
  }

  /** The form problem of the chosen subject, or null. */
  validate(): MessageKey | null {
    const subject = this.subject;
    if (!subject) return 'pay.noSubject';
    if (subject.method !== 'company') return null;
    if (this.pin === '') return 'pay.pin.empty';
    if (!PIN.test(this.pin)) return 'pay.pin.format';
    if (subject.smsRequired) {
      if (!this.sms) return 'pay.sms.required';
      const problem = checkSixDigitCode(this.smsCode);
      if (problem) return validationKey(problem);
    }
    return null;
  }

  /** The idempotency key of the chosen subject's payment intent in this visit. */
  private keyFor(subjectId: string): string {
    let key = this.keys.get(subjectId);
    if (!key) {
      key = this.ports.newIdempotencyKey();
      this.keys.set(subjectId, key);
    }
    return key;
  }

  async pay(): Promise<void> {
    // A second tap while the first is on its way does nothing (and would carry the same key anyway).
    if (this.phase !== 'ready') return;
    const subject = this.subject;
    const problem = this.validate();
    this.error = problem;
    this.notice = null;
    if (problem || !subject) return;
    this.phase = 'paying';
    const key = this.keyFor(subject.subjectId);
    try {
      const body: PayOnlineRequest = {
        orderList: this.orderIds,
        payScene: PAY_SCENE_ORDER,
        subjectBeanList: [{ subjectId: subject.subjectId }],
        client: this.ports.paymentClient(),
      };
      const webHost = this.ports.webHost();
      if (webHost) body.webHost = webHost;
      if (subject.method === 'company') {
        body.payPwd = await this.ports.encryptPin(this.pin);
        if (subject.smsRequired) body.smsCodeId = await this.checkedSmsId();
      }
      const answer = await this.ports.payOnline(body, key);
      const data = answer.data;
      if (!data) throw new Error('pay/online answered no data');
      if (data.status === 'paid') {
        runInAction(() => this.finish());
        return;
      }
      runInAction(() => {
        this.payId = data.payId;
        this.demo = data.demo === true;
      });
      const started = await this.ports.startOnlinePayment(data);
      runInAction(() => this.onStarted(started));
    } catch (e) {
      runInAction(() => {
        if (this.phase !== 'paying') return;
        this.phase = 'ready';
        if (e instanceof ApiError && e.kind === 'code') {
          // Refused (wrong PIN, SMS not verified …): nothing was charged, the next tap is a new intent.
          this.keys.delete(subject.subjectId);
          this.pin = '';
        }
      });
    }
  }

  private async checkedSmsId(): Promise<string> {
    if (this.smsCheckedId) return this.smsCheckedId;
    const sms = this.sms as NonNullable<CashierStore['sms']>;
    const answer = await this.ports.paySmsCodeCheck({ smsCodeId: sms.id, code: this.smsCode });
    const id = answer.data?.smsCodeId ?? sms.id;
    runInAction(() => (this.smsCheckedId = id));
    return id;
  }

  private onStarted(started: OnlinePaymentStart): void {
    if (this.phase !== 'paying') return;
    switch (started.kind) {
      case 'qr':
        this.qrImage = started.image;
        this.phase = 'waiting';
        this.watchStatus();
        return;
      case 'requested':
        this.phase = 'waiting';
        this.watchStatus();
        return;
      case 'cancelled':
        this.phase = 'ready';
        this.notice = 'pay.cancelled';
        return;
      case 'failed':
        this.phase = 'ready';
        this.notice = 'pay.startFailed';
        return;
    }
  }

  /** Demo: the simulated provider pays (the signed notify then marks the orders paid; polling sees it). */
  async simulateScan(): Promise<void> {
    if (this.phase !== 'waiting' || !this.payId) return;
    try {
      await this.ports.devProviderPay({ payId: this.payId });
    } catch {
      // Presented by the transport.
    }
  }

  /** Polls the orders' payment status until paid or expired (SPEC §4: payment status is polled by order). */
  private watchStatus(): void {
    this.polling?.cancel();
    const handle = poll(() => this.ports.queryOnlinePayStatus({ orderIds: this.orderIds }).then((a) => a.data), {
      intervalMs: this.ports.pollIntervalMs,
      timeoutMs: Math.max(0, this.deadlineMs - this.ports.now()),
      until: (d) => d?.status === 'paid' || d?.status === 'expired',
      // A lost answer is no reason to stop watching a payment that may well have gone through.
      retryOnError: () => true,
    });
    this.polling = handle;
    handle.promise.then(
      (d) =>
        runInAction(() => {
          if (this.phase !== 'waiting') return;
          if (d?.status === 'paid') this.finish();
          else this.expire();
        }),
      (e: unknown) => {
        if (e instanceof PollStopped && e.reason === 'deadline') runInAction(() => this.expire());
      },
    );
  }

  private finish(): void {
    this.stopPolling();
    this.phase = 'paid';
  }

  private expire(): void {
    this.stopPolling();
    this.phase = 'expired';
  }

  private stopPolling(): void {
    const handle = this.polling;
    this.polling = null;
    handle?.cancel();
    // The cancel rejection is expected.
    handle?.promise.catch(() => undefined);
  }

  /** Stops polling when the page goes away. */
  dispose(): void {
    this.stopPolling();
  }
}
