/**
 * H5 build: @tarojs/router 4.2's navigationBar.js without its three inline SVG icons (home, back and a 24-path
 * loading spinner: 2 KB gzip of the entry, issue 17). config/entryTrim.ts gives this file to the router's import.
 * Taro's own bar is never shown in this app: the router shows it only for `navigationStyle: 'default'`, which
 * neither app.config's window nor any page sets (every page draws its own TitleBar; test/unit/config/entryTrim.test.ts
 * holds both), so it stays `taro-navigation-bar-hide`. The elements and classes Taro's router reads are kept.
 * Plain ES2015: files under config/ are not compiled by the app's babel rule.
 */
import { loadNavigationBarStyle } from '@tarojs/router/dist/style.js';

function part(className) {
  const element = document.createElement('div');
  element.classList.add(className);
  return element;
}

export function initNavigationBar(config, container) {
  if (config.router.mode === 'multi') return;
  const navigationBar = part('taro-navigation-bar-no-icon');
  const titleWrap = part('taro-navigation-bar-title-wrap');
  titleWrap.appendChild(part('taro-navigation-bar-loading'));
  titleWrap.appendChild(part('taro-navigation-bar-title'));
  navigationBar.appendChild(part('taro-navigation-bar-home'));
  navigationBar.appendChild(part('taro-navigation-bar-back'));
  navigationBar.appendChild(titleWrap);
  navigationBar.id = 'taro-navigation-bar';
  container.insertBefore(navigationBar, container.firstChild);
  loadNavigationBarStyle();
}
