/**
 * The rail account store (SPEC §7 Train "Rail account"): the caller's bound accounts, binding (account and password
 * required, SPEC §5), the verification a new binding may need (an SMS code with a resend countdown, or a face check
 * polled until the operator answers), registering an operator account, and each account's rail frequent
 * travellers. API, clock, password cipher and timer are ports, so tests run it on fakes.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { Envelope } from '../../../api/contract/envelope';
import type {
  CheckRegisterCodeRequest,
  DeleteClkData,
  DeleteClkRequest,
  GetCheckResultRequest,
  RailAccount,
  RailAccountData,
  RailAccountIdData,
  RailAccountIdRequest,
  RailCheckResultData,
  RailPassenger,
  RailSmsData,
  RegisterAccountData,
  RegisterAccountRequest,
  RlSbData,
  SaveClkData,
  SaveClkRequest,
  TrCheckAccountRequest,
} from '../../../api/contract/trainAccount';
import { ApiError } from '../../../api/transport';
import type { IdType } from '../../../domain/documentTypes';
import type { MessageKey } from '../../../i18n';
import {
  canAddDirectly,
  hasErrors,
  inRailList,
  validateBind,
  validatePassenger,
  validateRegister,
  type BookingPassenger,
  type Errors,
  type PassengerInput,
  type RegisterInput,
} from './railForms';

export interface RailAccountApi {
  trAccountGetList(): Promise<Envelope<undefined, RailAccount>>;
  trCheckAccount(body: TrCheckAccountRequest): Promise<Envelope<RailAccountData>>;
  trAccountDel(query: RailAccountIdRequest): Promise<Envelope<RailAccountIdData>>;
  sendCheckAccountYzm(body: RailAccountIdRequest): Promise<Envelope<RailSmsData>>;
  getCheckResult(body: GetCheckResultRequest): Promise<Envelope<RailCheckResultData>>;
  rlSb(body: RailAccountIdRequest): Promise<Envelope<RlSbData>>;
  registerAccount(body: RegisterAccountRequest): Promise<Envelope<RegisterAccountData>>;
  checkRegisterCode(body: CheckRegisterCodeRequest): Promise<Envelope<RailAccountData>>;
  findClkList(body: RailAccountIdRequest): Promise<Envelope<undefined, RailPassenger>>;
  saveClk(body: SaveClkRequest): Promise<Envelope<SaveClkData>>;
  deleteClk(body: DeleteClkRequest): Promise<Envelope<DeleteClkData>>;
}

export interface RailAccountPorts {
  api: RailAccountApi;
  now(): number;
  /** The password as the server expects it (src/domain/passwordCipher). */
  encryptPassword(plain: string): Promise<string>;
  /** Runs `fn` after `ms`; answers a cancel. */
  later(fn: () => void, ms: number): () => void;
}

/** A message: a dictionary key, or the server's own text (already in the user's language). */
export type Msg = { key: MessageKey; values?: Record<string, string | number> } | { text: string };

/** Polls of a face check before giving up (the operator normally answers by the first). */
export const FACE_MAX_POLLS = 20;

export interface Verification {
  account: RailAccount;
  mode: 'sms' | 'face';
  validateCodeId: string;
  code: string;
  codeError: MessageKey | null;
  sentTo: string;
  demoCode: string;
  /** Epoch ms when another code may be asked for (0: none sent). */
  resendAt: number;
  face: 'idle' | 'checking' | 'failed' | 'timeout';
  polls: number;
  passed: boolean;
  busy: boolean;
  error: Msg | null;
}

export interface Registration extends RegisterInput {
  step: 'form' | 'code';
  errors: Errors<keyof RegisterInput>;
  registrationId: string;
  validateCodeId: string;
  code: string;
  codeError: MessageKey | null;
  demoCode: string;
  resendAt: number;
  busy: boolean;
  error: Msg | null;
}

