// What the PDFs show, read from the data files (the build has validated them): products with their category, finishes
// and edges, USA stock items (a quote list's lines), the company and its sales team.
import fs from 'fs';
import path from 'path';
import type { Lang } from '../i18n/languages';
import type { RawTechnical } from '../data/technical';

export type Localized = Record<Lang, string>;

export interface ProductData {
  id: number;
  code: string;
  slug: string;
  category: number;
  name: Localized;
  description: Localized;
  stoneType: Localized;
  country: Localized;
  edges: number[];
  finishes: string[];
  sizes: { label: string; thickness: string | null }[];
  images: string[];
  technical?: RawTechnical | null;
  /** The list price (a quote list's indicative amounts). */
  price?: { amount: number; currency: string; unit: string } | null;
}
/** A USA stock item as a quote list's line names and prices it (no Russian or Arabic names: English stands in). */
export interface UsaStockData {
  id: number;
  sku: string;
  name: Partial<Localized> & { en: string };
  size: string;
  surface: string;
  finishes: string[];
  /** USD per sq ft. */
  salePrice: number;
}
interface Named {
  id: number;
  slug: string;
  name: Localized;
}
export interface CategoryData extends Named {
  application?: string | null;
}
export interface CompanyData {
  name: string;
  since: number;
  years: number;
  monthlyCapacityM2: number;
  about: Localized;
  mission: Localized;
  vision: Localized;
  profilePdf: string;
  email: string;
  phone: string;
  address: Localized;
  socials: { name: string; link: string }[];
}
export interface TeamMember {
  name: string;
  job: Localized;
  email: string;
  whatsapp: string;
}

export interface PdfData {
  products: ProductData[];
  usaStock: UsaStockData[];
  categories: Map<number, CategoryData>;
  finishes: Map<string, Named>;
  edges: Map<number, Named>;
  company: CompanyData;
  team: TeamMember[];
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

export function readPdfData(dataDir: string): PdfData {
  const items = <T>(name: string) => readJson<{ items: T[] }>(path.join(dataDir, `${name}.json`)).items;
  const entries = <T extends { id: number }>(folder: string): T[] =>
    fs
      .readdirSync(path.join(dataDir, folder))
      .filter((f) => f.endsWith('.json'))
      .map((f) => readJson<T>(path.join(dataDir, folder, f)))
      .sort((a, b) => a.id - b.id);
  return {
    products: entries<ProductData>('products'),
    usaStock: entries<UsaStockData>('usa-stock'),
    categories: new Map(items<CategoryData>('categories').map((c) => [c.id, c])),
    finishes: new Map(items<Named>('finishes').map((f) => [f.slug, f])),
    edges: new Map(items<Named>('edges').map((e) => [e.id, e])),
    company: readJson<CompanyData>(path.join(dataDir, 'company.json')),
    team: items<TeamMember>('team'),
  };
}
