// Where the build leaves what the PDF function prints from, and the manifest's shape. The folder is .cache/pdf-function/,
// outside the publish folder (server code is not served): the function carries it (src/hosting/function-files.ts).
// Apart from src/pdf/assets.ts, which writes them, so the function does not bundle the font subsetter.
import path from 'path';
import type { PdfFace } from './font-css';
import type { PublishedEngine } from './chromium';

export interface PdfManifest {
  siteUrl: string;
  fonts: PdfFace[];
  /** Product id → the published path of its main photo (/static/photos/…). */
  photos: Record<string, string>;
  /** The browser, published with the deploy and fetched by a cold instance (src/pdf/chromium.ts). */
  engine: PublishedEngine;
}

/** The PDF function's own folder, from the project root (the function's working directory on the host). */
export const pdfAssetsDir = (root: string) => path.join(root, '.cache', 'pdf-function');
export const pdfFontsDir = (assetsDir: string) => path.join(assetsDir, 'fonts');
export const pdfManifestFile = (assetsDir: string) => path.join(assetsDir, 'manifest.json');
/** The PDF function's code, bundled by the build (src/pdf/function-bundle.ts). */
export const pdfFunctionFile = (assetsDir: string) => path.join(assetsDir, 'function.js');
