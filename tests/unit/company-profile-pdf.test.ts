// The company profile PDF: a well-formed file (every cross-reference points at its object) carrying the data's texts.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { renderPdf, textWidth, toWinAnsi, wrap, pageSize } from '../../scripts/pdf-writer';
import { companyProfileBlocks, writeCompanyProfile } from '../../scripts/company-profile-pdf';

const root = path.resolve(__dirname, '..', '..');
const dataDir = path.join(root, 'data');
const localeDir = path.join(root, 'src', 'i18n', 'locales');
const company = JSON.parse(fs.readFileSync(path.join(dataDir, 'company.json'), 'utf8'));
const team = JSON.parse(fs.readFileSync(path.join(dataDir, 'team.json'), 'utf8'));

/** Checks the file's structure the way a reader does: header, xref offsets, startxref, trailer, page count. */
function checkStructure(pdf: Buffer): { pages: number; text: string } {
  const s = pdf.toString('latin1');
  expect(s.startsWith('%PDF-1.4\n')).toBe(true);
  expect(s.trimEnd().endsWith('%%EOF')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\s*$/.exec(s)?.[1]);
  expect(s.slice(startxref, startxref + 4)).toBe('xref');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(s.slice(startxref)) ?? [];
  expect(Number(first)).toBe(0);
  const entries = s
    .slice(startxref)
    .split('\n')
    .slice(2, 2 + Number(count));
  entries.slice(1).forEach((entry, i) => {
    expect(entry).toMatch(/^\d{10} 00000 n $/);
    const offset = Number(entry.slice(0, 10));
    expect(s.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
  });
  expect(s).toMatch(new RegExp(`trailer\\n<< /Size ${count} /Root 1 0 R`));
  // Stream lengths must match the bytes between "stream\n" and "\nendstream".
  for (const m of s.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = (m.index ?? 0) + m[0].length;
    expect(s.slice(start + Number(m[1]), start + Number(m[1]) + 10)).toBe('\nendstream');
  }
  const pages = Number(/\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/.exec(s)?.[1]);
  expect((s.match(/\/Type \/Page /g) ?? []).length).toBe(pages);
  const text = [...s.matchAll(/\((.*)\) Tj/g)].map((m) => m[1].replace(/\\([\\()])/g, '$1')).join(' ');
  return { pages, text };
}

describe('pdf writer', () => {
  it('encodes Western European text as WinAnsi and transliterates what it cannot show', () => {
    expect(toWinAnsi('30,000 m² — “Café”')).toBe('30,000 m\xb2 \x97 \x93Caf\xe9\x94');
    expect(toWinAnsi('Kerem Aydın, Şile')).toBe('Kerem Aydin, Sile');
    expect(toWinAnsi('رخام')).toBe('????');
  });

  it('wraps lines to the given width without losing words', () => {
    const text = toWinAnsi(company.mission.en);
    const lines = wrap(text, 11, 200);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(line, 11)).toBeLessThanOrEqual(200);
    expect(lines.join(' ')).toBe(text.replace(/\s+/g, ' ').trim());
  });

  it('breaks onto new pages and keeps every line inside the page', () => {
    const blocks = Array.from({ length: 120 }, (_, i) => ({
      text: `Line ${i + 1} (with parentheses) and a back\\slash`,
    }));
    const pdf = renderPdf({ title: 'Test', blocks });
    const { pages, text } = checkStructure(pdf);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain('Line 120 (with parentheses) and a back\\slash');
    for (const m of pdf.toString('latin1').matchAll(/ (\d+(?:\.\d+)?) Td/g)) {
      expect(Number(m[1])).toBeGreaterThanOrEqual(56);
      expect(Number(m[1])).toBeLessThanOrEqual(pageSize.height - 56);
    }
  });
});

describe('company profile', () => {
  it('is written where data/company.json links to, with the company facts, mission, vision and team', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'profile-'));
    const file = writeCompanyProfile(out, dataDir, localeDir);
    expect(file).toBe(path.join(out, ...company.profilePdf.split('/').filter(Boolean)));
    const pdf = fs.readFileSync(file);
    expect(pdf.length).toBeLessThan(50_000);
    const { text } = checkStructure(pdf);
    const flat = text.replace(/\s+/g, ' ');
    const words = (s: string) => toWinAnsi(s).split(' ');
    // Wrapped paragraphs come back as separate lines: compare word by word.
    for (const paragraph of [company.mission.en, company.vision.en, company.about.en]) {
      expect(flat).toContain(words(paragraph).slice(0, 6).join(' '));
      expect(flat).toContain(words(paragraph).slice(-4).join(' '));
    }
    expect(flat).toContain(company.name);
    expect(flat).toContain(String(company.since));
    expect(flat).toContain(company.monthlyCapacityM2.toLocaleString('en'));
    for (const m of team.items) expect(flat).toContain(toWinAnsi(m.email));
    const info = companyProfileBlocks(dataDir, localeDir);
    expect(info.title).toContain(company.name);
  });
});
