// Where the build leaves what the PDF function prints from (public/pdf-assets/, shipped with the function), and the
// manifest's shape. Apart from src/pdf/assets.ts, which writes them, so the function does not bundle the font subsetter.
import path from 'path';
import type { PdfFace } from './font-css';

export interface PdfManifest {
  siteUrl: string;
  fonts: PdfFace[];
  /** Product id → the published path of its main photo (/static/photos/…). */
  photos: Record<string, string>;
}

export const pdfAssetsDir = (publicDir: string) => path.join(publicDir, 'pdf-assets');
export const pdfFontsDir = (publicDir: string) => path.join(pdfAssetsDir(publicDir), 'fonts');
export const pdfManifestFile = (publicDir: string) => path.join(pdfAssetsDir(publicDir), 'manifest.json');
/** The PDF function's code, bundled by the build (src/pdf/function-bundle.ts). */
export const pdfFunctionFile = (publicDir: string) => path.join(pdfAssetsDir(publicDir), 'function.js');
