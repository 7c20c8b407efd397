// Writes the site's PDFs (data sheets and company profiles) without a Gatsby build, as the build does after its pages.
// Usage: npx tsx scripts/pdfs.ts [outDir]   (default: public; the cache is .cache/pdf as in the build)
import path from 'path';
import { writeSitePdfs } from '../src/pdf/site-pdfs';
import { siteDataDir } from '../src/node/data-dir';
import { siteUrlFrom } from '../src/seo/site-url';

async function main() {
  const root = path.resolve(__dirname, '..');
  const run = await writeSitePdfs({
    root,
    dataDir: siteDataDir(root),
    publicDir: path.resolve(process.argv[2] ?? path.join(root, 'public')),
    siteUrl: siteUrlFrom(process.env),
    concurrency: process.env.PDF_CONCURRENCY ? Number(process.env.PDF_CONCURRENCY) : undefined,
  });
  const largest = Math.max(...run.files.map((f) => f.bytes));
  console.log(
    `pdf: ${run.files.length} files (${run.printed} printed, ${run.copied} from cache, ${run.unchanged} unchanged, ` +
      `${run.removed} removed); prepare ${run.prepareMs} ms, browser start ${run.launchMs} ms, printing ${run.printMs} ms; ` +
      `largest ${(largest / 1024).toFixed(1)} kB`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
