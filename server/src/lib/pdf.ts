/**
 * A minimal PDF 1.4 writer (no dependencies): pages with text lines, lines and boxes; catalog, page tree, fonts,
 * uncompressed content streams, a cross-reference table with exact byte offsets and the trailer.
 *
 * Fonts: ASCII-only text uses the standard Helvetica (/F1, literal strings); any other text uses the non-embedded
 * CJK font STSong-Light (/F2: /Type0, /Encoding /UniGB-UCS2-H over a /CIDFontType0 of Adobe-GB1-2), written as
 * UCS-2BE hex strings. Every PDF reader ships (or substitutes) the Adobe CJK base fonts, so nothing is embedded.
 *
 * Coordinates given to the page API are in points from the TOP-left corner (y grows downwards), which is how the
 * documents are laid out; the writer turns them into PDF user space (bottom-left origin).
 */

/** A4 portrait in points. */
export const A4 = { width: 595.28, height: 841.89 } as const;

export type PdfAlign = 'left' | 'center' | 'right';

export interface TextOptions {
  /** Font size in points (default 10). */
  size?: number;
  /** x is the left edge (default), the centre or the right edge of the text. */
  align?: PdfAlign;
  /** RGB 0..1 (default black). */
  color?: readonly [number, number, number];
}

export interface LineOptions {
  /** Line width in points (default 0.75). */
  width?: number;
  color?: readonly [number, number, number];
}

export interface BoxOptions extends LineOptions {
  /** Fill grey level 0 (black) .. 1 (white); no fill when absent. */
  fill?: number;
  /** Stroke the border (default true). */
  stroke?: boolean;
}

const HELVETICA_WIDTHS: Record<string, number> = {
  ' ': 278,
  '!': 278,
  '"': 355,
  '#': 556,
  $: 556,
  '%': 889,
  '&': 667,
  "'": 191,
  '(': 333,
  ')': 333,
  '*': 389,
  '+': 584,
  ',': 278,
  '-': 333,
  '.': 278,
  '/': 278,
  ':': 278,
  ';': 278,
  '<': 584,
  '=': 584,
  '>': 584,
  '?': 556,
  '@': 1015,
  '[': 278,
  '\\': 278,
  ']': 278,
  '^': 469,
  _: 556,
  '`': 333,
  '{': 334,
  '|': 260,
  '}': 334,
  '~': 584,
  I: 278,
  J: 500,
  M: 833,
  W: 944,
  f: 278,
  i: 222,
  j: 222,
  l: 222,
  m: 833,
  r: 333,
  t: 278,
  w: 722,
};

/** Whether a text can be written in Helvetica (printable ASCII only). */
export function isAscii(text: string): boolean {
  return /^[\x20-\x7E]*$/.test(text);
}

/** Approximate advance width of a text in points (Helvetica metrics, or 1 em per CJK and ½ em per ASCII char). */
export function textWidth(text: string, size: number): number {
  let units = 0;
  if (isAscii(text)) {
    for (const ch of text) {
      const known = HELVETICA_WIDTHS[ch];
      units += known ?? (/[A-Z]/.test(ch) ? 667 : 556);
    }
  } else {
    for (const ch of text) units += ch.charCodeAt(0) < 0x80 ? 500 : 1000;
  }
  return (units / 1000) * size;
}

