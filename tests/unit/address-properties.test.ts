// Properties of the addresses a visitor or a bot can type, over generated input: the PDF addresses (planned and
// answered up to the point of printing: nothing is printed here), the image CDN's parameters (read by the local
// stand-in, src/hosting/image-cdn.ts, on a real photo), and the visualizer's and sample page's query strings. None
// throws or hangs; what is refused is refused as not found; what a link writes reads back as written. A failure
// prints its seed: FC_SEED=<seed> FC_PATH=<path> replays it (docs/testing.md).
import fs from 'fs';
import os from 'os';
import path from 'path';
import sharp from 'sharp';
import { fc, test } from '@fast-check/jest';
import { anyText, wellFormed } from '../fuzz/contact-posts';
import { answerProblem, timed, within } from '../fuzz/settings';
import { langCodes } from '../../src/i18n/languages';
import { filePathTo, langPrefix, parseFilePath, sampleRequestPath, samplePicksFrom } from '../../src/routes';
import { parseStoneKey } from '../../src/routes/stone-key';
import { patternNames, visualizerPath, visualizerQueryFrom } from '../../src/routes/visualizer-query';
import { groutColors, jointWidthsMm, type VisualizerView } from '../../src/visualizer/types';
import { pdfManifestFile } from '../../src/pdf/manifest';
import { loadPdfSite, planPdf, type PdfSite } from '../../src/pdf/documents';
import { answerPdf, type PdfDirs } from '../../src/pdf/on-demand';
import { cdnImageUrl, parseCdnQuery, type CdnTransform } from '../../src/images/cdn-url';
import { imageCdnHandler } from '../../src/hosting/image-cdn';

