// Checks the Markdown prose in data/content/ the way validate.ts checks JSON: each file where the site looks for it,
// every language present, frontmatter against its JSON Schema, every site link leading to a page the build creates,
// every image present. Each problem names the file, the line and the reason.
import fs from 'fs';
import path from 'path';
import type Ajv from 'ajv';
import matter from 'gray-matter';
import fromMarkdown from 'mdast-util-from-markdown';
import { langCodes, isLang, defaultLang } from '../i18n/languages';
import { photoFileProblem } from '../images/photo-source';
import { pathTo, parsePath, type Route } from '../routes';
import {
  contentCollections,
  contentFolders,
  contentLocation,
  type CollectionName,
  type ContentCollection,
} from '../markdown/content';

export interface MarkdownProblem {
  file: string;
  pointer: string;
  message: string;
}

type Json = Record<string, unknown>;
/** Entities of the data set by folder ("products") or collection file ("faq.json"), as validate.ts reads them. */
export type EntityLookup = (where: string) => Json[];

interface MdNode {
  type: string;
  url?: string;
  children?: MdNode[];
  position?: { start: { line: number } };
}

function listMarkdown(dir: string, base = dir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory()
        ? listMarkdown(path.join(dir, e.name), base)
        : [path.relative(base, path.join(dir, e.name)).split(path.sep).join('/')],
    )
    .sort();
}

/** Every page path (in English form) that the build creates from this data, except client-only search pages. */
export function sitePaths(entities: EntityLookup): Set<string> {
  const routes: Route[] = (
    [
      'home',
      'about',
      'catalog',
      'contact',
      'contactThanks',
      'sampleRequest',
      'sampleThanks',
      'quote',
      'fabrication',
      'faq',
      'videos',
      'projects',
      'privacy',
      'visualizer',
      'usaAbout',
      'usaContact',
      'usaFaq',
      'usaStock',
      'usaHoldRequest',
      'usaHoldThanks',
    ] as const
  ).map((page) => ({ page }) as Route);
  const withSlug = (where: string, page: 'product' | 'project' | 'category' | 'color' | 'area') =>
    entities(where).forEach((e) => routes.push({ page, slug: String(e.slug), id: Number(e.id) }));
  withSlug('products', 'product');
  withSlug('projects', 'project');
  withSlug('categories.json', 'category');
  withSlug('colors.json', 'color');
  withSlug('areas.json', 'area');
  entities('usa-stock').forEach((e) => routes.push({ page: 'usaStockItem', id: Number(e.id) }));
  return new Set(routes.map((r) => pathTo(defaultLang, r)));
}

