// Markdown prose to HTML as the build makes it: the site's remark sub-plugin (the function gatsby-transformer-remark
// calls), then the transformer's own conversion (mdast-util-to-hast + hast-util-to-html with raw HTML allowed).
import fs from 'fs';
import os from 'os';
import path from 'path';
import fromMarkdown from 'mdast-util-from-markdown';
import toHast from 'mdast-util-to-hast';
import toHtml from 'hast-util-to-html';
import remarkSite from '../../src/plugins/remark-site';
import type { MdNode } from '../../src/plugins/remark-site/transform';
import { langCodes, defaultLang } from '../../src/i18n/languages';
import { cdnImageUrl, defaultQuality } from '../../src/images/cdn-url';

const dataDir = path.resolve(__dirname, '..', '..', 'data');
const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'md-public-'));
const imagesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'md-images-'));

beforeAll(async () => {
  // A real 40×30 JPEG, so the published image carries its true size.
  const sharp = (await import('sharp')).default;
  await sharp({ create: { width: 40, height: 30, channels: 3, background: '#a08060' } })
    .jpeg()
    .toFile(path.join(imagesDir, 'quarry.jpg'));
});

async function render(markdown: string, lang: string): Promise<string> {
  const tree = fromMarkdown(markdown) as MdNode;
  await remarkSite(
    { markdownAST: tree, markdownNode: { fileAbsolutePath: `/site/data/content/about/${lang}.md` } },
    { langs: [...langCodes], defaultLang, imagesDir, publicDir },
  );
  // The transformer's settings (gatsby-transformer-remark/extend-node-type.js): raw HTML allowed through.
  return toHtml(
    toHast(tree as Parameters<typeof toHast>[0], { allowDangerousHtml: true }) as Parameters<typeof toHtml>[0],
    { allowDangerousHtml: true },
  );
}

const sample = [
  '## Our stone',
  '',
  '- **Travertine** from [Denizli](/product/travertine/2)',
  '- *Marble*: see [fabrication](/fabrication#quarries) and [contact us](/contact?source=about)',
  '',
  '[Home](/) · [profile](/company-profile.pdf) · [elsewhere](https://example.com/page)',
  '',
  '<script>alert(1)</script>',
  '',
  'Inline <b onclick="x()">bold</b> tag.',
  '',
  '![A quarry](quarry.jpg)',
].join('\n');

describe('Markdown to HTML', () => {
  it('renders headings, lists, emphasis and links, with site links in the file language', async () => {
    const en = await render(sample, 'en');
    expect(en).toContain('<h2>Our stone</h2>');
    expect(en).toMatch(
      /<ul>\s*<li><strong>Travertine<\/strong> from <a href="\/product\/travertine\/2\/">Denizli<\/a><\/li>/,
    );
    expect(en).toContain('<em>Marble</em>');
    expect(en).toContain('<a href="/fabrication/#quarries">fabrication</a>');
    expect(en).toContain('<a href="/contact/?source=about">contact us</a>');
    expect(en).toContain('<a href="/">Home</a>');
  });

  it.each(langCodes.filter((l) => l !== defaultLang))(
    'prefixes site links with /%s and leaves files and other sites alone',
    async (lang) => {
      const html = await render(sample, lang);
      expect(html).toContain(`<a href="/${lang}/product/travertine/2/">Denizli</a>`);
      expect(html).toContain(`<a href="/${lang}/fabrication/#quarries">`);
      expect(html).toContain(`<a href="/${lang}/contact/?source=about">`);
      expect(html).toContain(`<a href="/${lang}/">Home</a>`);
      expect(html).toContain('<a href="/company-profile.pdf">profile</a>');
      expect(html).toContain('<a href="https://example.com/page">elsewhere</a>');
    },
  );

  it('shows raw HTML as text instead of rendering it', async () => {
    const html = await render(sample, 'ar');
    expect(html).not.toMatch(/<script|<b[ >]/);
    expect(html).toContain('&#x3C;script>alert(1)&#x3C;/script>');
    expect(html).toContain('Inline &#x3C;b onclick="x()">bold&#x3C;/b> tag.');
  });

  it('publishes images once and shows them through the image CDN with their size, so the page keeps their space', async () => {
    const html = await render(sample, 'fr');
    const img =
      /<img src="([^"]+)" alt="A quarry" srcset="([^"]+)" sizes="[^"]+" width="40" height="30" loading="lazy" decoding="async">/.exec(
        html,
      );
    expect(img).not.toBeNull();
    const [src, srcSet] = [img![1], img![2]].map((a) => a.replace(/&#x26;|&amp;/g, '&'));
    const source = /^\/static\/content\/[0-9a-f]{12}-quarry\.jpg$/;
    // The same URL the site's builder makes for the photo's own 40 px (smaller than every prose width).
    const published = decodeURIComponent(/url=([^&]+)/.exec(src)![1]);
    expect(published).toMatch(source);
    expect(src).toBe(cdnImageUrl(published, { width: 40, height: 30, fit: 'cover', quality: defaultQuality }));
    expect(srcSet).toBe(`${src} 40w`);
    expect(fs.existsSync(path.join(publicDir, published))).toBe(true);
  });

  it('renders the real About page in Arabic with its headings, list and prefixed links', async () => {
    const text = fs
      .readFileSync(path.join(dataDir, 'content', 'about', 'ar.md'), 'utf8')
      .replace(/^---[\s\S]*?---\n/, '')
      .replace(/!\[.*\n/, '');
    const html = await render(text, 'ar');
    expect(html).toContain('<h2>ما ننتجه</h2>');
    expect(html).toMatch(/<ol>[\s\S]*<\/ol>/);
    for (const page of ['fabrication', 'projects', 'contact']) expect(html).toContain(`href="/ar/${page}/"`);
  });
});
