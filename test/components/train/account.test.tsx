/**
 * The rail account card of trEdit (SPEC §5: the rail account and password cannot be empty; §8: the account needs SMS
 * or face verification; passenger not in the rail frequent-traveller list), on a fake API and a manual clock.
 */
import { byTestId, click, settle, type } from '../support/render';
import { resetTaro } from '../support/taro';
import { account, fakeRail, mountSection } from './accountHarness';

beforeEach(() => resetTaro());

const $ = (c: Element, id: string) => byTestId(c, id);

describe('binding', () => {
  it('refuses an empty account or password before calling the server, then shows the server refusal', async () => {
    const fake = fakeRail();
    const { container } = await mountSection(fake);
    await click($(container, 'ra-use'));
    expect($(container, 'ra-empty')?.textContent).toBe('还没有绑定12306账号');
    await click($(container, 'ra-bind-open'));
    await click($(container, 'ra-bind-submit'));
    expect($(container, 'ra-bind-account-error')?.textContent).toBe('12306账号不能为空');
    expect($(container, 'ra-bind-password-error')?.textContent).toBe('12306密码不能为空');
    expect(fake.calls.map((c) => c.name)).toEqual(['trAccountGetList']);

    await type($(container, 'ra-bind-account'), 'zhangsan12306');
    await click($(container, 'ra-bind-submit'));
    expect($(container, 'ra-bind-account-error')).toBeNull();
    expect($(container, 'ra-bind-password-error')?.textContent).toBe('12306密码不能为空');
    expect($(container, 'ra-bind-password')?.getAttribute('type')).toBe('password');

    await type($(container, 'ra-bind-password'), 'wrong1');
    await click($(container, 'ra-bind-submit'));
    await settle();
    expect(fake.calls.at(-1)).toEqual({
      name: 'trCheckAccount',
      body: { accountName: 'zhangsan12306', password: 'enc(wrong1)' },
    });
    expect($(container, 'ra-bind-error')?.textContent).toBe('铁路账号或密码错误，请重新输入');
    expect($(container, 'ra-bind')).not.toBeNull();
  });

  it('a verified binding is chosen at once', async () => {
    const bound = account({ accountName: 'lisi12306', passengerCount: 2 });
    const fake = fakeRail({ bindAnswer: () => Promise.resolve({ code: 1, data: { account: bound, message: '' } }) });
    const { container, changes } = await mountSection(fake);
    await click($(container, 'ra-use'));
    await click($(container, 'ra-bind-open'));
    await type($(container, 'ra-bind-account'), 'lisi12306');
    await type($(container, 'ra-bind-password'), 'Rail12306');
    await click($(container, 'ra-bind-submit'));
    await settle();
    expect($(container, 'ra-bind')).toBeNull();
    expect(changes).toEqual([bound.railAccountId]);
    expect($(container, 'ra-status-lisi12306')?.textContent).toBe('已核验');
  });
});

