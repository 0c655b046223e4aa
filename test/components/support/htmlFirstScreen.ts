/**
 * Compares a product list's HTML first screen (a `htmlFirstScreen.ts` module's markup, src/boot/firstScreen.ts) with
 * what the real page renders on a cold load in jsdom: the page root's classes, and every element the markup names
 * (`data-fs`) with a dictionary text (`data-k`) shows that text in the page too. The boxes are compared in a real
 * browser by test/perf/firstScreen.mjs; this holds the texts and the tree's names where the page is tested.
 */
import { zhCN } from '../../../src/i18n/zh-CN';
import { enUS } from '../../../src/i18n/en-US';

/**
 * Fails when the page in `container` differs from `markup`, as index.html's script fills it.
 * @param part the product part's dictionary of `locale`
 * @param values the route's first screen values (its `data-show` parts stay only when set)
 */
export function expectPageMatches(
  container: Element,
  markup: string,
  part: Readonly<Record<string, string>>,
  locale: 'zh-CN' | 'en-US' = 'zh-CN',
  values: Readonly<Record<string, string>> = {},
): void {
  const texts: Record<string, string> = { ...(locale === 'en-US' ? enUS : zhCN), ...part };
  const first = document.createElement('div');
  first.innerHTML = markup;
  for (const el of first.querySelectorAll('[data-show]')) if (!values[el.getAttribute('data-show')!]) el.remove();
  const root = first.querySelector<HTMLElement>('[data-route]')!;
  const page = container.querySelector('.obt-page')!;
  expect(page).not.toBeNull();
  const classes = (el: Element) => [...el.classList].sort();
  expect(classes(page)).toEqual(classes(root));
  const named = [...first.querySelectorAll<HTMLElement>('[data-fs][data-k]')];
  expect(named.length).toBeGreaterThan(0);
  for (const el of named) {
    const key = el.getAttribute('data-k')!;
    const shown = page.querySelector(el.getAttribute('data-fs')!);
    const text = `${el.getAttribute('data-before') ?? ''}${texts[key]}${el.getAttribute('data-after') ?? ''}`;
    expect([key, shown?.textContent]).toEqual([key, text]);
  }
}