/** A number as PDF writes it: at most 2 decimals, no exponent. */
function n(v: number): string {
  const r = Math.round(v * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
}

/** A literal string for Helvetica: backslash and parentheses escaped. */
function literal(text: string): string {
  return `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/** UCS-2BE hex of a text (characters outside the BMP become '?'). */
export function ucs2Hex(text: string): string {
  let hex = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0x3f;
    hex += (code > 0xffff ? 0x3f : code).toString(16).toUpperCase().padStart(4, '0');
  }
  return hex;
}

/** A text string for the document information dictionary: ASCII literal, else UTF-16BE hex with a BOM. */
function infoString(text: string): string {
  return isAscii(text) ? literal(text) : `<FEFF${ucs2Hex(text)}>`;
}

function rgb(color: readonly [number, number, number] | undefined, op: 'rg' | 'RG'): string {
  const [r, g, b] = color ?? [0, 0, 0];
  return `${n(r)} ${n(g)} ${n(b)} ${op}`;
}

/** One page being drawn; created by {@link PdfDocument.addPage}. */
export class PdfPage {
  readonly ops: string[] = [];

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  private y(top: number): number {
    return this.height - top;
  }

  /** Writes one line of text with its baseline at `top` points from the top. */
  text(x: number, top: number, text: string, opts: TextOptions = {}): this {
    if (text === '') return this;
    const size = opts.size ?? 10;
    const w = textWidth(text, size);
    const left = opts.align === 'right' ? x - w : opts.align === 'center' ? x - w / 2 : x;
    const ascii = isAscii(text);
    const font = ascii ? '/F1' : '/F2';
    const str = ascii ? literal(text) : `<${ucs2Hex(text)}>`;
    this.ops.push(`BT ${rgb(opts.color, 'rg')} ${font} ${n(size)} Tf ${n(left)} ${n(this.y(top))} Td ${str} Tj ET`);
    return this;
  }

  /** A straight line between two points (top-left coordinates). */
  line(x1: number, top1: number, x2: number, top2: number, opts: LineOptions = {}): this {
    this.ops.push(
      `q ${n(opts.width ?? 0.75)} w ${rgb(opts.color, 'RG')} ${n(x1)} ${n(this.y(top1))} m ${n(x2)} ${n(this.y(top2))} l S Q`,
    );
    return this;
  }

  /** A rectangle whose top-left corner is (x, top). */
  box(x: number, top: number, w: number, h: number, opts: BoxOptions = {}): this {
    const stroke = opts.stroke ?? true;
    const rect = `${n(x)} ${n(this.y(top + h))} ${n(w)} ${n(h)} re`;
    const parts = [`q ${n(opts.width ?? 0.75)} w ${rgb(opts.color, 'RG')}`];
    if (opts.fill !== undefined) parts.push(`${n(opts.fill)} g`);
    const paint = opts.fill !== undefined ? (stroke ? 'B' : 'f') : stroke ? 'S' : 'n';
    parts.push(`${rect} ${paint} Q`);
    this.ops.push(parts.join(' '));
    return this;
  }
}

export interface PdfInfo {
  title?: string;
  author?: string;
  subject?: string;
  /** Creation time (epoch ms), written in China time (+08'00). */
  createdAtMs?: number;
}

/** PDF date string D:YYYYMMDDHHmmss+08'00' of an instant, in China time. */
function pdfDate(ms: number): string {
  const d = new Date(ms + 8 * 3600_000);
  const p = (v: number, w = 2) => String(v).padStart(w, '0');
  return `D:${p(d.getUTCFullYear(), 4)}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}+08'00'`;
}

/** A document: add pages, draw on them, then {@link PdfDocument.toBuffer}. */
export class PdfDocument {
  private readonly pages: PdfPage[] = [];

  constructor(private readonly info: PdfInfo = {}) {}

  addPage(width: number = A4.width, height: number = A4.height): PdfPage {
    const page = new PdfPage(width, height);
    this.pages.push(page);
    return page;
  }

  /** The finished file. */
  toBuffer(): Buffer {
    if (this.pages.length === 0) this.addPage();
    // Fixed objects 1..7, then a page and its content stream per page.
    const objects: string[] = [];
    const pageIds = this.pages.map((_, i) => 8 + i * 2);
    objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
    objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${this.pages.length} >>`;
    objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
    objects[4] =
      '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [5 0 R] >>';
    objects[5] =
      '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light ' +
      '/CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor 6 0 R /DW 1000 /W [1 95 500] >>';
    objects[6] =
      '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 ' +
      '/Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>';
    const info = [`/Producer (obt reference server)`];
    if (this.info.title) info.push(`/Title ${infoString(this.info.title)}`);
    if (this.info.author) info.push(`/Author ${infoString(this.info.author)}`);
    if (this.info.subject) info.push(`/Subject ${infoString(this.info.subject)}`);
    if (this.info.createdAtMs !== undefined) info.push(`/CreationDate (${pdfDate(this.info.createdAtMs)})`);
    objects[7] = `<< ${info.join(' ')} >>`;
    this.pages.forEach((page, i) => {
      const pageId = pageIds[i] as number;
      const content = page.ops.join('\n');
      objects[pageId] =
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${n(page.width)} ${n(page.height)}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
      // Content is ASCII only (CJK text is hex), so characters are bytes.
      objects[pageId + 1] = `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;
    });

    const chunks: Buffer[] = [];
    let offset = 0;
    const push = (b: Buffer) => {
      chunks.push(b);
      offset += b.length;
    };
    // The binary comment tells transfer tools the file is binary.
    push(Buffer.from('%PDF-1.4\n', 'latin1'));
    push(Buffer.from([0x25, 0xe2, 0xe3, 0xcf, 0xd3, 0x0a]));
    const offsets: number[] = [];
    for (let id = 1; id < objects.length; id += 1) {
      offsets[id] = offset;
      push(Buffer.from(`${id} 0 obj\n${objects[id] ?? 'null'}\nendobj\n`, 'latin1'));
    }
    const xrefAt = offset;
    const size = objects.length;
    const rows = ['xref', `0 ${size}`, '0000000000 65535 f '];
    for (let id = 1; id < size; id += 1) rows.push(`${String(offsets[id]).padStart(10, '0')} 00000 n `);
    push(Buffer.from(`${rows.join('\n')}\n`, 'latin1'));
    push(Buffer.from(`trailer\n<< /Size ${size} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`, 'latin1'));
    return Buffer.concat(chunks);
  }
}

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const UNITS = ['', '拾', '佰', '仟'];
const SECTIONS = ['', '万', '亿', '万亿'];

/** An amount in fen in Chinese capital figures as printed on invoices, e.g. 12345 → 壹佰贰拾叁元肆角伍分. */
export function fenToChineseCapital(fen: number): string {
  const total = Math.round(Math.abs(fen));
  const prefix = fen < 0 ? '负' : '';
  const yuan = Math.floor(total / 100);
  const jiao = Math.floor((total % 100) / 10);
  const fenPart = total % 10;
  let intText = '';
  if (yuan === 0) {
    intText = '';
  } else {
    let rest = yuan;
    let section = 0;
    let needZero = false;
    const parts: string[] = [];
    while (rest > 0) {
      const group = rest % 10000;
      rest = Math.floor(rest / 10000);
      if (group === 0) {
        needZero = parts.length > 0;
        section += 1;
        continue;
      }
      let g = '';
      let zero = false;
      for (let i = 3; i >= 0; i -= 1) {
        const d = Math.floor(group / 10 ** i) % 10;
        if (d === 0) {
          zero = g !== '';
        } else {
          if (zero) g += '零';
          zero = false;
          g += (DIGITS[d] as string) + (UNITS[i] as string);
        }
      }
      const leadingZero = group < 1000 && rest > 0;
      parts.unshift((leadingZero ? '零' : '') + g + (SECTIONS[section] as string) + (needZero ? '零' : ''));
      needZero = false;
      section += 1;
    }
    intText = parts.join('').replace(/零+/g, '零').replace(/零$/, '');
  }
  if (yuan === 0 && jiao === 0 && fenPart === 0) return '零元整';
  let out = intText ? `${intText}元` : '';
  if (jiao === 0 && fenPart === 0) return `${prefix}${out}整`;
  if (jiao > 0) out += `${DIGITS[jiao] as string}角`;
  else if (intText) out += '零';
  if (fenPart > 0) out += `${DIGITS[fenPart] as string}分`;
  else out += '整';
  return prefix + out;
}
