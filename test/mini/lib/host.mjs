/**
 * A mini-program logic layer for one compiled build (dist/weapp or dist/qywx), headless on Linux
 * (TOOLCHAIN "Running compiled mini-program pages headless"):
 * - the bundle runs in its own `vm` context holding only what WeChat's logic layer has (`wx`, `App`, `Page`,
 *   `Component`, `getApp`, `getCurrentPages`, timers, console): `process`, `Buffer`, `fetch`, `crypto`, `window`,
 *   `document`, `localStorage`, `require` of Node… are absent, so code that would crash on a phone crashes here;
 * - every page is rendered by j-component/exparser (miniprogram-simulate) from the template the official `wcc`
 *   compiled, as a component whose instance gets the page's onLoad/onShow/onReady;
 * - a page stack (10 at most) serves navigateTo/redirectTo/reLaunch/navigateBack;
 * - problems (thrown errors, console.error, unhandled rejections) are collected per page.
 */
import { readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import vm from 'node:vm';
import { JSDOM } from 'jsdom';
import { createWx } from './wx.mjs';

const require = createRequire(import.meta.url);

/** j-component/exparser draw into a DOM of the harness's own realm (never visible to the bundle). */
function installRenderDom() {
  if (globalThis.__miniRenderDom) return;
  const dom = new JSDOM('<!doctype html><html><body></body></html>', { pretendToBeVisual: true });
  const names = [
    'window',
    'document',
    'Node',
    'Element',
    'HTMLElement',
    'Event',
    'CustomEvent',
    'Text',
    'Comment',
    'DocumentFragment',
    'MutationObserver',
    'getComputedStyle',
    'requestAnimationFrame',
    'cancelAnimationFrame',
  ];
  for (const name of names) {
    const value = dom.window[name];
    globalThis[name] = typeof value === 'function' && /^[a-z]/.test(name) ? value.bind(dom.window) : value;
  }
  globalThis.window = dom.window;
  globalThis.document = dom.window.document;
  globalThis.__miniRenderDom = dom;
}

const CONSOLE_QUIET = process.env.MINI_VERBOSE !== '1';

export class MiniHost {
  /**
   * @param {object} opts
   * @param {string} opts.root  the build folder
   * @param {'weapp'|'qywx'} opts.platform
   * @param {string} opts.serverBase
   * @param {object} [opts.identity]
   */
  constructor({ root, platform, serverBase, identity }) {
    installRenderDom();
    this.root = resolve(root);
    this.platform = platform;
    this.appJson = JSON.parse(readFileSync(join(this.root, 'app.json'), 'utf8'));
    this.problems = [];
    this.stack = [];
    this.defs = new Map();
    this.loadedIds = new Map();
    this.modules = new Map();
    this.container = document.createElement('div');
    document.body.appendChild(this.container);

    this.simulate = require('miniprogram-simulate');
    const utils = require('miniprogram-simulate/src/utils');
    const wxss = require('miniprogram-simulate/src/wxss');
    // Styles do not change what runs; wcsc checks every wxss separately. Skipping them keeps a page load cheap.
    wxss.getContent = () => '';
    wxss.compile = () => '';
    utils.runJs = (componentPath) => this.runComponentJs(componentPath);

    const vmContext = {};
    vmContext.console = this.makeConsole();
    for (const name of ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'])
      vmContext[name] = globalThis[name];
    this.context = vm.createContext(vmContext, { name: `mini-${platform}` });
    const parseJson = vm.runInContext('JSON.parse', this.context);
    this.wxHandle = createWx({
      serverBase,
      platform,
      parseJson,
      identity: { openid: 'demo-openid-1', qyUserId: 'zhangsan', corpId: '', ...identity },
      nav: {
        open: (url, method) => this.open(url, method),
        back: (delta) => this.back(delta),
        stackSize: () => this.stack.length,
        isAgreeButton: (id) => this.isAgreeButton(id),
      },
    });
    Object.assign(vmContext, {
      wx: this.wxHandle.wx,
      App: (options) => {
        this.appOptions = options;
      },
      getApp: () => this.appInstance,
      getCurrentPages: () => this.stack.map((entry) => entry.instance),
      Page: (options) => this.registerDefinition('page', options),
      Component: (options) => this.registerDefinition('component', options),
      Behavior: (definition) => globalThis.Behavior(definition),
      requirePlugin: () => ({}),
      __wxConfig: { envVersion: 'develop', platform: 'ios' },
    });
    this.currentLabel = 'app';
  }

  get wx() {
    return this.wxHandle.wx;
  }

  get calls() {
    return this.wxHandle.calls;
  }

  makeConsole() {
    const say =
      (level) =>
      (...args) => {
        if (level === 'error') this.problem(`console.error: ${args.map(describe).join(' ')}`);
        else if (!CONSOLE_QUIET) console.log(`[${this.platform} ${level}]`, ...args.map(describe));
      };
    return {
      log: say('log'),
      info: say('info'),
      warn: say('warn'),
      debug: say('debug'),
      error: say('error'),
      trace: say('debug'),
    };
  }

  problem(text) {
    this.problems.push({ page: this.currentLabel, text });
  }

  /** CommonJS the way the logic layer resolves it: paths relative to the file, `.js` optional, build root only. */
  requireModule(absPath) {
    const file = absPath.endsWith('.js') ? absPath : `${absPath}.js`;
    const cached = this.modules.get(file);
    if (cached) return cached.exports;
    if (!file.startsWith(this.root) || !existsSync(file))
      throw new Error(`module not found in the build: ${relative(this.root, file)}`);
    const module = { exports: {} };
    this.modules.set(file, module);
    const source = readFileSync(file, 'utf8');
    const fn = vm.runInContext(`(function (require, module, exports) {${source}\n})`, this.context, { filename: file });
    fn.call(undefined, (p) => this.requireModule(resolve(dirname(file), p)), module, module.exports);
    return module.exports;
  }

  /** Page()/Component() from the bundle: kept per file, since webpack runs a module body only once. */
  registerDefinition(kind, options) {
    const path = this.loadingPath;
    if (!path) throw new Error(`${kind}() called outside a page or component load`);
    this.defs.set(path, { kind, options });
  }

  runComponentJs(componentPath) {
    const path = componentPath.replace(/\.js$/, '');
    if (!this.defs.has(path)) {
      const previous = this.loadingPath;
      this.loadingPath = path;
      try {
        this.requireModule(path);
      } finally {
        this.loadingPath = previous;
      }
    }
    const def = this.defs.get(path);
    if (!def) throw new Error(`${relative(this.root, path)}.js registered no Page or Component`);
    globalThis.Component(def.kind === 'page' ? pageAsComponent(def.options) : { ...def.options });
  }

  /** Runs app.js and the app's onLaunch/onShow. */
  launch(query = {}) {
    this.currentLabel = 'app.js';
    this.requireModule(join(this.root, 'app'));
    if (!this.appOptions) throw new Error('app.js did not call App()');
    this.appInstance = Object.create(this.appOptions);
    const launchOptions = { path: this.appJson.pages[0], query, scene: 1001, referrerInfo: {} };
    this.appInstance.onLaunch?.call(this.appInstance, launchOptions);
    this.appInstance.onShow?.call(this.appInstance, launchOptions);
  }

  /** Every page route of app.json: main package then each subpackage. */
  allRoutes() {
    const routes = [...this.appJson.pages];
    for (const sub of this.appJson.subPackages ?? this.appJson.subpackages ?? []) {
      for (const page of sub.pages) routes.push(`${sub.root.replace(/\/$/, '')}/${page}`);
    }
    return routes;
  }

  componentId(route) {
    let id = this.loadedIds.get(route);
    if (!id) {
      id = this.simulate.load(join(this.root, route), `page-${this.loadedIds.size}`, {
        rootPath: this.root,
        compiler: 'official',
      });
      this.loadedIds.set(route, id);
    }
    return id;
  }

  /** Opens `/route?query` like WeChat: navigateTo pushes, redirectTo replaces, reLaunch empties the stack. */
  async open(url, method = 'reLaunch') {
    const [rawPath, search = ''] = url.split('?');
    const route = rawPath.replace(/^\//, '');
    if (!this.allRoutes().includes(route)) throw { errMsg: `${method}:fail page "${route}" is not found` };
    const query = Object.fromEntries(new URLSearchParams(search));
    if (method === 'reLaunch' || method === 'switchTab') {
      while (this.stack.length) this.unloadTop();
    } else if (method === 'redirectTo') {
      if (this.stack.length) this.unloadTop();
    } else {
      const top = this.stack.at(-1);
      if (top) callHook(top.instance, 'onHide');
    }
    this.currentLabel = route;
    const id = this.componentId(route);
    const component = this.simulate.render(id);
    const parent = document.createElement('div');
    this.container.appendChild(parent);
    component.attach(parent);
    const instance = component.instance;
    normaliseSetData(instance);
    instance.route = route;
    instance.__route__ = route;
    instance.options = query;
    const entry = { route, query, component, instance, parent };
    this.stack.push(entry);
    callHook(instance, 'onLoad', { ...query });
    callHook(instance, 'onShow');
    callHook(instance, 'onReady');
    this.wxHandle.touch();
    return entry;
  }

  unloadTop() {
    const entry = this.stack.pop();
    if (!entry) return;
    callHook(entry.instance, 'onUnload');
    try {
      entry.component.detach();
    } catch {
      // detach of a page that never attached fully: nothing left to clean
    }
    entry.parent.remove();
  }

  async back(delta = 1) {
    const n = Math.min(Math.max(1, delta), this.stack.length - 1);
    for (let i = 0; i < n; i += 1) this.unloadTop();
    const top = this.stack.at(-1);
    if (top) {
      this.currentLabel = top.route;
      callHook(top.instance, 'onShow');
    }
  }

  top() {
    return this.stack.at(-1);
  }

  /** Waits until no request is in flight and nothing happened for `quietMs` (at most `maxMs`). */
  async settle({ quietMs = 250, maxMs = 8_000, minMs = 50 } = {}) {
    const started = performance.now();
    await sleep(minMs);
    while (performance.now() - started < maxMs) {
      if (this.wxHandle.idle(quietMs)) return true;
      await sleep(25);
    }
    return false;
  }

  /** Waits until `predicate()` is truthy (checked every 25 ms); `what` (text or a function giving it) names it. */
  async until(predicate, { timeoutMs = 8_000, what = 'condition' } = {}) {
    const started = performance.now();
    while (performance.now() - started < timeoutMs) {
      const value = predicate();
      if (value) return value;
      await sleep(25);
    }
    throw new Error(`timed out after ${timeoutMs} ms waiting for ${typeof what === 'function' ? what() : what}`);
  }

  /**
   * `until` for a sign-on: taps "同意并继续" whenever the app asks to accept the user agreement and privacy policy
   * (issue 15: a first sign-in of an employee who has not accepted the current version asks once).
   */
  async untilSignedOn(predicate, { timeoutMs = 15_000, what = 'the sign-on' } = {}) {
    const started = performance.now();
    while (performance.now() - started < timeoutMs) {
      if (this.find('同意并继续')) await this.tap('同意并继续');
      const value = predicate();
      if (value) return value;
      await sleep(25);
    }
    throw new Error(`timed out after ${timeoutMs} ms waiting for ${typeof what === 'function' ? what() : what}`);
  }

  /** Whether the top page shows a button with this id and open-type agreePrivacyAuthorization (WeChat's check). */
  isAgreeButton(id) {
    return this.elements().some((el) => {
      if (el.tagName.toLowerCase() !== 'wx-button') return false;
      // The attributes the template gave the native button (j-component keeps them on the virtual node).
      const attrs = this.attrs(el);
      return attrs.id === id && attrs.openType === 'agreePrivacyAuthorization';
    });
  }

  /** Dispatches an exparser event (e.g. 'agreeprivacyauthorization') on the first element matching `match`. */
  async dispatch(match, type, detail = {}, { entry = this.top() } = {}) {
    const element = this.find(match, { entry });
    if (!element) throw new Error(`nothing matches ${match} on ${entry?.route}`);
    const target = element.closest('wx-button') ?? element;
    dispatchExparser(target, type, detail);
    this.wxHandle.touch();
    return target;
  }

  /** The rendered text of the top page. */
  text(entry = this.top()) {
    return entry ? (entry.component.dom.textContent ?? '').replace(/\s+/g, ' ').trim() : '';
  }

  /** Elements of the top page's rendered tree (tag names are wx-view, wx-text…). */
  elements(entry = this.top()) {
    return entry ? [...entry.component.dom.querySelectorAll('*')] : [];
  }

  /**
   * Taps the first element of the top page whose own text (or aria-label) matches: dispatches the tap the way
   * exparser delivers it (touchstart + touchend on the node, bubbling to Taro's `eh` handler).
   */
  async tap(match, { entry = this.top(), within } = {}) {
    const element = this.find(match, { entry, within });
    if (!element)
      throw new Error(`nothing to tap matches ${match} on ${entry?.route}; text: ${this.text(entry).slice(0, 400)}`);
    tapElement(element);
    this.wxHandle.touch();
    return element;
  }

  find(match, { entry = this.top(), within } = {}) {
    const test = typeof match === 'string' ? (t) => t === match : (t) => match.test(t);
    const candidates = this.elements(entry).filter((el) => !within || within.contains(el));
    // The innermost element whose text matches: the one a finger would hit.
    const hits = candidates.filter((el) => {
      const label = el.getAttribute('aria-label');
      const own = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
      return (label && test(label)) || test(own);
    });
    const innermost = hits.filter((el) => !hits.some((other) => other !== el && el.contains(other)));
    return innermost[0] ?? null;
  }

  /** The attributes the template gave a native element (j-component keeps them on the virtual node). */
  attrs(element) {
    return Object.fromEntries((element.__wxElement?._vt?.attrs ?? []).map((a) => [a.name, a.value]));
  }

  /**
   * Types into the input/textarea of the top page whose aria-label, placeholder or id matches (exparser `input`
   * event with detail.value, as WeChat delivers typing).
   */
  async fill(match, value, { entry = this.top() } = {}) {
    const test = typeof match === 'string' ? (t) => t === match : (t) => match.test(t);
    const fields = this.elements(entry).filter((el) => /^wx-(input|textarea)$/.test(el.tagName.toLowerCase()));
    const el = fields.find((f) => {
      const a = this.attrs(f);
      return [a.ariaLabel, a.placeholder, a.id, a.name].some((v) => typeof v === 'string' && v && test(v));
    });
    if (!el) {
      const seen = fields.map((f) => JSON.stringify([this.attrs(f).ariaLabel, this.attrs(f).placeholder]));
      throw new Error(`no field matches ${match} on ${entry?.route}; fields: ${seen.join(', ')}`);
    }
    dispatchExparser(el, 'input', { value, cursor: value.length });
    this.wxHandle.touch();
    return el;
  }

  /** Types into the n-th input/textarea of the top page (exparser `input` event with detail.value). */
  async input(index, value, { entry = this.top() } = {}) {
    const inputs = this.elements(entry).filter((el) => /^wx-(input|textarea)$/.test(el.tagName.toLowerCase()));
    const el = inputs[index];
    if (!el) throw new Error(`no input #${index} on ${entry?.route} (${inputs.length} inputs)`);
    dispatchExparser(el, 'input', { value, cursor: value.length });
    this.wxHandle.touch();
  }
}

function tapElement(element) {
  dispatchExparser(element, 'tap', { x: 0, y: 0 });
}

/** An event the way j-component delivers one: on the node's exparser element, bubbling and composed. */
function dispatchExparser(element, type, detail) {
  const exparser = require('miniprogram-exparser');
  const node = element.__wxElement;
  if (!node) throw new Error(`element <${element.tagName.toLowerCase()}> has no exparser node`);
  exparser.Event.dispatchEvent(
    node,
    exparser.Event.create(type, detail, {
      bubbles: true,
      capturePhase: true,
      composed: true,
      extraFields: { touches: {}, changedTouches: {} },
    }),
  );
}

/**
 * A Taro page as a j-component Component: its functions become methods; the harness calls the page lifetimes
 * (onLoad/onShow/onReady) on the instance, as WeChat does for a page.
 */
function pageAsComponent(options) {
  const methods = {};
  let data = {};
  for (const [key, value] of Object.entries(options)) {
    if (typeof value === 'function') methods[key] = value;
    else if (key === 'data') data = value;
  }
  return {
    data,
    methods,
    options: { addGlobalClass: true },
    ...(options.behaviors ? { behaviors: options.behaviors } : {}),
  };
}

/**
 * Taro writes data paths as `root.cn.[0].v` (WeChat reads `.[0]` as an array index); exparser's path parser
 * needs `root.cn[0].v` to make arrays rather than objects keyed "0". Values are copied into the harness's realm:
 * exparser tells arrays by `instanceof Array`, which the bundle's own realm fails.
 */
function normaliseSetData(instance) {
  const original = instance.setData;
  instance.setData = (data, callback) => {
    const fixed = {};
    for (const [key, value] of Object.entries(data ?? {})) fixed[key.replace(/\.\[/g, '[')] = toHarnessRealm(value);
    return original.call(instance, fixed, callback);
  };
}

function toHarnessRealm(value) {
  try {
    return structuredClone(value);
  } catch {
    return JSON.parse(JSON.stringify(value ?? null));
  }
}

function callHook(instance, name, arg) {
  const fn = instance?.[name];
  if (typeof fn === 'function') fn.call(instance, arg);
}

function describe(value) {
  if (value instanceof Error || (value && typeof value === 'object' && 'stack' in value && 'message' in value)) {
    return value.stack || value.message;
  }
  if (typeof value === 'object') {
    try {
      return JSON.stringify(value)?.slice(0, 500);
    } catch {
      return String(value);
    }
  }
  return String(value);
}

export const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
