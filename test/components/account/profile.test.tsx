/**
 * Own profile, company details and joining by invitation (SPEC §2 /userCenter/userInfo, /userCenter/company,
 * /Invitation; §9 personal data masked until a password re-check).
 */
jest.mock('../../../src/api/account', () => ({
  revealPersonalData: jest.fn(),
  vipEmpEditInfoObt: jest.fn(),
  vipCorpFindDetail: jest.fn(),
  vipDeptTreeForEmpQr: jest.fn(),
  userRegisterForQr: jest.fn(),
  smsCodeGet: jest.fn(),
}));
jest.mock('../../../src/api/people', () => ({ vipEmpFindDetail: jest.fn() }));

import { act } from 'react';
import * as accountApi from '../../../src/api/account';
import * as peopleApi from '../../../src/api/people';
import type { EmpDetail } from '../../../src/api/contract';
import UserInfoPage from '../../../src/packages/user/pages/userInfo/index';
import { checkProfile } from '../../../src/packages/user/pages/userInfo/profile';
import CompanyPage from '../../../src/packages/user/pages/company/index';
import InvitationPage from '../../../src/pages/Invitation/index';
import { byTestId, click, type } from '../support/render';
import { flush, lastNav, ok, plain, refused, setUp, show, tearDown } from './harness';

const api = accountApi as unknown as Record<string, jest.Mock>;
const people = peopleApi as unknown as Record<string, jest.Mock>;

beforeEach(setUp);
afterEach(tearDown);

const input = (c: Element, id: string) => c.querySelector(`#${id}`);
const errorOf = (c: Element, id: string) => byTestId(c, `${id}-error`)?.textContent ?? null;

function me(over: Partial<EmpDetail> = {}): EmpDetail {
  return {
    empId: 'e1',
    empName: '张三',
    empNo: 'D0001',
    deptId: 'd1',
    deptName: '研发部',
    empRankName: '员工',
    phoneNumber: '138****0001',
    phoneNumber2: '',
    email: 'zhangsan@demo.test',
    engName: 'ZHANG/SAN',
    idNumber: '110***********1234',
    passport: 'E1****78',
    passportPeriod: '2030-01-01',
    placeOfIssue: '',
    birthPlace: '',
    otherIdType: '',
    otherNumber: '',
    otherPeriod: '',
    born: '1990-03-07',
    sex: 'M',
    nation: 'CN',
    roleIds: [],
    ifApprover: 0,
    ifBooker: 0,
    ifAutoCheckin: 0,
    loginVip: 1,
    isValid: 1,
    approvalMode: 1,
    bookRange: 1,
    bookOutside: 0,
    empRank: 'L1',
    isAdmin: 0,
    documents: [
      { idType: 'ID', masked: '110***********1234', ref: 'r1', expiry: '' },
      { idType: 'PASSPORT', masked: 'E1****78', ref: 'r2', expiry: '2030-01-01' },
    ],
    canEdit: 1,
    canManage: 0,
    canDelete: 0,
    createdAt: '',
    updatedAt: '',
    ...over,
  };
}

