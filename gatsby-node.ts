// Gatsby build hooks: validate data (every photo present: the build draws none), subset the fonts, declare types, split
// collections, keep the page nodes, create pages, write what the PDF function prints from (data sheets and company
// profile, printed on request), robots.txt and the default share image, prepare the output for the host (CSP hashes of
// the inline scripts, security headers) and mark the build finished for `npm run serve`; serve /admin/, the image CDN
// and the PDFs on the development server.
import type { GatsbyNode } from 'gatsby';
import path from 'path';
import type { IncomingMessage, ServerResponse } from 'http';
import { createSchemaCustomization } from './src/node/schema';
import { onCreateNode } from './src/node/nodes';
import { createPages } from './src/node/pages';
import { keepSitePageNodes } from './src/node/site-pages';
import { checkSiteData } from './src/node/check-data';
import { writePdfAssets } from './src/pdf/assets';
import { pdfAssetsDir } from './src/pdf/manifest';
import { answerPdf, pdfDirs } from './src/pdf/on-demand';
import { prepareHosting, restoreAdapterMovedFiles } from './src/hosting/prepare';
import { invalidThirdPartyIds } from './src/analytics/third-party';
import { siteDataDir } from './src/node/data-dir';
import { onCreateWebpackConfig } from './src/node/webpack';
import { writeSeoFiles } from './src/seo/build-files';
import { siteUrlFrom } from './src/seo/site-url';
import { checkHostStorage } from './src/inquiry/host';
import { siteCharacters, subsetFontsDir, writeFontSubsets } from './src/node/fonts';
import { writeAdmin, cmsOptionsFrom } from './src/cms/admin';
import { forgetProductionBuild, markProductionBuild } from './src/hosting/production-build';
import { gatsbyImageDataField } from './src/node/images';
import { imageCdnHandler } from './src/hosting/image-cdn';
import { cdnPath } from './src/images/cdn-url';

const dataDir = siteDataDir(__dirname);
const adminDir = path.join(__dirname, 'public', 'admin');

/**
 * Gatsby's first call, before it touches .cache/ and public/ (develop compiles the functions into .cache/ next): from
 * here on they are no longer the last production build's, and `npm run serve` refuses them until a build finishes.
 */
export const onPreInit: GatsbyNode['onPreInit'] = () => {
  forgetProductionBuild(__dirname);
};

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  // On the host, the contact function must not accept what it cannot keep (src/inquiry/host.ts).
  const storage = checkHostStorage(process.env);
  for (const warning of storage.warnings) reporter.warn(warning);
  if (storage.errors.length) reporter.panic(storage.errors.join('\n'));
  checkSiteData(dataDir, path.join(__dirname, 'static'), reporter);
  // Before webpack: src/styles/fonts.css and font-preloads.ts name these files.
  const fonts = await writeFontSubsets(
    __dirname,
    subsetFontsDir(__dirname),
    siteCharacters(dataDir, path.join(__dirname, 'src', 'i18n', 'locales')),
  );
  reporter.info(
    `fonts subset to the site's characters: ${fonts.map((f) => `${f.file} ${(f.before / 1024).toFixed(1)}→${(f.after / 1024).toFixed(1)} kB`).join(', ')}`,
  );
};

/**
 * For `gatsby develop` and `gatsby build` alike: editors' /admin/ (Decap CMS) into public/ (src/cms/admin.ts), and what
 * the PDF function prints the data sheets and company profiles from (src/pdf/assets.ts).
 */
export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = async ({ reporter }) => {
  const admin = await writeAdmin(adminDir, dataDir, __dirname, cmsOptionsFrom(process.env));
  reporter.info(
    `cms: /admin/ written (${admin.collections} collections; preview ${(admin.preview.jsBytes / 1024).toFixed(1)} kB, ${admin.photos} photos)`,
  );
  const pdfStarted = Date.now();
  const pdfAssets = await writePdfAssets({
    root: __dirname,
    dataDir,
    publicDir: path.join(__dirname, 'public'),
    assetsDir: pdfAssetsDir(__dirname),
    siteUrl: siteUrlFrom(process.env),
  });
  reporter.info(
    `pdf: fonts and manifest for the PDF function written in ${Date.now() - pdfStarted} ms ` +
      `(${pdfAssets.fonts.length} faces, ${Object.keys(pdfAssets.photos).length} product photos); PDFs are printed on request`,
  );
};