const EMPTY_REGISTRATION: Registration = {
  step: 'form',
  accountName: '',
  password: '',
  holderName: '',
  idType: 'ID',
  idno: '',
  phoneNumber: '',
  errors: {},
  registrationId: '',
  validateCodeId: '',
  code: '',
  codeError: null,
  demoCode: '',
  resendAt: 0,
  busy: false,
  error: null,
};

const CODE = /^\d{6}$/;

/** The server's tips of a refused call, or the generic failure. */
export function failure(e: unknown): Msg {
  return e instanceof ApiError && e.tips ? { text: e.tips } : { key: 'trainAccount.error.generic' };
}

export class RailAccountStore {
  accounts: RailAccount[] = [];
  loaded = false;
  loading = false;
  loadError: Msg | null = null;
  /** Rail frequent travellers by account id (absent: not loaded). */
  passengers: Record<string, RailPassenger[]> = {};
  passengerError: Msg | null = null;

  bindOpen = false;
  bindForm = { accountName: '', password: '' };
  bindErrors: Errors<'accountName' | 'password'> = {};
  bindBusy = false;
  bindError: Msg | null = null;

  verification: Verification | null = null;
  registration: Registration | null = null;
  /** The clock as last read by the countdown (re-read every second while one runs). */
  tick = 0;

  private cancelTick: (() => void) | null = null;
  private cancelPoll: (() => void) | null = null;
  private onPassed: ((account: RailAccount) => void) | null = null;

  constructor(private readonly ports: RailAccountPorts) {
    makeAutoObservable<RailAccountStore, 'ports' | 'cancelTick' | 'cancelPoll' | 'onPassed'>(this, {
      ports: false,
      cancelTick: false,
      cancelPoll: false,
      onPassed: false,
    });
  }

  // Accounts -------------------------------------------------------------------------------------

