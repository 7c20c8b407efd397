// Planning: which picture (size, texture or scene, colour, variant) a path gets, from the data that names it.
import { promises as fs } from 'fs';
import * as path from 'path';
import { hash32, mulberry32, pick, rr, type Rng } from './random';
import { PALETTES } from './palettes';
import { CATEGORY_KIND, DEFAULT_COLOR, SLUG_KIND, type TextureKind } from './kinds';

export type SceneKind = 'quarry' | 'factory' | 'warehouse' | 'interior' | 'portrait' | 'catalog';

export interface Plan {
  width: number;
  height: number;
  kind: TextureKind | SceneKind;
  colorId: number;
  variant: number;
  angle: number;
  page: number;
  floorKind: TextureKind;
  floorColor: number;
  vignette: boolean;
  joints: boolean;
}

export const SIZES: Record<string, [number, number]> = {
  products: [800, 600],
  usa: [800, 600],
  slides: [1600, 700],
  catalog: [600, 850],
  news: [800, 600],
  projects: [800, 600],
  fabrication: [800, 600],
  videos: [800, 600],
  team: [400, 400],
  categories: [600, 400],
};

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
export type JsonObject = { [k: string]: Json };

export const isObj = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface Context {
  dataDir: string;
  owners: Map<string, JsonObject | null>;
  cache: Map<string, Promise<JsonObject | null>>;
}

export async function readJsonSafe(file: string): Promise<JsonObject | null> {
  try {
    const v: unknown = JSON.parse(await fs.readFile(file, 'utf8'));
    return isObj(v) ? (v as JsonObject) : null;
  } catch {
    return null;
  }
}

export function cachedJson(ctx: Context, rel: string): Promise<JsonObject | null> {
  let p = ctx.cache.get(rel);
  if (!p) {
    p = readJsonSafe(path.join(ctx.dataDir, rel));
    ctx.cache.set(rel, p);
  }
  return p;
}

export function intOf(v: Json | undefined): number | null {
  return typeof v === 'number' && Number.isInteger(v) ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : null;
}

export interface StoneInfo {
  kind: TextureKind;
  colorId: number;
}

export function stoneFromRecord(rec: JsonObject | null): StoneInfo | null {
  if (!rec) return null;
  const cat = intOf(rec.category);
  const kind = cat !== null ? CATEGORY_KIND[cat] : undefined;
  if (!kind) return null;
  let colorId = DEFAULT_COLOR[kind];
  if (Array.isArray(rec.colors) && rec.colors.length > 0) {
    const c = intOf(rec.colors[0]);
    if (c !== null && PALETTES[c]) colorId = c;
  }
  return { kind, colorId };
}

export function stoneFromHash(r: Rng): StoneInfo {
  const kind = pick(r, [
    'marble',
    'marble',
    'travertine',
    'travertine',
    'limestone',
    'mosaic',
    'slab',
    'quartz',
    'outdoor',
  ] as TextureKind[]);
  return { kind, colorId: pick(r, [DEFAULT_COLOR[kind], 1, 2, 4, 5]) };
}

export async function productStone(ctx: Context, id: number | null, r: Rng, folder = 'products'): Promise<StoneInfo> {
  if (id === null) return stoneFromHash(r);
  return stoneFromRecord(await cachedJson(ctx, `${folder}/${id}.json`)) ?? stoneFromHash(r);
}

