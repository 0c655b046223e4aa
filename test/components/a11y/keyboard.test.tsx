/**
 * Issue 15 keyboard and screen-reader access of the shared controls: Tab reaches them (tabIndex 0), Enter and Space
 * operate them, and an accessible name holds the words the control shows (WCAG 2.5.3 label in name; axe
 * label-content-name-mismatch), so a speech-input user can say what they see.
 */

import { Pressable } from '../../../src/components/Pressable';
import { CheckRow, PickerRow } from '../../../src/components/booking';
import { DayStrip } from '../../../src/components/DayStrip';
import { translate, type MessageKey } from '../../../src/i18n';
import { render } from '../support/render';
import { keyDown } from '../support/keyboard';

afterEach(() => {
  document.body.innerHTML = '';
});

const t = (key: MessageKey, values?: Record<string, string | number>) => translate('zh-CN', key, values);

/** The words an element shows, in order, without the spaces between its parts (as axe compares them). */

describe('Pressable', () => {
  it('is a focusable control with a visible-focus class, pressed by Enter and Space but not by other keys', async () => {
    const onPress = jest.fn();
    const { container } = await render(
      <Pressable onPress={onPress} testId="p">
        保存
      </Pressable>,
    );
    const el = container.querySelector('[data-testid="p"]')!;
    expect(el.getAttribute('role')).toBe('button');
    expect(el.getAttribute('tabindex')).toBe('0');
    expect(el.className).toContain('obt-press');
    await keyDown(el, 'Enter');
    await keyDown(el, ' ');
    await keyDown(el, 'a');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('leaves the tab order and ignores keys when disabled', async () => {
    const onPress = jest.fn();
    const { container } = await render(
      <Pressable onPress={onPress} disabled testId="p">
        保存
      </Pressable>,
    );
    const el = container.querySelector('[data-testid="p"]')!;
    expect(el.getAttribute('tabindex')).toBe('-1');
    await keyDown(el, 'Enter');
    expect(onPress).not.toHaveBeenCalled();
  });
});

describe('form rows', () => {
  it('a PickerRow is reachable, opens with Enter, and its name holds its label and placeholder or value', async () => {
    const onClick = jest.fn();
    const { container } = await render(
      <>
        <PickerRow id="empty" label="出发城市" value="" placeholder="请选择" required onClick={onClick} />
        <PickerRow id="full" label="出发城市" value="北京" placeholder="请选择" onClick={onClick} />
      </>,
    );
    const empty = container.querySelector('[data-testid="empty"]')!;
    expect(empty.getAttribute('tabindex')).toBe('0');
    // A button takes no aria-required (axe aria-allowed-attr): the asterisk shows it.
    expect(empty.hasAttribute('aria-required')).toBe(false);
    // Named by what it shows (label, then placeholder or value), with no aria-label that could say otherwise.
    expect(empty.hasAttribute('aria-label')).toBe(false);
    expect(empty.textContent).toBe('出发城市* 请选择');
    expect(container.querySelector('[data-testid="full"]')!.textContent).toBe('出发城市 北京');
    await keyDown(empty, 'Enter');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('a CheckRow toggles with Space and marks a person’s name as data (translate="no")', async () => {
    const onToggle = jest.fn();
    const { container } = await render(<CheckRow id="c" label="张三" data checked={false} onToggle={onToggle} />);
    const box = container.querySelector('[data-testid="c"]')!;
    expect(box.getAttribute('tabindex')).toBe('0');
    await keyDown(box, ' ');
    expect(onToggle).toHaveBeenCalledTimes(1);
    expect(container.querySelector('.bk-check__label')!.getAttribute('translate')).toBe('no');
  });
});

describe('DayStrip', () => {
  it('names each day by what it shows (weekday, month-day, price) before the full date', async () => {
    const { container } = await render(
      <DayStrip
        date="2026-12-02"
        today="2026-12-01"
        min="2026-12-01"
        max="2027-01-31"
        prices={{ '2026-12-02': 930, '2026-12-03': null }}
        noPriceLabel="无航班"
        onChange={() => undefined}
        onCalendar={() => undefined}
        t={t}
      />,
    );
    const days = [...container.querySelectorAll('[data-testid^="strip-"]')];
    expect(days.length).toBeGreaterThan(3);
    // No aria-label: the name is the content, visible words first, then the full date in visually hidden text.
    for (const day of days) expect(day.hasAttribute('aria-label')).toBe(false);
    const chosen = container.querySelector('[data-testid="strip-2026-12-02"]')!;
    expect(chosen.textContent).toBe('明天 12-02 ¥930 12月2日');
    expect(chosen.querySelector('.visually-hidden')?.textContent).toBe('12月2日');
    expect(chosen.getAttribute('tabindex')).toBe('0');
  });
});
