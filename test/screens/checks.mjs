/**
 * The two checks run inside every screen of the sweep (test/screens/run.mjs): axe-core's critical and serious
 * violations, and Chinese text in the UI chrome of an en-US screen. Both look only at the screen in front: H5 keeps
 * the earlier pages of the stack in the DOM, hidden, and those are not what the user sees.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** The axe-core build injected into each page (the devDependency, not a CDN). */
export const AXE_PATH = require.resolve('axe-core/axe.min.js');

/** Violations that fail the sweep (axe's four impacts: minor, moderate, serious, critical). */
const FAILING = new Set(['critical', 'serious']);

/**
 * axe-core over the document; resolves with the failing violations as `{ rule, impact, help, nodes: [target…] }`
 * and the count of every other violation by rule (reported, not failing).
 */
export async function axeViolations(page) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map(
        (n) => `${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.split('\n')[1]?.trim() ?? ''}` : ''}`,
      ),
    }));
  });
  const failing = violations.filter((v) => FAILING.has(v.impact));
  const other = violations.filter((v) => !FAILING.has(v.impact)).map((v) => `${v.rule} ${v.nodes.length}`);
  return { failing, other };
}

/**
 * Visible text nodes (and placeholders) with Han characters that are not data: data sits inside an element marked
 * translate="no" (names, cities, addresses, notices), which also keeps browser translators off it. Each hit as
 * `"text" in <tag.class>`.
 */
export function chineseInChrome(page) {
  return page.evaluate(() => {
    const HAN = /\p{Script=Han}/u;
    const hits = [];
    const isData = (el) => Boolean(el.closest('[translate="no"]'));
    const visible = (el) =>
      el.checkVisibility({ visibilityProperty: true, opacityProperty: false }) && el.getClientRects().length > 0;
    const where = (el) =>
      `<${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}>`;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.nodeValue ?? '';
      const el = node.parentElement;
      if (!el || !HAN.test(text) || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(el.tagName)) continue;
      if (isData(el) || !visible(el)) continue;
      hits.push(`${JSON.stringify(text.trim().slice(0, 60))} in ${where(el)}`);
    }
    for (const el of document.querySelectorAll('input[placeholder], textarea[placeholder]')) {
      const text = el.getAttribute('placeholder') ?? '';
      if (HAN.test(text) && !isData(el) && visible(el))
        hits.push(`placeholder ${JSON.stringify(text)} in ${where(el)}`);
    }
    return hits;
  });
}

/**
 * Visible controls (an interactive role, or Taro's H5 button) that Tab cannot reach: no tabindex and not natively
 * focusable. Reported per screen as `"text" <tag.class role>`; a disabled control is left out.
 */
export function unreachableControls(page) {
  return page.evaluate(() => {
    const ROLES = 'button,link,tab,radio,checkbox,option,switch,menuitem,gridcell'.split(',');
    const selector = [...ROLES.map((r) => `[role="${r}"]`), '.taro-button-core', 'taro-button-core'].join(',');
    const hits = [];
    for (const el of document.querySelectorAll(selector)) {
      if (el.getAttribute('aria-disabled') === 'true' || el.closest('[aria-hidden="true"]')) continue;
      if (!el.checkVisibility({ visibilityProperty: true }) || el.getClientRects().length === 0) continue;
      if (el.tabIndex >= 0 && !el.hasAttribute('disabled')) continue;
      const name = (el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 30);
      hits.push(
        `${JSON.stringify(name)} <${el.tagName.toLowerCase()}.${String(el.className).split(/\s+/)[0]} ${el.getAttribute('role') ?? ''}>`,
      );
    }
    return hits;
  });
}

/** ARCHITECTURE §9: a control's touch target is at least 44 × 44 px. */
const MIN_TARGET_PX = 44;

/**
 * Visible controls (as `unreachableControls` finds them, and native buttons and links) whose box is smaller than 44 px either way and
 * that do not sit in a larger control's box (a chip's label inside the chip counts as the chip). A link inside a run
 * of text is WCAG's inline exception and is left out. Each hit as `"name" <tag.class> W×H`.
 */
export function smallTargets(page) {
  return page.evaluate((min) => {
    const ROLES = 'button,link,tab,radio,checkbox,option,switch,menuitem,gridcell'.split(',');
    // Native buttons and links too (a map's zoom controls are <button>s): focusable, but still touch targets.
    const selector = [
      ...ROLES.map((r) => `[role="${r}"]`),
      '.taro-button-core',
      'taro-button-core',
      'button',
      'a[href]',
    ].join(',');
    const hits = [];
    for (const el of document.querySelectorAll(selector)) {
      if (el.getAttribute('aria-disabled') === 'true' || el.closest('[aria-hidden="true"]')) continue;
      if (!el.checkVisibility({ visibilityProperty: true }) || el.getClientRects().length === 0) continue;
      const r = el.getBoundingClientRect();
      if (r.width >= min - 0.5 && r.height >= min - 0.5) continue;
      if (el.getAttribute('role') === 'link' && getComputedStyle(el).display.startsWith('inline')) continue;
      const name = (el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 30);
      hits.push(
        `${JSON.stringify(name)} <${el.tagName.toLowerCase()}.${String(el.className).split(/\s+/)[0]}> ${Math.round(r.width)}×${Math.round(r.height)}`,
      );
    }
    return hits;
  }, MIN_TARGET_PX);
}
