// The faces the PDFs are set in: the site's own (Inter for Latin and Cyrillic, Noto Sans Arabic), cut to the site's
// characters like the web subsets (src/node/fonts.ts), but as static instances at 400 and 700. Chromium embeds a
// static TrueType face as a subset font with its text mapping; a variable face it would draw as Type 3 outlines.
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import subsetFont from 'subset-font';
import { fontSubsets, subsetText } from '../node/fonts';
import type { PdfFace } from './font-css';

const weights = [400, 700] as const;

/**
 * Chromium's PDF maps each drawn glyph back to text through the face's character map. Arabic letters are drawn as
 * their joining forms (initial, medial, final, lam-alef), which the map reaches only through the Presentation Forms
 * code points: without them a reader copies those letters as nothing. Readers turn these back into the letters.
 */
const arabicPresentationForms = String.fromCodePoint(
  ...[...Array(0xfdff - 0xfb50 + 1).keys()].map((i) => 0xfb50 + i),
  ...[...Array(0xfefc - 0xfe70 + 1).keys()].map((i) => 0xfe70 + i),
);

/** The CSS family each fontsource file belongs to. */
const familyOf = (file: string) => (file.startsWith('noto-sans-arabic') ? 'Noto Sans Arabic' : 'Inter');

/** A CSS unicode-range listing exactly the characters of `text`, so each script's face draws only its own. */
function unicodeRange(text: string): string {
  const points = [...new Set([...text].map((c) => c.codePointAt(0)!))].sort((a, b) => a - b);
  const ranges: [number, number][] = [];
  for (const p of points) {
    const last = ranges[ranges.length - 1];
    if (last && p === last[1] + 1) last[1] = p;
    else ranges.push([p, p]);
  }
  const hex = (n: number) => n.toString(16).toUpperCase();
  return ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(',');
}

/** Writes the static faces into `outDir` (kept while their source and text are unchanged); files of older faces go. */
export async function writePdfFonts(root: string, outDir: string, chars: Set<string>): Promise<PdfFace[]> {
  fs.mkdirSync(outDir, { recursive: true });
  const faces: PdfFace[] = [];
  for (const spec of fontSubsets(root)) {
    const original = fs.readFileSync(spec.source);
    const source = crypto.createHash('sha256').update(original).digest('hex').slice(0, 16);
    const text = subsetText(spec, chars) + (spec.file.startsWith('noto-sans-arabic') ? arabicPresentationForms : '');
    for (const weight of weights) {
      const key = crypto.createHash('sha256').update(original).update(text).update(String(weight)).digest('hex');
      const name = `${spec.file.replace(/-wght-normal\.woff2$/, '')}-${weight}-${key.slice(0, 12)}.ttf`;
      const file = path.join(outDir, name);
      if (!fs.existsSync(file)) {
        const face = await subsetFont(original, text, { targetFormat: 'truetype', variationAxes: { wght: weight } });
        fs.writeFileSync(`${file}.tmp`, face);
        fs.renameSync(`${file}.tmp`, file);
      }
      faces.push({ family: familyOf(spec.file), weight, file: name, unicodeRange: unicodeRange(text), source });
    }
  }
  const kept = new Set(faces.map((f) => f.file));
  for (const name of fs.readdirSync(outDir))
    if (name.endsWith('.ttf') && !kept.has(name)) fs.rmSync(path.join(outDir, name));
  return faces;
}