describe('verification', () => {
  it('SMS: send with a resend countdown, a wrong-format code is refused, the right one passes and chooses', async () => {
    const awaiting = account({ accountName: 'demo_rail_sms', status: 'awaiting', verifyMode: 'sms' });
    const fake = fakeRail({
      bindAnswer: () => Promise.resolve({ code: 1, data: { account: awaiting, message: '' } }),
      checkAnswers: [{ status: 'passed', verifyMode: 'sms', message: '铁路账号验证已通过' }],
    });
    const { container, changes, time } = await mountSection(fake);
    await click($(container, 'ra-use'));
    await click($(container, 'ra-bind-open'));
    await type($(container, 'ra-bind-account'), 'demo_rail_sms');
    await type($(container, 'ra-bind-password'), 'Rail12306');
    await click($(container, 'ra-bind-submit'));
    await settle();
    expect($(container, 'ra-verify')?.getAttribute('aria-labelledby')).toBe('ra-verify-title');
    expect($(container, 'ra-status-demo_rail_sms')?.textContent).toBe('待短信验证');
    expect(changes).toEqual([]);

    await click($(container, 'ra-verify-send'));
    expect($(container, 'ra-verify-sent')?.textContent).toContain('138****0001');
    const send = $(container, 'ra-verify-send');
    expect(send?.textContent).toBe('60秒后可重新获取');
    expect(send?.getAttribute('aria-disabled')).toBe('true');
    await click(send);
    expect(fake.calls.filter((c) => c.name === 'sendCheckAccountYzm')).toHaveLength(1);
    await time.advance(1000);
    expect($(container, 'ra-verify-send')?.textContent).toBe('59秒后可重新获取');
    for (let i = 0; i < 59; i += 1) await time.advance(1000);
    expect($(container, 'ra-verify-send')?.textContent).toBe('获取验证码');

    await type($(container, 'ra-verify-code'), '12');
    await click($(container, 'ra-verify-submit'));
    expect($(container, 'ra-verify-code-error')?.textContent).toBe('请输入6位数字验证码');
    expect(fake.calls.some((c) => c.name === 'getCheckResult')).toBe(false);

    await type($(container, 'ra-verify-code'), '246810');
    await click($(container, 'ra-verify-submit'));
    await settle();
    expect(fake.calls.at(-1)).toEqual({
      name: 'getCheckResult',
      body: { railAccountId: awaiting.railAccountId, validateCodeId: 'v1', code: '246810' },
    });
    expect($(container, 'ra-verify-passed')?.textContent).toBe('验证通过，可以使用该账号购票');
    expect(changes).toEqual([awaiting.railAccountId]);
    expect($(container, 'ra-status-demo_rail_sms')?.textContent).toBe('已核验');
    await click($(container, 'ra-verify-done'));
    expect($(container, 'ra-verify')).toBeNull();
  });

  it('SMS: a wrong code shows the server tips and keeps the account unchosen', async () => {
    const awaiting = account({ accountName: 'demo_rail_sms', status: 'awaiting', verifyMode: 'sms' });
    const fake = fakeRail({ accounts: [awaiting] });
    const { container, changes } = await mountSection(fake);
    await click($(container, 'ra-use'));
    await click($(container, 'ra-verify-demo_rail_sms'));
    await click($(container, 'ra-verify-send'));
    await type($(container, 'ra-verify-code'), '000000');
    await click($(container, 'ra-verify-submit'));
    await settle();
    expect($(container, 'ra-verify-error')?.textContent).toBe('验证码错误');
    expect(changes).toEqual([]);
  });

  it('face: a clear waiting state while polling, then the account passes and is chosen', async () => {
    const awaiting = account({ accountName: 'demo_rail_face', status: 'awaiting', verifyMode: 'face' });
    const fake = fakeRail({
      accounts: [awaiting],
      checkAnswers: [
        { status: 'awaiting', verifyMode: 'face', message: '' },
        { status: 'passed', verifyMode: 'face', message: '' },
      ],
    });
    const { container, changes, time } = await mountSection(fake);
    await click($(container, 'ra-use'));
    expect(changes).toEqual([]); // no verified account to pick by default
    await click($(container, 'ra-account-demo_rail_face'));
    expect($(container, 'ra-status-demo_rail_face')?.textContent).toBe('待人脸核验');
    expect($(container, 'ra-face-waiting')).toBeNull();
    await click($(container, 'ra-face-start'));
    expect(fake.calls.at(-1)?.name).toBe('rlSb');
    const waiting = $(container, 'ra-face-waiting');
    expect(waiting?.getAttribute('role')).toBe('status');
    expect(waiting?.textContent).toBe('正在等待人脸核验结果，请勿离开…');
    expect($(container, 'ra-face-start')).toBeNull();

    await time.advance(3000);
    expect(fake.calls.filter((c) => c.name === 'getCheckResult')).toHaveLength(1);
    expect($(container, 'ra-face-waiting')).not.toBeNull();
    expect(changes).toEqual([]);
    await time.advance(3000);
    expect(fake.calls.filter((c) => c.name === 'getCheckResult')).toHaveLength(2);
    expect($(container, 'ra-face-waiting')).toBeNull();
    expect($(container, 'ra-verify-passed')).not.toBeNull();
    expect(changes).toEqual([awaiting.railAccountId]);
  });
});

