// The @font-face rules of the PDFs, from the faces the build wrote (src/pdf/fonts.ts). Apart from that module so the
// data-sheet function does not bundle the font subsetter.
import path from 'path';
import { pathToFileURL } from 'url';

/** One face file the PDFs embed: its CSS family and weight, and the characters it draws. */
export interface PdfFace {
  family: string;
  weight: number;
  /** File name in the fonts folder (content-keyed: a changed face gets a new name). */
  file: string;
  unicodeRange: string;
  /** Hash of the font it was cut from: a print's key names the faces by this, not by the site's character set. */
  source: string;
}

/** @font-face rules naming the faces in `dir` by file: URL (the PDFs are printed from local files). */
export function pdfFontCss(faces: readonly PdfFace[], dir: string): string {
  return faces
    .map(
      (f) =>
        `@font-face{font-family:'${f.family}';font-weight:${f.weight};font-style:normal;` +
        `src:url('${pathToFileURL(path.join(dir, f.file)).href}') format('truetype');unicode-range:${f.unicodeRange}}`,
    )
    .join('\n');
}
