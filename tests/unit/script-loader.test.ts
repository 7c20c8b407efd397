// Gatsby's scripts load after the first contentful paint (src/hosting/script-loader.ts): the host's pages carry one
// inline loader instead of the three async tags, the loader asks for the same files in the same order once the paint is
// reported, and browsers that report no paints get them at once, as before.
import fs from 'fs';
import os from 'os';
import path from 'path';
import vm from 'vm';
import { deferGatsbyScripts, fallbackMs, loaderScripts, scriptLoader } from '../../src/hosting/script-loader';
import { htmlPass } from '../../src/hosting/html-pass';
import { inlineScriptsIn, scriptHash } from '../../src/hosting/inline-scripts';

const urls = ['/webpack-runtime-85ce.js', '/framework-85b9.js', '/app-634d.js'];
const sliceBody =
  '\n          <script\n            id="gatsby-chunk-mapping"\n          >\n            window.___chunkMapping="{}";\n          </script>\n        ' +
  '<script>window.___webpackCompilationHash="555c";</script>' +
  urls.map((u) => `<script src="${u}" async></script>`).join('');
const stitched = (body: string) =>
  `<!DOCTYPE html><html lang="ar" dir="rtl"><body><h1>حجر طبيعي</h1><script id="gatsby-script-loader">window.pagePath="/ar/";</script>` +
  `<!-- slice-start id="_gatsby-scripts-1" -->${body}<!-- slice-end id="_gatsby-scripts-1" --></body></html>`;

describe('the page rewrite', () => {
  it('puts one loader of the same files, in order, where the async tags were, and keeps everything else', () => {
    const html = stitched(sliceBody);
    const out = deferGatsbyScripts(html);
    expect(out).not.toMatch(/<script src="[^"]*" async>/);
    expect(out).toBe(
      html.replace(
        urls.map((u) => `<script src="${u}" async></script>`).join(''),
        `<script>${scriptLoader(urls)}</script>`,
      ),
    );
    expect(deferGatsbyScripts(out)).toBe(out);
    expect(loaderScripts(out)).toEqual(urls);
    expect(loaderScripts(html)).toEqual([]);
  });

  it("leaves pages without Gatsby scripts, and Gatsby's own slice file, as they are", () => {
    expect(deferGatsbyScripts('<html><body><p>CMS</p><script src="/admin/decap.js"></script></body></html>')).toBe(
      '<html><body><p>CMS</p><script src="/admin/decap.js"></script></body></html>',
    );
    // Gatsby compares the slice file with its own output at every build: a rewritten copy would re-stitch every page.
    expect(deferGatsbyScripts(sliceBody)).toBe(sliceBody);
    expect(deferGatsbyScripts(stitched('<script>window.___webpackCompilationHash="1";</script>'))).toBe(
      stitched('<script>window.___webpackCompilationHash="1";</script>'),
    );
  });

  it('the host pass writes the loader and the CSP allows it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'script-loader-'));
    fs.writeFileSync(path.join(dir, 'index.html'), stitched(sliceBody));
    const { hashes } = htmlPass(dir);
    const written = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
    expect(written).toContain(`<script>${scriptLoader(urls)}</script>`);
    expect(hashes).toEqual(
      inlineScriptsIn(written)
        .map((s) => scriptHash(s))
        .filter((h, i, all) => all.indexOf(h) === i)
        .sort(),
    );
    expect(hashes).toContain(scriptHash(scriptLoader(urls)));
    fs.rmSync(dir, { recursive: true });
  });
});

/** Runs the loader in a small browser stand-in; returns what it appended and the hooks a browser would call. */
function runLoader({ paintSupported, observer = true }: { paintSupported: boolean; observer?: boolean }) {
  const appended: string[] = [];
  let paintCallback: ((list: { getEntries: () => { name: string }[] }) => void) | undefined;
  let timer: (() => void) | undefined;
  const context: Record<string, unknown> = {
    document: {
      createElement: () => ({ src: '' }),
      body: { appendChild: (e: { src: string }) => appended.push(e.src) },
    },
    setTimeout: (fn: () => void, ms: number) => {
      expect(ms).toBe(fallbackMs);
      timer = fn;
      return 7;
    },
    clearTimeout: () => {
      timer = undefined;
    },
  };
  if (observer) {
    context.PerformanceObserver = Object.assign(
      function PerformanceObserver(this: { observe: (o: unknown) => void }, cb: typeof paintCallback) {
        paintCallback = cb;
        this.observe = (o: unknown) => expect(o).toEqual({ type: 'paint', buffered: true });
      },
      { supportedEntryTypes: paintSupported ? ['paint', 'largest-contentful-paint'] : ['resource'] },
    );
  }
  vm.runInNewContext(scriptLoader(urls), context);
  const paint = (name: string) => paintCallback?.({ getEntries: () => [{ name }] });
  return { appended, paint, fireTimer: () => timer?.() };
}

describe('the loader in the browser', () => {
  it('asks for nothing before the first contentful paint, then for every script once, in order', () => {
    const page = runLoader({ paintSupported: true });
    expect(page.appended).toEqual([]);
    page.paint('first-paint');
    expect(page.appended).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.appended).toEqual(urls);
    page.fireTimer();
    page.paint('first-contentful-paint');
    expect(page.appended).toEqual(urls);
  });

  it('a page that is never painted (a background tab) still gets its scripts after the fallback time', () => {
    const page = runLoader({ paintSupported: true });
    page.fireTimer();
    expect(page.appended).toEqual(urls);
    page.paint('first-contentful-paint');
    expect(page.appended).toEqual(urls);
  });

  it('browsers that report no paints load the scripts at once, as Gatsby does', () => {
    expect(runLoader({ paintSupported: false }).appended).toEqual(urls);
    expect(runLoader({ paintSupported: false, observer: false }).appended).toEqual(urls);
  });
});