describe('/userCenter/userInfo', () => {
  it('shows phone and documents masked until the password is entered again, then hides them after the time', async () => {
    people.vipEmpFindDetail.mockReturnValue(ok(me()));
    api.revealPersonalData.mockReturnValue(
      ok({
        phoneNumber: '13800000001',
        documents: [
          { idType: 'ID', idNo: '110101199003071234', expiry: '', issuePlace: '' },
          { idType: 'PASSPORT', idNo: 'E12345678', expiry: '2030-01-01', issuePlace: '北京' },
        ],
        showSeconds: 300,
      }),
    );
    const { container } = await show(<UserInfoPage />);
    expect(people.vipEmpFindDetail).toHaveBeenCalledWith({ empId: 'e1' });
    const privatePart = () => byTestId(container, 'ui-private');
    expect(privatePart()?.textContent).toContain('138****0001');
    expect(privatePart()?.textContent).toContain('110***********1234');
    expect(privatePart()?.textContent).toContain('护照');
    expect(privatePart()?.textContent).not.toContain('110101199003071234');

    await click(byTestId(container, 'ui-reveal'));
    await click(byTestId(container, 'ui-reveal-submit'));
    expect(errorOf(container, 'ui-reveal-pwd')).toBe('密码不能为空');
    await type(input(container, 'ui-reveal-pwd'), 'Demo12345');

    jest.useFakeTimers();
    await click(byTestId(container, 'ui-reveal-submit'));
    for (let i = 0; i < 10; i += 1) await act(async () => jest.advanceTimersByTimeAsync(0));
    expect(plain(api.revealPersonalData.mock.calls[0][0].password)).toBe('Demo12345');
    expect(privatePart()?.getAttribute('data-revealed')).toBe('yes');
    expect(privatePart()?.textContent).toContain('13800000001');
    expect(privatePart()?.textContent).toContain('110101199003071234');
    expect(privatePart()?.textContent).toContain('E12345678');

    await act(async () => jest.advanceTimersByTimeAsync(300_000));
    expect(privatePart()?.getAttribute('data-revealed')).toBe('no');
    expect(privatePart()?.textContent).not.toContain('110101199003071234');
  });

  it('edits e-mail, English name, sex and birth date with format checks', async () => {
    people.vipEmpFindDetail.mockReturnValue(ok(me()));
    api.vipEmpEditInfoObt.mockImplementation((body: Record<string, string>) =>
      ok({ empId: 'e1', empName: '张三', phoneNumber: '138****0001', ...body }),
    );
    const { container } = await show(<UserInfoPage />);
    await click(byTestId(container, 'ui-edit'));
    await type(input(container, 'ui-edit-email'), 'bad@');
    await type(input(container, 'ui-edit-engName'), '张三');
    await type(input(container, 'ui-edit-born'), '2990-01-01');
    await click(byTestId(container, 'ui-edit-save'));
    expect(errorOf(container, 'ui-edit-email')).toBe('邮箱格式不正确');
    expect(errorOf(container, 'ui-edit-engName')).toBe('姓名格式不正确');
    expect(errorOf(container, 'ui-edit-born')).toBe('请输入正确的出生日期（YYYY-MM-DD）');
    expect(api.vipEmpEditInfoObt).not.toHaveBeenCalled();

    await type(input(container, 'ui-edit-email'), 'san.zhang@demo.test');
    await type(input(container, 'ui-edit-engName'), 'zhang/san feng');
    await type(input(container, 'ui-edit-born'), '1990-03-08');
    await click(container.querySelector('[data-testid="ui-edit-sex"] [data-value="F"]'));
    await click(byTestId(container, 'ui-edit-save'));
    await flush();
    expect(api.vipEmpEditInfoObt).toHaveBeenCalledWith({
      email: 'san.zhang@demo.test',
      engName: 'ZHANG/SAN FENG',
      born: '1990-03-08',
      sex: 'F',
    });
    expect(byTestId(container, 'ui-email')?.textContent).toContain('san.zhang@demo.test');
    expect(byTestId(container, 'ui-sex')?.textContent).toContain('女');
  });

  it('profile checks: empty fields clear, filled ones must be well formed', () => {
    const now = Date.UTC(2026, 10, 22);
    expect(checkProfile({ email: '', engName: '', sex: '', born: '' }, now)).toEqual({});
    expect(checkProfile({ email: 'a@b.cn', engName: 'LI/LEI', sex: 'M', born: '2026-11-22' }, now)).toEqual({});
    expect(checkProfile({ email: 'x', engName: 'LILEI', sex: '', born: '1990-02-30' }, now)).toEqual({
      email: 'email.format',
      engName: 'name.format',
      born: 'born',
    });
  });
});

describe('/userCenter/company', () => {
  it('shows the company details', async () => {
    api.vipCorpFindDetail.mockReturnValue(
      ok({
        corpId: 'c1',
        corpNo: 'DEMO',
        fullname: '演示科技有限公司',
        shortname: '演示科技',
        enName: 'Demo Tech',
        address: '北京市朝阳区',
        linkman: '王经理',
        linkPhone: '138****0003',
        email: 'admin@demo.test',
        industry: '信息技术',
        hotelVersion: 2,
        bookStyle: 1,
        khlx: '1',
        brandCode: 'default',
        hideTravelStandard: 0,
      }),
    );
    const { container } = await show(<CompanyPage />);
    expect(byTestId(container, 'company-name')?.textContent).toBe('演示科技有限公司');
    expect(byTestId(container, 'company-corpNo')?.textContent).toContain('DEMO');
    expect(byTestId(container, 'company-linkPhone')?.textContent).toContain('138****0003');
    expect(byTestId(container, 'company-bookStyle')?.textContent).toContain('自主预订');
  });
});

