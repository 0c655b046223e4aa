/**
 * /approval/Send (SPEC §2; §5 "Approval needs a remark, and the approval level needs at least one approver"): every
 * level needs a chosen approver and the remark is required; one send under one idempotency key (kept for a retry
 * after a lost answer), then on to the subject; approval not needed says so and goes on. API faked at the module.
 */
jest.mock('../../../src/api/approval', () => ({
  vipSpgzGetInfo: jest.fn(),
  orderApproveList: jest.fn(),
  vipBpmSendAppNew: jest.fn(),
}));

import * as approvalApi from '../../../src/api/approval';
import { ApiError } from '../../../src/api/transport';
import SendPage from '../../../src/packages/approval/pages/Send/index';
import { byTestId, click, settle, type } from '../support/render';
import { recorded } from '../support/taro';
import { input, ok, setUp, show, tearDown } from '../people/fixtures';
import { LISI, SUNBA, approveData, twoLevelRule } from './fixtures';

const api = approvalApi as unknown as Record<string, jest.Mock>;
const lastNav = () => recorded.navigations.at(-1);

beforeEach(() => {
  setUp();
  api.orderApproveList!.mockImplementation(() =>
    ok(approveData({ state: 'none', instanceId: '', levels: [], sentAt: '', appRemark: '' })),
  );
});
afterEach(tearDown);

const open = (orderId = 'o1', orderType = '11001') => show(<SendPage />, { orderId, orderType });

describe('/approval/Send', () => {
  it('shows what is sent, needs one approver per level and a remark, then sends once and opens the order', async () => {
    api.vipSpgzGetInfo!.mockImplementation(() => ok(twoLevelRule()));
    api.vipBpmSendAppNew!.mockImplementation(() => ok({ instanceId: 'i1', state: 'pending', currentLevel: 1 }));
    const { container, store } = await open();
    const loadCounts = jest.spyOn(store.app, 'loadCounts');

    expect(api.vipSpgzGetInfo).toHaveBeenCalledWith({ orderId: 'o1', orderType: 11001 });
    expect(byTestId(container, 'ap-subject')?.textContent).toContain('北京-上海 MU5101');
    expect(byTestId(container, 'ap-rule-name')?.textContent).toBe('差旅申请审批');

    // Nothing chosen, no remark: every problem is named and nothing is sent.
    await click(byTestId(container, 'ap-send'));
    expect(byTestId(container, 'ap-level-1-error')?.textContent).toBe('请为第1级选择至少一位审批人');
    expect(byTestId(container, 'ap-level-2-error')).not.toBeNull();
    expect(byTestId(container, 'ap-remark-error')?.textContent).toBe('请填写送审说明');
    expect(api.vipBpmSendAppNew).not.toHaveBeenCalled();

    // Level 1 and the remark, but not level 2: still refused, for level 2 only.
    await click(byTestId(container, `ap-approver-1-${LISI.empId}`));
    await type(input(container, 'ap-remark-input'), '  客户会议  ');
    await click(byTestId(container, 'ap-send'));
    expect(byTestId(container, 'ap-level-1-error')).toBeNull();
    expect(byTestId(container, 'ap-level-2-error')).not.toBeNull();
    expect(byTestId(container, 'ap-remark-error')).toBeNull();
    expect(api.vipBpmSendAppNew).not.toHaveBeenCalled();

    await click(byTestId(container, `ap-approver-2-${SUNBA.empId}`));
    await click(byTestId(container, 'ap-send'));
    expect(api.vipBpmSendAppNew).toHaveBeenCalledTimes(1);
    expect(api.vipBpmSendAppNew).toHaveBeenCalledWith(
      {
        orderId: 'o1',
        orderType: 11001,
        spgzId: 'r1',
        sendApps: [
          { level: 1, empIds: [LISI.empId] },
          { level: 2, empIds: [SUNBA.empId] },
        ],
        appRemark: '客户会议',
      },
      expect.any(String),
    );
    // On to the flight order, replacing the send screen; the dashboard counts reload.
    expect(lastNav()?.kind).toBe('redirectTo');
    expect(lastNav()?.url).toContain('tkOrderDetail');
    expect(lastNav()?.url).toContain('orderId=o1');
    expect(loadCounts).toHaveBeenCalled();
  });

  it('keeps the idempotency key for a retry after a lost answer and disables the button while sending', async () => {
    api.vipSpgzGetInfo!.mockImplementation(() => ok(twoLevelRule({ levels: [{ level: 1, approvers: [LISI] }] })));
    let finish: (v: unknown) => void = () => undefined;
    api.vipBpmSendAppNew!.mockImplementationOnce(() => Promise.reject(new ApiError('network', 0, '')));
    api.vipBpmSendAppNew!.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    const { container } = await open();

    // A single candidate is chosen already.
    expect(byTestId(container, `ap-approver-1-${LISI.empId}`)?.getAttribute('aria-checked')).toBe('true');
    await type(input(container, 'ap-remark-input'), '客户会议');
    await click(byTestId(container, 'ap-send'));
    expect(api.vipBpmSendAppNew).toHaveBeenCalledTimes(1);
    expect(recorded.navigations).toHaveLength(0);

    await click(byTestId(container, 'ap-send'));
    expect(byTestId(container, 'ap-send')?.getAttribute('aria-disabled')).toBe('true');
    await click(byTestId(container, 'ap-send'));
    expect(api.vipBpmSendAppNew).toHaveBeenCalledTimes(2);
    const keys = api.vipBpmSendAppNew!.mock.calls.map((call) => call[1]);
    expect(keys[1]).toBe(keys[0]);

    finish({ code: 1, data: { instanceId: 'i1', state: 'pending', currentLevel: 1 } });
    await settle();
    expect(lastNav()?.url).toContain('tkOrderDetail');
  });

  it('says clearly when a level has no approver to choose', async () => {
    api.vipSpgzGetInfo!.mockImplementation(() =>
      ok(
        twoLevelRule({
          levels: [
            { level: 1, approvers: [LISI] },
            { level: 2, approvers: [] },
          ],
        }),
      ),
    );
    const { container } = await open();
    expect(byTestId(container, 'ap-level-2-none')?.textContent).toContain('第2级没有可选的审批人');
    await type(input(container, 'ap-remark-input'), '客户会议');
    await click(byTestId(container, 'ap-send'));
    expect(api.vipBpmSendAppNew).not.toHaveBeenCalled();
  });

  it('says when approval is not needed and goes on to the trip request', async () => {
    api.vipSpgzGetInfo!.mockImplementation(() => ok({ required: false, spgzId: '', name: '', levels: [] }));
    const { container } = await open('t1', '11099');
    expect(byTestId(container, 'ap-not-required')?.textContent).toBe('按公司审批规则，此单无需审批');
    expect(byTestId(container, 'ap-send')).toBeNull();
    await click(byTestId(container, 'ap-continue'));
    expect(lastNav()?.kind).toBe('redirectTo');
    expect(lastNav()?.url).toContain('ccsqdId=t1');
    expect(api.vipBpmSendAppNew).not.toHaveBeenCalled();
  });

  it('shows the not-found state for an order that is not mine', async () => {
    api.vipSpgzGetInfo!.mockImplementation(() => Promise.reject(new ApiError('code', 404, '订单不存在')));
    api.orderApproveList!.mockImplementation(() => Promise.reject(new ApiError('code', 404, '订单不存在')));
    const { container } = await open();
    expect(container.textContent).toContain('订单不存在或无权送审');
    expect(byTestId(container, 'ap-send')).toBeNull();
  });
});