  async load(): Promise<void> {
    this.loading = true;
    this.loadError = null;
    try {
      const res = await this.ports.api.trAccountGetList();
      runInAction(() => {
        this.accounts = res.list ?? [];
        this.loaded = true;
      });
    } catch (e) {
      runInAction(() => (this.loadError = failure(e)));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  account(id: string | undefined): RailAccount | undefined {
    return id ? this.accounts.find((a) => a.railAccountId === id) : undefined;
  }

  private upsert(account: RailAccount): void {
    const i = this.accounts.findIndex((a) => a.railAccountId === account.railAccountId);
    if (i >= 0) this.accounts[i] = account;
    else this.accounts.push(account);
  }

  async remove(id: string): Promise<boolean> {
    try {
      await this.ports.api.trAccountDel({ railAccountId: id });
      runInAction(() => {
        this.accounts = this.accounts.filter((a) => a.railAccountId !== id);
        delete this.passengers[id];
      });
      return true;
    } catch (e) {
      runInAction(() => (this.loadError = failure(e)));
      return false;
    }
  }

  // Binding --------------------------------------------------------------------------------------

  openBind(): void {
    this.bindOpen = true;
    this.bindForm = { accountName: '', password: '' };
    this.bindErrors = {};
    this.bindError = null;
  }

  closeBind(): void {
    this.bindOpen = false;
    this.bindForm = { accountName: '', password: '' };
  }

  setBindField(field: 'accountName' | 'password', value: string): void {
    this.bindForm[field] = value;
    if (this.bindErrors[field]) this.bindErrors = { ...this.bindErrors, [field]: undefined };
  }

  /**
   * Binds the account typed in. A verified account is answered at once; one the operator wants verified opens
   * the verification (`onPassed` runs once it passes). Answers the account, or null when refused.
   */
  async submitBind(onPassed?: (account: RailAccount) => void): Promise<RailAccount | null> {
    this.bindErrors = validateBind(this.bindForm);
    this.bindError = null;
    if (hasErrors(this.bindErrors) || this.bindBusy) return null;
    this.bindBusy = true;
    try {
      const password = await this.ports.encryptPassword(this.bindForm.password);
      const res = await this.ports.api.trCheckAccount({ accountName: this.bindForm.accountName.trim(), password });
      const account = res.data?.account;
      if (!account) throw new Error('trCheckAccount: no account');
      runInAction(() => {
        this.upsert(account);
        this.closeBind();
      });
      if (account.status === 'passed') onPassed?.(account);
      else this.startVerification(account, onPassed);
      return account;
    } catch (e) {
      runInAction(() => (this.bindError = failure(e)));
      return null;
    } finally {
      runInAction(() => (this.bindBusy = false));
    }
  }

  // Verification ---------------------------------------------------------------------------------

  startVerification(account: RailAccount, onPassed?: (account: RailAccount) => void): void {
    this.stopTimers();
    this.onPassed = onPassed ?? null;
    this.verification = {
      account,
      mode: account.verifyMode === 'face' ? 'face' : 'sms',
      validateCodeId: '',
      code: '',
      codeError: null,
      sentTo: '',
      demoCode: '',
      resendAt: 0,
      face: 'idle',
      polls: 0,
      passed: false,
      busy: false,
      error: null,
    };
  }

  closeVerification(): void {
    this.stopTimers();
    this.verification = null;
    this.onPassed = null;
  }

  /** Seconds before another SMS code may be asked for (verification or registration). */
  get resendLeft(): number {
    const at = this.verification?.resendAt || this.registration?.resendAt || 0;
    return Math.max(0, Math.ceil((at - this.tick) / 1000));
  }

  setCode(code: string): void {
    if (!this.verification) return;
    this.verification.code = code.replace(/\D/g, '').slice(0, 6);
    this.verification.codeError = null;
  }

  async sendCode(): Promise<void> {
    const v = this.verification;
    if (!v || v.busy || this.resendLeft > 0) return;
    v.busy = true;
    v.error = null;
    try {
      const res = await this.ports.api.sendCheckAccountYzm({ railAccountId: v.account.railAccountId });
      const data = res.data;
      if (!data) throw new Error('sendCheckAccountYzm: no data');
      runInAction(() => {
        v.validateCodeId = data.validateCodeId;
        v.sentTo = data.phoneNumber;
        v.demoCode = data.demoCode ?? '';
        v.resendAt = this.ports.now() + data.resendAfter * 1000;
        v.account.status = 'awaiting';
      });
      this.startTicker();
    } catch (e) {
      runInAction(() => (v.error = failure(e)));
    } finally {
      runInAction(() => (v.busy = false));
    }
  }

  async submitCode(): Promise<boolean> {
    const v = this.verification;
    if (!v || v.busy) return false;
    if (!CODE.test(v.code)) {
      v.codeError = 'trainAccount.verify.codeInvalid';
      return false;
    }
    v.busy = true;
    v.error = null;
    try {
      const res = await this.ports.api.getCheckResult({
        railAccountId: v.account.railAccountId,
        validateCodeId: v.validateCodeId,
        code: v.code,
      });
      return this.applyResult(res.data);
    } catch (e) {
      runInAction(() => (v.error = failure(e)));
      return false;
    } finally {
      runInAction(() => (v.busy = false));
    }
  }

  /** rlSb, then polls getCheckResult until the operator answers (or gives up after FACE_MAX_POLLS). */
  async startFace(): Promise<void> {
    const v = this.verification;
    if (!v || v.busy || v.face === 'checking') return;
    v.busy = true;
    v.error = null;
    try {
      const res = await this.ports.api.rlSb({ railAccountId: v.account.railAccountId });
      const data = res.data;
      if (data?.status === 'passed') {
        this.applyResult(data);
        return;
      }
      runInAction(() => {
        v.face = 'checking';
        v.polls = 0;
      });
      this.schedulePoll(Math.max(1, data?.pollAfter ?? 3) * 1000);
    } catch (e) {
      runInAction(() => (v.error = failure(e)));
    } finally {
      runInAction(() => (v.busy = false));
    }
  }

  private schedulePoll(ms: number): void {
    this.cancelPoll?.();
    this.cancelPoll = this.ports.later(() => void this.poll(), ms);
  }

  async poll(): Promise<void> {
    const v = this.verification;
    if (!v || v.face !== 'checking') return;
    try {
      const res = await this.ports.api.getCheckResult({ railAccountId: v.account.railAccountId });
      if (this.applyResult(res.data)) return;
      runInAction(() => {
        if (res.data?.status === 'failed') v.face = 'failed';
        else {
          v.polls += 1;
          if (v.polls >= FACE_MAX_POLLS) v.face = 'timeout';
        }
      });
      if (v.face === 'checking') this.schedulePoll(3000);
    } catch (e) {
      runInAction(() => {
        v.error = failure(e);
        v.face = 'failed';
      });
    }
  }

  /** Takes a verification answer: true when the account passed. */
  private applyResult(data: RailCheckResultData | undefined): boolean {
    const v = this.verification;
    if (!v || !data) return false;
    if (data.status !== 'passed') {
      if (data.status === 'failed') v.error = data.message ? { text: data.message } : null;
      v.account.status = data.status;
      return false;
    }
    const account: RailAccount = { ...v.account, status: 'passed', verifyMode: data.verifyMode };
    this.stopTimers();
    v.passed = true;
    v.account = account;
    this.upsert(account);
    const done = this.onPassed;
    this.onPassed = null;
    done?.(account);
    return true;
  }

  private startTicker(): void {
    this.cancelTick?.();
    this.tick = this.ports.now();
    const step = () => {
      runInAction(() => (this.tick = this.ports.now()));
      this.cancelTick = this.resendLeft > 0 ? this.ports.later(step, 1000) : null;
    };
    this.cancelTick = this.ports.later(step, 1000);
  }

  private stopTimers(): void {
    this.cancelTick?.();
    this.cancelPoll?.();
    this.cancelTick = null;
    this.cancelPoll = null;
  }

  // Registration ---------------------------------------------------------------------------------

  openRegister(): void {
    this.registration = { ...EMPTY_REGISTRATION, errors: {} };
  }

  closeRegister(): void {
    this.registration = null;
    this.stopTimers();
  }

  setRegisterField(field: keyof RegisterInput, value: string): void {
    const r = this.registration;
    if (!r) return;
    if (field === 'idType') r.idType = value as IdType;
    else r[field] = value;
    r.errors = { ...r.errors, [field]: undefined };
  }

  setRegisterCode(code: string): void {
    if (!this.registration) return;
    this.registration.code = code.replace(/\D/g, '').slice(0, 6);
    this.registration.codeError = null;
  }

  async submitRegister(): Promise<void> {
    const r = this.registration;
    if (!r || r.busy) return;
    r.errors = validateRegister(r);
    r.error = null;
    if (hasErrors(r.errors)) return;
    r.busy = true;
    try {
      const password = await this.ports.encryptPassword(r.password);
      const res = await this.ports.api.registerAccount({
        accountName: r.accountName.trim(),
        password,
        holderName: r.holderName.trim(),
        idType: r.idType,
        idno: r.idno.trim(),
        phoneNumber: r.phoneNumber.trim(),
      });
      const data = res.data;
      if (!data) throw new Error('registerAccount: no data');
      runInAction(() => {
        r.step = 'code';
        r.registrationId = data.registrationId;
        r.validateCodeId = data.validateCodeId;
        r.demoCode = data.demoCode ?? '';
        r.resendAt = this.ports.now() + data.resendAfter * 1000;
      });
      this.startTicker();
    } catch (e) {
      runInAction(() => (r.error = failure(e)));
    } finally {
      runInAction(() => (r.busy = false));
    }
  }

  /** Confirms the registration; the new account is bound (verified) and answered. */
  async submitRegisterCode(): Promise<RailAccount | null> {
    const r = this.registration;
    if (!r || r.busy) return null;
    if (!CODE.test(r.code)) {
      r.codeError = 'trainAccount.verify.codeInvalid';
      return null;
    }
    r.busy = true;
    r.error = null;
    try {
      const res = await this.ports.api.checkRegisterCode({
        registrationId: r.registrationId,
        validateCodeId: r.validateCodeId,
        code: r.code,
      });
      const account = res.data?.account;
      if (!account) throw new Error('checkRegisterCode: no account');
      runInAction(() => {
        this.upsert(account);
        this.closeRegister();
      });
      return account;
    } catch (e) {
      runInAction(() => (r.error = failure(e)));
      return null;
    } finally {
      runInAction(() => {
        r.busy = false;
      });
    }
  }

  // Rail frequent travellers ---------------------------------------------------------------------

  async loadPassengers(railAccountId: string): Promise<void> {
    this.passengerError = null;
    try {
      const res = await this.ports.api.findClkList({ railAccountId });
      runInAction(() => (this.passengers[railAccountId] = res.list ?? []));
    } catch (e) {
      runInAction(() => (this.passengerError = failure(e)));
    }
  }

  /** The booking passengers missing from the account's rail list (empty until the list is loaded). */
  missing<P extends BookingPassenger>(railAccountId: string | undefined, passengers: readonly P[]): P[] {
    const list = railAccountId ? this.passengers[railAccountId] : undefined;
    if (!list) return [];
    return passengers.filter((p) => p.psgName.trim() !== '' && !inRailList(p, list));
  }

  canAdd(p: BookingPassenger): boolean {
    return canAddDirectly(p);
  }

  /** Adds a booking passenger (typed document or one on file) to the account's rail list. */
  async addBookingPassenger(railAccountId: string, p: BookingPassenger): Promise<boolean> {
    return this.save(railAccountId, {
      railAccountId,
      psgName: p.psgName.trim(),
      idType: p.idType as IdType,
      idno: p.documentRef ? '' : p.idno.trim(),
      ...(p.documentRef ? { documentRef: p.documentRef } : {}),
      ...(p.phoneNumber && !p.phoneNumber.includes('*') ? { phoneNumber: p.phoneNumber } : {}),
      psgType: 1,
    });
  }

  /** Validates and adds a traveller typed into the rail list form; answers the field errors (none: saved). */
  async addPassenger(railAccountId: string, input: PassengerInput): Promise<Errors<keyof PassengerInput> | null> {
    const errors = validatePassenger(input);
    if (hasErrors(errors)) return errors;
    const saved = await this.save(railAccountId, {
      railAccountId,
      psgName: input.psgName.trim(),
      idType: input.idType,
      idno: input.idno.trim(),
      ...(input.idType !== 'ID' && input.expiry.trim() ? { expiry: input.expiry.trim() } : {}),
      ...(input.phoneNumber.trim() ? { phoneNumber: input.phoneNumber.trim() } : {}),
      psgType: input.psgType,
    });
    return saved ? {} : null;
  }

  private async save(railAccountId: string, body: SaveClkRequest): Promise<boolean> {
    this.passengerError = null;
    try {
      await this.ports.api.saveClk(body);
      await this.loadPassengers(railAccountId);
      runInAction(() => {
        const account = this.account(railAccountId);
        if (account) account.passengerCount = this.passengers[railAccountId]?.length ?? account.passengerCount;
      });
      return true;
    } catch (e) {
      runInAction(() => (this.passengerError = failure(e)));
      return false;
    }
  }

  async deletePassenger(railAccountId: string, clkId: string): Promise<void> {
    this.passengerError = null;
    try {
      await this.ports.api.deleteClk({ railAccountId, clkId });
      runInAction(() => {
        const list = (this.passengers[railAccountId] ?? []).filter((p) => p.clkId !== clkId);
        this.passengers[railAccountId] = list;
        const account = this.account(railAccountId);
        if (account) account.passengerCount = list.length;
      });
    } catch (e) {
      runInAction(() => (this.passengerError = failure(e)));
    }
  }
}
