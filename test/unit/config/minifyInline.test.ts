/**
 * config/minifyInline.ts (issue 17): index.html's inline scripts are shipped minified; data and held entry scripts
 * are left as they are.
 */
import { minifyInlineScripts } from '../../../config/minifyInline';

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
