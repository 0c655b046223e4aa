/**
 * Issue 17: the skeletons of the paged lists (/allorder…) and of the hotel lists animate on the compositor only: a
 * keyframe that moves `background-position` repaints the block on the main thread every frame while the rows load
 * (work on the simulated LCP path); a `transform` does not.
 */
import { join } from 'node:path';
import { compile } from 'sass';

const root = join(__dirname, '..', '..', '..');
const css = (file: string) => compile(join(root, file), { loadPaths: [root], logger: { warn: () => undefined } }).css;

/** The keyframes named by the animations of `selector`'s rules (its pseudo-elements too), with their bodies. */
function animatedFrames(sheet: string, selector: string): string[] {
  const names = new Set<string>();
  for (const m of sheet.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    if (!m[1].includes(selector)) continue;
    const anim = /animation:\s*([\w-]+)/.exec(m[2]);
    if (anim && anim[1] !== 'none') names.add(anim[1]);
  }
  return [...names].map((name) => {
    const at = sheet.indexOf(`@keyframes ${name}`);
    expect(at).toBeGreaterThanOrEqual(0);
    return sheet.slice(at, sheet.indexOf('}\n}', at) + 3);
  });
}

describe('list skeletons', () => {
  it.each([
    ['src/components/PagedList/index.scss', '.obt-list__skeleton'],
    ['src/packages/hotel/search/search.scss', '.htl__skeleton .ht-skeleton'],
  ])('%s: %s shines by transform only', (file, selector) => {
    const frames = animatedFrames(css(file), selector);
    expect(frames.length).toBeGreaterThan(0);
    for (const body of frames) {
      expect(body).toMatch(/transform:/);
      expect(body).not.toMatch(/background|left:|width:|height:/);
    }
  });
});
