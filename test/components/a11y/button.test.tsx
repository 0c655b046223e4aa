/**
 * Issue 15: the project's Button (Taro's Button renders a plain div on H5) is in the tab order, has the button role,
 * and Enter/Space click it; disabled, it leaves the tab order and neither keys nor clicks reach its handler.
 */

import { Button } from '../../../src/components/Button';
import { click, render } from '../support/render';
import { keyDown } from '../support/keyboard';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('Button', () => {
  it('is a focusable button with the focus-ring class, clicked by Enter and Space but not by other keys', async () => {
    const onClick = jest.fn();
    const { container } = await render(
      <Button className="mine" type="primary" onClick={onClick} data-testid="b">
        保存
      </Button>,
    );
    const el = container.querySelector('[data-testid="b"]')!;
    expect(el.getAttribute('role')).toBe('button');
    expect(el.getAttribute('tabindex')).toBe('0');
    expect(el.hasAttribute('aria-disabled')).toBe(false);
    expect(el.className).toContain('obt-btn');
    expect(el.className).toContain('mine');
    expect(el.className).toContain('taro-btn-primary');
    await keyDown(el, 'Enter');
    await keyDown(el, ' ');
    await keyDown(el, 'a');
    expect(onClick).toHaveBeenCalledTimes(2);
    await click(el);
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('leaves the tab order, says it is disabled, and ignores keys and clicks when disabled', async () => {
    const onClick = jest.fn();
    const { container } = await render(
      <Button disabled onClick={onClick} data-testid="b">
        保存
      </Button>,
    );
    const el = container.querySelector('[data-testid="b"]')!;
    expect(el.getAttribute('tabindex')).toBe('-1');
    expect(el.getAttribute('aria-disabled')).toBe('true');
    await keyDown(el, 'Enter');
    await click(el);
    expect(onClick).not.toHaveBeenCalled();
  });
});
