import type {
  BadgeCounts,
  Envelope,
  LoginUserInfo,
  PageSettings,
  VipLoginData,
  VipLoginRequest,
} from '../../../src/api/contract';
import { RootStore } from '../../../src/stores';

export const DEMO_USER: LoginUserInfo = {
  empInfo: {
    empId: 'e1',
    empNo: 'D0001',
    empName: '张三',
    corpId: 'c1',
    deptId: 'd1',
    deptName: '研发部',
    email: 'zhangsan@demo.test',
    phoneNumber: '138****0001',
    bookOutside: 0,
    bookRange: 1,
    ifBooker: 0,
    ifApprover: 0,
    isdirector: 0,
    isAdmin: 0,
    appBook: 1,
    appTravel: 1,
    sqdBookType: 1,
    empRank: 'L1',
    empRankName: '员工',
    rangeMap: {},
    ssoJsonParam: '',
  },
  vipCorp: {
    corpId: 'c1',
    corpNo: 'DEMO',
    fullname: '演示科技有限公司',
    shortname: '演示科技',
    deptName: '研发部',
    hotelVersion: 2,
    bookStyle: 1,
    khlx: '1',
    brandCode: 'default',
    productSwitches: {},
    allowModifyMobile: 1,
    hideTravelStandard: 0,
  },
};

const ok = <D, L = unknown>(data?: D, list?: L[]): Promise<Envelope<D, L>> => Promise.resolve({ code: 1, data, list });

export interface FakeServer {
  loginAnswers: VipLoginData[];
  loginRequests: VipLoginRequest[];
  products: string[];
  counts: Partial<BadgeCounts>;
}

/** A RootStore whose ports answer like the reference server would, recording what was asked. */
export function makeStore(server: Partial<FakeServer> = {}) {
  const state: FakeServer = {
    loginAnswers: server.loginAnswers ?? [{ token: 'a'.repeat(32), ifUpdatePwd: 0 }],
    loginRequests: [],
    products: server.products ?? ['10901', '10903', '10904'],
    counts: server.counts ?? {},
  };
  const saved: { token?: string } = {};
  const store = new RootStore({
    session: {
      api: {
        vipLogin: (req) => {
          state.loginRequests.push(req);
          return ok(state.loginAnswers.shift() ?? {});
        },
        smsCodeGet: () => ok({ validateCodeId: 'sms-1', resendAfter: 60, demoCode: '123456' }),
        getLoginUserInfo: () => ok(DEMO_USER),
        vipLoginOut: () => ok({}),
      },
      storage: {
        loadSession: () => (saved.token ? { token: saved.token, userInfo: null } : null),
        saveSession: (token) => void (saved.token = token),
        clearSession: () => void delete saved.token,
        blankSavedPassword: () => undefined,
        markLogin: () => undefined,
      },
      encryptPassword: async (plain) => `cipher(${plain})`,
      now: () => Date.UTC(2026, 10, 22),
    },
    app: {
      etPageSetList: () => ok<PageSettings>(undefined),
      getAuthorizationPnos: () => ok<unknown, string>(undefined, state.products),
      totalCount: () =>
        ok<BadgeCounts>({
          message: 0,
          readMessage: 0,
          approval: 0,
          approved: 0,
          toPay: 0,
          waitApproval: 0,
          todoTotal: 0,
          ...state.counts,
        }),
    },
    locale: { initial: 'zh-CN', persist: () => undefined },
  });
  return { store, state };
}
