/**
 * /approvalList (pending approveType 1 / done 2, with counts) and /userCenter/approvalList (my requests, approveType
 * 3): rows open /approval/Detail with id, workItemId and orderType. API faked at the module boundary.
 */
jest.mock('../../../src/api/approval', () => ({
  vipBpmForMyAppListNew: jest.fn(),
  vipBpmForMyAppCountNew: jest.fn(),
}));

import * as approvalApi from '../../../src/api/approval';
import ApprovalListPage from '../../../src/pages/approvalList/index';
import MyApprovalListPage from '../../../src/packages/user/pages/approvalList/index';
import { byTestId, click, settle } from '../support/render';
import { recorded } from '../support/taro';
import { ok, setUp, show, tearDown } from '../people/fixtures';
import { item } from './fixtures';

const api = approvalApi as unknown as Record<string, jest.Mock>;
const pageOf = <T,>(list: T[], total = list.length) => ok({ total, pageNum: 1, count: 20 }, list);

beforeEach(setUp);
afterEach(tearDown);

describe('/approvalList', () => {
  it('shows pending and done with their counts, switches tabs and opens a row', async () => {
    api.vipBpmForMyAppCountNew!.mockImplementation((body: { approveType: number }) =>
      ok({ count: body.approveType === 1 ? 3 : 12 }),
    );
    api.vipBpmForMyAppListNew!.mockImplementation((body: { approveType: number }) =>
      body.approveType === 1
        ? pageOf([item(), item({ workItemId: 'w9', orderId: 't1', orderType: 11099, title: '上海出差申请' })], 3)
        : pageOf([item({ workItemId: 'w5', state: 'approved', decidedAt: '2026-11-22 10:00:00' })], 12),
    );
    const { container } = await show(<ApprovalListPage />);

    expect(api.vipBpmForMyAppListNew).toHaveBeenCalledWith({ approveType: 1, pageNum: 1, count: 20 });
    expect(byTestId(container, 'approval-tab-1')?.textContent).toBe('待审批（3）');
    expect(byTestId(container, 'approval-tab-2')?.textContent).toBe('已审批（12）');
    expect(byTestId(container, 'approval-tab-1')?.getAttribute('aria-selected')).toBe('true');
    expect(byTestId(container, 'approval-row-w1')?.textContent).toContain('待审批');
    expect(byTestId(container, 'approval-row-w1')?.textContent).toContain('申请人 张三');

    await click(byTestId(container, 'approval-row-w9'));
    const url = recorded.navigations.at(-1)?.url ?? '';
    expect(url).toContain('approval/pages/Detail');
    expect(url).toContain('id=t1');
    expect(url).toContain('workItemId=w9');
    expect(url).toContain('orderType=11099');

    await click(byTestId(container, 'approval-tab-2'));
    await settle();
    expect(api.vipBpmForMyAppListNew).toHaveBeenLastCalledWith({ approveType: 2, pageNum: 1, count: 20 });
    expect(byTestId(container, 'approval-tab-2')?.getAttribute('aria-selected')).toBe('true');
    expect(byTestId(container, 'approval-row-w5')?.textContent).toContain('已同意');
    expect(byTestId(container, 'approval-row-w1')).toBeNull();
  });

  it('says so when nothing waits', async () => {
    api.vipBpmForMyAppCountNew!.mockImplementation(() => ok({ count: 0 }));
    api.vipBpmForMyAppListNew!.mockImplementation(() => pageOf([]));
    const { container } = await show(<ApprovalListPage />);
    expect(container.textContent).toContain('暂无审批');
    expect(byTestId(container, 'approval-tab-1')?.textContent).toBe('待审批（0）');
  });
});

describe('/userCenter/approvalList', () => {
  it('lists what I sent with the state of each approval and opens it', async () => {
    api.vipBpmForMyAppListNew!.mockImplementation(() =>
      pageOf([
        item({ workItemId: '', instanceId: 'i1', state: 'pending', instanceState: 'pending' }),
        item({ workItemId: '', instanceId: 'i2', orderId: 'o2', state: 'closed', instanceState: 'withdrawn' }),
        item({ workItemId: '', instanceId: 'i3', orderId: 'o3', state: 'rejected', instanceState: 'rejected' }),
      ]),
    );
    const { container } = await show(<MyApprovalListPage />);
    expect(api.vipBpmForMyAppListNew).toHaveBeenCalledWith({ approveType: 3, pageNum: 1, count: 20 });
    expect(byTestId(container, 'approval-row-i1')?.textContent).toContain('审批中');
    expect(byTestId(container, 'approval-row-i2')?.textContent).toContain('已撤回');
    expect(byTestId(container, 'approval-row-i3')?.textContent).toContain('审批驳回');

    await click(byTestId(container, 'approval-row-i2'));
    const url = recorded.navigations.at(-1)?.url ?? '';
    expect(url).toContain('approval/pages/Detail');
    expect(url).toContain('id=o2');
    expect(url).toContain('workItemId=0');
  });
});
