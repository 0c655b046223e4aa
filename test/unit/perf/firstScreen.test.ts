/** index.html's finishing steps of the H5 build (config/firstScreen.ts, used by FirstScreenPlugin). */
import { holdEntryScripts, inlineStyles, listRouteFiles } from '../../../config/firstScreen';

const built =
  '<html><head><script>rem()</script><script defer="defer" src="/js/1143.aa.js"></script>' +
  '<script defer="defer" src="/js/app.bb.js"></script><link href="/css/app.cc.css" rel="stylesheet"></head>' +
  '<body><div id="app"></div></body></html>';

test('entry scripts are held back (not fetched by the parser) in their order; inline scripts stay', () => {
  const out = holdEntryScripts(built);
  expect(out).toContain('<script>rem()</script>');
  expect(out.match(/<script type="obt\/entry" src="[^"]+">/g)).toEqual([
    '<script type="obt/entry" src="/js/1143.aa.js">',
    '<script type="obt/entry" src="/js/app.bb.js">',
  ]);
  expect(out).not.toMatch(/defer/);
});

test('entry style sheets become inline CSS, followed by the first page CSS; no render-blocking link remains', () => {
  const out = inlineStyles(built, (href) => (href === '/css/app.cc.css' ? ':root{--a:1}' : undefined), '.p{x:1}');
  expect(out).not.toContain('<link');
  expect(out).toContain('<style>:root{--a:1}.p{x:1}</style></head>');
});

test('an unknown style sheet keeps its link; CSS cannot close the style element', () => {
  const out = inlineStyles(built, () => undefined, 'a{content:"</style>"}');
  expect(out).toContain('<link href="/css/app.cc.css" rel="stylesheet">');
  expect(out).not.toMatch(/<\/style>"/);
});

test("the first-load routes' files land in index.html's JSON list, escaped", () => {
  const html =
    '<body><script type="application/json" id="obt-route-files">\n  {}\n</script><script>x()</script></body>';
  const out = listRouteFiles(html, { '/login': ['js/1908.a.js', 'css/1908.b.css'], '/x': ['</script>'] });
  const json = /id="obt-route-files">([^<]*)<\/script>/.exec(out)![1];
  expect(JSON.parse(json)).toEqual({ '/login': ['js/1908.a.js', 'css/1908.b.css'], '/x': ['</script>'] });
  expect(out).toContain('<script>x()</script>');
});
