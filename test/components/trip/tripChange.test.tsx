/**
 * /tripChange (SPEC §3 change order: changeYy, bgqzys, bghzys, routeList; §7 change get/add/del) and /violateList
 * (SPEC §2: my bookings that violated the policy, opening their order detail).
 */
jest.mock('../../../src/api/trip', () => ({
  vipCcsqdInfo: jest.fn(),
  ccsqdChangeGet: jest.fn(),
  ccsqdChangeAdd: jest.fn(),
  ccsqdChangeDel: jest.fn(),
}));
jest.mock('../../../src/api/orders', () => ({ allOrderList: jest.fn() }));

import * as tripApi from '../../../src/api/trip';
import * as ordersApi from '../../../src/api/orders';
import type { CcsqdChange } from '../../../src/api/contract/trip';
import TripChangePage from '../../../src/packages/trip/pages/tripChange/index';
import ViolateListPage from '../../../src/packages/trip/pages/violateList/index';
import { byTestId, click, type } from '../support/render';
import { recorded } from '../support/taro';
import { detail, input, lastUrl, ok, route, setUp, show, tearDown } from './fixtures';

const trip = tripApi as unknown as Record<string, jest.Mock>;
const orders = ordersApi as unknown as Record<string, jest.Mock>;

const side = {
  dateBegin: '2026-12-01',
  dateEnd: '2026-12-03',
  jtys: 3000,
  zsys: 1200,
  qtys: 100,
  zys: 4300,
  routes: [],
};
function change(over: Partial<CcsqdChange> = {}): CcsqdChange {
  return {
    changeId: 'c1',
    ccsqdId: 'q1',
    changeYy: '行程延长',
    state: 'draft',
    bgqzys: 4300,
    bghzys: 5300,
    before: side,
    after: { ...side, dateEnd: '2026-12-04', zys: 5300 },
    createdAt: '2026-11-23 09:00:00',
    decidedAt: '',
    ...over,
  };
}

beforeEach(setUp);
afterEach(tearDown);

describe('/tripChange', () => {
  it('lists the changes; a draft change is deleted after a confirmation or sent for approval by its id', async () => {
    trip.vipCcsqdInfo.mockReturnValue(ok(detail({ canChange: false })));
    trip.ccsqdChangeGet.mockReturnValue(ok(undefined, [change(), change({ changeId: 'c0', state: 'approved' })]));
    trip.ccsqdChangeDel.mockReturnValue(ok({ changeId: 'c1' }));
    const { container } = await show(<TripChangePage />, { ccsqdId: 'q1' });
    expect(trip.ccsqdChangeGet).toHaveBeenCalledWith({ ccsqdId: 'q1' });
    expect(byTestId(container, 'trip-change-c1')?.textContent).toContain('¥4,300.00 → ¥5,300.00');
    expect(byTestId(container, 'trip-change-state-c0')?.textContent).toBe('已生效');
    expect(byTestId(container, 'trip-change-delete-c0')).toBeNull();
    // With a change still open no new one can be started.
    expect(byTestId(container, 'trip-change-closed')).not.toBeNull();

    await click(byTestId(container, 'trip-change-send-c1'));
    expect(lastUrl()).toContain('orderId=c1');
    expect(lastUrl()).toContain('orderType=11099');

    await click(byTestId(container, 'trip-change-delete-c1'));
    expect(recorded.modals.length).toBeGreaterThan(0);
    expect(trip.ccsqdChangeDel).toHaveBeenCalledWith({ changeId: 'c1' });
  });

  it('adds a change: reason required, budgets after with the new total, open legs only in routeList', async () => {
    trip.vipCcsqdInfo.mockReturnValue(
      ok(
        detail({
          vipRoute: [
            route({ routeId: 'r1' }),
            route({ routeId: 'r2', seq: 2, status: 3, bookedOrderId: 'o7', bookedAmount: 1280 }),
          ],
        }),
      ),
    );
    trip.ccsqdChangeGet.mockReturnValue(ok(undefined, []));
    trip.ccsqdChangeAdd.mockReturnValue(
      ok({ changeId: 'c2', ccsqdId: 'q1', state: 'draft', nextStep: 'approval', approvalOrderId: 'c2' }),
    );
    const { container } = await show(<TripChangePage />, { ccsqdId: 'q1' });
    expect(byTestId(container, 'trip-change-bgqzys')?.textContent).toBe('¥4,300.00');
    expect(byTestId(container, 'trip-change-bghzys')?.textContent).toBe('¥4,300.00');
    // A booked leg cannot be removed from the change.
    expect(byTestId(container, 'trip-leg-remove-flight-1')).toBeNull();

    await click(byTestId(container, 'trip-change-submit'));
    expect(byTestId(container, 'trip-change-reason-error')?.textContent).toBe('变更原因不能为空');
    expect(trip.ccsqdChangeAdd).not.toHaveBeenCalled();

    await type(input(container, 'trip-change-reason'), '增加住宿');
    await type(input(container, 'trip-change-zsysFen'), '2200');
    expect(byTestId(container, 'trip-change-bghzys')?.textContent).toBe('¥5,300.00');
    await click(byTestId(container, 'trip-change-submit'));
    expect(trip.ccsqdChangeAdd).toHaveBeenCalledWith({
      ccsqdId: 'q1',
      changeYy: '增加住宿',
      dateBegin: '2026-12-01',
      dateEnd: '2026-12-03',
      jtys: 3000,
      zsys: 2200,
      qtys: 100,
      routeList: [expect.objectContaining({ routeId: 'r1', routeType: 'flight', cost: 1500 })],
    });
    expect(lastUrl()).toContain('orderId=c2');
  });
});

describe('/violateList', () => {
  it('lists my violating bookings (violated filter) with their reasons and opens the order', async () => {
    orders.allOrderList.mockReturnValue(
      ok({ total: 1, pageNum: 1, count: 10, createdBefore: 1 }, [
        {
          id: 'o1',
          orderNo: 'F001',
          orderType: 11001,
          productType: 10901,
          orderStatus: 'inApproval',
          statusGroup: 'approval',
          transferFlag: 0,
          isShowGuarantee: 0,
          title: '北京-上海',
          travelDate: '2026-12-01',
          travellerNames: ['张三'],
          bookerName: '张三',
          amount: 1280,
          createdAt: '2026-11-22 10:00:00',
          violationReason: '会议时间调整',
        },
      ]),
    );
    const { container } = await show(<ViolateListPage />);
    expect(orders.allOrderList).toHaveBeenCalledWith(
      expect.objectContaining({ violated: 1, findScope: 1, pageNum: 1 }),
    );
    expect(byTestId(container, 'violate-row-o1')?.textContent).toContain('会议时间调整');
    await click(byTestId(container, 'violate-row-o1'));
    expect(lastUrl()).toContain('tkOrderDetail');
    expect(lastUrl()).toContain('orderId=o1');
  });
});
