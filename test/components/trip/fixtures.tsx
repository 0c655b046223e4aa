/** Shared rendering and data of the trip screen tests (the API is faked at the module boundary by each test). */
import type { ReactElement } from 'react';
import type { CcsqdDetail, TripRoute } from '../../../src/api/contract/trip';
import { setGuardContext } from '../../../src/router';
import { StoreProvider } from '../../../src/stores';
import { TripDraftContext, TripDraftStore } from '../../../src/packages/trip/store';
import { render, settle } from '../support/render';
import { makeStore } from '../support/stores';
import { recorded, resetTaro } from '../support/taro';

export const ok = <D,>(data: D, list?: unknown[]) => Promise.resolve({ code: 1, data, list });
export const page = <T,>(list: T[]) => ok({ total: list.length, pageNum: 1, count: 20 }, list);

/** Renders a page logged in as the demo employee 张三 (e1), with the route's query and a fresh draft store. */
export async function show(element: ReactElement, params: Record<string, string> = {}) {
  recorded.routerParams = params;
  const { store } = makeStore();
  await store.session.adoptToken('c'.repeat(32));
  const draft = new TripDraftStore();
  const view = await render(
    <StoreProvider store={store}>
      <TripDraftContext.Provider value={draft}>{element}</TripDraftContext.Provider>
    </StoreProvider>,
  );
  await settle();
  return { ...view, store, draft };
}

export function setUp(): void {
  resetTaro();
  jest.resetAllMocks();
  setGuardContext({ isLoggedIn: () => true, visitorMode: () => false });
}

export function tearDown(): void {
  document.body.innerHTML = '';
}

/** The input with this test id. */
export function input(container: Element, id: string): HTMLInputElement {
  const el = container.querySelector(`[data-testid="${id}"]`);
  const found = el instanceof HTMLInputElement ? el : el?.querySelector('input');
  if (!(found instanceof HTMLInputElement)) throw new Error(`no input ${id}`);
  return found;
}

/** The last navigation, decoded. */
export const lastUrl = () => decodeURIComponent(recorded.navigations.at(-1)?.url ?? '');

export function route(over: Partial<TripRoute> = {}): TripRoute {
  return {
    routeId: 'r1',
    seq: 1,
    routeType: 'flight',
    product: '10901',
    depCity: 'PEK',
    depCityName: '北京',
    arrCity: 'SHA',
    arrCityName: '上海',
    dateBegin: '2026-12-01',
    dateEnd: '',
    cost: 1500,
    supplier: '',
    supplierId: '',
    remark: '',
    status: 0,
    bookedOrderId: '',
    bookedAmount: 0,
    ...over,
  };
}

/** A request as vipCcsqd/info answers it (the demo employee's own, approved). */
export function detail(over: Partial<CcsqdDetail> = {}): CcsqdDetail {
  return {
    ccsqdId: 'q1',
    ccsqdNo: 'SQ202611220001',
    status: 2,
    empId: 'e1',
    applicantName: '张三',
    ccr: '张三',
    ccsy: '客户拜访',
    mdd: '上海',
    dateBegin: '2026-12-01',
    dateEnd: '2026-12-03',
    jtys: 3000,
    zsys: 1200,
    qtys: 100,
    zys: 4300,
    bookedTransport: 0,
    remainingTransport: 3000,
    projectId: '',
    projectCode: '',
    projectName: '',
    costCenterId: '',
    costCenterCode: '',
    costCenterName: '',
    subjectCode: '',
    remark: '',
    url: '/obt/upload/abc.png',
    addMethod: 2,
    vipPerson: [{ personId: 'p1', empId: 'e1', name: '张三', deptName: '研发部', phoneNumber: '', outsider: 0 }],
    vipRoute: [route()],
    changes: [],
    approval: { submittedAt: '', approvedAt: '', rejectedAt: '', rejectRemark: '' },
    canEdit: false,
    canChange: true,
    createdAt: '2026-11-22 10:00:00',
    updatedAt: '2026-11-22 10:00:00',
    ...over,
  };
}
