/**
 * The six-box payment password pad (issue 15 booking friction; SPEC §5 payment password): one masked numeric
 * input under six boxes — typing, backspace, paste of six digits, Enter to submit, an accessible name and a live
 * region for its error.
 */
import { useState } from 'react';
import { act } from 'react';
import { PinPad, pinDigits } from '../../src/components/PinPad';
import { render, type } from './support/render';

function Harness({ onSubmit, error }: { onSubmit?: () => void; error?: string }) {
  const [pin, setPin] = useState('');
  return (
    <>
      <PinPad id="pin" testId="pin" label="支付密码" value={pin} onChange={setPin} onSubmit={onSubmit} error={error} />
      <output data-testid="value">{pin}</output>
    </>
  );
}

const input = (c: Element) => c.querySelector('#pin') as HTMLInputElement;
const filled = (c: Element) => c.querySelectorAll('.obt-pin__box--filled').length;
const value = (c: Element) => c.querySelector('[data-testid="value"]')?.textContent;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('PinPad', () => {
  it('is one masked, labelled, digits-keyboard input over six boxes', async () => {
    const { container } = await render(<Harness />);
    const field = input(container);
    expect(field.type).toBe('password');
    expect(field.getAttribute('aria-label')).toBe('支付密码');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(field.maxLength).toBe(6);
    expect(container.querySelectorAll('[data-testid="pin-box"]')).toHaveLength(6);
    // The boxes are drawing only: the screen reader meets the input.
    container.querySelectorAll('[data-testid="pin-box"]').forEach((box) => {
      expect(box.getAttribute('aria-hidden')).toBe('true');
    });
    expect(filled(container)).toBe(0);
  });

  it('fills a box per digit, never shows the digits, and backspace empties the last box', async () => {
    const { container } = await render(<Harness />);
    await type(input(container), '12');
    expect(filled(container)).toBe(2);
    expect(container.querySelector('.obt-pin__boxes')?.textContent).toBe('');
    await type(input(container), '1');
    expect(filled(container)).toBe(1);
    expect(value(container)).toBe('1');
  });

  it('takes a pasted six-digit code, dropping what is not a digit, and never more than six', async () => {
    const { container } = await render(<Harness />);
    await type(input(container), '12 34-56');
    expect(value(container)).toBe('123456');
    expect(filled(container)).toBe(6);
    await type(input(container), '12345678');
    expect(value(container)).toBe('123456');
    expect(input(container).value).toBe('123456');
  });

  it('Enter submits', async () => {
    const onSubmit = jest.fn();
    const { container } = await render(<Harness onSubmit={onSubmit} />);
    await type(input(container), '123456');
    await act(async () => {
      input(container).dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', keyCode: 13, bubbles: true }));
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('announces its error in a live region tied to the input', async () => {
    const { container } = await render(<Harness error="支付密码为6位数字" />);
    const live = container.querySelector('.obt-pin__error');
    expect(live?.getAttribute('role')).toBe('alert');
    expect(live?.textContent).toBe('支付密码为6位数字');
    const field = input(container);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(container.querySelector(`#${field.getAttribute('aria-describedby')}`)?.textContent).toBe(
      '支付密码为6位数字',
    );
  });

  it('pinDigits keeps six digits', () => {
    expect(pinDigits('a1b2c3d4e5f6g7')).toBe('123456');
    expect(pinDigits('')).toBe('');
  });
});
