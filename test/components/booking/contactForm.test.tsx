/**
 * The booking form's contact (issue 15 booking friction: "contact mobile not prefilled"): prefilled from the
 * signed-in employee into empty fields only, still editable, and the mobile this employee typed last is offered
 * again — to this employee only, and gone after logout.
 */
import { useState } from 'react';
import { ContactForm } from '../../../src/components/booking/ContactForm';
import { checkContact, type KitProblems } from '../../../src/components/booking/formChecks';
import { clearSession } from '../../../src/hosts/storage';
import type { ContactInfo } from '../../../src/stores/booking';
import { StoreProvider } from '../../../src/stores';
import { render, type } from '../support/render';
import { makeStore } from '../support/stores';
import { resetTaro } from '../support/taro';

const EMPTY: ContactInfo = { linkman: '', linkTel: '', linkEmail: '' };

async function show(initial: ContactInfo, signedIn = true) {
  const { store } = makeStore();
  if (signedIn) await store.session.adoptToken('c'.repeat(32));
  let current = initial;
  function Harness() {
    const [value, setValue] = useState(initial);
    current = value;
    return <ContactForm value={value} onChange={(patch) => setValue((v) => ({ ...v, ...patch }))} />;
  }
  const view = await render(
    <StoreProvider store={store}>
      <Harness />
    </StoreProvider>,
  );
  return { ...view, value: () => current, store };
}

const field = (c: Element, id: string) => c.querySelector(`#${id}`) as HTMLInputElement;

beforeEach(() => resetTaro());
afterEach(() => {
  document.body.innerHTML = '';
});

describe('ContactForm prefill', () => {
  it("fills name, e-mail and the employee's own mobile (masked as it arrives, shown in a text field)", async () => {
    const { value, container } = await show(EMPTY);
    expect(value()).toEqual({ linkman: '张三', linkTel: '138****0001', linkEmail: 'zhangsan@demo.test' });
    const tel = field(container, 'contact-linkTel');
    // An <input type=number> would drop the '*' and show an empty field.
    expect(tel.value).toBe('138****0001');
    expect(tel.getAttribute('type')).toBe('text');
    // Replaced by a typed number: a number field again, and that number is sent.
    await type(tel, '13912345678');
    expect(value().linkTel).toBe('13912345678');
    expect(field(container, 'contact-linkTel').getAttribute('type')).toBe('number');
  });

  it('the booking checks accept the masked own mobile (the server resolves it) but not a half-typed one', () => {
    const check = (linkTel: string) => {
      const out: KitProblems = { first: null, traveller: null, contact: {}, blocked: false };
      checkContact({ linkman: '张三', linkTel, linkEmail: '' }, out, []);
      return out.contact.linkTel;
    };
    expect(check('138****0001')).toBeUndefined();
    expect(check('13800000001')).toBeUndefined();
    expect(check('138****000')).toBe('v.mobile.format');
    expect(check('138*0001')).toBe('v.mobile.format');
  });

  it('offers the mobile this employee typed last on the next form, and never overwrites typed text', async () => {
    const first = await show(EMPTY);
    await type(field(first.container, 'contact-linkTel'), '1391234');
    await type(field(first.container, 'contact-linkTel'), '13912345678');
    first.unmount();
    document.body.innerHTML = '';

    const next = await show(EMPTY);
    expect(next.value().linkTel).toBe('13912345678');
    expect(field(next.container, 'contact-linkTel').value).toBe('13912345678');
    // Still editable.
    await type(field(next.container, 'contact-linkTel'), '1370000');
    expect(next.value().linkTel).toBe('1370000');
    next.unmount();
    document.body.innerHTML = '';

    const typed = await show({ linkman: '李四', linkTel: '13500000000', linkEmail: '' });
    expect(typed.value()).toEqual({ linkman: '李四', linkTel: '13500000000', linkEmail: 'zhangsan@demo.test' });
  });

  it('forgets the mobile on logout; nothing is filled without a signed-in employee', async () => {
    const first = await show(EMPTY);
    await type(field(first.container, 'contact-linkTel'), '13912345678');
    first.unmount();
    document.body.innerHTML = '';
    clearSession();
    const after = await show(EMPTY);
    // Back to the employee's own (masked) mobile, not the number typed before logout.
    expect(after.value().linkTel).toBe('138****0001');
    after.unmount();
    document.body.innerHTML = '';

    const anonymous = await show(EMPTY, false);
    expect(anonymous.value()).toEqual(EMPTY);
  });
});
