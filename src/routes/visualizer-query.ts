// The room visualizer's address: ?stone=product:807&scene=kitchen&surface=floor&size=61x61&pattern=brick&joint=3&grout=grey.
// Every choice a visitor makes is in it, so Back/Forward and a shared link restore the view. This module alone writes
// and reads it; a value it does not know falls back to a default, never to an error.
import type { Lang } from '../i18n/languages';
import {
  groutColors,
  jointWidthsMm,
  type GroutColor,
  type LayingSize,
  type PatternName,
  type VisualizerView,
} from '../visualizer/types';
import { pathTo } from './paths';
import { parseStoneKey } from './stone-key';

/** Query parameter names, in the order the address writes them. */
export const visualizerQueryNames = {
  stone: 'stone',
  scene: 'scene',
  surface: 'surface',
  size: 'size',
  pattern: 'pattern',
  jointMm: 'joint',
  grout: 'grout',
} as const satisfies Record<keyof VisualizerView, string>;

export const patternNames: readonly PatternName[] = ['straight', 'brick', 'french'];
export const defaultJointMm = 3;
export const defaultGrout: GroutColor = 'grey';

/** The visualizer page in a language, opened on the given choices (the rest take their defaults there). */
export function visualizerPath(lang: Lang, view: Partial<VisualizerView> = {}): string {
  const query = new URLSearchParams();
  for (const field of Object.keys(visualizerQueryNames) as (keyof VisualizerView)[]) {
    const value = view[field];
    if (value !== undefined && value !== '') query.set(visualizerQueryNames[field], String(value));
  }
  const q = query.toString().replace(/%3A/gi, ':');
  return `${pathTo(lang, { page: 'visualizer' })}${q ? `?${q}` : ''}`;
}

/** What the address asks for, each value kept only if it is well formed; whether it exists is decided later. */
export type VisualizerQuery = Partial<VisualizerView>;

const tokenPattern = /^[A-Za-z0-9][\w.-]{0,63}$/;

export function visualizerQueryFrom(search: string): VisualizerQuery {
  const query = new URLSearchParams(search);
  const get = (field: keyof VisualizerView) => query.get(visualizerQueryNames[field])?.trim() ?? '';
  const out: VisualizerQuery = {};
  const stone = get('stone');
  if (parseStoneKey(stone)) out.stone = stone;
  for (const field of ['scene', 'surface', 'size'] as const) {
    const value = get(field);
    if (tokenPattern.test(value)) out[field] = value;
  }
  const pattern = get('pattern');
  if ((patternNames as readonly string[]).includes(pattern)) out.pattern = pattern as PatternName;
  const joint = get('jointMm');
  if (/^\d{1,2}(\.\d{1,2})?$/.test(joint) && (jointWidthsMm as readonly number[]).includes(Number(joint)))
    out.jointMm = Number(joint);
  const grout = get('grout');
  if ((groutColors as readonly string[]).includes(grout)) out.grout = grout as GroutColor;
  return out;
}

/** What the address is resolved against: the scenes (in picker order) and the stones known so far. */
export interface VisualizerChoices<Stone extends { key: string; sizes: readonly LayingSize[] }, Surface, Scene> {
  scenes: readonly (Scene & { id: string; defaultStone: string; surfaces: readonly (Surface & { id: string })[] })[];
  stone: (key: string) => Stone | undefined;
  /** Whether the stone may be laid on the surface (its usage suitability). */
  allows: (stone: Stone, surface: Surface) => boolean;
}

/** The pattern a size can be laid in: a French pattern set only in its own pattern, a tile in straight or brick. */
export function patternFor(size: LayingSize | undefined, asked: PatternName | undefined): PatternName {
  if (size?.kind === 'patternSet') return 'french';
  return asked === 'brick' ? 'brick' : 'straight';
}

/**
 * The view an address shows. Missing or unknown values take defaults: the first scene, its default stone, the first
 * surface the stone may go on (the first surface when it may go on none: the page then says why), the stone's first
 * size, straight (French for a pattern set), 3 mm joints, grey grout. Null only when there is no scene at all, or the
 * scene's default stone is unknown too.
 */
export function resolveVisualizerView<Stone extends { key: string; sizes: readonly LayingSize[] }, Surface, Scene>(
  query: VisualizerQuery,
  choices: VisualizerChoices<Stone, Surface, Scene>,
): VisualizerView | null {
  const scene = choices.scenes.find((s) => s.id === query.scene) ?? choices.scenes[0];
  if (!scene || scene.surfaces.length === 0) return null;
  const stone =
    (query.stone !== undefined ? choices.stone(query.stone) : undefined) ?? choices.stone(scene.defaultStone);
  if (!stone || stone.sizes.length === 0) return null;
  const allowed = scene.surfaces.filter((s) => choices.allows(stone, s));
  const surface =
    allowed.find((s) => s.id === query.surface) ?? allowed[0] ?? scene.surfaces.find((s) => s.id === query.surface);
  const size = stone.sizes.find((s) => s.key === query.size) ?? stone.sizes[0];
  return {
    stone: stone.key,
    scene: scene.id,
    surface: (surface ?? scene.surfaces[0]).id,
    size: size.key,
    pattern: patternFor(size, query.pattern),
    jointMm: query.jointMm ?? defaultJointMm,
    grout: query.grout ?? defaultGrout,
  };
}
