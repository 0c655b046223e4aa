/**
 * The approval part of a flight order (issue 4): awaiting submission → send for approval; in approval → the chain
 * and withdraw; rejected → rejected with the remark; the trip request and the violations on the detail.
 */
jest.mock('../../../src/api/flight', () => ({ flightOrderDetail: jest.fn(), cancelPnr: jest.fn() }));
jest.mock('../../../src/api/approval', () => ({ orderApproveList: jest.fn(), cancelApp: jest.fn() }));

import * as flight from '../../../src/api/flight';
import * as approval from '../../../src/api/approval';
import type { OrderApproveData } from '../../../src/api/contract/approval';
import type { FlightOrderDetail } from '../../../src/api/contract/flight';
import { setGuardContext } from '../../../src/router';
import { StoreProvider } from '../../../src/stores';
import TkOrderDetailPage from '../../../src/packages/flight/pages/tkOrderDetail/index';
import TkCmpPage from '../../../src/packages/flight/pages/tkCmp/index';
import { click, render, settle, byTestId } from '../support/render';
import { makeStore } from '../support/stores';
import { recorded, resetTaro } from '../support/taro';

const flightOrderDetail = flight.flightOrderDetail as jest.Mock;
const orderApproveList = approval.orderApproveList as jest.Mock;
const cancelApp = approval.cancelApp as jest.Mock;

const ok = <D,>(data: D) => Promise.resolve({ code: 1, data });

function order(status: string, over: Partial<FlightOrderDetail> = {}): FlightOrderDetail {
  return {
    orderId: 'o1',
    orderNo: 'TK20261122001',
    orderType: 11001,
    orderStatus: status,
    tripType: 1,
    ranges: [],
    passengers: [],
    linkman: '张三',
    linkTel: '138****0001',
    linkEmail: '',
    costCenterName: '',
    projectName: '',
    violationReason: '会议改期',
    remark: '',
    ccsqdId: 'q1',
    ccsqdNo: 'SQ2026110001',
    routeId: 'r1',
    violations: [{ item: 'overBudget', reason: '会议改期' }],
    priceLines: [],
    amount: 1310,
    paid: false,
    payDeadline: '',
    createdAt: '2026-11-22 10:00:00',
    timeline: [{ status, at: '2026-11-22 10:00', note: '' }],
    actions: { cancel: status !== 'rejected', pay: false, refund: false, change: false, resend: false },
    refunds: [],
    changes: [],
    ...over,
  };
}

function chain(state: OrderApproveData['state'], over: Partial<OrderApproveData> = {}): OrderApproveData {
  return {
    orderId: 'o1',
    orderType: 11001,
    subject: {
      title: '上海-北京',
      orderNo: 'TK20261122001',
      amount: 1310,
      applicantName: '张三',
      travellers: ['张三'],
      lines: [],
      violations: [],
    },
    instanceId: 'i1',
    spgzId: '91002',
    ruleName: '超预算机票审批',
    state,
    currentLevel: 1,
    levelCount: 1,
    appRemark: '客户会议',
    applicantName: '张三',
    sentAt: '2026-11-22 10:05:00',
    decidedAt: '',
    levels: [
      {
        level: 1,
        state: state === 'rejected' ? 'rejected' : 'pending',
        approvers: [{ empId: 'e2', name: '李四', deptName: '研发部' }],
        items: [
          {
            workItemId: 'w1',
            empId: 'e2',
            name: '李四',
            deptName: '研发部',
            state: state === 'rejected' ? 'rejected' : 'pending',
            remark: state === 'rejected' ? '预算不足' : '',
            decidedAt: '',
          },
        ],
      },
    ],
    canAct: '',
    canWithdraw: state === 'pending',
    ...over,
  };
}

async function show(page: JSX.Element) {
  recorded.routerParams = { orderId: 'o1' };
  const { store } = makeStore();
  await store.session.adoptToken('c'.repeat(32));
  const view = await render(<StoreProvider store={store}>{page}</StoreProvider>);
  await settle();
  await settle();
  return view;
}

const lastUrl = () => decodeURIComponent(recorded.navigations.at(-1)?.url ?? '');

