/**
 * The employee record (SPEC §2 /userCenter/empEdit/:id?, §3 employee record, §5 formats, §6 rights): the document
 * fields each type shows, the domain checks with their dictionary messages, what a plain employee sees and sends,
 * and what an administrator creates.
 */
jest.mock('../../../src/api/people', () => ({
  vipEmpFindDetail: jest.fn(),
  vipEmpSaveDetail: jest.fn(),
  vipEmpEditDetail: jest.fn(),
  vipEmpDel: jest.fn(),
  vipDeptFindList: jest.fn(),
}));

import * as peopleApi from '../../../src/api/people';
import EmpEditPage from '../../../src/packages/user/pages/empEdit/index';
import {
  checkEmpForm,
  formFromDetail,
  newEmpForm,
  toEditRequest,
  toSaveRequest,
} from '../../../src/packages/user/people/empForm';
import { byTestId, click, type } from '../support/render';
import { recorded } from '../support/taro';
import { ADMIN, choice, empDetail, input, ok, page, setUp, show, tearDown } from './fixtures';

const api = peopleApi as unknown as Record<string, jest.Mock>;
const DEPTS = [
  { deptId: 'd1', deptName: '研发部', parentId: '', level: 0, path: '研发部', empCount: 3 },
  { deptId: 'd2', deptName: '销售部', parentId: '', level: 0, path: '销售部', empCount: 2 },
];
const VALID_ID = '110105199003071239';

beforeEach(() => {
  setUp();
  api.vipDeptFindList.mockReturnValue(page(DEPTS));
  api.vipEmpEditDetail.mockReturnValue(ok({ empId: 'e1' }));
  api.vipEmpSaveDetail.mockReturnValue(ok({ empId: 'e9' }));
});
afterEach(tearDown);

describe('employee form rules (empForm)', () => {
  const today = '2026-11-22';

  it('asks name, department and a mobile of a new employee, with the domain messages', () => {
    expect(checkEmpForm(newEmpForm(), 'create', today)).toMatchObject({
      empName: 'v.name.empty',
      deptId: 'people.emp.v.dept',
      phoneNumber: 'v.mobile.empty',
    });
    const form = { ...newEmpForm('d1'), empName: '赵六', phoneNumber: '12345678901', email: 'x@', engName: 'zhao 6' };
    expect(checkEmpForm(form, 'create', today)).toEqual({
      phoneNumber: 'v.mobile.format',
      email: 'v.email.format',
      engName: 'people.v.engName',
    });
  });

  it('checks each document as its type requires', () => {
    const base = { ...newEmpForm('d1'), empName: '赵六', phoneNumber: '13900000009' };
    expect(checkEmpForm({ ...base, idNumber: '110105199003071230' }, 'create', today).idNumber).toBe(
      'v.idCard.checksum',
    );
    expect(checkEmpForm({ ...base, idNumber: VALID_ID }, 'create', today)).toEqual({});
    expect(checkEmpForm({ ...base, passport: 'E1234567890' }, 'create', today).passport).toBe('v.passport.tooLong');
    expect(checkEmpForm({ ...base, passport: 'E12345678' }, 'create', today).passportPeriod).toBe(
      'v.passport.validityEmpty',
    );
    expect(
      checkEmpForm({ ...base, passport: 'E12345678', passportPeriod: '2032-01-01' }, 'create', today).passportExtra,
    ).toBe('v.passport.validityEmpty');
    expect(
      checkEmpForm(
        { ...base, passport: 'E12345678', passportPeriod: '2032-01-01', placeOfIssue: '北京', birthPlace: '上海' },
        'create',
        today,
      ),
    ).toEqual({});
    expect(checkEmpForm({ ...base, otherNumber: 'H123' }, 'create', today).otherIdType).toBe('people.emp.v.otherType');
    expect(checkEmpForm({ ...base, born: '2027-01-01' }, 'create', today).born).toBe('people.v.born');
  });

  it('sends only what changed, a masked number only when retyped, and only personal fields for oneself', () => {
    const record = empDetail();
    const form = { ...formFromDetail(record), email: 'new@demo.test', empName: '张三丰', ifBooker: 1 as const };
    expect(toEditRequest(form, record, { personalOnly: false, withRoles: false })).toEqual({
      empId: 'e1',
      empName: '张三丰',
      email: 'new@demo.test',
      ifBooker: 1,
    });
    expect(toEditRequest(form, record, { personalOnly: true, withRoles: false })).toEqual({
      empId: 'e1',
      email: 'new@demo.test',
    });
    const removed = { ...formFromDetail(record), removed: { idNumber: true, passport: false, otherNumber: false } };
    expect(toEditRequest(removed, record, { personalOnly: true, withRoles: false })).toEqual({
      empId: 'e1',
      idNumber: '',
    });
    // A name only re-spelled by the normalisation is not sent as a change.
    const spaced = empDetail({ engName: 'Zhang San' });
    expect(toEditRequest(formFromDetail(spaced), spaced, { personalOnly: true, withRoles: false })).toEqual({
      empId: 'e1',
    });
    const created = toSaveRequest({ ...newEmpForm('d1'), empName: '赵六', phoneNumber: '13900000009' }, false);
    expect(created).toEqual({
      empName: '赵六',
      deptId: 'd1',
      phoneNumber: '13900000009',
      nation: 'CN',
      ifApprover: 0,
      ifBooker: 0,
      ifAutoCheckin: 0,
      loginVip: 1,
      isValid: 1,
      approvalMode: 1,
      bookRange: 1,
      bookOutside: 0,
    });
  });
});

