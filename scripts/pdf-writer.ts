/**
 * A tiny PDF 1.4 writer for text documents: A4 pages, the standard Helvetica fonts (no embedding), word
 * wrapping and automatic page breaks. Enough for the company profile; no dependency, deterministic output.
 * Standard fonts only cover WinAnsi (Western European) text, so other characters are transliterated or
 * replaced with '?'.
 */

export const pageSize = { width: 595, height: 842 } as const;
const margin = 56;

// Helvetica advance widths (1/1000 em) for ASCII 32–126, from the font's AFM file.
const helveticaWidths = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
];

// WinAnsiEncoding bytes 0x80–0x9F differ from Latin-1; 0xA0–0xFF are the same.
const winAnsiExtras: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

function winAnsiByte(ch: string): number | null {
  const code = ch.codePointAt(0) ?? 0;
  if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff)) return code;
  return winAnsiExtras[ch] ?? null;
}

/** Text as WinAnsi bytes (a latin1 string): unknown letters lose their accents (ı → i, ş → s), the rest become '?'. */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const ch of text.replace(/\s+/g, ' ')) {
    let byte = winAnsiByte(ch);
    if (byte === null) {
      const base = ch === 'ı' ? 'i' : ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      byte = base.length === 1 ? winAnsiByte(base) : null;
    }
    out += String.fromCharCode(byte ?? 0x3f);
  }
  return out;
}

/** Width in points of a WinAnsi string in Helvetica (bold is about 5% wider). */
export function textWidth(winAnsi: string, size: number, bold = false): number {
  let units = 0;
  for (let i = 0; i < winAnsi.length; i++) {
    const c = winAnsi.charCodeAt(i);
    units += c >= 32 && c <= 126 ? helveticaWidths[c - 32] : 556;
  }
  return (units * size * (bold ? 1.05 : 1)) / 1000;
}

/** Greedy word wrap of a WinAnsi string to lines no wider than maxWidth (a single over-long word stays whole). */
export function wrap(winAnsi: string, size: number, maxWidth: number, bold = false): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of winAnsi.split(' ').filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size, bold) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

const escapePdfString = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

/** A document-information string (any Unicode): UTF-16BE with a byte-order mark, as a hex string. */
const infoString = (s: string) =>
  `<FEFF${Array.from(Buffer.from(s, 'utf16le').swap16())
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()}>`;

export interface TextBlock {
  text: string;
  size?: number;
  bold?: boolean;
  /** RGB 0–1 */
  color?: [number, number, number];
  /** Extra space before the block, in points. */
  spaceBefore?: number;
}

export interface PdfDocument {
  title: string;
  author?: string;
  blocks: TextBlock[];
}

/** Lays the blocks out top to bottom on as many A4 pages as needed and returns the PDF file. */
export function renderPdf(doc: PdfDocument): Buffer {
  const maxWidth = pageSize.width - 2 * margin;
  const pages: string[][] = [[]];
  let y = pageSize.height - margin;
  for (const block of doc.blocks) {
    const size = block.size ?? 11;
    const leading = size * 1.35;
    y -= block.spaceBefore ?? 0;
    const [r, g, b] = block.color ?? [0.12, 0.11, 0.1];
    for (const line of wrap(toWinAnsi(block.text), size, maxWidth, block.bold)) {
      if (y - leading < margin) {
        pages.push([]);
        y = pageSize.height - margin;
      }
      y -= leading;
      pages[pages.length - 1].push(
        `BT /${block.bold ? 'F2' : 'F1'} ${size} Tf ${r} ${g} ${b} rg ${margin} ${y.toFixed(2)} Td (${escapePdfString(line)}) Tj ET`,
      );
    }
  }

  // Objects: 1 catalog, 2 page tree, 3–4 fonts, 5 info, then a page and its content stream per page.
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 6 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  objects[5] = `<< /Title ${infoString(doc.title)}${doc.author ? ` /Author ${infoString(doc.author)}` : ''} /Producer (scripts/pdf-writer.ts) >>`;
  pages.forEach((lines, i) => {
    const stream = lines.join('\n');
    objects[pageIds[i]] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageSize.width} ${pageSize.height}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i] + 1} 0 R >>`;
    objects[pageIds[i] + 1] = `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`;
  });

  // Header with a binary comment so transfer tools treat the file as binary.
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(out, 'latin1');
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