export async function planFor(rel: string, ctx: Context): Promise<Plan> {
  const r = mulberry32(hash32('plan:' + rel));
  const parts = rel.split('/');
  const folder = parts.length > 2 ? parts[1] : 'misc';
  const name = path.basename(rel).replace(/\.(jpg|png)$/, '');
  const [width, height] = SIZES[folder] ?? [800, 600];
  const owner = ctx.owners.get(rel) ?? null;
  const m = /^(\d+)(?:-(\d+))?/.exec(name);
  const id = m ? Number(m[1]) : null;
  const variant = m && m[2] ? Number(m[2]) : 1;
  const plan: Plan = {
    width,
    height,
    kind: 'marble',
    colorId: 1,
    variant,
    angle: rr(r, -0.9, 0.9) + (variant - 1) * 0.7,
    page: 1,
    floorKind: 'marble',
    floorColor: 1,
    vignette: false,
    joints: false,
  };
  const setStone = (st: StoneInfo): void => {
    plan.kind = st.kind;
    plan.colorId = st.colorId;
  };
  const scene = (k: SceneKind): void => {
    plan.kind = k;
  };
  const str = (k: string): string => (owner && typeof owner[k] === 'string' ? (owner[k] as string) : '');
  switch (folder) {
    case 'products':
    case 'usa': {
      setStone(await productStone(ctx, id, r, folder === 'usa' ? 'usa-stock' : 'products'));
      plan.joints = variant % 2 === 0 && ['marble', 'travertine', 'limestone', 'quartz'].includes(plan.kind);
      break;
    }
    case 'categories': {
      const kind = SLUG_KIND[name] ?? stoneFromHash(r).kind;
      setStone({ kind, colorId: DEFAULT_COLOR[kind] });
      break;
    }
    case 'catalog': {
      const pm = /(\d+)/.exec(name);
      plan.page = intOf(owner ? owner.page : undefined) ?? (pm ? Number(pm[1]) : 1);
      scene('catalog');
      break;
    }
    case 'team':
      scene('portrait');
      break;
    case 'slides': {
      const set = str('set');
      if (set === 'quarry') scene('quarry');
      else if (set === 'production') scene('factory');
      else if (set === 'new-products') {
        setStone(await productStone(ctx, owner ? intOf(owner.productId) : null, r));
        plan.vignette = true;
      } else scene(pick(r, ['quarry', 'factory'] as SceneKind[]));
      break;
    }
    case 'fabrication': {
      const g = str('group');
      scene(
        g === 'factories'
          ? 'factory'
          : g === 'quarries'
            ? 'quarry'
            : g === 'usa-warehouse'
              ? 'warehouse'
              : pick(r, ['factory', 'quarry', 'warehouse'] as SceneKind[]),
      );
      break;
    }
    case 'projects': {
      scene('interior');
      const pid = owner ? intOf(owner.productId) : null;
      const st = pid !== null ? await productStone(ctx, pid, r) : null;
      const fk =
        st && ['marble', 'travertine', 'limestone', 'mosaic', 'slab', 'quartz', 'outdoor', 'bath'].includes(st.kind)
          ? st.kind
          : pick(r, ['marble', 'travertine', 'limestone'] as TextureKind[]);
      plan.floorKind = fk;
      plan.floorColor = st ? st.colorId : pick(r, [1, 1, 2, 4, 4]);
      break;
    }
    case 'videos': {
      const g = str('group');
      plan.vignette = true;
      if (g === 'projects') scene('interior');
      else if (g === 'production') scene('factory');
      else {
        const k = pick(r, ['quarry', 'warehouse', 'slab', 'factory'] as const);
        if (k === 'slab') setStone({ kind: 'slab', colorId: pick(r, [1, 2, 3, 5]) });
        else scene(k);
      }
      plan.floorColor = pick(r, [1, 2, 4]);
      plan.floorKind = pick(r, ['marble', 'travertine'] as TextureKind[]);
      break;
    }
    case 'news': {
      const k = pick(r, ['quarry', 'factory', 'warehouse', 'interior', 'slab', 'travertine'] as const);
      if (k === 'slab' || k === 'travertine') setStone({ kind: k, colorId: DEFAULT_COLOR[k] });
      else scene(k);
      plan.floorColor = pick(r, [1, 2, 4]);
      plan.floorKind = pick(r, ['marble', 'travertine'] as TextureKind[]);
      break;
    }
    default:
      setStone(stoneFromHash(r));
  }
  return plan;
}
