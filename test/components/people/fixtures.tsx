/** Shared rendering and data of the people screen tests (the API is faked at the module boundary). */
import type { ReactElement } from 'react';
import { runInAction } from 'mobx';
import type { EmpInfo } from '../../../src/api/contract';
import type { EmpDetail } from '../../../src/api/contract/peopleAdmin';
import { setGuardContext } from '../../../src/router';
import { StoreProvider } from '../../../src/stores';
import { render, settle } from '../support/render';
import { DEMO_USER, makeStore } from '../support/stores';
import { recorded, resetTaro } from '../support/taro';

export const ok = <D,>(data: D, list?: unknown[]) => Promise.resolve({ code: 1, data, list });
export const page = <T,>(list: T[]) => ok({ total: list.length, pageNum: 1, count: 20 }, list);

/** The company administrator of the demo (13800000003). */
export const ADMIN: Partial<EmpInfo> = { empId: 'e3', empName: '王五', isAdmin: 1, ifBooker: 1, bookRange: 3 };

/** Renders a page logged in as the demo employee (with `me` changes), with the route's query. */
export async function show(page: ReactElement, params: Record<string, string> = {}, me: Partial<EmpInfo> = {}) {
  recorded.routerParams = params;
  const { store } = makeStore();
  await store.session.adoptToken('c'.repeat(32));
  runInAction(() => {
    store.session.userInfo = { ...DEMO_USER, empInfo: { ...DEMO_USER.empInfo, ...me } };
  });
  const view = await render(<StoreProvider store={store}>{page}</StoreProvider>);
  await settle();
  return { ...view, store };
}

export function setUp(): void {
  resetTaro();
  jest.resetAllMocks();
  setGuardContext({ isLoggedIn: () => true, visitorMode: () => false });
}

export function tearDown(): void {
  document.body.innerHTML = '';
}

/** A record as vipEmpFindDetail answers it (numbers masked). */
export function empDetail(over: Partial<EmpDetail> = {}): EmpDetail {
  return {
    empId: 'e1',
    empName: '张三',
    empNo: 'D0001',
    deptId: 'd1',
    deptName: '研发部',
    phoneNumber: '138****0001',
    phoneNumber2: '',
    email: 'zhangsan@demo.test',
    engName: 'ZHANG/SAN',
    idNumber: '110***********0015',
    passport: '',
    passportPeriod: '',
    placeOfIssue: '',
    birthPlace: '',
    otherIdType: '',
    otherNumber: '',
    otherPeriod: '',
    born: '1990-01-01',
    sex: 'M',
    nation: 'CN',
    roleIds: [],
    ifApprover: 0,
    ifBooker: 0,
    ifAutoCheckin: 0,
    loginVip: 1,
    isValid: 1,
    approvalMode: 1,
    bookRange: 1,
    bookOutside: 0,
    empRank: 'L1',
    empRankName: '员工',
    isAdmin: 0,
    documents: [{ idType: 'ID', masked: '110***********0015', ref: 'emp-doc-1', expiry: '' }],
    canEdit: 1,
    canManage: 0,
    canDelete: 0,
    createdAt: '2026-01-01 10:00:00',
    updatedAt: '2026-01-01 10:00:00',
    ...over,
  };
}

/** The input with this test id. */
export function input(container: Element, id: string): HTMLInputElement {
  const el = container.querySelector(`[data-testid="${id}"]`);
  const found = el instanceof HTMLInputElement ? el : el?.querySelector('input');
  if (!(found instanceof HTMLInputElement)) throw new Error(`no input ${id}`);
  return found;
}

/** The chip of a choice group. */
export function choice(container: Element, group: string, value: string): Element {
  const el = container.querySelector(`[data-testid="${group}"] [data-value="${value}"]`);
  if (!el) throw new Error(`no choice ${group}=${value}`);
  return el;
}