beforeEach(() => {
  resetTaro();
  jest.resetAllMocks();
  setGuardContext({ isLoggedIn: () => true, visitorMode: () => false });
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('flight order approval (issue 4)', () => {
  it('awaiting submission: the detail and tkCmp send the order to /approval/Send', async () => {
    flightOrderDetail.mockReturnValue(ok(order('awaitingSubmission')));
    const { container } = await show(<TkOrderDetailPage />);
    expect(orderApproveList).not.toHaveBeenCalled();
    expect(byTestId(container, 'order-extra')?.textContent).toContain('SQ2026110001');
    expect(byTestId(container, 'order-extra')?.textContent).toContain('超出差申请预算：会议改期');
    await click(byTestId(container, 'order-send-approval'));
    expect(lastUrl()).toContain('approval/pages/Send');
    expect(lastUrl()).toContain('orderId=o1');
    expect(lastUrl()).toContain('orderType=11001');

    document.body.innerHTML = '';
    const cmp = await show(<TkCmpPage />);
    await click(byTestId(cmp.container, 'cmp-send-approval'));
    expect(lastUrl()).toContain('approval/pages/Send');
  });

  it('in approval: the chain level by level, and the sender withdraws', async () => {
    flightOrderDetail.mockReturnValue(ok(order('inApproval')));
    orderApproveList.mockReturnValue(ok(chain('pending')));
    cancelApp.mockReturnValue(ok({ instanceId: 'i1', state: 'withdrawn' }));
    const { container } = await show(<TkOrderDetailPage />);
    expect(orderApproveList).toHaveBeenCalledWith({ orderId: 'o1', orderType: 11001 });
    const block = byTestId(container, 'order-approval');
    expect(block?.textContent).toContain('审批规则：超预算机票审批');
    expect(byTestId(container, 'order-approval-level-1')?.textContent).toContain('第1级 · 审批中');
    expect(byTestId(container, 'order-approval-level-1')?.textContent).toContain('李四：待审批');
    // Cancelling is still offered (the approval is terminated with it).
    const actions = Array.from(container.querySelectorAll('[data-action]')).map((b) => b.getAttribute('data-action'));
    expect(actions).toContain('cancel');

    flightOrderDetail.mockReturnValue(ok(order('awaitingSubmission')));
    await click(byTestId(container, 'order-withdraw-approval'));
    await settle();
    expect(recorded.modals.at(-1)?.content).toContain('撤回后订单回到待送审状态');
    expect(cancelApp).toHaveBeenCalledWith({ orderId: 'o1', orderType: 11001 });
    expect(recorded.toasts.at(-1)?.title).toBe('已撤回审批');
    expect(byTestId(container, 'order-send-approval')).not.toBeNull();
  });

  it('withdraw is not offered to someone who did not send it, nor done without a yes', async () => {
    flightOrderDetail.mockReturnValue(ok(order('inApproval')));
    orderApproveList.mockReturnValue(ok(chain('pending', { canWithdraw: false })));
    const { container } = await show(<TkOrderDetailPage />);
    expect(byTestId(container, 'order-withdraw-approval')).toBeNull();

    document.body.innerHTML = '';
    orderApproveList.mockReturnValue(ok(chain('pending')));
    recorded.modalConfirm = false;
    const again = await show(<TkOrderDetailPage />);
    await click(byTestId(again.container, 'order-withdraw-approval'));
    expect(cancelApp).not.toHaveBeenCalled();
  });

  it('a paid order links to the invoice request with the order preselected (I2)', async () => {
    flightOrderDetail.mockReturnValue(ok(order('issued', { paid: true })));
    const { container } = await show(<TkOrderDetailPage />);
    expect(orderApproveList).not.toHaveBeenCalled();
    await click(byTestId(container, 'order-invoice'));
    expect(lastUrl()).toContain('Invoice/InvoiceOrderList');
    expect(lastUrl()).toContain('orderId=o1');

    document.body.innerHTML = '';
    flightOrderDetail.mockReturnValue(ok(order('awaitingPayment')));
    const unpaid = await show(<TkOrderDetailPage />);
    expect(byTestId(unpaid.container, 'order-invoice')).toBeNull();
  });

  it('rejected: the order says so with the approver and the remark', async () => {
    flightOrderDetail.mockReturnValue(ok(order('rejected')));
    orderApproveList.mockReturnValue(ok(chain('rejected')));
    const { container } = await show(<TkOrderDetailPage />);
    expect(container.querySelector('.obt-status')?.textContent).toBe('已驳回');
    expect(byTestId(container, 'order-approval-rejected')?.textContent).toBe('审批未通过，座位已释放');
    expect(byTestId(container, 'order-approval-level-1')?.textContent).toContain('李四：已驳回（预算不足）');
    expect(byTestId(container, 'order-withdraw-approval')).toBeNull();
  });
});
