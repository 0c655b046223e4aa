/**
 * Issue 16 defect 13: the image code is drawn as strokes (no <text>, no character of the code anywhere in the
 * answer), differently every time, still readable by shape, and verification still works.
 */
import { imageCodeSvg } from '../../server/src/modules/sms/imageCode';
import font from '../../server/src/modules/sms/imageCodeFont.json';
import { readImageCode, svgOfDataUrl } from '../lib/imageCodeReader.mjs';
import { DEMO, call, createTestApp, type TestApp } from './helpers/testApp';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The text between the tags of an SVG (none when everything is drawn). */
const textNodes = (svg: string) => svg.replace(/<[^>]*>/g, '').trim();

describe('drawing', () => {
  it('has no text element and no text at all, only shapes', () => {
    for (const code of ['K7MW', 'ABCD', '2345', 'XYZ9']) {
      const url = imageCodeSvg(code);
      const svg = svgOfDataUrl(url);
      expect(svg).toMatch(/^<svg [^>]*>/);
      expect(svg).not.toMatch(/<text|<tspan|<textPath|<foreignObject|<use|<font|<glyph|<style|<script/i);
      expect(textNodes(svg)).toBe('');
      const tags = new Set([...svg.matchAll(/<([a-zA-Z]+)/g)].map((m) => m[1]));
      expect([...tags].sort()).toEqual(['circle', 'path', 'rect', 'svg']);
      expect(svg).not.toContain(code);
      expect(url).not.toContain(code);
    }
  });

  it('never draws the same code the same way twice', () => {
    const drawings = new Set(Array.from({ length: 20 }, () => svgOfDataUrl(imageCodeSvg('K7MW'))));
    expect(drawings.size).toBe(20);
    // Not only the noise: the character strokes themselves differ.
    const strokes = (svg: string) =>
      [...svg.matchAll(/<path d="([^"]+)"[^>]*stroke-width="(2\.\d)"/g)]
        .map((m) => m[1])
        .sort()
        .join('|');
    const a = strokes(svgOfDataUrl(imageCodeSvg('K7MW')));
    const b = strokes(svgOfDataUrl(imageCodeSvg('K7MW')));
    expect(a).not.toBe('');
    expect(a).not.toBe(b);
  });

  it('keeps every character of the alphabet legible by its shape', () => {
    let read = 0;
    let total = 0;
    // Every character three times, in shuffled groups of four.
    const chars = [...ALPHABET, ...ALPHABET, ...ALPHABET];
    for (let i = 0; i < chars.length; i += 4) {
      const code = chars.slice(i, i + 4).join('');
      const got = readImageCode(svgOfDataUrl(imageCodeSvg(code)), font);
      total += code.length;
      for (let k = 0; k < code.length; k += 1) if (got[k] === code[k]) read += 1;
    }
    // A person reads it; a wrong read now and then is allowed (a refused code is simply redrawn).
    expect(read / total).toBeGreaterThanOrEqual(0.97);
  });
});

describe('getValidateCode', () => {
  it('answers a picture only, and the code read off it passes the reset-password step once', async () => {
    const img = await call<{ validateCodeId: string; image: string }>(t.app, '/obt/getValidateCode', {});
    expect(img.code).toBe(1);
    expect(Object.keys(img.data).sort()).toEqual(['image', 'validateCodeId']);
    const svg = svgOfDataUrl(img.data.image);
    expect(textNodes(svg)).toBe('');
    const code = readImageCode(svg, font);
    expect(code).toMatch(/^[A-Z2-9]{4}$/);

    const wrong = await call(t.app, '/obt/smsCodeGet', {
      phoneNumber: DEMO.lisi.phone,
      scene: 3,
      imageCodeId: img.data.validateCodeId,
      imageCode: code === 'AAAA' ? 'BBBB' : 'AAAA',
    });
    expect(wrong.code).toBe(2);

    // A refused code is gone (single use): the person gets a new picture.
    const fresh = await call<{ validateCodeId: string; image: string }>(t.app, '/obt/getValidateCode', {});
    let answer = readImageCode(svgOfDataUrl(fresh.data.image), font);
    let id = fresh.data.validateCodeId;
    let ok = await call(t.app, '/obt/smsCodeGet', {
      phoneNumber: DEMO.lisi.phone,
      scene: 3,
      imageCodeId: id,
      imageCode: answer.toLowerCase(),
    });
    // The shape reader may misread now and then, as a person may: one more picture then.
    if (ok.code !== 1) {
      const again = await call<{ validateCodeId: string; image: string }>(t.app, '/obt/getValidateCode', {});
      answer = readImageCode(svgOfDataUrl(again.data.image), font);
      id = again.data.validateCodeId;
      t.clock.advance(61_000);
      ok = await call(t.app, '/obt/smsCodeGet', {
        phoneNumber: DEMO.lisi.phone,
        scene: 3,
        imageCodeId: id,
        imageCode: answer,
      });
    }
    expect(ok.code).toBe(1);
    t.clock.advance(61_000);
    const reuse = await call(t.app, '/obt/smsCodeGet', {
      phoneNumber: DEMO.lisi.phone,
      scene: 3,
      imageCodeId: id,
      imageCode: answer,
    });
    expect(reuse.code).toBe(2);
  });
});