describe('rail frequent travellers', () => {
  it('warns about a passenger not in the list and adds them in one tap', async () => {
    const mine = account({ accountName: 'zhangsan12306', passengerCount: 1 });
    const fake = fakeRail({
      accounts: [mine],
      passengers: {
        [mine.railAccountId]: [
          {
            clkId: 'clk-0',
            railAccountId: mine.railAccountId,
            psgName: '张三',
            idType: 'ID',
            idno: '110***********0011',
            phoneNumber: '138****0001',
            psgType: 1,
            identityStatus: 'passed',
          },
        ],
      },
    });
    const { container } = await mountSection(fake, {
      value: mine.railAccountId,
      passengers: [
        { psgName: '张三', idType: 'ID', idno: '110***********0011', documentRef: 'E1' },
        { psgName: '李四', idType: 'ID', idno: '110***********1234', documentRef: 'E2', phoneNumber: '138****0002' },
        { psgName: 'Anna', idType: 'PASSPORT', idno: 'E1*****78' },
      ],
    });
    const warning = $(container, 'ra-missing');
    expect(warning?.getAttribute('role')).toBe('alert');
    expect(warning?.textContent).toContain('李四');
    expect(warning?.textContent).not.toContain('张三');
    expect(warning?.textContent).toContain('Anna：请在“管理铁路常旅客”中填写证件号码后添加');
    expect($(container, 'ra-missing-add-Anna')).toBeNull();

    await click($(container, 'ra-missing-add-李四'));
    await settle();
    expect(fake.calls.find((c) => c.name === 'saveClk')?.body).toEqual({
      railAccountId: mine.railAccountId,
      psgName: '李四',
      idType: 'ID',
      idno: '',
      documentRef: 'E2',
      psgType: 1,
    });
    expect($(container, 'ra-missing')?.textContent).not.toContain('李四');
  });

  it('lists, adds (with validation) and deletes travellers in the manage sheet', async () => {
    const mine = account({ accountName: 'zhangsan12306' });
    const fake = fakeRail({ accounts: [mine] });
    const { container } = await mountSection(fake, { value: mine.railAccountId });
    await click($(container, 'ra-manage'));
    expect($(container, 'ra-manage-sheet')).not.toBeNull();
    expect(container.textContent).toContain('该账号暂无铁路常旅客');
    await click($(container, 'ra-psg-add'));
    await click($(container, 'ra-psg-save'));
    expect($(container, 'ra-psg-name-error')?.textContent).toBe('请输入姓名');
    expect($(container, 'ra-psg-idno-error')?.textContent).toBe('请输入证件号码');
    await type($(container, 'ra-psg-name'), '王五');
    await type($(container, 'ra-psg-idno'), '110101199001011234');
    await type($(container, 'ra-psg-phone'), '139');
    await click($(container, 'ra-psg-save'));
    expect($(container, 'ra-psg-phone-error')?.textContent).toBe('请输入正确的11位手机号');
    await type($(container, 'ra-psg-phone'), '13900000088');
    await click($(container, 'ra-psg-save'));
    await settle();
    expect(fake.calls.find((c) => c.name === 'saveClk')?.body).toEqual({
      railAccountId: mine.railAccountId,
      psgName: '王五',
      idType: 'ID',
      idno: '110101199001011234',
      phoneNumber: '13900000088',
      psgType: 1,
    });
    expect($(container, 'ra-psg-clk-1')?.textContent).toContain('王五');
    const del = $(container, 'ra-psg-del-clk-1');
    expect(del?.getAttribute('aria-label')).toBe('删除王五');
    await click(del);
    await settle();
    expect($(container, 'ra-psg-clk-1')).toBeNull();
    expect(fake.calls.at(-1)).toEqual({
      name: 'deleteClk',
      body: { railAccountId: mine.railAccountId, clkId: 'clk-1' },
    });
  });

  it('a refused account list shows the server tips', async () => {
    const { container } = await mountSection(fakeRail({ listError: '系统繁忙' }));
    await click($(container, 'ra-use'));
    expect($(container, 'ra-load-error')?.textContent).toBe('系统繁忙');
  });
});

describe('registration', () => {
  it('checks the form, sends the code, and binds the new account', async () => {
    const fake = fakeRail();
    const { container, changes } = await mountSection(fake);
    await click($(container, 'ra-use'));
    await click($(container, 'ra-register-open'));
    await type($(container, 'ra-reg-account'), '1abc');
    await type($(container, 'ra-reg-password'), 'abcdef');
    await click($(container, 'ra-reg-submit'));
    expect($(container, 'ra-reg-account-error')?.textContent).toBe(
      '账号名须以字母开头，由6-30位字母、数字或下划线组成',
    );
    expect($(container, 'ra-reg-password-error')?.textContent).toBe('密码至少6位，且须包含字母和数字');
    expect($(container, 'ra-reg-holder-error')?.textContent).toBe('请输入姓名');
    expect($(container, 'ra-reg-phone-error')?.textContent).toBe('请输入正确的11位手机号');
    expect(fake.calls.some((c) => c.name === 'registerAccount')).toBe(false);

    await type($(container, 'ra-reg-account'), 'newrail01');
    await type($(container, 'ra-reg-password'), 'abc123');
    await type($(container, 'ra-reg-holder'), '赵六');
    await type($(container, 'ra-reg-idno'), '110101199001011234');
    await type($(container, 'ra-reg-phone'), '13900000055');
    await click($(container, 'ra-reg-submit'));
    await settle();
    expect(fake.calls.at(-1)).toEqual({
      name: 'registerAccount',
      body: {
        accountName: 'newrail01',
        password: 'enc(abc123)',
        holderName: '赵六',
        idType: 'ID',
        idno: '110101199001011234',
        phoneNumber: '13900000055',
      },
    });
    expect($(container, 'ra-reg-sent')?.textContent).toContain('13900000055');
    await type($(container, 'ra-reg-code'), '135790');
    await click($(container, 'ra-reg-submit'));
    await settle();
    expect(fake.calls.at(-1)).toEqual({
      name: 'checkRegisterCode',
      body: { registrationId: 'r1', validateCodeId: 'v2', code: '135790' },
    });
    expect($(container, 'ra-register')).toBeNull();
    expect(changes).toEqual(['ra-newrail01']);
    expect($(container, 'ra-status-newrail01')?.textContent).toBe('已核验');
  });
});