/**
 * `gatsby develop` serves public/ without its HTML files (they would be stale pages), so /admin/ fell through to the
 * development 404 page; the CMS's page is served here, its scripts and config.yml still come from public/admin/.
 */
export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = ({ app, reporter }) => {
  app.get(['/admin/', '/admin/index.html'], (_req: unknown, res: { sendFile: (file: string) => void }) =>
    res.sendFile(path.join(adminDir, 'index.html')),
  );
  // The host's image CDN, as `npm start` answers it: every photo on the pages is one of its URLs.
  const images = imageCdnHandler({
    publicDir: path.join(__dirname, 'public'),
    cacheDir: path.join(__dirname, '.cache', 'image-cdn'),
  });
  app.get(cdnPath, (req: IncomingMessage, res: ServerResponse) => void images(req, res));
  // The data sheets, company profile and quote list, printed on request as the host's function does (src/pdf/on-demand.ts).
  const pdfs = pdfDirs(__dirname, dataDir);
  app.get(/\.pdf$/, (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const { pathname, search } = new URL(req.url ?? '/', 'http://localhost');
    void answerPdf(pdfs, pathname, {
      search,
      origin: `http://${req.headers.host ?? 'localhost'}`,
      ifNoneMatch: req.headers['if-none-match'],
    })
      .then((answer) => {
        if (answer.status === 404) return next();
        if (answer.status === 301) return void res.writeHead(301, { Location: answer.location }).end();
        res.writeHead(answer.status, answer.headers).end(answer.body ?? undefined);
      })
      .catch((e: unknown) => {
        reporter.error(`pdf: ${pathname}`, e as Error);
        res.writeHead(500).end();
      });
  });
};

/** The previous build's pages' nodes are kept, not deleted and made again (src/node/site-pages.ts). */
export const sourceNodes: GatsbyNode['sourceNodes'] = (args) => {
  const kept = keepSitePageNodes(args);
  if (kept) args.reporter.info(`pages: ${kept} page node(s) of the last build kept for createPage to compare`);
};

/** Photos resized by the image CDN: their File nodes answer gatsby-plugin-image's `gatsbyImageData` (src/node/images.ts). */
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  createResolvers({ File: { gatsbyImageData: gatsbyImageDataField } });
};

/** A cached build needs the page files the hosting adapter moved at the end of the previous build. */
export const onPreBuild: GatsbyNode['onPreBuild'] = ({ reporter }) => {
  const restored = restoreAdapterMovedFiles(path.join(__dirname, 'public'));
  if (restored.length)
    reporter.info(`hosting: ${restored.length} page file(s) moved by the adapter restored for this build`);
};

/** Last, after the pages: the SEO files and the host's files. */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter }) => {
  // robots.txt and the default share image (src/seo/build-files.ts).
  const seoFiles = await writeSeoFiles(path.join(__dirname, 'public'), siteUrlFrom(process.env));
  reporter.info(`seo files: ${seoFiles.map((f) => path.relative(__dirname, f)).join(', ')}`);
  for (const name of invalidThirdPartyIds(process.env)) reporter.warn(`${name} is not a valid id: that tag stays off`);
  // One pass over the HTML: NUL bytes out, scripts after the first paint, inline scripts hashed for the CSP; files
  // unchanged since the last build are skipped.
  const hosting = prepareHosting(path.join(__dirname, 'public'), dataDir, {
    recordFile: path.join(__dirname, '.cache', 'hosting-html-pass.json'),
  });
  reporter.info(
    `hosting: ${hosting.read} of ${hosting.files} HTML file(s) read (the others unchanged since the last build), ${hosting.nulCleaned} with NUL bytes removed, ` +
      `${hosting.rewritten} given a page-path attribute or the script loader; ${hosting.hashes.length} inline script hash(es) in the CSP; security headers written`,
  );
  // Last: `npm run serve` serves public/ only after a build that got this far.
  markProductionBuild(__dirname);
};

export { createSchemaCustomization, onCreateNode, createPages, onCreateWebpackConfig };
