/**
 * config/minifyInline.ts (issue 17): index.html's inline scripts and bare styles are shipped minified; data and held
 * entry scripts are left as they are.
 */
import { minifyCss, minifyInlineScripts } from '../../../config/minifyInline';

const STARTER = `<script>
      // Explains why, at length: none of this reaches the phone.
      (function (data) {
        var greeting = data.texts['zh-CN'];
        window.__seen = greeting + '!';
      })({ texts: { 'zh-CN': '您好' } });
    </script>`;
const DATA = `<script type="application/json" id="obt-route-files">
      { "/login": ["js/1.js"] }
    </script>`;
const HELD = `<script type="obt/entry" src="/js/app.js"></script>`;

describe('minifyInlineScripts', () => {
  it('minifies bare inline scripts and keeps what they do', async () => {
    const html = `<head>${STARTER}</head><body>${DATA}${HELD}</body>`;
    const out = await minifyInlineScripts(html);
    const code = /<script>([\s\S]*?)<\/script>/.exec(out)![1];
    expect(code).not.toContain('Explains why');
    expect(code.length).toBeLessThan(STARTER.length / 2);
    const window: { __seen?: string } = {};
    new Function('window', code)(window);
    expect(window.__seen).toBe('您好!');
  });

  it('leaves typed scripts (JSON data, held entry scripts) byte for byte', async () => {
    const out = await minifyInlineScripts(`${DATA}${HELD}`);
    expect(out).toBe(`${DATA}${HELD}`);
  });
});

describe('minifyCss (the bare inline styles)', () => {
  const SPLASH = `<style>
      /* The splash: painted with the document. */
      #obt-splash {
        position: fixed;
        font-family: -apple-system, 'PingFang SC', "Helvetica  Neue", sans-serif;
        transition: opacity 0.2s ease-out;
        width: calc(100% - 16px);
      }
      #obt-splash.obt-splash--out > svg,
      .a :hover [data-x="a ,  b"] {
        opacity: 0;
      }
      @media (prefers-reduced-motion: reduce) {
        #obt-splash {
          transition: none;
        }
      }
    </style>`;

  it('drops comments and the whitespace the rules do not need, keeping strings and meaningful spaces', async () => {
    const out = await minifyInlineScripts(SPLASH);
    expect(out).toBe(
      '<style>#obt-splash{position:fixed;font-family:-apple-system,\'PingFang SC\',"Helvetica  Neue",sans-serif;' +
        'transition:opacity 0.2s ease-out;width:calc(100% - 16px)}' +
        '#obt-splash.obt-splash--out>svg,.a :hover [data-x="a ,  b"]{opacity:0}' +
        '@media (prefers-reduced-motion:reduce){#obt-splash{transition:none}}</style>',
    );
  });

  it('leaves styles with attributes and minified CSS as they are', async () => {
    expect(await minifyInlineScripts('<style media="print">a { b: c }</style>')).toBe(
      '<style media="print">a { b: c }</style>',
    );
    expect(minifyCss('a{b:c}d e>f{g:h i}')).toBe('a{b:c}d e>f{g:h i}');
  });
});