describe('/Invitation', () => {
  it('an unknown code shows why and offers login', async () => {
    api.vipDeptTreeForEmpQr.mockImplementation(() => refused('邀请已失效'));
    const { container } = await show(<InvitationPage />, { loggedIn: false, params: { code: 'nope' } });
    expect(byTestId(container, 'invite-invalid')?.textContent).toContain('邀请已失效');
    expect(byTestId(container, 'invite-form')).toBeNull();
  });

  it('shows the company and department, joins with SMS code and the strong rule, then signs in', async () => {
    api.vipDeptTreeForEmpQr.mockReturnValue(
      ok({
        corpName: '演示科技有限公司',
        deptId: 'd2',
        deptName: '销售部',
        deptPath: '总部 / 销售部',
        expiresAt: '2026-11-29 10:00:00',
      }),
    );
    api.smsCodeGet.mockReturnValue(ok({ validateCodeId: 'q1', resendAfter: 60, demoCode: '778899' }));
    api.userRegisterForQr.mockReturnValue(ok({ empId: 'e9', corpName: '演示科技有限公司', deptName: '销售部' }));
    const { container, state, store } = await show(<InvitationPage />, { loggedIn: false, params: { code: 'inv-1' } });
    // Joining needs the agreement accepted, as registration does (the dialog path: consentGate.test.tsx).
    await click(byTestId(container, 'consent-check'));
    expect(api.vipDeptTreeForEmpQr).toHaveBeenCalledWith({ code: 'inv-1' });
    expect(byTestId(container, 'invite-corp')?.textContent).toContain('演示科技有限公司');
    expect(byTestId(container, 'invite-dept')?.textContent).toContain('总部 / 销售部');

    await type(input(container, 'inv-phone'), '13900000021');
    await click(byTestId(container, 'inv-code-send'));
    expect(api.smsCodeGet).toHaveBeenCalledWith({ phoneNumber: '13900000021', scene: 2 });
    await type(input(container, 'inv-code'), '778899');
    await type(input(container, 'inv-name'), '赵六');
    await type(input(container, 'inv-pwd'), 'join1234');
    await type(input(container, 'inv-confirm'), 'join1234');
    await click(byTestId(container, 'invite-submit'));
    expect(errorOf(container, 'inv-pwd')).toBe('密码须为8-20位，包含大写字母、小写字母和数字');

    await type(input(container, 'inv-pwd'), 'Join1234');
    await type(input(container, 'inv-confirm'), 'Join1234');
    await click(byTestId(container, 'invite-submit'));
    await flush();
    const body = api.userRegisterForQr.mock.calls[0][0];
    expect(body).toMatchObject({
      code: 'inv-1',
      phoneNumber: '13900000021',
      smsCode: '778899',
      validateCodeId: 'q1',
      empName: '赵六',
    });
    expect(plain(body.password)).toBe('Join1234');
    expect(state.loginRequests[0]).toMatchObject({ loginName: '13900000021' });
    expect(store.session.loggedIn).toBe(true);
    expect(lastNav().url).toContain('home');
  });

  it('a phone of several companies signs in to the company just joined', async () => {
    api.vipDeptTreeForEmpQr.mockReturnValue(
      ok({ corpName: '示例集团', deptId: 'd5', deptName: '财务部', deptPath: '财务部', expiresAt: '' }),
    );
    api.smsCodeGet.mockReturnValue(ok({ validateCodeId: 'q1', resendAfter: 60 }));
    api.userRegisterForQr.mockReturnValue(ok({ empId: 'e9', corpName: '示例集团', deptName: '财务部' }));
    const { container, state } = await show(<InvitationPage />, {
      loggedIn: false,
      params: { code: 'inv-2' },
      loginAnswers: [
        {
          corpList: [
            { compId: 'c1', corpName: '演示科技有限公司' },
            { compId: 'c2', corpName: '示例集团' },
          ],
        },
        { token: 'd'.repeat(32) },
      ],
    });
    await click(byTestId(container, 'consent-check'));
    await type(input(container, 'inv-phone'), '13800000004');
    await click(byTestId(container, 'inv-code-send'));
    await type(input(container, 'inv-code'), '123456');
    await type(input(container, 'inv-name'), '钱七');
    await type(input(container, 'inv-pwd'), 'Join1234');
    await type(input(container, 'inv-confirm'), 'Join1234');
    await click(byTestId(container, 'invite-submit'));
    await flush();
    expect(state.loginRequests[1]).toMatchObject({ loginName: '13800000004', compId: 'c2' });
    expect(lastNav().url).toContain('home');
  });
});
