// Fixed tables keyed by stone type: usage suitability (yes/no), available surfaces, and which sheets
// (application, specification) a product of that type has.

export const applicationKeys = [
  'marble',
  'travertine',
  'limestone',
  'mosaic',
  'slab',
  'quartz',
  'outdoor',
  'bath',
  'byproducts',
  'installation',
] as const;
export type ApplicationKey = (typeof applicationKeys)[number];

export const usages = [
  'wall',
  'floor',
  'residential',
  'commercial',
  'wetAreas',
  'exterior',
  'interior',
  'freezingClimate',
] as const;
export type Usage = (typeof usages)[number];

/** The only "no" cells of the usage table; every other cell is yes. */
const unsuitable: Record<Usage, readonly ApplicationKey[]> = {
  wall: ['bath', 'byproducts', 'outdoor'],
  floor: ['mosaic', 'bath'],
  residential: [],
  commercial: ['limestone'],
  wetAreas: ['limestone'],
  exterior: [],
  interior: ['outdoor'],
  freezingClimate: ['travertine', 'limestone', 'bath'],
};

export function usageTable(key: ApplicationKey): { usage: Usage; suitable: boolean }[] {
  return usages.map((usage) => ({ usage, suitable: !unsuitable[usage].includes(key) }));
}

const threeSurfaces = ['honed', 'polished', 'brushed'] as const;
/** Surfaces by stone type, as finish slugs; none are listed for by-products and installation. */
export const surfacesByKey: Record<ApplicationKey, readonly string[]> = {
  marble: [...threeSurfaces, 'sandblasted'],
  travertine: [...threeSurfaces, 'sandblasted', 'bushhammered'],
  limestone: threeSurfaces,
  mosaic: threeSurfaces,
  slab: threeSurfaces,
  quartz: threeSurfaces,
  outdoor: threeSurfaces,
  bath: ['honed', 'polished'],
  byproducts: [],
  installation: [],
};

export interface ProductSheets {
  application: boolean;
  specification: boolean;
}

export function isApplicationKey(value: unknown): value is ApplicationKey {
  return typeof value === 'string' && (applicationKeys as readonly string[]).includes(value);
}

/**
 * By-products and installation have an application only, bath a specification only, the others both.
 * The stone type of a category is data (`application` in data/categories.json); null means no sheets.
 */
export function sheetsFor(key: ApplicationKey | null): ProductSheets {
  if (!key) return { application: false, specification: false };
  return { application: key !== 'bath', specification: key !== 'byproducts' && key !== 'installation' };
}
