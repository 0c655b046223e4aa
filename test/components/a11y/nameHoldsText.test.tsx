/**
 * Issue 15, axe `label-content-name-mismatch`: a control's accessible name holds the words it shows, in order, so
 * speech input ("tap Check-in") finds it. axe joins the text nodes of a control without spaces ('Check-in' + 'Nov 26'
 * reads 'Check-inNov 26'), so the parts need a space between them, and an aria-label that says something else fails.
 * `visibleWordsInName` below follows axe 4.14's check (text on screen, not the visually hidden; words through
 * Intl.Segmenter; a contiguous run of the name's words); controls named by their content must keep words apart too.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DayStrip } from '../../../src/components/DayStrip';
import { DateField, PlaceField } from '../../../src/components/QueryForm';
import { ChoiceGroup, PickerRow } from '../../../src/components/booking';
import { PlaceRow } from '../../../src/packages/car/components/PlaceRow';
import { DayChips } from '../../../src/packages/car/search/DayChips';
import { PlaceOption } from '../../../src/packages/car/search/PlaceOptions';
import { FlightRow } from '../../../src/packages/flight/components/FlightRow';
import { SheetRow } from '../../../src/packages/hotel/search/QueryFields';
import { weekdayText } from '../../../src/components/format';
import { translate, type MessageKey } from '../../../src/i18n';
import { CABIN, FLIGHT } from '../../fixtures/flightFare';
import { pressKey } from '../support/keyboard';
import { render } from '../support/render';

const en = (key: MessageKey, values?: Record<string, string | number>) => translate('en-US', key, values);
const zh = (key: MessageKey, values?: Record<string, string | number>) => translate('zh-CN', key, values);
const noop = () => undefined;

afterEach(() => {
  document.body.innerHTML = '';
});

/** The text a sighted user sees in `el`: its text nodes joined as axe joins them, visually hidden text left out. */
function visibleText(el: Element): string {
  let out = '';
  for (const node of Array.from(el.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) out += node.nodeValue ?? '';
    else if (node instanceof Element && !node.classList.contains('visually-hidden')) out += visibleText(node);
  }
  return out;
}

/** The name a screen reader computes from the content: every text except what is aria-hidden. */
function contentName(el: Element): string {
  let out = '';
  for (const node of Array.from(el.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) out += node.nodeValue ?? '';
    else if (node instanceof Element && node.getAttribute('aria-hidden') !== 'true') out += contentName(node);
  }
  return out.replace(/\s+/g, ' ').trim();
}

