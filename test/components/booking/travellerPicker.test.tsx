import { useState } from 'react';
import { TravellerPicker } from '../../../src/components/booking';
import { fromCandidate, type BookingStore, type BookingTraveller } from '../../../src/stores/booking';
import { idCheckChar } from '../../../src/domain/idCard';
import { click, type } from '../support/render';
import { pressKey } from '../support/keyboard';
import { resetTaro } from '../support/taro';
import { CONTACT, SELF, callsTo, candidate, startFakeServer, type FakeServerState } from './fakeServer';
import { $, all, idle, setup } from './harness';

/** A valid ID number with the right check character. */
function idNumber(first17: string): string {
  return first17 + (idCheckChar(first17) as string);
}

let server: FakeServerState;
beforeEach(() => {
  resetTaro();
  server = startFakeServer();
});

function Picker(props: {
  booking: BookingStore;
  initial: BookingTraveller[];
  onChange: (next: BookingTraveller[]) => void;
  allowNew?: boolean;
  bookRange?: 1 | 2 | 3;
}) {
  const [open, setOpen] = useState(true);
  return (
    <TravellerPicker
      open={open}
      value={props.initial}
      onChange={props.onChange}
      onClose={() => setOpen(false)}
      search={(source, keyword, pageNum) => props.booking.searchTravellers(source, keyword, pageNum)}
      travelDate="2026-12-01"
      allowNew={props.allowNew ?? false}
      bookRange={props.bookRange}
    />
  );
}

async function openPicker(options: { allowNew?: boolean; bookRange?: 1 | 2 | 3; initial?: BookingTraveller[] } = {}) {
  const env = await setup();
  const onChange = jest.fn();
  const view = await env.mount(
    <Picker
      booking={env.booking}
      initial={options.initial ?? [fromCandidate(SELF)]}
      onChange={onChange}
      allowNew={options.allowNew}
      bookRange={options.bookRange}
    />,
  );
  return { ...env, ...view, onChange };
}

const rowNames = (root: Element) =>
  all(root, '[data-testid^="traveller-row-"] .bk-person__name').map((el) => el.firstChild?.textContent);

