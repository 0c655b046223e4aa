/**
 * The markup of the shared components a product list's HTML first screen is made of (build time only; issue 17),
 * as their H5 render writes them (Taro's View is a div, Text a `taro-text` span; src/components/PageShell,
 * TitleBar, Icon/Glyph.h5, ListScreen, EmptyState), so the pages' own CSS lays them out as React's render.
 * `data-fs` names the React element each stands for (test/perf/firstScreen.mjs compares their boxes).
 */
import type { MessageKey } from '../i18n';
import type { IconData } from '../components/Icon/types';
import { home, inbox } from '../components/Icon/icons';

const SVG_ATTRS =
  'viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"' +
  ' stroke-linejoin="round" focusable="false" aria-hidden="true"';

/** An icon as Glyph.h5 draws it. */
export function iconMarkup(icon: IconData, className = ''): string {
  const paths = icon.map((d) => `<path d="${d}"></path>`).join('');
  return `<svg class="obt-icon${className ? ` ${className}` : ''}" ${SVG_ATTRS}>${paths}</svg>`;
}

/**
 * PageShell with the H5 title bar of a page opened directly (nothing to go back to: the home button), around
 * `main`; the page's `.obt-page` root carries `data-route`. The offline banner's empty holder stays in its place.
 */
export function pageShellMarkup(route: string, className: string, title: MessageKey, main: string): string {
  const root = `obt-page obt-page--titled ${className}`;
  const fs = `.${root.split(' ').join('.')}`;
  return [
    `<div class="${root}" data-route="${route}" data-fs="${fs}">`,
    '<div class="obt-offline"></div>',
    '<div class="obt-title-bar" data-fs=".obt-title-bar">',
    '<div class="obt-title-bar__side">',
    `<div class="obt-press obt-title-bar__button" data-fs="[data-testid=title-bar-back]">${iconMarkup(home)}</div>`,
    '</div>',
    `<span class="taro-text obt-title-bar__title" data-k="${title}" data-fs=".obt-title-bar__title"></span>`,
    '<div class="obt-title-bar__side obt-title-bar__side--end"></div>',
    '</div>',
    `<div class="obt-page__main">${main}</div>`,
    '</div>',
  ].join('');
}

/**
 * PageShell of a dashboard tab (no title bar: the tab bar is its navigation) with its off-screen heading, around
 * `main`; the page's `.obt-page` root carries `data-route`. The offline banner's empty holder stays in its place.
 * The root is not measured (no `data-fs`): a paged list's page is as tall as its rows, and React renders the rows
 * below the first screen once those on it have painted.
 */
export function tabPageShellMarkup(route: string, className: string, title: MessageKey, main: string): string {
  return [
    `<div class="obt-page ${className}" data-route="${route}">`,
    '<div class="obt-offline"></div>',
    '<div class="obt-page__main">',
    `<span class="taro-text visually-hidden" data-k="${title}"></span>`,
    main,
    '</div></div>',
  ].join('');
}

/** ListHead (src/components/ListScreen): the coloured head with the route text `route` (markup), `children` under it. */
export function listHeadMarkup(route: string, children = ''): string {
  return `<div class="ls__head" data-fs=".ls__head"><span class="taro-text ls__route" data-fs=".ls__route">${route}</span>${children}</div>`;
}

/**
 * What rows painted from the early answer use but the markup does not show (src/boot/firstScreen.ts
 * `firstScreenRows`): their class names (the build inlines the CSS the markup's classes need) and dictionary keys
 * (the build puts the texts the markup names into index.html), in a `<template>`, which the page never renders.
 */
export function rowNeedsMarkup(classes: readonly string[], keys: readonly string[]): string {
  const named = keys.map((key) => `<i data-k="${key}"></i>`).join('');
  return `<template><i class="${[...new Set(classes)].join(' ')}"></i>${named}</template>`;
}

/** Text for markup: `&`, `<`, `>` and `"` as entities (data such as a hotel's name goes into rows' markup). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;'));
}

/** EmptyState with its default illustration (the tray), the text and the action. */
export function emptyStateMarkup(text: MessageKey, action: MessageKey): string {
  return [
    '<div class="obt-empty" data-fs=".obt-empty">',
    `<div class="obt-empty__art" data-fs="[data-testid=empty-art]">${iconMarkup(inbox, 'obt-empty__icon')}</div>`,
    `<span class="taro-text obt-empty__text" data-k="${text}" data-fs=".obt-empty__text"></span>`,
    `<div class="obt-press obt-empty__action" data-k="${action}" data-fs="[data-testid=empty-action]"></div>`,
    '</div>',
  ].join('');
}
