/**
 * H5 only: finishes index.html for the first paint (issue 17). After html-webpack-plugin has written it and the
 * CSS is final: the entry style sheets become one inline <style> and every CSS file of the first-screen routes
 * (/login, /home, the product lists with a first screen) an inline <style data-route> naming the routes that load it
 * (no render-blocking request; the first screen paints with the page's real rules; the inline script keeps only the
 * visited route's), and the entry scripts are
 * held back for the inline starter in src/index.html, which loads them after that first paint. It also writes the
 * JS and CSS files of the first-load routes into index.html, so the starter preloads the route's own chunks
 * beside the entry instead of after it has run, and the list routes' early first calls (config/firstCalls.ts), so
 * a list's first data request starts while the entry downloads. The first-screen parts (src/boot/firstScreenPart.ts:
 * every `firstScreenPart.ts` module's routes among the first-load routes) become files of their own,
 * `first/<route>.<hash>.js`, each with its route's markup, first-screen CSS and texts, which index.html's head script
 * writes in on that route only.
 */
import { createHash } from 'node:crypto';
import type { Chunk, Compilation, Compiler, Module } from 'webpack';
import { minifyInlineScripts } from './minifyInline';
import {
  allTexts,
  firstCallModules,
  firstCallsScript,
  firstScreenPartScript,
  inlineFirstCalls,
  partScreens,
  textsOf,
} from './firstCalls';
import {
  holdEntryScripts,
  inlineRouteStyles,
  inlineStyles,
  listRouteFiles,
  markupClasses,
  pruneCss,
  textKeys,
} from './firstScreen';

/** A route with a first screen: its Taro page; a product list's markup (its CSS is cut down to what that uses). */
export interface ScreenRoute {
  readonly page: string;
  readonly markup?: string;
}

export class FirstScreenPlugin {
  /**
   * @param preload spec URL → Taro page path of the routes whose files index.html lists for preloading.
   * @param screens spec URL → the routes with a first screen (their CSS is inlined).
   */
  constructor(
    private readonly preload: Record<string, string>,
    private readonly screens: Record<string, ScreenRoute>,
  ) {}

  apply(compiler: Compiler): void {
    const { Compilation: C, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('FirstScreenPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After html-webpack-plugin (OPTIMIZE_INLINE) and CSS minification; before the precompress step.
        { name: 'FirstScreenPlugin', stage: C.PROCESS_ASSETS_STAGE_SUMMARIZE },
        async () => {
          const html = compilation.getAsset('index.html');
          if (!html) return;
          const text = (name: string) => compilation.getAsset(name)?.source.source().toString();
          const cssOf = (href: string) => text(href.replace(/^\.?\//, ''));
          const routeCss: Record<string, string[]> = {};
          const classes: Record<string, Set<string>> = {};
          for (const [url, { page, markup }] of Object.entries(this.screens)) {
            routeCss[url] = pageFiles(compilation, page).filter((name) => name.endsWith('.css'));
            if (markup) classes[url] = markupClasses(markup);
          }
          const routeText = (file: string, url: string) => {
            const css = text(file) ?? '';
            return classes[url] ? pruneCss(css, classes[url]) : css;
          };
          const routeFiles: Record<string, string[]> = {};
          for (const [url, page] of Object.entries(this.preload)) {
            const files = pageFiles(compilation, page);
            if (files.length) routeFiles[url] = files;
          }
          const out = listRouteFiles(
            holdEntryScripts(
              inlineRouteStyles(inlineStyles(html.source.source().toString(), cssOf, ''), routeCss, routeText),
            ),
            routeFiles,
          );
          const production = compiler.options.mode === 'production';
          // The first-screen parts: a file per route, named in index.html's head script.
          const parts: Record<string, string> = {};
          let texts: Awaited<ReturnType<typeof allTexts>> | null = null;
          for (const file of firstCallModules(undefined, 'firstScreenPart.ts')) {
            for (const [route, markupOf] of Object.entries(await partScreens(file))) {
              const page = this.preload[route];
              if (!page) continue;
              const markup = markupOf();
              const classes = markupClasses(markup);
              const css = pageFiles(compilation, page)
                .filter((name) => name.endsWith('.css'))
                .map((name) => pruneCss(text(name) ?? '', classes))
                .join('');
              texts ??= await allTexts();
              const source = { route, module: file, markup, css, texts: textsOf(texts, textKeys(markup)) };
              const code = await firstScreenPartScript(source, production);
              const hash = createHash('sha256').update(code).digest('hex').slice(0, 8);
              const name = `first/${route.slice(1).replace(/[^\w]+/g, '-')}.${hash}.js`;
              compilation.emitAsset(name, new sources.RawSource(code));
              parts[route] = name;
            }
          }
          const early = await firstCallsScript({
            base: process.env.TARO_APP_API_BASE ?? '',
            minify: production,
            parts,
          });
          const withCalls = inlineFirstCalls(out, early);
          compilation.updateAsset(
            'index.html',
            new sources.RawSource(production ? await minifyInlineScripts(withCalls) : withCalls),
          );
        },
      );
    });
  }
}

/** JS and CSS files of every chunk a page route loads (its page chunk group, entry chunks excluded). */
function pageFiles(compilation: Compilation, page: string): string[] {
  const files = new Set<string>();
  const file = new RegExp(`[\\\\/]src[\\\\/]${page.split('/').join('[\\\\/]')}\\.tsx?$`);
  for (const module of compilation.modules) {
    // Production builds concatenate modules: the page is then the root (or an inner part) of a concatenated one.
    const parts = [module, ...((module as { modules?: Module[] }).modules ?? [])];
    if (!parts.some((part) => file.test(part.nameForCondition?.() ?? ''))) continue;
    for (const chunk of compilation.chunkGraph.getModuleChunksIterable(module)) {
      for (const group of chunk.groupsIterable) {
        for (const member of group.chunks as Chunk[]) {
          if (member.hasRuntime()) continue;
          for (const name of member.files) if (/\.(js|css)$/.test(name)) files.add(name);
        }
      }
    }
  }
  return [...files];
}
