/**
 * /approval/Detail (SPEC §2 query id, workItemId, orderType): the subject with its violation reasons and the chain;
 * approve / reject only for my pending work item (the server's canAct), a reject needs a remark; after acting the
 * page and the dashboard counts reload; the applicant may withdraw while pending; final states and not-found shown.
 */
jest.mock('../../../src/api/approval', () => ({
  orderApproveList: jest.fn(),
  vipBpmReceiveAppResult: jest.fn(),
  cancelApp: jest.fn(),
}));

import * as approvalApi from '../../../src/api/approval';
import { ApiError } from '../../../src/api/transport';
import DetailPage from '../../../src/packages/approval/pages/Detail/index';
import { byTestId, click, type } from '../support/render';
import { recorded } from '../support/taro';
import { input, ok, setUp, show, tearDown } from '../people/fixtures';
import { approveData, pendingChain } from './fixtures';

const api = approvalApi as unknown as Record<string, jest.Mock>;
const QUERY = { id: 'o1', workItemId: 'w1', orderType: '11001' };

beforeEach(setUp);
afterEach(tearDown);

describe('/approval/Detail', () => {
  it('shows the subject, its violation reasons and the chain, without actions when no pending item is mine', async () => {
    api.orderApproveList!.mockImplementation(() => ok(approveData({ canAct: '' })));
    const { container } = await show(<DetailPage />, QUERY);
    expect(api.orderApproveList).toHaveBeenCalledWith({ orderId: 'o1', orderType: 11001 });
    const subject = byTestId(container, 'ap-subject')?.textContent ?? '';
    expect(subject).toContain('T20261122001');
    expect(subject).toContain('¥1,280.50');
    expect(subject).toContain('张三、赵六');
    expect(subject).toContain('经济舱 Y');
    expect(byTestId(container, 'ap-violation')?.textContent).toBe('超出出差申请预算：会议改期，只剩高价航班');
    expect(byTestId(container, 'ap-level-1')?.getAttribute('data-state')).toBe('pending');
    expect(byTestId(container, 'ap-level-2')?.textContent).toContain('孙八');
    expect(byTestId(container, 'ap-state')?.textContent).toBe('审批中');
    expect(byTestId(container, 'ap-approve')).toBeNull();
    expect(byTestId(container, 'ap-reject')).toBeNull();
    expect(byTestId(container, 'ap-withdraw')).toBeNull();
  });

  it('refuses a reject without a remark, then rejects my work item and refreshes the page and the badges', async () => {
    let data = approveData({ canAct: 'w1' });
    api.orderApproveList!.mockImplementation(() => ok(data));
    api.vipBpmReceiveAppResult!.mockImplementation(() => {
      const levels = pendingChain();
      levels[0] = {
        ...levels[0]!,
        state: 'rejected',
        items: [
          { ...levels[0]!.items[0]!, state: 'rejected', remark: '请改乘高铁', decidedAt: '2026-11-22 10:00:00' },
          { ...levels[0]!.items[1]!, state: 'closed' },
        ],
      };
      levels[1] = { ...levels[1]!, state: 'closed' };
      data = approveData({ state: 'rejected', canAct: '', levels, decidedAt: '2026-11-22 10:00:00' });
      return ok({ workItemId: 'w1', state: 'rejected', instanceState: 'rejected', currentLevel: 1 });
    });
    const { container, store } = await show(<DetailPage />, QUERY);
    const loadCounts = jest.spyOn(store.app, 'loadCounts');

    await click(byTestId(container, 'ap-reject'));
    expect(byTestId(container, 'ap-act-remark-error')?.textContent).toBe('驳回时请填写审批意见');
    expect(api.vipBpmReceiveAppResult).not.toHaveBeenCalled();

    await type(input(container, 'ap-act-remark'), '请改乘高铁');
    await click(byTestId(container, 'ap-reject'));
    expect(api.vipBpmReceiveAppResult).toHaveBeenCalledTimes(1);
    expect(api.vipBpmReceiveAppResult).toHaveBeenCalledWith({
      workItemId: 'w1',
      completeState: 2,
      appRemark: '请改乘高铁',
    });
    expect(api.orderApproveList).toHaveBeenCalledTimes(2);
    expect(loadCounts).toHaveBeenCalled();
    // The rejected state is shown clearly and the actions are gone.
    expect(byTestId(container, 'ap-state')?.textContent).toBe('审批驳回');
    expect(byTestId(container, 'ap-state-note')?.textContent).toBe('审批已驳回，订单将被取消');
    expect(byTestId(container, 'ap-item-w1')?.textContent).toContain('请改乘高铁');
    expect(byTestId(container, 'ap-reject')).toBeNull();
    expect(recorded.toasts.at(-1)?.title).toBe('已驳回');
  });

  it('approves without a remark, acting on the work item the server names', async () => {
    api.orderApproveList!.mockImplementation(() => ok(approveData({ canAct: 'w2' })));
    api.vipBpmReceiveAppResult!.mockImplementation(() =>
      ok({ workItemId: 'w2', state: 'approved', instanceState: 'pending', currentLevel: 2 }),
    );
    const { container } = await show(<DetailPage />, QUERY);
    await click(byTestId(container, 'ap-approve'));
    expect(api.vipBpmReceiveAppResult).toHaveBeenCalledWith({ workItemId: 'w2', completeState: 1 });
  });

  it('lets the applicant withdraw while pending', async () => {
    let data = approveData({ canWithdraw: true });
    api.orderApproveList!.mockImplementation(() => ok(data));
    api.cancelApp!.mockImplementation(() => {
      data = approveData({ state: 'withdrawn', canWithdraw: false });
      return ok({ instanceId: 'i1', state: 'withdrawn' });
    });
    const { container } = await show(<DetailPage />, { ...QUERY, workItemId: '0' });
    await click(byTestId(container, 'ap-withdraw'));
    expect(recorded.modals.at(-1)?.content).toContain('确定撤回');
    expect(api.cancelApp).toHaveBeenCalledWith({ orderId: 'o1', orderType: 11001 });
    expect(byTestId(container, 'ap-state')?.textContent).toBe('已撤回');
    expect(byTestId(container, 'ap-state-note')?.textContent).toBe('申请人已撤回此审批');
    expect(byTestId(container, 'ap-withdraw')).toBeNull();
  });

  it('shows a terminated approval and opens the subject through the order mapping', async () => {
    api.orderApproveList!.mockImplementation(() => ok(approveData({ state: 'terminated' })));
    const { container } = await show(<DetailPage />, QUERY);
    expect(byTestId(container, 'ap-state')?.textContent).toBe('审批终止');
    expect(byTestId(container, 'ap-state-note')?.textContent).toContain('审批已终止');
    await click(byTestId(container, 'ap-open-subject'));
    expect(recorded.navigations.at(-1)?.url).toContain('tkOrderDetail');
  });

  it('shows the not-found state when the approval is not mine to see', async () => {
    api.orderApproveList!.mockImplementation(() => Promise.reject(new ApiError('code', 404, '不存在')));
    const { container } = await show(<DetailPage />, QUERY);
    expect(container.textContent).toContain('审批不存在或您无权查看');
    expect(byTestId(container, 'ap-approve')).toBeNull();
  });
});
