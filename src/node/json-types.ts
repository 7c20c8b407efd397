// Maps each data file to its GraphQL node type: one-entity-per-file folders become entity nodes directly,
// collection files ({ items: [...] }) become list nodes whose items are split into entity nodes (see nodes.ts).
interface JsonFileNode {
  sourceInstanceName?: string;
  relativeDirectory?: string;
  name?: string;
}

/** Folders holding one entity per file → entity type. */
export const entityFolders: Record<string, string> = {
  products: 'Product',
  'usa-stock': 'UsaStockItem',
  projects: 'Project',
  'visualizer/scenes': 'VisualizerScene',
};

/** Collection files → type of each item (the file itself becomes `${type}List`). */
export const collectionFiles: Record<string, string> = {
  categories: 'Category',
  colors: 'Color',
  areas: 'Area',
  edges: 'Edge',
  finishes: 'Finish',
  materials: 'Material',
  styles: 'Style',
  types: 'ProductType',
  news: 'NewsItem',
  team: 'TeamMember',
  faq: 'FaqItem',
  videos: 'Video',
  slides: 'Slide',
  fabrication: 'FabricationPhoto',
};

/** Single-object files → type. */
export const singletonFiles: Record<string, string> = {
  company: 'Company',
  footer: 'Footer',
  usa: 'UsaInfo',
  catalog: 'Catalog',
};

export const listTypeName = (itemType: string) => `${itemType}List`;
/** The locale files (src/i18n/locales) as JSON nodes; and a data file no folder or name above claims. */
export const localeFileType = 'LocaleFileJson';
export const unknownDataType = 'UnknownDataJson';

export function jsonTypeName({ node }: { node: JsonFileNode }): string {
  if (node.sourceInstanceName === 'locale') return localeFileType;
  const folder = node.relativeDirectory ?? '';
  const name = node.name ?? '';
  if (entityFolders[folder]) return entityFolders[folder];
  if (!folder && collectionFiles[name]) return listTypeName(collectionFiles[name]);
  if (!folder && singletonFiles[name]) return singletonFiles[name];
  return unknownDataType;
}
