/** The rail account components on a fake API, a movable clock and a manual timer queue. */
import { act } from 'react';
import type { Envelope } from '../../../src/api/contract/envelope';
import type {
  RailAccount,
  RailAccountData,
  RailCheckResultData,
  RailPassenger,
  RlSbData,
  SaveClkRequest,
} from '../../../src/api/contract/trainAccount';
import { ApiError } from '../../../src/api/transport';
import { RailAccountSection } from '../../../src/packages/train/account/RailAccountSection';
import type { BookingPassenger } from '../../../src/packages/train/account/railForms';
import {
  RailAccountStore,
  RailAccountStoreContext,
  type RailAccountApi,
} from '../../../src/packages/train/account/store';
import { StoreProvider } from '../../../src/stores';
import { render, settle } from '../support/render';
import { makeStore } from '../support/stores';

const ok = <D, L = unknown>(data?: D, list?: L[]): Promise<Envelope<D, L>> => Promise.resolve({ code: 1, data, list });

export const account = (p: Partial<RailAccount> & { accountName: string }): RailAccount => ({
  railAccountId: `ra-${p.accountName}`,
  status: 'passed',
  verifyMode: '',
  phoneNumber: '138****0001',
  passengerCount: 0,
  ...p,
});

export interface FakeRail {
  accounts: RailAccount[];
  passengers: Record<string, RailPassenger[]>;
  calls: { name: string; body: unknown }[];
  bindAnswer: () => Promise<Envelope<RailAccountData>>;
  checkAnswers: RailCheckResultData[];
  rlSbAnswer: RlSbData;
  /** trAccountGetList refuses with these tips. */
  listError?: string;
}

export function fakeRail(init: Partial<FakeRail> = {}): FakeRail {
  return {
    accounts: [],
    passengers: {},
    calls: [],
    bindAnswer: () => Promise.reject(new ApiError('code', 2, '铁路账号或密码错误，请重新输入')),
    checkAnswers: [],
    rlSbAnswer: { status: 'awaiting', verifyMode: 'face', message: '', pollAfter: 3 },
    ...init,
  };
}

function api(f: FakeRail): RailAccountApi {
  const log = (name: string, body: unknown) => void f.calls.push({ name, body });
  return {
    trAccountGetList: () => (
      log('trAccountGetList', {}),
      f.listError ? Promise.reject(new ApiError('code', 2, f.listError)) : ok(undefined, f.accounts)
    ),
    trCheckAccount: (body) => (log('trCheckAccount', body), f.bindAnswer()),
    trAccountDel: (q) => (log('trAccountDel', q), ok({ railAccountId: q.railAccountId })),
    sendCheckAccountYzm: (body) => (
      log('sendCheckAccountYzm', body),
      ok({ validateCodeId: 'v1', resendAfter: 60, phoneNumber: '138****0001', demoCode: '246810' })
    ),
    getCheckResult: (body) => {
      log('getCheckResult', body);
      const next = f.checkAnswers.shift();
      return next ? ok(next) : Promise.reject(new ApiError('code', 2, '验证码错误'));
    },
    rlSb: (body) => (log('rlSb', body), ok(f.rlSbAnswer)),
    registerAccount: (body) => (
      log('registerAccount', body),
      ok({ registrationId: 'r1', validateCodeId: 'v2', resendAfter: 60, demoCode: '135790' })
    ),
    checkRegisterCode: (body) => (
      log('checkRegisterCode', body),
      ok({ account: account({ accountName: 'newrail01', passengerCount: 1 }), message: '' })
    ),
    findClkList: (body) => (log('findClkList', body), ok(undefined, f.passengers[body.railAccountId] ?? [])),
    saveClk: (body: SaveClkRequest) => {
      log('saveClk', body);
      const list = (f.passengers[body.railAccountId] ??= []);
      list.push({
        clkId: `clk-${list.length + 1}`,
        railAccountId: body.railAccountId,
        psgName: body.psgName,
        idType: body.idType,
        idno: body.documentRef ? '110***********1234' : body.idno,
        phoneNumber: '',
        psgType: body.psgType,
        identityStatus: 'passed',
      });
      return ok({ clkId: `clk-${list.length}`, identityStatus: 'passed', message: '' });
    },
    deleteClk: (body) => {
      log('deleteClk', body);
      f.passengers[body.railAccountId] = (f.passengers[body.railAccountId] ?? []).filter((p) => p.clkId !== body.clkId);
      return ok({ clkId: body.clkId });
    },
  };
}

/** A movable clock and the timers the store asked for, run on demand. */
export function fakeTime(start: number) {
  const state = { now: start, timers: [] as { at: number; fn: () => void }[] };
  return {
    state,
    now: () => state.now,
    later: (fn: () => void, ms: number) => {
      const timer = { at: state.now + ms, fn };
      state.timers.push(timer);
      return () => {
        state.timers = state.timers.filter((t) => t !== timer);
      };
    },
    /** Moves the clock and runs the timers that came due. */
    async advance(ms: number) {
      state.now += ms;
      const due = state.timers.filter((t) => t.at <= state.now);
      state.timers = state.timers.filter((t) => t.at > state.now);
      await act(async () => {
        for (const t of due) t.fn();
      });
      await settle();
    },
  };
}

export async function mountSection(
  fake: FakeRail,
  opts: { value?: string; passengers?: BookingPassenger[]; start?: number } = {},
) {
  const { store } = makeStore();
  const time = fakeTime(opts.start ?? Date.UTC(2026, 10, 22, 2));
  const rail = new RailAccountStore({
    api: api(fake),
    now: time.now,
    encryptPassword: (plain) => Promise.resolve(`enc(${plain})`),
    later: time.later,
  });
  const changes: (string | undefined)[] = [];
  const view = await render(
    <StoreProvider store={store}>
      <RailAccountStoreContext.Provider value={rail}>
        <RailAccountSection
          value={opts.value}
          onChange={(id) => void changes.push(id)}
          passengers={opts.passengers ?? []}
        />
      </RailAccountStoreContext.Provider>
    </StoreProvider>,
  );
  await settle();
  return { ...view, rail, time, changes };
}