describe('TravellerPicker (issue 3 shared kit: scope, frequent travellers, inline add, SPEC §5 rules)', () => {
  it('lists the employees of my booking scope and my frequent travellers, masked, with clkFlag and department', async () => {
    const { container } = await openPicker({ bookRange: 2 });
    expect($(container, 'traveller-scope')?.textContent).toBe('预订范围：本部门');
    // Employees: empFindList with kind 'employee'.
    expect(callsTo(server, '/obt/empFindList').at(-1)?.data).toMatchObject({ kind: 'employee', pageNum: 1 });
    expect(rowNames(container)).toEqual(['张三', '李四']);
    const colleague = $(container, 'traveller-row-e:e2');
    expect(colleague?.textContent).toContain('员工');
    expect(colleague?.textContent).toContain('研发部');
    expect(colleague?.textContent).toContain('138****0002');
    expect(colleague?.textContent).toContain('310***********5678');
    // Myself is selected already.
    expect($(container, 'traveller-row-e:e1')?.getAttribute('aria-checked')).toBe('true');

    await click($(container, 'traveller-tab-contact'));
    await idle();
    expect(callsTo(server, '/obt/vipEmpContactsPage')).toHaveLength(1);
    expect(rowNames(container)).toEqual(['王五']);
    expect($(container, 'traveller-row-c:c1')?.textContent).toContain('常用旅客');
    expect($(container, 'traveller-row-c:c1')?.textContent).toContain('护照 E1*****78');

    // Typing searches after a pause, with the keyword.
    await click($(container, 'traveller-tab-employee'));
    await idle();
    await type($(container, 'traveller-search'), '李');
    await idle(350);
    expect(callsTo(server, '/obt/empFindList').at(-1)?.data).toMatchObject({ keyword: '李', kind: 'employee' });
    expect(rowNames(container)).toEqual(['李四']);
  });

  it('works by keyboard (issue 15): Tab reaches the tabs, rows and confirm, Enter/Space operate them', async () => {
    const { container, onChange } = await openPicker();
    const row = $(container, 'traveller-row-e:e2');
    // A row is named by what it shows (name, kind, department…), not by an aria-label saying something else.
    expect(row?.hasAttribute('aria-label')).toBe(false);
    expect(row?.textContent).toMatch(/^李四 员工 /);
    await pressKey(row, ' ');
    expect($(container, 'traveller-row-e:e2')?.getAttribute('aria-checked')).toBe('true');
    await pressKey($(container, 'traveller-tab-contact'));
    await idle();
    expect($(container, 'traveller-tab-contact')?.getAttribute('aria-selected')).toBe('true');
    await pressKey($(container, 'traveller-confirm'));
    expect((onChange.mock.calls[0][0] as BookingTraveller[]).map((t) => t.key)).toEqual(['e:e1', 'e:e2']);
  });

  it('selects several and hands the selection back on confirm', async () => {
    const { container, onChange } = await openPicker();
    await click($(container, 'traveller-row-e:e2'));
    await click($(container, 'traveller-tab-contact'));
    await idle();
    await click($(container, 'traveller-row-c:c1'));
    expect($(container, 'traveller-selected')?.textContent).toContain('已选 3/9 人');
    await click($(container, 'traveller-confirm'));
    expect(onChange).toHaveBeenCalledTimes(1);
    const chosen = onChange.mock.calls[0][0] as BookingTraveller[];
    expect(chosen.map((t) => [t.key, t.name, t.idType, t.documentRef])).toEqual([
      ['e:e1', '张三', 'ID', 'doc-e1'],
      ['e:e2', '李四', 'ID', 'doc-e2'],
      ['c:c1', '王五', 'PASSPORT', 'doc-c1'],
    ]);
    // The sheet closed.
    expect($(container, 'traveller-picker')).toBeNull();
  });

  it('refuses a duplicate person (same name) and a tenth traveller', async () => {
    server.contacts = [
      candidate({ name: '李四', clkFlag: 1, contactsId: 'c9', phoneNumber: '137****0009' }),
      ...Array.from({ length: 9 }, (_, i) =>
        candidate({ name: `旅客${'甲乙丙丁戊己庚辛壬'[i]}`, clkFlag: 1, contactsId: `k${i}`, phoneNumber: '' }),
      ),
    ];
    const { container, onChange } = await openPicker();
    await click($(container, 'traveller-row-e:e2'));
    await click($(container, 'traveller-tab-contact'));
    await idle();
    await click($(container, 'traveller-row-c:c9'));
    expect($(container, 'traveller-error')?.textContent).toBe('乘客信息不能重复');
    expect($(container, 'traveller-row-c:c9')?.getAttribute('aria-checked')).toBe('false');

    for (let i = 0; i < 7; i += 1) await click($(container, `traveller-row-c:k${i}`));
    expect($(container, 'traveller-selected')?.textContent).toContain('已选 9/9 人');
    await click($(container, 'traveller-row-c:k7'));
    expect($(container, 'traveller-error')?.textContent).toBe('最多可预订9人');
    expect($(container, 'traveller-row-c:k7')?.getAttribute('aria-checked')).toBe('false');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('adds a traveller inline: ID checksum, birth date and sex read from the ID, phone rules, child by age', async () => {
    const { container, onChange } = await openPicker({ allowNew: true });
    await click($(container, 'traveller-new'));
    const form = $(container, 'traveller-form') as Element;
    expect(form.getAttribute('role')).toBeNull();
    expect(form.querySelector('[role="dialog"]')?.getAttribute('aria-label')).toBe('新增出行人');

    await type($(form, 'traveller-name'), 'li si');
    const good = idNumber('11010520150601001');
    const bad = good.slice(0, 17) + (good.endsWith('0') ? '1' : '0');
    await type($(form, 'traveller-idno'), bad);
    await click($(container, 'traveller-save'));
    expect($(form, 'traveller-name-error')?.textContent).toBe('姓名格式不正确');

    await type($(form, 'traveller-name'), 'LI/XIAOSI');
    await click($(container, 'traveller-save'));
    expect($(form, 'traveller-idno-error')?.textContent).toBe('身份证校验码不合法，请输入有效的身份证信息');

    await type($(form, 'traveller-idno'), good);
    // Birth date and sex come from the number; born 2015 → a child on 2026-12-01.
    expect($(form, 'traveller-fromId')?.textContent).toContain('2015-06-01');
    expect($(form, 'traveller-born')).toBeNull();
    expect($(form, 'traveller-psgType')?.textContent).toBe('乘客类型：儿童');

    // A child's phone is optional, but a typed one must be a mobile.
    await type($(form, 'traveller-phone'), '12345');
    await click($(container, 'traveller-save'));
    expect($(form, 'traveller-phone-error')?.textContent).toBe('请输入正确的手机号格式');
    await type($(form, 'traveller-phone'), '');
    await click($(container, 'traveller-save'));
    expect($(container, 'traveller-form')).toBeNull();

    await click($(container, 'traveller-confirm'));
    const chosen = onChange.mock.calls[0][0] as BookingTraveller[];
    expect(chosen).toHaveLength(2);
    expect(chosen[1]).toMatchObject({ name: 'LI/XIAOSI', idType: 'ID', idno: good, born: '2015-06-01', sex: 'M' });
  });

  it('shows the fields a passport needs and checks them (≤ 9 characters, expiry, nationality, places)', async () => {
    const { container } = await openPicker({ allowNew: true });
    await click($(container, 'traveller-new'));
    const form = $(container, 'traveller-form') as Element;
    expect($(form, 'traveller-expiry')).toBeNull();
    await click(form.querySelector('[data-testid="traveller-idType"] [data-value="PASSPORT"]'));
    for (const field of ['expiry', 'nationality', 'placeOfIssue', 'birthPlace', 'born', 'sex']) {
      expect($(form, `traveller-${field}`)).not.toBeNull();
    }
    await type($(form, 'traveller-name'), 'SMITH/JOHN');
    await type($(form, 'traveller-idno'), 'E123456789');
    await click($(container, 'traveller-save'));
    expect($(form, 'traveller-idno-error')?.textContent).toBe('护照号不能超过9位');

    await type($(form, 'traveller-idno'), 'e12345678');
    expect(($(form, 'traveller-idno') as HTMLInputElement).value).toBe('E12345678');
    await click($(container, 'traveller-save'));
    expect($(form, 'traveller-nationality-error')?.textContent).toBe('请填写护照有效期、签发地和出生地');

    await type($(form, 'traveller-nationality'), 'GB');
    await type($(form, 'traveller-placeOfIssue'), 'London');
    await type($(form, 'traveller-birthPlace'), 'York');
    await type($(form, 'traveller-expiry'), '2027-03-01');
    await click($(container, 'traveller-save'));
    // Less than 6 months after the trip.
    expect($(form, 'traveller-expiry-error')?.textContent).toBe('护照有效期须在行程结束后6个月以上');

    await type($(form, 'traveller-expiry'), '2031-03-01');
    await click($(container, 'traveller-save'));
    expect($(form, 'traveller-sex-error')?.textContent).toBe('请选择性别');
    await click(form.querySelector('[data-testid="traveller-sex"] [data-value="M"]'));
    await type($(form, 'traveller-born'), '1980-02-30');
    await click($(container, 'traveller-save'));
    expect($(form, 'traveller-born-error')?.textContent).toBe('请填写正确的出生日期（YYYY-MM-DD）');
    await type($(form, 'traveller-born'), '1980-02-28');
    await click($(container, 'traveller-save'));
    expect($(form, 'traveller-phone-error')?.textContent).toBe('手机号不能为空');
    await type($(form, 'traveller-phone'), '13900000009');
    await click($(container, 'traveller-save'));
    expect($(container, 'traveller-form')).toBeNull();
  });

  it('refuses a second traveller with the same mobile', async () => {
    const typed = { ...fromCandidate(CONTACT), phone: '13900000009' };
    const { container } = await openPicker({ allowNew: true, initial: [fromCandidate(SELF), typed] });
    await click($(container, 'traveller-new'));
    const form = $(container, 'traveller-form') as Element;
    await type($(form, 'traveller-name'), '赵六');
    await type($(form, 'traveller-idno'), idNumber('11010519900101001'));
    await type($(form, 'traveller-phone'), '13900000009');
    await click($(container, 'traveller-save'));
    expect($(form, 'traveller-phone-error')?.textContent).toBe('乘客手机号不能重复');
  });

  it('on confirm, opens the form of a traveller whose document is missing', async () => {
    server.employees = [SELF, candidate({ name: '钱七', empId: 'e7', documents: [] })];
    const { container, onChange } = await openPicker();
    await click($(container, 'traveller-row-e:e7'));
    await click($(container, 'traveller-confirm'));
    expect(onChange).not.toHaveBeenCalled();
    const form = $(container, 'traveller-form') as Element;
    expect(form.querySelector('[role="dialog"]')?.getAttribute('aria-label')).toBe('编辑出行人');
    expect($(form, 'traveller-idno-error')?.textContent).toBe('证件号不能为空');
  });

  it('has a name on every icon button and a label on every input', async () => {
    const { container } = await openPicker({ allowNew: true });
    for (const el of all(container, '[role="button"]')) {
      expect((el.getAttribute('aria-label') ?? el.textContent ?? '').trim()).not.toBe('');
    }
    for (const el of all(container, 'input')) expect(el.getAttribute('aria-label')).toBeTruthy();
  });
});
