/**
 * The employees I may manage (SPEC §2 /userCenter/empList): the search, the department and the active/departed
 * filter each ask the list again with every filter set (useListSource: the rows follow the filter in the same
 * event); a plain employee asks nothing.
 */
jest.mock('../../../src/api/people', () => ({
  empFindList: jest.fn(),
  vipDeptFindList: jest.fn(),
}));

import * as peopleApi from '../../../src/api/people';
import EmpListPage from '../../../src/packages/user/pages/empList/index';
import { byTestId, click, type } from '../support/render';
import { ADMIN, input, page, setUp, show, tearDown } from './fixtures';

const api = peopleApi as unknown as Record<string, jest.Mock>;
const row = (empId: string, empName: string) => ({ empId, empName, empNo: empId, deptId: 'd1', isValid: 1 });
const asked = () => api.empFindList.mock.calls.map(([body]) => body);

beforeEach(() => {
  setUp();
  api.vipDeptFindList.mockReturnValue(page([]));
  api.empFindList.mockImplementation((body: { isValid: number }) =>
    page(body.isValid === 1 ? [row('e1', '张三'), row('e2', '李四')] : [row('e9', '赵六')]),
  );
});
afterEach(tearDown);

describe('/userCenter/empList', () => {
  it('asks again for departed employees, then for a name among them', async () => {
    const { container } = await show(<EmpListPage />, {}, ADMIN);
    expect(asked()).toEqual([expect.objectContaining({ kind: 'manage', pageNum: 1, isValid: 1 })]);
    expect(container.querySelectorAll('[data-testid="emp-row"]')).toHaveLength(2);

    await click(byTestId(container, 'emp-state-0'));
    expect(asked().at(-1)).toEqual(expect.objectContaining({ pageNum: 1, isValid: 0 }));
    expect(container.querySelectorAll('[data-testid="emp-row"]')).toHaveLength(1);

    await type(input(container, 'emp-search'), ' 赵 ');
    await click(byTestId(container, 'emp-search-go'));
    expect(asked().at(-1)).toEqual(expect.objectContaining({ pageNum: 1, isValid: 0, keyword: '赵' }));
    expect(asked()).toHaveLength(3);
  });

  it('asks nothing for an employee who may not manage others', async () => {
    const { container } = await show(<EmpListPage />, {}, { isAdmin: 0, ifBooker: 0, bookRange: 1 });
    expect(byTestId(container, 'emp-list-denied')).not.toBeNull();
    expect(api.empFindList).not.toHaveBeenCalled();
  });
});
