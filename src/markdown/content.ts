// Where Markdown prose lives: data/content/<collection>/<lang>.md for single pages, data/content/<collection>/<id>/<lang>.md
// for prose that belongs to an entity (a project's story, an FAQ answer). One file per language, each required.
import { isLang, type Lang } from '../i18n/languages';

export interface ContentCollection {
  /** Frontmatter schema in data/schemas/. */
  schema: string;
  /** For entity prose: where the entities are (a folder of JSON files or a collection file); one folder per id. */
  entities?: 'projects' | 'faq.json';
}

export const contentCollections = {
  about: { schema: 'content-page.schema.json' },
  'usa-about': { schema: 'content-page.schema.json' },
  fabrication: { schema: 'content-page.schema.json' },
  privacy: { schema: 'content-page.schema.json' },
  projects: { schema: 'content-story.schema.json', entities: 'projects' },
  faq: { schema: 'content-faq.schema.json', entities: 'faq.json' },
} satisfies Record<string, ContentCollection>;

export type CollectionName = keyof typeof contentCollections;

export interface ContentLocation {
  collection: CollectionName;
  entityId: number | null;
  lang: Lang;
}

const isCollection = (name: string): name is CollectionName =>
  Object.prototype.hasOwnProperty.call(contentCollections, name);

/** Reads collection, entity id and language from a path relative to data/content ("projects/3/fr.md"); null if misplaced. */
export function contentLocation(relativePath: string): ContentLocation | null {
  const parts = relativePath.split(/[\\/]/);
  const file = parts.pop() ?? '';
  const lang = file.replace(/\.md$/, '');
  if (!file.endsWith('.md') || !isLang(lang)) return null;
  const [collection, id, ...rest] = parts;
  if (!collection || !isCollection(collection) || rest.length) return null;
  const entities = (contentCollections[collection] as ContentCollection).entities;
  if (!entities) return id === undefined ? { collection, entityId: null, lang } : null;
  return id !== undefined && /^[1-9][0-9]{0,8}$/.test(id) ? { collection, entityId: Number(id), lang } : null;
}

/** Every piece of prose and its folder in data/content ("about", "projects/3", "faq/12"), from the entities that exist. */
export function contentFolders(
  entities: (where: string) => Record<string, unknown>[],
): { collection: CollectionName; folder: string }[] {
  return (Object.entries(contentCollections) as [CollectionName, ContentCollection][]).flatMap(([name, collection]) =>
    collection.entities
      ? entities(collection.entities).map((e) => ({ collection: name, folder: `${name}/${String(e.id)}` }))
      : [{ collection: name, folder: name }],
  );
}
