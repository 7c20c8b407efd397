// The PDF function's code as one file, bundled by esbuild at build time into .cache/pdf-function/function.js, which the
// Gatsby Function (src/api/pdf.ts) loads. Gatsby compiles functions with a webpack setup of its own that takes no
// configuration: it resolves no .tsx and transforms no JSX, so the sheets' React components (shared with the product
// page) cannot go through it; and Playwright cannot be bundled at all (src/pdf/printer.ts speaks to Chromium itself).
import { build } from 'esbuild';
import path from 'path';
import { pdfFunctionFile } from './manifest';

export async function writePdfFunction(root: string, assetsDir: string): Promise<string> {
  const outfile = pdfFunctionFile(assetsDir);
  await build({
    entryPoints: [path.join(root, 'src', 'pdf', 'function.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'cjs',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
    legalComments: 'none',
  });
  return outfile;
}
