/**
 * /approval/Detail layout (issue 15): approve and reject sit in one bar pinned at the bottom (with withdraw when the
 * approver sent it), the page keeps room for that bar, the applicant is named once, and the only level-1 heading is
 * the title bar's (the rule name is a section heading under it).
 */
jest.mock('../../../src/api/approval', () => ({
  orderApproveList: jest.fn(),
  vipBpmReceiveAppResult: jest.fn(),
  cancelApp: jest.fn(),
}));

import * as approvalApi from '../../../src/api/approval';
import DetailPage from '../../../src/packages/approval/pages/Detail/index';
import { byTestId, click } from '../support/render';
import { ok, setUp, show, tearDown } from '../people/fixtures';
import { approveData } from './fixtures';

const api = approvalApi as unknown as Record<string, jest.Mock>;
const QUERY = { id: 'o1', workItemId: 'w1', orderType: '11001' };

beforeEach(setUp);
afterEach(tearDown);

function headings(container: Element, level: string): string[] {
  return Array.from(container.querySelectorAll(`[role="heading"][aria-level="${level}"]`)).map(
    (h) => h.textContent ?? '',
  );
}

describe('/approval/Detail layout', () => {
  it('pins approve and reject in one bottom bar, the remark stays in the page, room is kept for the bar', async () => {
    api.orderApproveList!.mockImplementation(() => ok(approveData({ canAct: 'w1' })));
    const { container } = await show(<DetailPage />, QUERY);
    const bar = byTestId(container, 'ap-bar');
    expect(bar?.className).toContain('ap-bar');
    const inBar = Array.from(bar?.querySelectorAll('[data-testid]') ?? []).map((b) => b.getAttribute('data-testid'));
    expect(inBar).toEqual(['ap-reject', 'ap-approve']);
    expect(bar?.querySelector('#ap-act-remark')).toBeNull();
    expect(byTestId(container, 'ap-act-remark')).not.toBeNull();
    expect(container.querySelector('.ap-page--pinned')).not.toBeNull();
  });

  it('puts withdraw in the same bar, and draws no bar when there is nothing to do', async () => {
    api.orderApproveList!.mockImplementation(() => ok(approveData({ canAct: 'w1', canWithdraw: true })));
    const both = await show(<DetailPage />, QUERY);
    const inBar = Array.from(byTestId(both.container, 'ap-bar')?.querySelectorAll('[data-testid]') ?? []).map((b) =>
      b.getAttribute('data-testid'),
    );
    expect(inBar).toEqual(['ap-withdraw', 'ap-reject', 'ap-approve']);
    tearDown();
    api.orderApproveList!.mockImplementation(() => ok(approveData({ canAct: '' })));
    const none = await show(<DetailPage />, QUERY);
    expect(byTestId(none.container, 'ap-bar')).toBeNull();
    expect(none.container.querySelector('.ap-page--pinned')).toBeNull();
  });

  it('names the applicant once (in the head) and leaves the level-1 heading to the title bar', async () => {
    api.orderApproveList!.mockImplementation(() => ok(approveData({ canAct: 'w1' })));
    const { container } = await show(<DetailPage />, QUERY);
    expect(byTestId(container, 'ap-head')?.textContent).toContain('张三 提交于 2026-11-22 09:00:00');
    expect(byTestId(container, 'ap-subject')?.textContent).not.toContain('申请人');
    // The travellers (who may include the applicant) are still listed.
    expect(byTestId(container, 'ap-subject')?.textContent).toContain('张三、赵六');
    expect(headings(container, '1')).toEqual(['审批详情']);
    expect(headings(container, '2')).toContain('超预算机票审批');
  });

  it('a reject without a remark marks the field (above the bar) and does not send', async () => {
    api.orderApproveList!.mockImplementation(() => ok(approveData({ canAct: 'w1' })));
    const { container } = await show(<DetailPage />, QUERY);
    await click(byTestId(container, 'ap-reject'));
    expect(byTestId(container, 'ap-act-remark-error')?.textContent).toBe('驳回时请填写审批意见');
    expect(byTestId(container, 'ap-act-remark')?.getAttribute('aria-invalid')).toBe('true');
    expect(api.vipBpmReceiveAppResult).not.toHaveBeenCalled();
  });
});