describe('/userCenter/empEdit', () => {
  it('shows the document fields of the chosen type', async () => {
    api.vipEmpFindDetail.mockReturnValue(ok(empDetail({ canManage: 1, canDelete: 1 })));
    const { container } = await show(<EmpEditPage />, { id: 'e1' }, ADMIN);
    // ID card: number only (birth date and sex come from it); the number on file is a masked hint.
    expect(byTestId(container, 'emp-idno')).not.toBeNull();
    expect(byTestId(container, 'emp-expiry')).toBeNull();
    expect(byTestId(container, 'emp-placeOfIssue')).toBeNull();
    expect(container.textContent).toContain('已存证件 110***********0015');
    // Passport: number, expiry, place of issue and of birth.
    await click(choice(container, 'emp-idType', 'PASSPORT'));
    expect(byTestId(container, 'emp-expiry')).not.toBeNull();
    expect(byTestId(container, 'emp-placeOfIssue')).not.toBeNull();
    expect(byTestId(container, 'emp-birthPlace')).not.toBeNull();
    // Another document: number and expiry.
    await click(choice(container, 'emp-idType', 'HK_MACAU_PASS'));
    expect(byTestId(container, 'emp-expiry')).not.toBeNull();
    expect(byTestId(container, 'emp-placeOfIssue')).toBeNull();
  });

  it('refuses a bad passport with the dictionary message and switches to its fields', async () => {
    api.vipEmpFindDetail.mockReturnValue(ok(empDetail({ canManage: 1 })));
    const { container } = await show(<EmpEditPage />, { id: 'e1' }, ADMIN);
    await click(choice(container, 'emp-idType', 'PASSPORT'));
    await type(input(container, 'emp-idno'), 'e1234567');
    expect(input(container, 'emp-idno').value).toBe('E1234567');
    await click(choice(container, 'emp-idType', 'ID'));
    await click(byTestId(container, 'emp-save'));
    expect(api.vipEmpEditDetail).not.toHaveBeenCalled();
    expect(byTestId(container, 'emp-expiry-error')?.textContent).toBe('请填写护照有效期、签发地和出生地');
    await type(input(container, 'emp-expiry'), '2032-05-01');
    await type(input(container, 'emp-placeOfIssue'), '北京');
    await type(input(container, 'emp-birthPlace'), '上海');
    await click(byTestId(container, 'emp-save'));
    expect(api.vipEmpEditDetail).toHaveBeenCalledWith({
      empId: 'e1',
      passport: 'E1234567',
      passportPeriod: '2032-05-01',
      placeOfIssue: '北京',
      birthPlace: '上海',
    });
  });

  it('fills birth date and sex from a typed ID number and marks a wrong one', async () => {
    api.vipEmpFindDetail.mockReturnValue(
      ok(empDetail({ canManage: 1, idNumber: '', documents: [], born: '', sex: '' })),
    );
    const { container } = await show(<EmpEditPage />, { id: 'e1' }, ADMIN);
    await type(input(container, 'emp-idno'), '110105199003071230');
    await click(byTestId(container, 'emp-save'));
    expect(byTestId(container, 'emp-idno-error')?.textContent).toBe('身份证校验码不合法，请输入有效的身份证信息');
    await type(input(container, 'emp-idno'), VALID_ID);
    expect(input(container, 'emp-born').value).toBe('1990-03-07');
    expect(byTestId(container, 'emp-sex')?.querySelector('[aria-checked="true"]')?.getAttribute('data-value')).toBe(
      'M',
    );
  });

  it('shows a plain employee on their own record only the personal fields, and sends only those', async () => {
    api.vipEmpFindDetail.mockReturnValue(ok(empDetail({ canEdit: 1, canManage: 0 })));
    const { container } = await show(<EmpEditPage />, { id: 'e1' });
    expect(byTestId(container, 'emp-personal-note')).not.toBeNull();
    expect(byTestId(container, 'emp-name')).toBeNull();
    expect(byTestId(container, 'emp-dept')).toBeNull();
    expect(byTestId(container, 'emp-phone')).toBeNull();
    expect(byTestId(container, 'emp-rights')).toBeNull();
    expect(byTestId(container, 'emp-ifBooker')).toBeNull();
    expect(byTestId(container, 'emp-depart')).toBeNull();
    expect(byTestId(container, 'emp-name-info')?.textContent).toContain('张三');
    await type(input(container, 'emp-email'), 'zs@demo.test');
    await type(input(container, 'emp-phone2'), '010-12345678');
    await click(byTestId(container, 'emp-save'));
    expect(api.vipEmpEditDetail).toHaveBeenCalledWith({
      empId: 'e1',
      email: 'zs@demo.test',
      phoneNumber2: '010-12345678',
    });
  });

  it('explains instead of a blank form when a plain employee opens the create screen', async () => {
    const { container } = await show(<EmpEditPage />, {});
    expect(byTestId(container, 'emp-edit-denied')).not.toBeNull();
    expect(byTestId(container, 'emp-save')).toBeNull();
  });

  it('lets an administrator create an employee with roles and flags', async () => {
    const { container } = await show(<EmpEditPage />, {}, ADMIN);
    expect(byTestId(container, 'emp-roles')).not.toBeNull();
    await type(input(container, 'emp-name'), '赵六');
    await type(input(container, 'emp-phone'), '13900000009');
    await click(byTestId(container, 'emp-dept'));
    await click(byTestId(container, 'emp-dept-option-d2'));
    await click(byTestId(container, 'emp-role-finance'));
    await click(byTestId(container, 'emp-ifApprover'));
    await click(choice(container, 'emp-bookRange', '2'));
    await click(byTestId(container, 'emp-save'));
    expect(api.vipEmpSaveDetail).toHaveBeenCalledWith(
      expect.objectContaining({
        empName: '赵六',
        phoneNumber: '13900000009',
        deptId: 'd2',
        roleIds: ['finance'],
        ifApprover: 1,
        bookRange: 2,
      }),
    );
    expect(recorded.navigations.at(-1)?.url).toContain('pages/empEdit/index?id=e9');
  });

  it('marks an employee as departed after a confirmation', async () => {
    api.vipEmpFindDetail.mockReturnValue(ok(empDetail({ canManage: 1, canDelete: 1 })));
    api.vipEmpDel.mockReturnValue(ok({ empId: 'e1' }));
    const { container } = await show(<EmpEditPage />, { id: 'e1' }, ADMIN);
    recorded.modalConfirm = false;
    await click(byTestId(container, 'emp-depart'));
    expect(api.vipEmpDel).not.toHaveBeenCalled();
    recorded.modalConfirm = true;
    await click(byTestId(container, 'emp-depart'));
    expect(recorded.modals.at(-1)?.content).toContain('张三');
    expect(api.vipEmpDel).toHaveBeenCalledWith({ empId: 'e1' });
  });
});
