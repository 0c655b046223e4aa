/**
 * config/shims/taro-navigation-bar.js (issue 17): the same navigation bar elements and classes as @tarojs/router's
 * own navigationBar.js, without the SVG icons (the bar is never shown here; test/unit/config/entryTrim.test.ts).
 */
import { initNavigationBar as taroBar } from '@tarojs/router/dist/navigationBar.js';
import { initNavigationBar as standInBar } from '../../../config/shims/taro-navigation-bar.js';

function build(init: (config: never, container: HTMLElement) => void): HTMLElement {
  const container = document.createElement('div');
  container.appendChild(document.createElement('main'));
  init({ router: { mode: 'browser' } } as never, container);
  return container;
}

/** The element tree: tag, id and classes of every element, icons left out. */
function shape(element: Element): unknown {
  return {
    tag: element.tagName,
    id: element.id,
    classes: [...element.classList],
    children: [...element.children].filter((c) => c.tagName.toLowerCase() !== 'svg').map(shape),
  };
}

it("builds Taro's bar, first in the container, with no icon markup", () => {
  const taro = build(taroBar);
  const standIn = build(standInBar);
  expect(shape(standIn)).toEqual(shape(taro));
  expect(standIn.firstElementChild?.id).toBe('taro-navigation-bar');
  expect(standIn.querySelector('svg')).toBeNull();
  expect(taro.querySelector('svg')).not.toBeNull();
});

it('multi-page mode has no bar, as in Taro', () => {
  const container = document.createElement('div');
  standInBar({ router: { mode: 'multi' } }, container);
  expect(container.children).toHaveLength(0);
});
