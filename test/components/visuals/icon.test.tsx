/**
 * The app's own icon set (issue 15): every icon renders on H5 as an inline SVG and on the mini-programs as an image
 * of the same drawing; labelled it is an image with that accessible name, unlabelled it is hidden from assistive
 * technology.
 */
import * as icons from '../../../src/components/Icon/icons';
import { Icon } from '../../../src/components/Icon';
import { Glyph as MiniGlyph } from '../../../src/components/Icon/Glyph.mini';
import { base64Ascii, iconDataUri } from '../../../src/components/Icon/svg';
import { MINI_DEFAULT_COLOR } from '../../../src/components/Icon/types';
import { render } from '../support/render';

const all = Object.entries(icons) as [string, readonly string[]][];

afterEach(() => {
  document.body.innerHTML = '';
});

describe('Icon (H5: inline SVG)', () => {
  it('has a non-empty drawing for every icon, each path data made of SVG path commands only', () => {
    expect(all.length).toBeGreaterThanOrEqual(30);
    for (const [name, paths] of all) {
      expect([name, paths.length > 0]).toEqual([name, true]);
      for (const d of paths) expect([name, /^M[\d\s.,\-MmLlHhVvCcSsQqTtAaZz]+$/.test(d)]).toEqual([name, true]);
    }
  });

  it.each(all)('%s: labelled is an image with that name; decorative is hidden', async (name, icon) => {
    const { container } = await render(
      <>
        <Icon icon={icon} label={`name of ${name}`} testId="labelled" />
        <Icon icon={icon} testId="decorative" className="extra" />
      </>,
    );
    const labelled = container.querySelector('[data-testid="labelled"]')!;
    expect(labelled.tagName.toLowerCase()).toBe('svg');
    expect(labelled.getAttribute('role')).toBe('img');
    expect(labelled.getAttribute('aria-label')).toBe(`name of ${name}`);
    expect(labelled.getAttribute('aria-hidden')).toBeNull();
    expect(labelled.querySelectorAll('path')).toHaveLength(icon.length);
    // It follows the text colour unless told otherwise.
    expect(labelled.getAttribute('stroke')).toBe('currentColor');

    const decorative = container.querySelector('[data-testid="decorative"]')!;
    expect(decorative.getAttribute('aria-hidden')).toBe('true');
    expect(decorative.getAttribute('role')).toBeNull();
    expect(decorative.getAttribute('aria-label')).toBeNull();
    expect(decorative.getAttribute('class')).toBe('obt-icon extra');
    // No text: nothing a missing font could turn into an empty box.
    expect(container.textContent).toBe('');
  });

  it('takes a colour when one is given', async () => {
    const { container } = await render(<Icon icon={icons.check} color="#fff" testId="i" />);
    expect(container.querySelector('[data-testid="i"]')?.getAttribute('stroke')).toBe('#fff');
  });
});

describe('Icon (mini-programs: the same drawing as a data-URI image)', () => {
  it('encodes base64 like the platform would', () => {
    for (const text of ['', 'a', 'ab', 'abc', 'abcd', '<svg d="M1 2"/>', iconSvgSample()]) {
      expect(base64Ascii(text)).toBe(Buffer.from(text, 'ascii').toString('base64'));
    }
  });

  it.each(all)('%s: the image holds every path in the given colour', (_name, icon) => {
    const uri = iconDataUri(icon, '#1f5fd6');
    expect(uri.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const svg = Buffer.from(uri.split(',')[1]!, 'base64').toString('ascii');
    expect(svg).toContain('stroke="#1f5fd6"');
    for (const d of icon) expect(svg).toContain(`d="${d}"`);
  });

  it('labelled carries the name, decorative is hidden, and without a colour it uses the secondary text colour', async () => {
    const { container } = await render(
      <>
        <MiniGlyph icon={icons.eye} label="显示密码" testId="labelled" />
        <MiniGlyph icon={icons.eye} testId="decorative" />
      </>,
    );
    const labelled = container.querySelector('[data-testid="labelled"]')!;
    expect(labelled.getAttribute('aria-label')).toBe('显示密码');
    expect(labelled.getAttribute('role')).toBe('img');
    const decorative = container.querySelector('[data-testid="decorative"]')!;
    expect(decorative.getAttribute('aria-hidden')).toBe('true');
    const src = container.querySelector('img')?.getAttribute('src') ?? '';
    expect(Buffer.from(src.split(',')[1]!, 'base64').toString('ascii')).toContain(`stroke="${MINI_DEFAULT_COLOR}"`);
  });
});

function iconSvgSample(): string {
  return Array.from({ length: 64 }, (_, i) => String.fromCharCode(32 + i)).join('');
}