/** Why a site link written in Markdown leads nowhere, or null when it leads to a page or file the site has. */
function brokenLinkReason(url: string, pages: Set<string>, staticDir: string): string | null {
  const pathname = url.split(/[?#]/)[0];
  const first = pathname.split('/').filter(Boolean)[0];
  if (isLang(first) && first !== defaultLang)
    return `link ${url}: write site links without the language prefix (the site adds it)`;
  if (/\.[a-z0-9]{2,5}$/i.test(pathname)) {
    // Files: what static/ holds, and the company profile the build writes.
    return pathname === '/company-profile.pdf' || fs.existsSync(path.join(staticDir, decodeURI(pathname)))
      ? null
      : `link ${url}: no such file in static/`;
  }
  const parsed = parsePath(pathname);
  if (parsed && (parsed.route.page === 'search' || parsed.route.page === 'usaSearch')) return null; // any term has a page
  const normal = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return pages.has(normal) ? null : `link ${url}: the site has no such page`;
}

/** Line of a frontmatter field in the file (the frontmatter starts on line 2, after "---"). */
const lineOfKey = (text: string, key: string) => {
  const i = text.split('\n').findIndex((l, n) => n > 0 && l.startsWith(`${key}:`));
  return i >= 0 ? i + 1 : 1;
};

export function validateMarkdown(
  dataDir: string,
  ajv: Ajv,
  entities: EntityLookup,
  staticDir: string,
  options: { requireGeneratedImages?: boolean } = {},
): MarkdownProblem[] {
  const problems: MarkdownProblem[] = [];
  const contentDir = path.join(dataDir, 'content');
  const files = listMarkdown(contentDir);
  const pages = sitePaths(entities);
  const present = new Set<string>();

  for (const rel of files) {
    const file = `content/${rel}`;
    const location = contentLocation(rel);
    if (!location) {
      problems.push({
        file,
        pointer: 'line 1',
        message: `is not where the site reads prose: use content/<${Object.keys(contentCollections).join('|')}>/[<id>/]<${langCodes.join('|')}>.md`,
      });
      continue;
    }
    present.add(rel);
    const text = fs.readFileSync(path.join(contentDir, rel), 'utf8');
    let parsed: matter.GrayMatterFile<string>;
    try {
      parsed = matter(text);
    } catch (error) {
      const mark = (error as { mark?: { line?: number } }).mark;
      // js-yaml counts from 0 within the frontmatter, which gray-matter starts with the newline after "---".
      problems.push({
        file,
        pointer: `line ${(mark?.line ?? 0) + 1}`,
        message: `frontmatter is not valid YAML: ${(error as { reason?: string }).reason ?? String(error)}`,
      });
      continue;
    }
    const validate = ajv.getSchema((contentCollections[location.collection] as ContentCollection).schema);
    if (validate && !validate(parsed.data)) {
      for (const e of validate.errors ?? []) {
        const key =
          e.keyword === 'required'
            ? String(e.params.missingProperty)
            : e.keyword === 'additionalProperties'
              ? String(e.params.additionalProperty)
              : (e.instancePath.split('/')[1] ?? '');
        const reason =
          e.keyword === 'required'
            ? 'is missing (required)'
            : e.keyword === 'additionalProperties'
              ? 'is not a known field'
              : (e.message ?? 'is invalid');
        problems.push({
          file,
          pointer: `line ${e.keyword === 'required' ? 1 : lineOfKey(text, key)}`,
          message: `frontmatter ${key || '(all)'} ${reason}`,
        });
      }
    }
    // Lines in the Markdown tree count from the body; add the frontmatter's lines.
    const bodyStart = text.length - parsed.content.length;
    const offset = text.slice(0, bodyStart).split('\n').length - 1;
    if (!parsed.content.trim())
      problems.push({ file, pointer: `line ${offset + 1}`, message: 'has no text below the frontmatter' });
    const tree = fromMarkdown(parsed.content) as MdNode;
    const visit = (node: MdNode) => {
      const line = `line ${(node.position?.start.line ?? 1) + offset}`;
      if (
        (node.type === 'link' || node.type === 'definition') &&
        node.url?.startsWith('/') &&
        !node.url.startsWith('//')
      ) {
        const reason = brokenLinkReason(node.url, pages, staticDir);
        if (reason) problems.push({ file, pointer: line, message: reason });
      } else if (node.type === 'image' && node.url && !/^(https?:)?\/\//.test(node.url)) {
        if (node.url.startsWith('/'))
          problems.push({
            file,
            pointer: line,
            message: `image ${node.url}: write the path inside data/images/ (e.g. products/961-1.jpg)`,
          });
        else if (!(node.url.startsWith('generated/') && !options.requireGeneratedImages)) {
          const problem = photoFileProblem(path.join(dataDir, 'images', decodeURI(node.url)));
          if (problem === 'not found')
            problems.push({ file, pointer: line, message: `image ${node.url} not found in data/images/` });
          else if (problem) problems.push({ file, pointer: line, message: `image ${node.url}: ${problem}` });
        }
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  }

  // Every language of every piece: the single pages, and one folder per entity that has prose.
  const pieces = contentFolders(entities);
  for (const { folder } of pieces) {
    for (const lang of langCodes) {
      if (!present.has(`${folder}/${lang}.md`))
        problems.push({
          file: `content/${folder}/${lang}.md`,
          pointer: 'line 1',
          message: `is missing (every language needs its file; copy content/${folder}/${defaultLang}.md and translate it)`,
        });
    }
  }
  const known = new Set(pieces.map((p) => p.folder));
  for (const rel of present) {
    const [name, id] = rel.split('/');
    const entityFile = (contentCollections[name as CollectionName] as ContentCollection).entities;
    if (entityFile && !known.has(`${name}/${id}`))
      problems.push({
        file: `content/${rel}`,
        pointer: 'line 1',
        message: `belongs to no entry: ${entityFile} has no id ${id}`,
      });
  }
  return problems;
}
