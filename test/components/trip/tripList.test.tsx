/**
 * /tripList (SPEC §2, §4 trip application): the status filter defaults to 2 (approved), a draft can be deleted after a
 * confirmation (other statuses cannot), a row opens /tripDetail, and a new request opens /tripAdd.
 */
jest.mock('../../../src/api/trip', () => ({
  vipCcsqdList: jest.fn(),
  vipCcsqdDel: jest.fn(),
}));

import * as tripApi from '../../../src/api/trip';
import type { CcsqdListItem, CcsqdStatus } from '../../../src/api/contract/trip';
import TripListPage from '../../../src/pages/tripList/index';
import { byTestId, click } from '../support/render';
import { recorded } from '../support/taro';
import { lastUrl, ok, page, setUp, show, tearDown } from './fixtures';

const trip = tripApi as unknown as Record<string, jest.Mock>;

function row(ccsqdId: string, status: CcsqdStatus): CcsqdListItem {
  return {
    ccsqdId,
    ccsqdNo: `SQ-${ccsqdId}`,
    ccr: '张三',
    ccsy: '客户拜访',
    mdd: '上海',
    dateBegin: '2026-12-01',
    dateEnd: '2026-12-03',
    status,
    jtys: 1000,
    zsys: 500,
    qtys: 0,
    zys: 1500,
    createdAt: '2026-11-22 10:00:00',
  };
}

beforeEach(setUp);
afterEach(tearDown);

it('lists approved requests first (status filter 2) and opens a request', async () => {
  trip.vipCcsqdList.mockReturnValue(page([row('a1', 2)]));
  const { container } = await show(<TripListPage />);
  expect(trip.vipCcsqdList).toHaveBeenCalledWith(expect.objectContaining({ status: 2, pageNum: 1 }));
  expect(byTestId(container, 'trip-filter-2')?.getAttribute('aria-selected')).toBe('true');
  expect(byTestId(container, 'trip-row-a1')?.textContent).toContain('已通过');
  // Approved requests cannot be deleted.
  expect(byTestId(container, 'trip-delete-a1')).toBeNull();
  await click(byTestId(container, 'trip-open-a1'));
  expect(lastUrl()).toContain('ccsqdId=a1');
  expect(lastUrl()).toContain('tripDetail');
});

it('deletes a draft after a confirmation and refreshes the list', async () => {
  trip.vipCcsqdList.mockImplementation((req: { status: number }) =>
    req.status === 0 ? page([row('d1', 0)]) : page([row('a1', 2)]),
  );
  trip.vipCcsqdDel.mockReturnValue(ok({ ccsqdId: 'd1' }));
  const { container } = await show(<TripListPage />);
  await click(byTestId(container, 'trip-filter-0'));
  expect(trip.vipCcsqdList).toHaveBeenLastCalledWith(expect.objectContaining({ status: 0 }));

  recorded.modalConfirm = false;
  await click(byTestId(container, 'trip-delete-d1'));
  expect(recorded.modals.at(-1)?.content).toContain('SQ-d1');
  expect(trip.vipCcsqdDel).not.toHaveBeenCalled();

  recorded.modalConfirm = true;
  trip.vipCcsqdList.mockClear();
  await click(byTestId(container, 'trip-delete-d1'));
  expect(trip.vipCcsqdDel).toHaveBeenCalledWith({ ccsqdId: 'd1' });
  expect(trip.vipCcsqdList).toHaveBeenCalledWith(expect.objectContaining({ status: 0, pageNum: 1 }));
});

it('opens a new request and the policy violations', async () => {
  trip.vipCcsqdList.mockReturnValue(page([]));
  const { container } = await show(<TripListPage />);
  await click(byTestId(container, 'trip-new'));
  expect(lastUrl()).toContain('tripAdd');
  await click(byTestId(container, 'trip-violations'));
  expect(lastUrl()).toContain('violateList');
});
