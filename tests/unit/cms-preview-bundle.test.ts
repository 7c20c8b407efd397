// The CMS preview bundle (src/cms/preview/build.ts) as /admin/ serves it: within its budget (150 kB gzip, script and
// style sheet), made of the site's own views (one source of layout, no copy of a template), with the site's fonts as
// files; and the site's pages, the other way round, bundle none of the preview's code.
import fs from 'fs';
import os from 'os';
import path from 'path';
import zlib from 'zlib';
import { build } from 'esbuild';
import { writePreview, type PreviewBuild } from '../../src/cms/preview/build';

const root = path.resolve(__dirname, '..', '..');
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-'));
let preview: PreviewBuild;

beforeAll(async () => {
  preview = await writePreview(out, root);
}, 60_000);
afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

const gzipKb = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(out, file)), { level: 9 }).length / 1024;

test('the preview adds at most 150 kB gzip to the CMS (preview.js and preview.css)', () => {
  const total = gzipKb('preview.js') + gzipKb('preview.css');
  console.log(
    `preview.js ${gzipKb('preview.js').toFixed(1)} kB + preview.css ${gzipKb('preview.css').toFixed(1)} kB gzip`,
  );
  expect(total).toBeLessThanOrEqual(150);
});

test('it runs in a browser: no Node globals left (process.env is what webpack gives the pages)', () => {
  const js = fs.readFileSync(path.join(out, 'preview.js'), 'utf8');
  expect(js).not.toMatch(/\bprocess\.|\brequire\(/);
});

test('it renders the views the page templates render, and no template', () => {
  const inputs = Object.keys(preview.inputs);
  for (const view of ['ProductView', 'UsaStockItemView', 'ProjectView', 'AboutView', 'FaqView'])
    expect(inputs).toContain(`src/views/${view}.tsx`);
  expect(inputs.filter((f) => f.startsWith('src/templates/'))).toEqual([]);
  // Gatsby's runtime is not in it: its shims are.
  expect(inputs.filter((f) => /node_modules\/gatsby(-plugin-image|-plugin-react-i18next)?\//.test(f))).toEqual([]);
  // The site's own photo component draws the photos, as on the pages.
  expect(inputs).toContain('src/components/Photo.tsx');
});

test("its style sheet holds the site's style sheets and fonts, the Arabic one included", () => {
  const css = fs.readFileSync(path.join(out, 'preview.css'), 'utf8');
  for (const rule of ['.product-detail', '.usage-table', '.unit-switch', '.usa-item', '.prose', 'html[lang=ar]'])
    expect(css).toContain(rule);
  // In the pages' order: a page's own sheets, then the frame's (fonts, global, shell), whose rules win ties.
  expect(css.lastIndexOf('.image-button>button{')).toBeGreaterThan(css.indexOf('.catalogue-page button'));
  expect(css.indexOf('@font-face')).toBeGreaterThan(css.indexOf('.product-detail'));
  const fonts = [...css.matchAll(/url\("?(\.\/)?(fonts\/[^)"]+\.woff2)"?\)/g)].map((m) => m[2]);
  expect(fonts.some((f) => f.includes('noto-sans-arabic'))).toBe(true);
  for (const f of fonts) expect(fs.existsSync(path.join(out, f))).toBe(true);
});

test("the site's pages bundle none of the preview's code", async () => {
  const entryPoints = [
    ...fs
      .readdirSync(path.join(root, 'src', 'templates'))
      .filter((f) => f.endsWith('.tsx'))
      .map((f) => `src/templates/${f}`),
    'src/plugins/browser-shell/gatsby-browser.tsx',
  ];
  const result = await build({
    absWorkingDir: root,
    entryPoints,
    bundle: true,
    write: false,
    outdir: path.join(out, 'site'),
    packages: 'external',
    // The fonts the build subsets (.cache/) and the style sheets are webpack's business, not the question here.
    external: ['*.woff2'],
    loader: { '.css': 'empty' },
    jsx: 'automatic',
    metafile: true,
    logLevel: 'silent',
  });
  const inputs = Object.keys(result.metafile.inputs);
  expect(inputs).toContain('src/views/ProductView.tsx');
  expect(inputs.filter((f) => f.startsWith('src/cms/'))).toEqual([]);
});
