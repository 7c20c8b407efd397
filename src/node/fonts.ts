// Build-time font subsets: the self-hosted faces cut down to the characters the site's texts use, and to
// the weights it uses. Each script is one variable font (fontsource-variable) limited to weights 400-700: one file
// holds both weights the site uses, so an English page fetches one font file (27 kB) instead of two (35 kB); its
// largest paint came ~150 ms sooner (Lighthouse mobile, README "Choices"). An Arabic page fetches the Arabic file only
// (18 kB): its Latin runs use the local fallback (src/styles/fonts.css). harfbuzz's subsetter and instancer
// (subset-font) keep the layout tables (GSUB/GPOS: Arabic joining forms, ligatures, marks, kerning) for the glyphs it
// keeps, so text shapes as before; anything else a visitor types falls back per character to the next face of the font
// stack (src/styles/fonts.css).
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import subsetFont from 'subset-font';

/** One face to subset: the fontsource file, the file name written, and the code points it may hold. */
export interface FontSubsetSpec {
  source: string;
  file: string;
  /** The face's own unicode-range (fonts.css): characters outside it are never drawn with it. */
  covers: (codePoint: number) => boolean;
  /** Always kept, whatever the texts say: what the browser itself writes (Intl numbers and dates) or visitors type. */
  always: string;
}

/** Where the build writes the subsets (regenerated on every build, so they always match the texts). */
export const subsetFontsDir = (projectRoot: string) => path.join(projectRoot, '.cache', 'subset-fonts');

const range = (from: number, to: number) =>
  String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, i) => from + i));
const within =
  (...ranges: [number, number][]) =>
  (cp: number) =>
    ranges.some(([a, b]) => cp >= a && cp <= b);

// Printable ASCII and Latin-1 (French and Spanish month names and accents from Intl, no-break spaces), typographic
// punctuation and the narrow no-break space French numbers use.
const latinAlways =
  range(0x20, 0x7e) +
  range(0xa0, 0xff) +
  '\u2009\u200b\u2010\u2011\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u202f\u20ac\u2122\u2212';
const latinCovers = within(
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
);
// The whole basic Cyrillic alphabet (Intl's Russian dates and numbers, search terms).
const cyrillicAlways = range(0x0401, 0x0401) + range(0x0410, 0x044f) + range(0x0451, 0x0451) + '\u2116';
const cyrillicCovers = within([0x0301, 0x0301], [0x0400, 0x045f], [0x0490, 0x0491], [0x04b0, 0x04b1], [0x2116, 0x2116]);
// The Arabic letters, harakat, Arabic-Indic digits and separators (Intl writes numbers and dates in them), punctuation,
// tatweel and the joiners, so dates, prices and typed search terms keep the face too.
const arabicAlways =
  range(0x060c, 0x060c) +
  range(0x061b, 0x061f) +
  range(0x0621, 0x0652) +
  range(0x0660, 0x066d) +
  '\u0640\u200c\u200d\u200e\u200f';
const arabicCovers = within(
  [0x0600, 0x06ff],
  [0x0750, 0x077f],
  [0x0870, 0x088e],
  [0x0890, 0x0891],
  [0x0897, 0x08e1],
  [0x08e3, 0x08ff],
  [0x200c, 0x200e],
  [0x2010, 0x2011],
  [0x204f, 0x204f],
  [0x2e41, 0x2e41],
  [0xfb50, 0xfdff],
  [0xfe70, 0xfe74],
  [0xfe76, 0xfefc],
);

// A path from the project root, not require.resolve: gatsby-node is bundled by Parcel, which drops require.resolve.
const fontsource = (root: string, pkg: string, file: string) => path.join(root, 'node_modules', pkg, 'files', file);

/** The part of every variable font's weight axis that is kept: fonts.css declares faces at 400 and 700 only. */
const fontWeights = { min: 400, max: 700 };

/** The faces fonts.css names, read from the fontsource packages under `root` (the project folder). */
export const fontSubsets = (root: string): FontSubsetSpec[] => [
  {
    source: fontsource(root, '@fontsource-variable/inter', 'inter-latin-wght-normal.woff2'),
    file: 'inter-latin-wght-normal.woff2',
    covers: latinCovers,
    always: latinAlways,
  },
  {
    source: fontsource(root, '@fontsource-variable/inter', 'inter-cyrillic-wght-normal.woff2'),
    file: 'inter-cyrillic-wght-normal.woff2',
    covers: cyrillicCovers,
    always: cyrillicAlways,
  },
  {
    source: fontsource(root, '@fontsource-variable/noto-sans-arabic', 'noto-sans-arabic-arabic-wght-normal.woff2'),
    file: 'noto-sans-arabic-arabic-wght-normal.woff2',
    covers: arabicCovers,
    always: arabicAlways,
  },
];

/** Every character of the site's texts: the content in `dataDir` (JSON and Markdown) and the UI texts in `localesDir`. */
export function siteCharacters(dataDir: string, localesDir: string): Set<string> {
  const chars = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'images' && entry.name !== 'schemas') walk(full);
      } else if (/\.(json|md)$/.test(entry.name)) {
        for (const c of fs.readFileSync(full, 'utf8')) chars.add(c);
      }
    }
  };
  walk(dataDir);
  walk(localesDir);
  return chars;
}

/** The text one face is cut to: its fixed characters plus those of the site's texts it covers. */
export function subsetText(spec: FontSubsetSpec, chars: Iterable<string>): string {
  const keep = new Set(spec.always);
  for (const c of chars) if (spec.covers(c.codePointAt(0)!)) keep.add(c);
  return [...keep].sort().join('');
}

/** Writes every subset into `outDir`; returns the files with their sizes before and after. A subset whose source
    and text are those it was last cut from is kept as it is (about 1.2 s of every rebuild otherwise). */
export async function writeFontSubsets(
  root: string,
  outDir: string,
  chars: Set<string>,
): Promise<{ file: string; before: number; after: number }[]> {
  fs.mkdirSync(outDir, { recursive: true });
  return Promise.all(
    fontSubsets(root).map(async (spec) => {
      const original = fs.readFileSync(spec.source);
      const text = subsetText(spec, chars);
      const out = path.join(outDir, spec.file);
      const keyFile = `${out}.key`;
      const key = crypto
        .createHash('sha256')
        .update(original)
        .update(text)
        .update(JSON.stringify(fontWeights))
        .digest('hex');
      if (fs.existsSync(out) && fs.existsSync(keyFile) && fs.readFileSync(keyFile, 'utf8') === key) {
        return { file: spec.file, before: original.length, after: fs.statSync(out).size };
      }
      const subset = await subsetFont(original, text, { targetFormat: 'woff2', variationAxes: { wght: fontWeights } });
      fs.writeFileSync(out, subset);
      fs.writeFileSync(keyFile, key);
      return { file: spec.file, before: original.length, after: subset.length };
    }),
  );
}
