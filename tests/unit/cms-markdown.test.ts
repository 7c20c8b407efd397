// The Markdown formats /admin/ saves data/content/ files with (src/cms/browser/admin.js): a file read and written back
// unchanged is byte for byte the same, an edit changes only its own line, and frontmatter keys follow the schema.
import fs from 'fs';
import path from 'path';
import matter from 'gray-matter';
import { loadSchemas, resolver } from '../../src/cms/config';
import { keyOrder } from '../../src/cms/key-order';
import { contentCollections, contentLocation } from '../../src/markdown/content';
import { markdownFormat } from '../../src/cms/content';

const root = path.resolve(__dirname, '..', '..');
const dataDir = path.join(root, 'data');
type Format = {
  fromFile: (text: string) => Record<string, unknown>;
  toFile: (data: Record<string, unknown>) => string;
};
type Widget = { render: (this: { props: Record<string, unknown> }) => unknown };

/** Runs admin.js as /admin/ does, on stand-ins for the globals of the decap-cms bundle, with the generated key order. */
function loadAdmin(): { formats: Record<string, Format>; widgets: Record<string, Widget> } {
  const formats: Record<string, Format> = {};
  const widgets: Record<string, Widget> = {};
  const schemas = loadSchemas(dataDir);
  const order = Object.fromEntries([...schemas].map(([name, s]) => [name, keyOrder(s, resolver(schemas))]));
  const window = {
    CMS_KEY_ORDER: order,
    createClass: (spec: Widget) => spec,
    h: (type: unknown, props: Record<string, unknown>, ...children: unknown[]) => ({ type, props, children }),
    CMS: {
      registerWidget: (name: string, control: Widget) => {
        widgets[name] = control;
      },
      registerCustomFormat: (name: string, _ext: string, f: Format) => {
        formats[name] = f;
      },
      getWidget: (name: string) => ({ control: `inner:${name}` }),
    },
  };
  new Function('window', fs.readFileSync(path.join(root, 'src/cms/browser/admin.js'), 'utf8'))(window);
  return { formats, widgets };
}

const files = (dir: string, base = dir): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? files(path.join(dir, e.name), base) : [path.relative(base, path.join(dir, e.name))],
    );

describe('/admin/ Markdown files', () => {
  const { formats, widgets } = loadAdmin();
  const contentDir = path.join(dataDir, 'content');
  const formatOf = (rel: string): Format => {
    const location = contentLocation(rel);
    if (!location) throw new Error(`${rel} is misplaced`);
    return formats[markdownFormat(contentCollections[location.collection].schema)];
  };

  it('writes every content file back byte for byte when nothing was changed', () => {
    const changed = files(contentDir).filter((rel) => {
      const text = fs.readFileSync(path.join(contentDir, rel), 'utf8');
      return formatOf(rel).toFile(formatOf(rel).fromFile(text)) !== text;
    });
    expect(files(contentDir).length).toBeGreaterThan(100);
    expect(changed).toEqual([]);
  });

  it('changes only the edited line, keeps the schema key order and quotes what YAML would misread', () => {
    const text = fs.readFileSync(path.join(contentDir, 'about/fr.md'), 'utf8');
    const data = formatOf('about/fr.md').fromFile(text);
    // Decap's state does not keep key order: hand the keys over reversed.
    const edited = Object.fromEntries(Object.entries({ ...data, title: 'À propos: "Taurus" #1' }).reverse());
    const out = formatOf('about/fr.md').toFile(edited).split('\n');
    const before = text.split('\n');
    expect(out.length).toBe(before.length);
    expect(out.filter((line, i) => line !== before[i])).toEqual(['title: "À propos: \\"Taurus\\" #1"']);
    expect(matter(out.join('\n')).data).toEqual({ title: 'À propos: "Taurus" #1', description: data.description }); // what the build reads
    expect(out.indexOf(out.find((l) => l.startsWith('title:')) ?? '')).toBeLessThan(
      out.indexOf(out.find((l) => l.startsWith('description:')) ?? ''),
    );
  });

  it('refuses to load frontmatter it could not write back (a YAML block) instead of losing text', () => {
    expect(() => formatOf('faq/1/en.md').fromFile('---\ntitle: >\n  folded\n  text\n---\n\nAnswer\n')).toThrow(
      /line 2 is not a one-line/,
    );
  });

  it("labels each input with its file's language and sets Arabic right-to-left", () => {
    const render = (file: string) =>
      widgets['by-language'].render.call({
        props: {
          entry: { get: (key: string) => (key === 'path' ? file : undefined) },
          field: {
            get: (key: string) =>
              (
                ({
                  inner: 'markdown',
                  languages: [
                    { code: 'fr', dir: 'ltr' },
                    { code: 'ar', dir: 'rtl' },
                  ],
                }) as Record<string, unknown>
              )[key],
          },
        },
      }) as { props: Record<string, unknown>; children: { type: unknown; children: unknown[] }[] };
    const ar = render('data/content/faq/3/ar.md');
    expect(ar.props).toEqual({ dir: 'rtl', lang: 'ar' });
    expect(ar.children[0].children).toEqual(['Arabic (ar), right to left']);
    expect(ar.children[1].type).toBe('inner:markdown');
    expect(render('data/content/about/fr.md').props).toEqual({ dir: 'ltr', lang: 'fr' });
  });
});
