import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { CorpChoice, LoginUserInfo, VipLoginData, VipLoginRequest, SmsCodeGetData } from '../api/contract';
import type { Envelope } from '../api/contract';

/** What the session store needs from the outside; tests pass fakes. */
export interface SessionPorts {
  api: {
    vipLogin(req: VipLoginRequest): Promise<Envelope<VipLoginData>>;
    smsCodeGet(req: { phoneNumber: string; scene: 1 }): Promise<Envelope<SmsCodeGetData>>;
    getLoginUserInfo(): Promise<Envelope<LoginUserInfo>>;
    vipLoginOut(): Promise<Envelope<unknown>>;
  };
  storage: {
    loadSession(): { token: string; userInfo: LoginUserInfo | null } | null;
    saveSession(token: string, userInfo: LoginUserInfo | null): void;
    clearSession(): void;
    blankSavedPassword(): void;
    markLogin(now: number): void;
  };
  /** The SPEC §9 fixed-key cipher, already bound to its key (async: the cipher loads on first use). */
  encryptPassword(plain: string): Promise<string>;
  now(): number;
}

export type LoginOutcome =
  | { kind: 'ok'; mustUpdatePassword: boolean }
  | { kind: 'failed'; msg: string; failCount?: number }
  | { kind: 'chooseCorp'; corps: CorpChoice[] };

export type PasswordLogin = { loginName: string; password: string; compId?: string };
export type SmsLogin = { loginName: string; validateCodeId: string; validateCode: string; compId?: string };

/** Token and user info (SPEC §4 session and login). */
export class SessionStore {
  token: string | null = null;
  userInfo: LoginUserInfo | null = null;
  /**
   * The session was ended by a login on another device (SPEC §8 code 101). The login page then does not sign in
   * with the host by itself (a mini-program would take the session straight back and end the other device's): the
   * user signs in again on purpose.
   */
  replacedElsewhere = false;

  constructor(private readonly ports: SessionPorts) {
    const saved = ports.storage.loadSession();
    if (saved) {
      this.token = saved.token;
      this.userInfo = saved.userInfo;
    }
    // The user info is replaced whole, never changed in place: kept as the object it is (a reference), so start-up
    // does not convert the whole tree to observables before a page's first paint (8–28 ms at Lighthouse's 4× CPU).
    makeAutoObservable<SessionStore, 'ports'>(this, { ports: false, userInfo: observable.ref });
  }

  get loggedIn(): boolean {
    return this.token !== null;
  }

  get empName(): string {
    return this.userInfo?.empInfo.empName ?? '';
  }

  get corpName(): string {
    return this.userInfo?.vipCorp.fullname ?? '';
  }

  async loginWithPassword(input: PasswordLogin): Promise<LoginOutcome> {
    return this.login({
      loginType: 1,
      loginName: input.loginName,
      password: await this.ports.encryptPassword(input.password),
      compId: input.compId,
    });
  }

  async loginWithSms(input: SmsLogin): Promise<LoginOutcome> {
    return this.login({
      loginType: 2,
      loginName: input.loginName,
      validateCodeId: input.validateCodeId,
      validateCode: input.validateCode,
      compId: input.compId,
    });
  }

  async requestLoginCode(phoneNumber: string): Promise<SmsCodeGetData> {
    const answer = await this.ports.api.smsCodeGet({ phoneNumber, scene: 1 });
    return answer.data as SmsCodeGetData;
  }

  /** Single sign-on and host logins hand us a token; the user info call proves it (SPEC §4). */
  async adoptToken(token: string): Promise<void> {
    runInAction(() => {
      this.token = token;
      this.replacedElsewhere = false;
    });
    this.ports.storage.saveSession(token, null);
    await this.loadUserInfo();
    this.ports.storage.markLogin(this.ports.now());
  }

  async loadUserInfo(): Promise<LoginUserInfo> {
    const answer = await this.ports.api.getLoginUserInfo();
    const info = answer.data as LoginUserInfo;
    runInAction(() => {
      this.userInfo = info;
    });
    if (this.token) this.ports.storage.saveSession(this.token, info);
    return info;
  }

  /** Logout revokes the token on the server; the local session goes even if that call fails. */
  async logout(): Promise<void> {
    try {
      if (this.token) await this.ports.api.vipLoginOut();
    } finally {
      this.clearLocal();
    }
  }

  /** Login-invalid codes (SPEC §8): forget the session and the saved auto-login password. */
  invalidate(reason: 'ended' | 'replaced' = 'ended'): void {
    this.clearLocal();
    this.ports.storage.blankSavedPassword();
    this.replacedElsewhere = reason === 'replaced';
  }

  /** Whether the login page may sign in with the host by itself (once after a replacement it may not). */
  takeAutoSignIn(): boolean {
    const allowed = !this.replacedElsewhere;
    this.replacedElsewhere = false;
    return allowed;
  }

  private clearLocal(): void {
    this.token = null;
    this.userInfo = null;
    this.ports.storage.clearSession();
  }

  private async login(req: VipLoginRequest): Promise<LoginOutcome> {
    const answer = await this.ports.api.vipLogin(req);
    const data = answer.data ?? {};
    if (data.failCount !== undefined || data.msg) {
      return { kind: 'failed', msg: data.msg ?? '', failCount: data.failCount };
    }
    if (data.corpList && data.corpList.length > 0 && !data.token) {
      return { kind: 'chooseCorp', corps: data.corpList };
    }
    if (!data.token) return { kind: 'failed', msg: answer.tips ?? '' };
    await this.adoptToken(data.token);
    return { kind: 'ok', mustUpdatePassword: data.ifUpdatePwd === 1 };
  }
}
