// The visualizer's shared shapes: a room scene with its surfaces (data/visualizer/scenes/<id>.json), a stone as the
// visualizer knows it, and the view a visitor chooses (every field of it is in the page's address).
import type { ApplicationKey, Usage } from '../data/application';
import type { Lang } from '../i18n/languages';

/** A point in the scene picture, in pixels of the scene's full-size image (x to the right, y down). */
export type PicturePoint = readonly [x: number, y: number];

/**
 * One surface a stone can be laid on: a real rectangle of `sizeCm` (width along corners 0→1, height along 0→3)
 * seen in the picture at `corners` (the rectangle's corners (0,0), (w,0), (w,h), (0,h) in that order). Laying starts
 * at corner 0 (for a wall: a bottom corner, so whole tiles sit on the floor line). The rectangle may run behind
 * furniture or out of the picture: the mask says which pixels show it.
 */
export interface SceneSurface {
  id: string;
  /** "the kitchen floor", as the text alternative names it, in every language. */
  name: Record<Lang, string>;
  corners: readonly [PicturePoint, PicturePoint, PicturePoint, PicturePoint];
  sizeCm: readonly [width: number, height: number];
  /** Channel of the mask image whose value (0–255) is how much of a pixel shows this surface. */
  maskChannel: 'r' | 'g' | 'b';
  /** Usages a stone must be suitable for to go here (the product page's usage table), e.g. ['floor', 'wetAreas']. */
  needs: readonly Usage[];
}

export interface Scene {
  id: string;
  /** Order in the scene picker. */
  order: number;
  name: Record<Lang, string>;
  /** Full-size picture size in pixels; corners are in these pixels. */
  width: number;
  height: number;
  /**
   * The room, its surfaces drawn in one plain neutral material of luminance `neutral` (0–255) under the room's light:
   * a pixel's luminance over `neutral` is the light the stone receives there (shadows < 1, highlights > 1).
   */
  image: string;
  neutral: number;
  /** The surfaces' coverage, one per channel (PNG, same size as the image). */
  mask: string;
  /** The stone shown before a visitor chooses one and without JavaScript, as `product:807`. */
  defaultStone: string;
  /** The scene with the default stone laid on its first surface, drawn by the image generator (no-JS view, first paint). */
  preview: string;
  surfaces: readonly SceneSurface[];
}

/** A size a stone can be laid in, in centimetres; a French pattern set lays its pieces together. */
export type LayingSize =
  | { kind: 'tile'; key: string; label: string; widthCm: number; heightCm: number }
  | { kind: 'patternSet'; key: string; label: string; pieces: readonly (readonly [number, number])[] };

export type PatternName = 'straight' | 'brick' | 'french';

/** A stone the visualizer can lay: a catalogue product or a USA stock item with at least one laying size. */
export interface VisualizerStone {
  /** `product:807` or `usaStock:5004`, as the sample request address writes a stone. */
  key: string;
  kind: 'product' | 'usaStock';
  id: number;
  code: string;
  /** In the page's language. */
  name: string;
  application: ApplicationKey;
  sizes: readonly LayingSize[];
  /** The stone's close-up photo (its first photo), as an image CDN URL builder's source and full size. */
  photo: { src: string; width: number; height: number };
  /** Its page (product detail or USA stock item). */
  path: string;
  /** A USA stock item of this stone, when the US warehouse holds it. */
  usaStockPath?: string;
}

export const groutColors = ['white', 'ivory', 'beige', 'grey', 'anthracite', 'black'] as const;
export type GroutColor = (typeof groutColors)[number];
/** Joint widths offered, in millimetres. */
export const jointWidthsMm = [1.5, 2, 3, 5, 8, 10] as const;

/** What is shown: every field is in the address, so Back/Forward and a shared link restore it. */
export interface VisualizerView {
  stone: string;
  scene: string;
  surface: string;
  /** A LayingSize key of the stone. */
  size: string;
  pattern: PatternName;
  jointMm: number;
  grout: GroutColor;
}
