// The PDF function's handler (src/api/pdf.ts loads it from the build's bundle of this file): the data sheets and company
// profiles, printed on the first request for them (src/pdf/on-demand.ts) and kept in Netlify Blobs by what they print,
// and a visitor's quote list, printed for them. The host sends /datasheets/*, the company profile's and the quote
// list's addresses in every language to it (src/hosting/prepare.ts) and keeps each shared answer in its CDN until the
// next deploy; `npm start` calls the same bundle through the adapter's wrapper, the development server the same code.
import fs from 'fs';
import path from 'path';
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { hostHeaders, readOnly, visitorUrl } from '../hosting/runtime-files';
import { siteDataDir } from '../node/data-dir';
import { answerPdf, pdfDirs } from './on-demand';
import { blobsStoreFor } from './printed-store';

const dirs = pdfDirs(process.cwd(), siteDataDir(process.cwd()));

/** The origin the request came to: the host gives the visitor's whole URL, the local servers the Host header. */
function originOf(req: GatsbyFunctionRequest): string {
  const { rawUrl } = req as GatsbyFunctionRequest & { rawUrl?: string };
  if (rawUrl) return new URL(rawUrl).origin;
  return `http://${String(req.headers.host ?? 'localhost')}`;
}

export async function pdfFunction(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  if (!readOnly(req, res)) return;
  const { pathname, search } = visitorUrl(req);
  for (const [key, value] of hostHeaders(dirs.publicDir)(pathname)) res.setHeader(key, value);
  // The adapter's wrapper hands on the host's Lambda event, which carries the Blobs context.
  const { netlifyFunctionParams } = req as GatsbyFunctionRequest & {
    netlifyFunctionParams?: { event: Parameters<typeof blobsStoreFor>[0] };
  };
  const answer = await answerPdf(dirs, pathname, {
    origin: originOf(req),
    ifNoneMatch: req.headers['if-none-match'],
    method: req.method,
    search,
    store: blobsStoreFor(netlifyFunctionParams?.event) ?? undefined,
  }).catch((e: unknown) => {
    console.error(`pdf: ${pathname}:`, e);
    return { status: 500 as const };
  });
  if (answer.status === 301) {
    res.redirect(301, answer.location);
    return;
  }
  if (!('headers' in answer)) {
    // The site's not-found page for an address that names no document (the host ships it with the function).
    const notFound = path.join(dirs.publicDir, '404.html');
    res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    if (answer.status === 500) res.status(500).end('Internal Server Error');
    else res.status(404).end(fs.existsSync(notFound) ? fs.readFileSync(notFound) : 'Not Found');
    return;
  }
  for (const [key, value] of Object.entries(answer.headers)) res.setHeader(key, value);
  res.status(answer.status).end(answer.body ?? undefined);
}