const root = path.resolve(__dirname, '..', '..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'address-properties-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
const lang = fc.constantFrom(...langCodes);

describe('a PDF address', () => {
  const publicDir = path.join(tmp, 'public');
  const dirs: PdfDirs = {
    root,
    publicDir,
    dataDir: path.join(root, 'data'),
    localesDir: path.join(root, 'src', 'i18n', 'locales'),
    assetsDir: path.join(tmp, 'assets'),
    cacheDir: path.join(tmp, 'pdf'),
    engineDir: path.join(tmp, 'no-engine'),
  };
  let site: PdfSite;
  beforeAll(() => {
    // The manifest the build writes, without fonts or photos: planning needs no more, and nothing is printed.
    fs.mkdirSync(dirs.assetsDir, { recursive: true });
    fs.writeFileSync(
      pdfManifestFile(dirs.assetsDir),
      JSON.stringify({
        siteUrl: 'https://stone.example',
        fonts: [],
        photos: {},
        engine: { hash: 'none', path: '/static/chromium/none/', files: [] },
      }),
    );
    site = loadPdfSite(dirs);
  });
  const products = () => site.data.products;

  /** A data sheet's address: a real product's or a made-up id, its slug or another, in any language. */
  const sheet = fc
    .record({
      lang,
      pick: fc.nat(),
      known: fc.boolean(),
      id: fc.integer({ min: 1, max: 999_999_999 }),
      slug: fc.oneof(fc.constant(null), fc.stringMatching(/^[a-z0-9]{1,10}(-[a-z0-9]{1,10}){0,3}$/)),
    })
    .map(({ lang: l, pick, known, id, slug }) => {
      const p = products()[pick % products().length];
      const sheetId = known ? p.id : id;
      return { lang: l, path: filePathTo(l, { file: 'datasheet', slug: slug ?? p.slug, id: sheetId }) };
    });

  const plan = (pathname: string) => timed(() => planPdf(site, pathname), pathname);

  const anyAddress = fc.oneof(
    anyText(80),
    fc.tuple(lang, anyText(30)).map(([l, s]) => `${langPrefix(l)}/datasheets/${s}.pdf`),
    fc.constantFrom('%', '/datasheets/%E0%A4-1.pdf', '/fr/%zz/company-profile.pdf', '//', '/datasheets/a-0.pdf'),
    sheet.map((s) => s.path),
  );

  test.prop([anyAddress], { numRuns: 200 })(
    'of any shape is planned without an error: a document, a move or unknown',
    (pathname) => {
      const p = plan(pathname);
      expect(['document', 'moved', 'unknown']).toContain(p.kind);
      if (p.kind !== 'unknown') expect(parseFilePath(pathname, site.data.company.profilePdf)).not.toBeNull();
    },
  );

  test.prop([sheet], { numRuns: 120 })(
    "is the product's sheet in its language, a move to its current address, or not found (404)",
    async ({ lang: l, path: pathname }) => {
      const parsed = parseFilePath(pathname, site.data.company.profilePdf);
      if (parsed?.route.file !== 'datasheet') throw new Error(`${pathname} is not a data sheet address`);
      const { slug, id } = parsed.route;
      const product = products().find((p) => p.id === id);
      const p = plan(pathname);
      if (!product) {
        expect(p.kind).toBe('unknown');
        expect(await within(answerPdf(dirs, pathname, { origin: 'http://127.0.0.1:9' }), pathname)).toEqual({
          status: 404,
        });
      } else if (product.slug !== slug) {
        const current = filePathTo(l, { file: 'datasheet', slug: product.slug, id });
        expect(p).toEqual({ kind: 'moved', path: current });
        expect(await within(answerPdf(dirs, pathname, { origin: 'http://127.0.0.1:9' }), pathname)).toEqual({
          status: 301,
          location: current,
        });
        // One hop: the current address is the sheet itself.
        expect(plan(current)).toMatchObject({ kind: 'document', lang: l });
      } else {
        expect(p).toMatchObject({ kind: 'document', lang: l, filename: `${product.slug}-${product.id}.pdf` });
      }
    },
  );

  test.prop([lang, fc.constantFrom('', '/', '//', '?x=1', '#top', '.', 'x', '%20')], { numRuns: 40 })(
    "of the company profile is the profile in the address's language only when written exactly",
    (l, tail) => {
      const pathname = `${langPrefix(l)}${site.data.company.profilePdf}${tail}`;
      const p = plan(pathname);
      // A query or fragment is not part of a path; anything else added makes another address.
      if (tail === '' || tail.startsWith('?') || tail.startsWith('#'))
        expect(p).toMatchObject({ kind: 'document', lang: l });
      else expect(p.kind).toBe('unknown');
    },
  );
});

describe('an image CDN address', () => {
  const publicDir = path.join(tmp, 'site');
  const photo = '/static/photos/0123abcd-stone.png';
  let handle: ReturnType<typeof imageCdnHandler>;
  beforeAll(async () => {
    fs.mkdirSync(path.join(publicDir, 'static', 'photos'), { recursive: true });
    const png = await sharp({ create: { width: 24, height: 18, channels: 3, background: '#a0522d' } })
      .png()
      .toBuffer();
    fs.writeFileSync(path.join(publicDir, photo), png);
    fs.writeFileSync(path.join(publicDir, 'static', 'photos', 'not-a-photo.png'), 'text');
    handle = imageCdnHandler({ publicDir, cacheDir: path.join(tmp, 'image-cdn') });
  });

  const transform: fc.Arbitrary<CdnTransform> = fc.record(
    {
      width: fc.integer({ min: 1, max: 8192 }),
      height: fc.integer({ min: 1, max: 8192 }),
      fit: fc.constantFrom('contain', 'cover', 'fill'),
      position: fc.constantFrom('center', 'top', 'bottom', 'left', 'right'),
      format: fc.constantFrom('avif', 'webp', 'jpg', 'png', 'gif'),
      quality: fc.integer({ min: 1, max: 100 }),
    },
    { requiredKeys: [] },
  );
  /** A path on the site, with the characters a file name may have, spaces, `&`, `=`, `#`, `%` and any script. */
  const source = fc
    .array(
      anyText(12, 1).map((s) => (wellFormed(s) as string).replace(/[/\\\0]/g, '_')),
      { minLength: 1, maxLength: 4 },
    )
    .map((parts) => `/${parts.join('/')}`);

  test.prop([source, transform], { numRuns: 150 })('that the site writes reads back as written', (src, t) => {
    const url = new URL(cdnImageUrl(src, t), 'http://site.example');
    const { position, ...rest } = t;
    const expected = { source: src, ...rest, ...(position && position !== 'center' ? { position } : {}) };
    expect(timed(() => parseCdnQuery(url.searchParams), url.href)).toEqual({ ok: true, request: expected });
  });

  /** Parameters as anyone may write them: the known names with good, bad or repeated values, and unknown ones. */
  const param = fc.oneof(
    fc.tuple(
      fc.constantFrom('w', 'h', 'q'),
      fc.oneof(
        fc.nat({ max: 9000 }).map(String),
        // Each side of each bound, and numbers written otherwise.
        fc.constantFrom('0', '1', '100', '101', '8192', '8193', '08', '1e3', '-1', ' 5', '5.0', '０'),
        anyText(6),
      ),
    ),
    fc.tuple(
      fc.constantFrom('fit', 'position', 'fm'),
      fc.oneof(fc.constantFrom('cover', 'top', 'jpeg', 'webp', 'png', 'gif', 'avif', 'COVER', ''), anyText(6)),
    ),
    fc.tuple(
      fc.constant('url'),
      fc.oneof(
        fc.constantFrom(
          photo,
          `${photo}?v=1`,
          '/static/photos/not-a-photo.png',
          `/static/photos/../../${path.basename(tmp)}`,
          '//evil.example/x.png',
          'https://evil.example/x.png',
          'javascript:1',
          '/',
          '',
          '/static/photos/%00.png',
        ),
        source,
      ),
    ),
    fc.tuple(anyText(4), anyText(8)),
  );
  const query = fc.array(param, { maxLength: 8 }).map((pairs) => new URLSearchParams(pairs).toString());

  test.prop([query], { numRuns: 200 })('of any shape is read without an error; what it gives is within bounds', (q) => {
    const parsed = timed(() => parseCdnQuery(new URLSearchParams(q)), q);
    if (!parsed.ok) return expect(parsed.reason).toMatch(/\S/);
    const r = parsed.request;
    expect(r.source.startsWith('/') && !r.source.startsWith('//')).toBe(true);
    for (const [v, max] of [
      [r.width, 8192],
      [r.height, 8192],
      [r.quality, 100],
    ] as const)
      if (v !== undefined) expect(Number.isInteger(v) && v >= 1 && v <= max).toBe(true);
  });

  /** Just enough of Node's response for the handler: status, headers, one body. */
  class Reply {
    statusCode = 200;
    ends = 0;
    body: Buffer = Buffer.alloc(0);
    readonly headers = new Map<string, string>();
    setHeader(k: string, v: string | number) {
      this.headers.set(k.toLowerCase(), String(v));
      return this;
    }
    writeHead(status: number, headers: Record<string, string> = {}) {
      this.statusCode = status;
      for (const [k, v] of Object.entries(headers)) this.setHeader(k, v);
      return this;
    }
    end(body?: Buffer | string) {
      this.ends += 1;
      if (body !== undefined) this.body = Buffer.from(body);
      return this;
    }
  }
  const magic: Record<string, (b: Buffer) => boolean> = {
    'image/png': (b) => b.subarray(1, 4).toString('latin1') === 'PNG',
    'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8,
    'image/webp': (b) => b.subarray(8, 12).toString('latin1') === 'WEBP',
    'image/avif': (b) => b.subarray(4, 12).toString('latin1').startsWith('ftyp'),
    'image/gif': (b) => b.subarray(0, 3).toString('latin1') === 'GIF',
  };

  test.prop(
    [
      fc.oneof(
        query,
        transform.map((t) => cdnImageUrl(photo, { ...t, width: (t.width ?? 1) % 64, height: undefined }).split('?')[1]),
      ),
      fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE'),
      fc.constantFrom(undefined, 'image/avif,image/webp,*/*', 'image/webp', '*/*', ''),
    ],
    { numRuns: 120 },
  )('is answered with the image in the format asked, 404 or 405, in time', async (q, method, accept) => {
    const reply = new Reply();
    const req = { method, url: `/.netlify/images?${q}`, headers: accept === undefined ? {} : { accept } };
    await within(handle(req as never, reply as never), req.url);
    expect(reply.ends).toBe(1);
    expect(answerProblem(reply.statusCode, reply.headers.get('retry-after'))).toBeNull();
    expect([200, 404, 405]).toContain(reply.statusCode);
    const parsed = parseCdnQuery(new URLSearchParams(q));
    if (reply.statusCode === 405) return expect(['GET', 'HEAD']).not.toContain(method);
    if (reply.statusCode === 404) return;
    expect(parsed.ok && parsed.request.source.split('?')[0]).toBe(photo);
    const type = reply.headers.get('content-type') ?? '';
    if (method === 'GET') expect({ type, magic: magic[type]?.(reply.body) }).toEqual({ type, magic: true });
  });
});

describe('the visualizer address', () => {
  const token = fc.stringMatching(/^[A-Za-z0-9][\w.-]{0,20}$/);
  const view: fc.Arbitrary<VisualizerView> = fc.record({
    stone: fc
      .tuple(fc.constantFrom('product', 'usaStock'), fc.integer({ min: 1, max: 999_999_999 }))
      .map(([k, id]) => `${k}:${id}`),
    scene: token,
    surface: token,
    size: token,
    pattern: fc.constantFrom(...patternNames),
    jointMm: fc.constantFrom(...jointWidthsMm),
    grout: fc.constantFrom(...groutColors),
  });

  test.prop([lang, view], { numRuns: 150 })('that a link writes reads back as written', (l, v) => {
    const [, query = ''] = visualizerPath(l, v).split('?');
    expect(visualizerQueryFrom(`?${query}`)).toEqual(v);
  });

  const names = ['stone', 'scene', 'surface', 'size', 'pattern', 'joint', 'grout'];
  // Joint widths offered and not, stone keys well and badly formed.
  const numbers = fc.constantFrom('1.5', '2', '3', '4', '0', '10', '99.99', '3.0', ' 3 ', 'product:807', 'product:0');
  const query = fc.oneof(
    anyText(120),
    fc
      .array(fc.tuple(fc.oneof(fc.constantFrom(...names), anyText(5)), fc.oneof(anyText(20), numbers)), {
        maxLength: 9,
      })
      .map((pairs) => new URLSearchParams(pairs).toString()),
  );

  test.prop([query], { numRuns: 200 })('of any shape keeps only well-formed values, never an error', (q) => {
    const v = timed(() => visualizerQueryFrom(q), q);
    if (v.stone !== undefined) expect(parseStoneKey(v.stone)).not.toBeNull();
    for (const t of [v.scene, v.surface, v.size]) if (t !== undefined) expect(t).toMatch(/^[A-Za-z0-9][\w.-]{0,63}$/);
    if (v.pattern !== undefined) expect(patternNames).toContain(v.pattern);
    if (v.jointMm !== undefined) expect(jointWidthsMm).toContain(v.jointMm);
    if (v.grout !== undefined) expect(groutColors).toContain(v.grout);
  });
});

describe('the sample page address', () => {
  const pick = fc.record({
    kind: fc.constantFrom('product' as const, 'usaStock' as const),
    id: fc.integer({ min: 1, max: 999_999_999 }),
    finish: anyText(20).map((s) => wellFormed(s) as string),
    sample: anyText(8).map((s) => wellFormed(s) as string),
  });

  test.prop([lang, fc.array(pick, { maxLength: 7 })], { numRuns: 150 })(
    'that a link writes reads back as written',
    (l, picks) => {
      const [, query = ''] = sampleRequestPath(l, picks).split('?');
      expect(samplePicksFrom(query)).toEqual(picks);
    },
  );

  test.prop(
    [
      fc.oneof(
        anyText(150),
        fc
          .array(fc.tuple(fc.constantFrom('stone', 'finish', 'sample', 'x'), anyText(20)), { maxLength: 9 })
          .map((p) => new URLSearchParams(p).toString()),
      ),
    ],
    { numRuns: 200 },
  )('of any shape gives only stones that exist as keys, never an error', (q) => {
    for (const p of timed(() => samplePicksFrom(q), q))
      expect(parseStoneKey(`${p.kind}:${p.id}`)).toEqual({ kind: p.kind, id: p.id });
  });
});
