// What the entry mappers share: the previewed language, how to find a photo and the other entries loaded so far, and
// plain-data readers that never throw on a half-filled entry (a field not typed yet is missing, not an error).
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import type { Lang } from '../../../i18n/languages';
import { imageData, type PhotoSource } from '../images';
import { shownText, type Json } from '../text';

export interface MapContext {
  lang: Lang;
  /** A photo of the entry by its data/images path; `field` names the CMS field it is in ('images', 'photos.image'). */
  photo: (path: string, field: string) => PhotoSource | null;
  /** Photos of other entries (facet pictures, fabrication photos): published copies only. */
  otherPhoto: (path: string) => PhotoSource | null;
  /** Other entries loaded so far, by `collection/slug` (related.ts). */
  related: (collection: string, slug: string) => Json | undefined;
}

export const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);
export const num = (v: unknown, fallback = 0): number => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
export const optionalNum = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
export const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
export const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
export const strings = (v: unknown): string[] => list(v).filter((x): x is string => typeof x === 'string');

/** The items of a data file (categories.json, colors.json, …) once loaded. */
export const itemsOf = (file: Json | undefined): Json[] => list(file?.items).map(obj);

/** A facet (colour, area, finish, …) by id, or by slug for finishes, as the page query's FacetName fragment gives it. */
export function facetNode(items: Json[], key: 'id' | 'slug', value: unknown, lang: Lang) {
  const item = items.find((i) => i[key] === value);
  return {
    jsonId: num(item?.id, typeof value === 'number' ? value : 0),
    slug: str(item?.slug, String(value)),
    // Until the file loads (or for an unknown id) the page shows the id the entry holds.
    name: { text: item ? shownText(item.name, lang).text : String(value) },
  };
}

/** Image data of a photo at the sizes a page query asks, or null. */
export function photoData(photo: PhotoSource | null, width: number, aspectRatio?: number): IGatsbyImageData | null {
  return photo ? imageData(photo, width, aspectRatio) : null;
}

type RawMeasurement = {
  value: number;
  unit: string;
  standard: string;
  lab: string;
  tested: string;
  report: string | null;
};

function measurement(v: unknown): RawMeasurement | null {
  const m = obj(v);
  if (typeof m.value !== 'number' || !Number.isFinite(m.value) || typeof m.unit !== 'string') return null;
  return {
    value: m.value,
    unit: m.unit,
    standard: str(m.standard),
    lab: str(m.lab),
    tested: str(m.tested),
    report: typeof m.report === 'string' ? m.report : null,
  };
}

/** The product's test values in the page query's shape (TechnicalFields), or null without a stone type. */
export function technical(v: unknown) {
  const t = obj(v);
  if (typeof t.stone !== 'string' || !t.stone) return null;
  return {
    stone: t.stone,
    marbleClass: typeof t.marbleClass === 'string' ? t.marbleClass : null,
    density: measurement(t.density),
    waterAbsorption: measurement(t.waterAbsorption),
    compressiveStrength: measurement(t.compressiveStrength),
    flexuralStrength: measurement(t.flexuralStrength),
    abrasion: measurement(t.abrasion),
    frostResistance: measurement(t.frostResistance),
    slipResistance: list(t.slipResistance).flatMap((s) => {
      const m = measurement(s);
      const finish = str(obj(s).finish);
      return m && finish ? [{ ...m, finish }] : [];
    }),
  };
}
