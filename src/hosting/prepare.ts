// Post-build step for the host: collects the CSP hashes of the inline scripts of every HTML file and writes the
// security-header rule at the
// top of public/_headers. Gatsby's Netlify adapter runs after onPostBuild and adds its own block (caching headers,
// base headers) between its markers, keeping ours.
import fs from 'fs';
import path from 'path';
import { htmlPass } from './html-pass';
import { adminSecurityHeaders, embedOrigins, securityHeaders, type Header } from './security-headers';
import { readThirdPartyIds, type ThirdPartyIds } from '../analytics/third-party';
import { langCodes } from '../i18n/languages';
import { datasheetsDir, filePathTo, langPrefix, pathTo } from '../routes';

export const headersMarker = '# site security headers (src/hosting/prepare.ts)';

/** The block gatsby-adapter-netlify writes into _headers and _redirects between its markers, and replaces on each build. */
export const adapterBlockPattern = /# gatsby-adapter-netlify start[\s\S]*# gatsby-adapter-netlify end\n?/;

/**
 * Gatsby's Netlify adapter moves the files of pages with a catch-all matchPath (the search pages) to the names its
 * rewrites point at: search/index.html → search/[...].html, page-data/search/page-data.json → page-data/search/[...].
 * A later cached build expects them where Gatsby wrote them (stitching slices reads the HTML) and fails, so before
 * a build they are moved back (a copy where Gatsby's file is there already is dropped); the adapter moves them again at
 * its end. Moved, not copied: the host pass would read the previous build's copies too and put their scripts' hashes
 * in the CSP (8 hashes instead of 6 after a build whose JavaScript changed). Returns the files restored.
 */
export function restoreAdapterMovedFiles(publicDir: string): string[] {
  if (!fs.existsSync(publicDir)) return [];
  const restored: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.name === '[...].html' || e.name === '[...]') {
        const inPageData = path.relative(publicDir, dir).split(path.sep)[0] === 'page-data';
        const original = path.join(dir, e.name === '[...]' && inPageData ? 'page-data.json' : 'index.html');
        if (fs.existsSync(original)) fs.rmSync(full);
        else {
          fs.renameSync(full, original);
          restored.push(path.relative(publicDir, original));
        }
      }
    }
  };
  walk(publicDir);
  return restored;
}

export function headersRule(pattern: string, headers: Header[]): string {
  return `${pattern}\n${headers.map((h) => `  ${h.key}: ${h.value}`).join('\n')}\n`;
}

/** Video embed URLs of the data (the only iframes of the site). */
export function videoUrls(dataDir: string): string[] {
  const videos = JSON.parse(fs.readFileSync(path.join(dataDir, 'videos.json'), 'utf8')) as { items: { url: string }[] };
  return videos.items.map((v) => v.url);
}

// Everything under /page-data is JSON, but the adapter renames the search pages' data to an extension-less `[...]`,
// which a host types by extension (application/octet-stream, not compressed: the index then travels 5× larger).
export const pageDataTypeRule = headersRule('/page-data/*', [
  { key: 'Content-Type', value: 'application/json; charset=utf-8' },
]);

export const redirectsMarker = '# site rewrites (src/hosting/prepare.ts)';

/** The host's name of the search function (src/api/search.ts; Gatsby names it after the compiled file). */
export const searchFunctionId = 'search-js';

/** Every language's search pages go to the search function, which renders their results (before the adapter's rules). */
export function searchRewrites(): string {
  return (
    langCodes
      .map((lang) => `${pathTo(lang, { page: 'search', term: '' })}*  /.netlify/functions/${searchFunctionId}  200`)
      .join('\n') + '\n'
  );
}

/** The host's name of the PDF function (src/api/pdf.ts). */
export const pdfFunctionId = 'pdf-js';

/**
 * The data sheets, the company profile and the quote list in every language go to the PDF function, which prints them
 * on request (`profilePath`: the company profile's English path, from data/company.json).
 */
export function pdfRewrites(profilePath: string): string {
  return (
    langCodes
      .flatMap((lang) => [
        `${langPrefix(lang)}${datasheetsDir}*  /.netlify/functions/${pdfFunctionId}  200`,
        `${filePathTo(lang, { file: 'companyProfile', path: profilePath })}  /.netlify/functions/${pdfFunctionId}  200`,
        `${filePathTo(lang, { file: 'quoteList' })}  /.netlify/functions/${pdfFunctionId}  200`,
      ])
      .join('\n') + '\n'
  );
}

/** Puts the site's rewrites first in public/_redirects (first match wins), keeping the adapter's block if one is there. */
export function writeSiteRedirects(publicDir: string, profilePath: string): void {
  const file = path.join(publicDir, '_redirects');
  const existing = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const adapterBlock = adapterBlockPattern.exec(existing)?.[0] ?? '';
  fs.writeFileSync(file, `${redirectsMarker}\n${searchRewrites()}${pdfRewrites(profilePath)}\n${adapterBlock}`);
}

/**
 * Writes the host's files: the security headers (with the CSP hashes of every inline script, from the HTML pass) and
 * the rewrites. `tags`: the analytics ids (from the environment unless given); `recordFile` lets the HTML pass skip
 * files unchanged since the last build (src/hosting/html-pass.ts).
 */
export function prepareHosting(
  publicDir: string,
  dataDir: string,
  { tags = readThirdPartyIds(process.env), recordFile }: { tags?: ThirdPartyIds; recordFile?: string } = {},
) {
  // Every HTML file counts, re-rendered or not, so the policy allows exactly the scripts the site serves.
  const pass = htmlPass(publicDir, recordFile);
  const localPort = process.env.DECAP_SERVER_PORT ? Number(process.env.DECAP_SERVER_PORT) : undefined;
  // /admin/* after /*: on the host (and in serve.ts) a later matching rule overrides a header an earlier one set.
  const rule =
    headersRule(
      '/*',
      securityHeaders({ tags, frameOrigins: embedOrigins(videoUrls(dataDir)), scriptHashes: pass.hashes }),
    ) +
    pageDataTypeRule +
    headersRule('/admin/*', adminSecurityHeaders(localPort));
  // Keep the adapter's block if one is there already (a re-run after a build); the adapter replaces it on the next build.
  const file = path.join(publicDir, '_headers');
  const existing = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const adapterBlock = adapterBlockPattern.exec(existing)?.[0] ?? '';
  fs.writeFileSync(file, `${headersMarker}\n${rule}\n${adapterBlock}`);
  const company = JSON.parse(fs.readFileSync(path.join(dataDir, 'company.json'), 'utf8')) as { profilePdf: string };
  writeSiteRedirects(publicDir, company.profilePdf);
  return pass;
}
