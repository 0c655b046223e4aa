/**
 * /tripDetail (SPEC §2 /tripDetail?ccsqdId=…, §3 route status 3 = already booked, §4 trip application, approval):
 * an approved request books its open flight legs through /tk/tkQuery?ccsqdId&routeId and links booked legs to their
 * order; a draft is edited, deleted or submitted; a pending approval is withdrawn; the approval progress shows.
 */
jest.mock('../../../src/api/trip', () => ({
  vipCcsqdInfo: jest.fn(),
  vipCcsqdDel: jest.fn(),
  vipCcsqdAdd: jest.fn(),
}));
jest.mock('../../../src/api/approval', () => ({
  orderApproveList: jest.fn(),
  cancelApp: jest.fn(),
}));
jest.mock('../../../src/api/common', () => ({
  queryVipParameter: jest.fn(),
  costCenterFindList: jest.fn(),
  projectList: jest.fn(),
}));

import * as tripApi from '../../../src/api/trip';
import * as approvalApi from '../../../src/api/approval';
import * as commonApi from '../../../src/api/common';
import type { OrderApproveData } from '../../../src/api/contract/approval';
import TripDetailPage from '../../../src/packages/trip/pages/tripDetail/index';
import { byTestId, click } from '../support/render';
import { recorded } from '../support/taro';
import { detail, lastUrl, ok, page, route, setUp, show, tearDown } from './fixtures';

const trip = tripApi as unknown as Record<string, jest.Mock>;
const approval = approvalApi as unknown as Record<string, jest.Mock>;
const common = commonApi as unknown as Record<string, jest.Mock>;

function progress(over: Partial<OrderApproveData> = {}): OrderApproveData {
  return {
    orderId: 'q1',
    orderType: 11099,
    subject: { title: '', orderNo: '', amount: 0, applicantName: '张三', travellers: [], lines: [], violations: [] },
    instanceId: 'i1',
    spgzId: 's1',
    ruleName: '差旅申请审批',
    state: 'pending',
    currentLevel: 1,
    levelCount: 1,
    appRemark: '请审批',
    applicantName: '张三',
    sentAt: '2026-11-22 10:05:00',
    decidedAt: '',
    levels: [
      {
        level: 1,
        state: 'pending',
        approvers: [{ empId: 'e2', name: '李四', deptName: '研发部' }],
        items: [
          {
            workItemId: 'w1',
            empId: 'e2',
            name: '李四',
            deptName: '研发部',
            state: 'pending',
            remark: '',
            decidedAt: '',
          },
        ],
      },
    ],
    canAct: '',
    canWithdraw: true,
    ...over,
  };
}

beforeEach(() => {
  setUp();
  common.queryVipParameter.mockReturnValue(ok({ costCenterRequired: false, projectRequired: false }));
  common.costCenterFindList.mockReturnValue(page([]));
  common.projectList.mockReturnValue(page([]));
  approval.orderApproveList.mockReturnValue(ok(progress({ state: 'approved', canWithdraw: false })));
});
afterEach(tearDown);

it('an approved request books its open flight legs and links the booked ones to their order', async () => {
  trip.vipCcsqdInfo.mockReturnValue(
    ok(
      detail({
        vipRoute: [
          route({ routeId: 'r1' }),
          route({ routeId: 'r2', seq: 2, status: 3, bookedOrderId: 'o7', bookedAmount: 1280 }),
          route({ routeId: 'r3', seq: 3, routeType: 'hotel', product: '10903', arrCity: '', arrCityName: '' }),
        ],
      }),
    ),
  );
  const { container } = await show(<TripDetailPage />, { ccsqdId: 'q1' });
  expect(trip.vipCcsqdInfo).toHaveBeenCalledWith({ ccsqdId: 'q1' });
  expect(approval.orderApproveList).toHaveBeenCalledWith({ orderId: 'q1', orderType: 11099 });
  expect(byTestId(container, 'trip-status')?.textContent).toBe('已通过');
  expect(byTestId(container, 'trip-route-status-r1')?.textContent).toBe('待预订');
  expect(byTestId(container, 'trip-route-status-r2')?.textContent).toBe('已预订');
  expect(byTestId(container, 'trip-route-r2')?.getAttribute('data-status')).toBe('3');
  // A booked leg cannot be booked again; an open hotel leg books through the company's hotel version (2 here).
  expect(byTestId(container, 'trip-route-book-r2')).toBeNull();
  await click(byTestId(container, 'trip-route-book-r3'));
  expect(lastUrl()).toContain('/packages/hotelV2/pages/htQuery/index');
  expect(lastUrl()).toContain('routeId=r3');

  await click(byTestId(container, 'trip-route-book-r1'));
  expect(lastUrl()).toContain('tkQuery');
  expect(lastUrl()).toContain('ccsqdId=q1');
  expect(lastUrl()).toContain('routeId=r1');

  await click(byTestId(container, 'trip-route-order-r2'));
  expect(lastUrl()).toContain('tkOrderDetail');
  expect(lastUrl()).toContain('orderId=o7');

  expect(byTestId(container, 'trip-progress-state')?.textContent).toBe('已通过');
  await click(byTestId(container, 'trip-change'));
  expect(lastUrl()).toContain('tripChange');
  expect(byTestId(container, 'trip-delete')).toBeNull();
});