// Intl.Segmenter is in Node but not in the project's TypeScript lib (ES2020): typed here by hand.
type Segments = Iterable<{ segment: string }>;
const { Segmenter } = Intl as unknown as {
  Segmenter: new (locale: undefined, options: { granularity: 'word' }) => { segment(text: string): Segments };
};
const segmenter = new Segmenter(undefined, { granularity: 'word' });
function words(text: string): string[] {
  const plain = text
    .normalize('NFKD')
    .replace(/\([^()]*\)/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .toLowerCase();
  return Array.from(segmenter.segment(plain), (s) => s.segment.trim()).filter(Boolean);
}

/** axe's check on one control: true when it has no aria-label or the label holds the visible words in order. */
function visibleWordsInName(el: Element): boolean {
  const label = el.getAttribute('aria-label');
  if (!label) return true;
  const seen = words(visibleText(el));
  const name = words(label);
  for (let i = 0; i + seen.length <= name.length; i += 1) {
    if (seen.every((w, j) => name[i + j] === w)) return true;
  }
  return false;
}

const controls = (root: ParentNode) => Array.from(root.querySelectorAll('[role]'));

describe('controls say what they show', () => {
  it.each([
    ['en-US', en],
    ['zh-CN', zh],
  ])('the day strip (%s): each day is named by its weekday, month-day and price, then the full date', async (_, t) => {
    const { container } = await render(
      <DayStrip
        date="2026-11-27"
        today="2026-11-26"
        min="2026-11-26"
        max="2026-12-31"
        prices={{ '2026-11-28': 930, '2026-11-29': null }}
        noPriceLabel="-"
        onChange={noop}
        onCalendar={noop}
        t={t}
      />,
    );
    for (const el of controls(container))
      expect([el.textContent, visibleWordsInName(el)]).toEqual([el.textContent, true]);
    const day = container.querySelector('[data-testid="strip-2026-11-28"]')!;
    expect(day.hasAttribute('aria-label')).toBe(false);
    const week = weekdayText('2026-11-28', t);
    expect(contentName(day).startsWith(`${week} 11-28 ¥930 `)).toBe(true);
    expect(day.querySelector('.visually-hidden')?.textContent).toBeTruthy();
  });

  it('a flight row is named by what it shows, in reading order, the parts apart', async () => {
    const { container } = await render(
      <FlightRow flight={{ ...FLIGHT, lowest: { ...CABIN } }} t={en} showPolicy={false} onPress={noop} />,
    );
    const row = container.querySelector(`[data-testid="flight-${FLIGHT.flightId}"]`)!;
    expect(row.hasAttribute('aria-label')).toBe(false);
    const name = contentName(row);
    expect(name.startsWith('08:00 首都机场T3 ')).toBe(true);
    expect(name).toContain(' 10:15 虹桥机场T2 ¥1,000 ');
    expect(name).toContain('中国国航 CA1501 738');
  });

  it('the query form place and date fields hold their label and value as separate words', async () => {
    const { container } = await render(
      <>
        <PlaceField
          side="from"
          label="From"
          name="Beijing"
          empty={false}
          a11yLabel="From：Beijing"
          testId="f"
          onPress={noop}
        />
        <DateField
          label="Check-in"
          day="Nov 26"
          rel="Today"
          a11yLabel="Check-in：Nov 26 Today"
          testId="d"
          onPress={noop}
        />
        <SheetRow label="Stars and price" value="" placeholder="Any" testId="s" onPress={noop} />
      </>,
    );
    expect(controls(container)).toHaveLength(3);
    for (const el of controls(container))
      expect([el.textContent, visibleWordsInName(el)]).toEqual([el.textContent, true]);
  });

  it('a car place row and a booking picker row are named by their visible label and value', async () => {
    const { container } = await render(
      <>
        <PlaceRow
          end="from"
          label="Pick-up"
          placeholder="Where are you?"
          place={{ name: 'Terminal 3', address: 'Airport Road 1', lat: 0, lng: 0 } as never}
          testId="from"
          onPress={noop}
        />
        <PickerRow id="project" label="Project" value="" placeholder="Choose" required onClick={noop} />
      </>,
    );
    const from = container.querySelector('[data-testid="from"]')!;
    const project = container.querySelector('[data-testid="project"]')!;
    expect([from.hasAttribute('aria-label'), project.hasAttribute('aria-label')]).toEqual([false, false]);
    expect(contentName(from)).toBe('Pick-up Terminal 3 Airport Road 1');
    expect(contentName(project)).toBe('Project Choose');
    expect(project.getAttribute('role')).toBe('button');
    expect(project.getAttribute('tabindex')).toBe('0');
  });

  it('car day chips and place options hold their visible words, apart, in their names', async () => {
    const { container } = await render(
      <>
        <DayChips today="2026-11-26" value="2026-11-26" label="Day" testId="day" t={en} onChange={noop} />
        <PlaceOption
          place={{ name: 'Terminal 3', address: 'Airport Road 1', lat: 0, lng: 0 } as never}
          extra="Home"
          testId="opt"
          onPick={noop}
        />
      </>,
    );
    const named = controls(container).filter(
      (el) => el.hasAttribute('aria-label') && el.getAttribute('role') !== 'radiogroup',
    );
    expect(named.length).toBeGreaterThan(2);
    for (const el of named) expect([el.textContent, visibleWordsInName(el)]).toEqual([el.textContent, true]);
  });

  it('a booking choice chip is in the tab order and chosen by Enter or Space (issue 15 keyboard)', async () => {
    const onChange = jest.fn();
    const { container } = await render(
      <ChoiceGroup
        id="trip"
        label="Trip"
        options={[
          { value: 'one', label: 'One way' },
          { value: 'round', label: 'Round trip' },
        ]}
        value="one"
        onChange={onChange}
      />,
    );
    await pressKey(container.querySelector('[data-value="round"]'), 'Enter');
    await pressKey(container.querySelector('[data-value="one"]'), ' ');
    expect(onChange.mock.calls).toEqual([['round'], ['one']]);
  });

  it('the agreement links are underlined, not told from the sentence by colour alone (axe link-in-text-block)', () => {
    const scss = readFileSync(join(__dirname, '../../../src/components/AgreementConsent/index.scss'), 'utf8');
    const rule = /\.obt-consent__link\s*\{([^}]*)\}/.exec(scss)?.[1] ?? '';
    expect(rule).toMatch(/text-decoration:\s*underline/);
  });
});
