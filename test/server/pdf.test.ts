import { PdfDocument, fenToChineseCapital, textWidth, ucs2Hex } from '../../server/src/lib/pdf';

function sample(): Buffer {
  const doc = new PdfDocument({ title: '电子发票 test', createdAtMs: Date.UTC(2026, 10, 22, 4, 0, 0) });
  const page = doc.addPage();
  page.text(40, 60, 'Invoice (INV-1) \\ back', { size: 14 });
  page.text(40, 90, '电子发票（普通发票）', { size: 18, align: 'left', color: [0.6, 0, 0] });
  page.text(555, 120, '123.45', { align: 'right' });
  page.line(40, 130, 555, 130);
  page.box(40, 140, 515, 60, { fill: 0.95 });
  doc.addPage().text(40, 60, 'page 2');
  return doc.toBuffer();
}

describe('server/src/lib/pdf: a minimal PDF 1.4 writer', () => {
  const pdf = sample();
  const text = pdf.toString('latin1');

  it('starts with the PDF 1.4 header and ends with %%EOF', () => {
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('has an xref table whose offsets point at each "n 0 obj" and a startxref pointing at it', () => {
    const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const header = /xref\n0 (\d+)\n/.exec(text.slice(startxref));
    const size = Number(header?.[1]);
    expect(size).toBeGreaterThan(8);
    const rows = text
      .slice(startxref)
      .split('\n')
      .slice(2, 2 + size);
    expect(rows[0]).toBe('0000000000 65535 f ');
    for (let id = 1; id < size; id += 1) {
      const row = rows[id] as string;
      expect(row).toMatch(/^\d{10} 00000 n $/);
      const at = Number(row.slice(0, 10));
      expect(text.slice(at, at + `${id} 0 obj`.length)).toBe(`${id} 0 obj`);
    }
    expect(text).toContain(`/Size ${size} /Root 1 0 R`);
  });

  it('declares the CJK font as a non-embedded Type0 STSong-Light over Adobe-GB1', () => {
    expect(text).toContain('/Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H');
    expect(text).toContain('/Subtype /CIDFontType0');
    expect(text).toContain('/CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >>');
    expect(text).not.toContain('/FontFile');
  });

  it('writes Chinese text as UCS-2BE hex in the CJK font and ASCII in Helvetica', () => {
    expect(ucs2Hex('电子发票')).toBe('75355B5053D17968');
    expect(text).toContain(`/F2 18 Tf 40 751.89 Td <${ucs2Hex('电子发票（普通发票）')}> Tj`);
    expect(text).toContain('/F1 14 Tf 40 781.89 Td (Invoice \\(INV-1\\) \\\\ back) Tj');
    // The Info title is UTF-16BE with a byte-order mark.
    expect(text).toContain(`/Title <FEFF${ucs2Hex('电子发票 test')}>`);
    expect(text).toContain("/CreationDate (D:20261122120000+08'00')");
  });

  it('gives each content stream its exact /Length', () => {
    for (const m of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
      const start = (m.index ?? 0) + m[0].length;
      const len = Number(m[1]);
      expect(text.slice(start + len, start + len + '\nendstream'.length)).toBe('\nendstream');
    }
  });

  it('counts the pages', () => {
    expect(text).toContain('/Type /Pages /Kids [8 0 R 10 0 R] /Count 2');
  });

  it('right-aligns with the Helvetica metrics', () => {
    expect(textWidth('123.45', 10)).toBeCloseTo((5 * 556 + 278) / 100, 5);
    expect(text).toContain(
      `/F1 10 Tf ${Math.round((555 - textWidth('123.45', 10)) * 100) / 100} 721.89 Td (123.45) Tj`,
    );
  });

  it('prints amounts in Chinese capital figures', () => {
    expect(fenToChineseCapital(12345)).toBe('壹佰贰拾叁元肆角伍分');
    expect(fenToChineseCapital(100000)).toBe('壹仟元整');
    expect(fenToChineseCapital(1002000)).toBe('壹万零贰拾元整');
    expect(fenToChineseCapital(1000005)).toBe('壹万元零伍分');
    expect(fenToChineseCapital(0)).toBe('零元整');
  });
});