it('a draft is edited, deleted after a confirmation, or sent to the form when the attachment is missing', async () => {
  trip.vipCcsqdInfo.mockReturnValue(ok(detail({ status: 0, canEdit: true, canChange: false, url: '' })));
  approval.orderApproveList.mockReturnValue(ok(progress({ state: 'none', instanceId: '', levels: [] })));
  trip.vipCcsqdDel.mockReturnValue(ok({ ccsqdId: 'q1' }));
  const { container } = await show(<TripDetailPage />, { ccsqdId: 'q1' });
  expect(byTestId(container, 'trip-status')?.textContent).toBe('草稿');
  expect(byTestId(container, 'trip-route-book-r1')).toBeNull();
  expect(byTestId(container, 'trip-progress')).toBeNull();

  await click(byTestId(container, 'trip-edit'));
  expect(lastUrl()).toContain('tripAdd');
  expect(lastUrl()).toContain('ccsqdId=q1');

  await click(byTestId(container, 'trip-detail-submit'));
  expect(trip.vipCcsqdAdd).not.toHaveBeenCalled();
  expect(recorded.toasts.at(-1)?.title).toBe('提交审批时附件必填');
  expect(lastUrl()).toContain('tripAdd');

  await click(byTestId(container, 'trip-delete'));
  expect(recorded.modals.at(-1)?.title).toBe('删除');
  expect(trip.vipCcsqdDel).toHaveBeenCalledWith({ ccsqdId: 'q1' });
});

it('a complete draft is submitted from the detail and goes to send for approval', async () => {
  trip.vipCcsqdInfo.mockReturnValue(ok(detail({ status: 0, canEdit: true, canChange: false })));
  approval.orderApproveList.mockReturnValue(ok(progress({ state: 'none', instanceId: '', levels: [] })));
  trip.vipCcsqdAdd.mockReturnValue(ok({ ccsqdId: 'q1', ccsqdNo: 'SQ1', status: 0, nextStep: 'approval' }));
  const { container } = await show(<TripDetailPage />, { ccsqdId: 'q1' });
  await click(byTestId(container, 'trip-detail-submit'));
  expect(trip.vipCcsqdAdd).toHaveBeenCalledWith(
    expect.objectContaining({
      ccsqdId: 'q1',
      addMethod: 2,
      url: '/obt/upload/abc.png',
      jtys: 3000,
      vipPerson: [{ empId: 'e1' }],
      vipRoute: [
        expect.objectContaining({ routeType: 'flight', depCityName: '北京', arrCityName: '上海', cost: 1500 }),
      ],
    }),
  );
  expect(lastUrl()).toMatch(/approval\/(pages\/)?Send/);
  expect(lastUrl()).toContain('orderId=q1');
});

it('a request in approval shows the progress and can be withdrawn', async () => {
  trip.vipCcsqdInfo.mockReturnValue(ok(detail({ status: 1, canChange: false })));
  approval.orderApproveList.mockReturnValue(ok(progress()));
  approval.cancelApp.mockReturnValue(ok({ instanceId: 'i1', state: 'withdrawn' }));
  const { container } = await show(<TripDetailPage />, { ccsqdId: 'q1' });
  expect(byTestId(container, 'trip-status')?.textContent).toBe('审批中');
  expect(byTestId(container, 'trip-progress-level-1')?.textContent).toContain('李四');
  expect(byTestId(container, 'trip-route-book-r1')).toBeNull();
  await click(byTestId(container, 'trip-withdraw'));
  expect(approval.cancelApp).toHaveBeenCalledWith({ orderId: 'q1', orderType: 11099 });
});

it('a change order in approval is withdrawn by its own id', async () => {
  trip.vipCcsqdInfo.mockReturnValue(
    ok(
      detail({
        status: 1,
        canChange: false,
        changes: [
          {
            changeId: 'c5',
            ccsqdId: 'q1',
            changeYy: '延期',
            state: 'inApproval',
            bgqzys: 4300,
            bghzys: 5000,
            before: { dateBegin: '', dateEnd: '', jtys: 0, zsys: 0, qtys: 0, zys: 0, routes: [] },
            after: { dateBegin: '', dateEnd: '', jtys: 0, zsys: 0, qtys: 0, zys: 0, routes: [] },
            createdAt: '2026-11-23 09:00:00',
            decidedAt: '',
          },
        ],
      }),
    ),
  );
  approval.orderApproveList.mockReturnValue(ok(progress({ orderId: 'c5' })));
  approval.cancelApp.mockReturnValue(ok({ instanceId: 'i1', state: 'withdrawn' }));
  const { container } = await show(<TripDetailPage />, { ccsqdId: 'q1' });
  expect(approval.orderApproveList).toHaveBeenCalledWith({ orderId: 'c5', orderType: 11099 });
  await click(byTestId(container, 'trip-withdraw'));
  expect(approval.cancelApp).toHaveBeenCalledWith({ orderId: 'c5', orderType: 11099 });
});

it('someone else’s request shows no owner actions', async () => {
  trip.vipCcsqdInfo.mockReturnValue(ok(detail({ empId: 'e9', applicantName: '王五' })));
  const { container } = await show(<TripDetailPage />, { ccsqdId: 'q1' });
  expect(byTestId(container, 'trip-actions')).toBeNull();
  // A traveller on the request may still book its open legs.
  expect(byTestId(container, 'trip-route-book-r1')).not.toBeNull();
});
