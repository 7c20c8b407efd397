// The kinds of stone texture and how data (category ids, category slugs) maps to them.

export type TextureKind =
  | 'marble'
  | 'travertine'
  | 'limestone'
  | 'mosaic'
  | 'outdoor'
  | 'bath'
  | 'slab'
  | 'quartz'
  | 'byproducts'
  | 'installation'
  | 'plasterboard';

export const TEXTURES: readonly TextureKind[] = [
  'marble',
  'travertine',
  'limestone',
  'mosaic',
  'outdoor',
  'bath',
  'slab',
  'quartz',
  'byproducts',
  'installation',
  'plasterboard',
];

export const CATEGORY_KIND: Record<number, TextureKind> = {
  1: 'marble',
  2: 'travertine',
  3: 'limestone',
  4: 'mosaic',
  5: 'outdoor',
  6: 'bath',
  7: 'slab',
  8: 'quartz',
  9: 'byproducts',
  11: 'installation',
  18: 'plasterboard',
};

export const SLUG_KIND: Record<string, TextureKind> = {
  marble: 'marble',
  travertine: 'travertine',
  limestone: 'limestone',
  mosaics: 'mosaic',
  mosaic: 'mosaic',
  outdoor: 'outdoor',
  'bath-and-kitchen': 'bath',
  bath: 'bath',
  slabs: 'slab',
  slab: 'slab',
  quartz: 'quartz',
  'by-products': 'byproducts',
  'by-product': 'byproducts',
  byproducts: 'byproducts',
  'installation-materials': 'installation',
  installation: 'installation',
  plasterboard: 'plasterboard',
};

/** Colour used when the data gives none. */
export const DEFAULT_COLOR: Record<TextureKind, number> = {
  marble: 1,
  travertine: 4,
  limestone: 4,
  mosaic: 1,
  outdoor: 4,
  bath: 1,
  slab: 1,
  quartz: 2,
  byproducts: 10,
  installation: 2,
  plasterboard: 2,
};

export interface TexOpts {
  angle: number;
  variant: number;
}
