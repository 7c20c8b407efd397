// A site origin for the PDF tests: the image CDN over a publish folder (the sheets' photos) and the folder's published
// browser files (/static/chromium/…), which a cold PDF function fetches from its own site (src/pdf/chromium.ts).
import fs from 'fs';
import http from 'http';
import type { AddressInfo } from 'net';
import path from 'path';
import { imageCdnHandler } from '../../../src/hosting/image-cdn';

export interface SiteOrigin {
  origin: string;
  /** Requests for the browser's files so far. */
  engineRequests: string[];
  close(): Promise<void>;
}

export async function startPdfOrigin(publicDir: string, imageCacheDir: string): Promise<SiteOrigin> {
  const images = imageCdnHandler({ publicDir, cacheDir: imageCacheDir });
  const engineRequests: string[] = [];
  const server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (!pathname.startsWith('/static/chromium/')) return void images(req, res);
    engineRequests.push(pathname);
    const file = path.join(publicDir, ...pathname.split('/').filter((p) => p && p !== '..'));
    if (!fs.existsSync(file)) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Length': fs.statSync(file).size });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    engineRequests,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections(); // fetch keeps its connections open
      }),
  };
}
