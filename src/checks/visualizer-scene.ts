// check:data rules for the visualizer's scene files that a JSON Schema cannot say: corners that form a real
// rectangle seen in perspective near the picture, one mask channel per surface, known usages, a default stone that
// exists and may be laid on the first surface, and pictures of the declared size.
import fs from 'fs';
import path from 'path';
import { isApplicationKey, usages, type ApplicationKey, type Usage } from '../data/application';
import { checkCorners, SurfaceGeometryError } from '../visualizer/geometry';
import { layingSizes } from '../visualizer/sizes';
import { suitability } from '../visualizer/suitability';
import { readPhotoHeader } from '../images/photo-source';
import { parseStoneKey } from '../routes/stone-key';

export interface SceneProblem {
  pointer: string;
  message: string;
}

type Json = Record<string, unknown>;

export interface SceneCheckContext {
  /** Catalogue products and USA stock items by id (their `category` and `name` are read). */
  products: ReadonlyMap<unknown, Json>;
  usaStock: ReadonlyMap<unknown, Json>;
  /** Stone type (`application` of data/categories.json) by category id. */
  applicationOf: ReadonlyMap<unknown, ApplicationKey>;
  /** data/images/ */
  imagesDir: string;
}

/** How far outside the picture a corner may lie: a surface may run out of the frame, but not to infinity. */
export const CORNER_MARGIN = 1;

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function isPoint(v: unknown): v is [number, number] {
  return Array.isArray(v) && v.length === 2 && isNum(v[0]) && isNum(v[1]);
}

function stoneProblem(key: string, needs: Usage[], ctx: SceneCheckContext): string | null {
  const ref = parseStoneKey(key);
  if (!ref) return null; // the schema reports the form
  const { id } = ref;
  const product = ref.kind === 'product';
  const item = (product ? ctx.products : ctx.usaStock).get(id);
  if (!item) return `names ${key}, but there is no ${product ? 'product' : 'USA stock item'} with id ${id}`;
  const app = ctx.applicationOf.get(item.category);
  if (!app || !isApplicationKey(app))
    return `names ${key}, whose category ${JSON.stringify(item.category)} has no stone type (application)`;
  const name = (item.name as Json | undefined)?.en;
  const called = `${key}${typeof name === 'string' ? ` (${name})` : ''}`;
  const verdict = suitability(app, needs);
  if (!verdict.allowed)
    return `names ${called}, a ${app} stone not suitable for ${verdict.missing.join(', ')}, which the first surface needs`;
  const labels = Array.isArray(item.sizes) ? (item.sizes as Json[]).map((s) => ({ label: String(s.label) })) : [];
  const sizes = product
    ? layingSizes({ kind: 'product', application: app, sizes: labels })
    : layingSizes({ kind: 'usaStock', size: String(item.size) });
  if (!sizes.length)
    return `names ${called}, which has no size the visualizer can lay (its sizes are not tiles or slabs)`;
  return null;
}

function imageProblem(
  image: unknown,
  pointer: string,
  expect: { width: number; height: number } | null,
  kind: 'jpg' | 'png' | null,
  ctx: SceneCheckContext,
): SceneProblem | null {
  if (typeof image !== 'string') return null;
  const file = path.join(ctx.imagesDir, image);
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch {
    return null; // a missing file is reported by the check of every data file's images (generated ones with --images)
  }
  const header = readPhotoHeader(bytes);
  if (typeof header === 'string') return { pointer, message: `image ${image}: ${header}` };
  if (kind && header.format !== kind)
    return {
      pointer,
      message: `image ${image} must be a ${kind === 'png' ? 'PNG (lossless, so the mask edges stay exact)' : 'JPEG'}, not ${header.format}`,
    };
  if (expect && (header.width !== expect.width || header.height !== expect.height))
    return {
      pointer,
      message: `image ${image} is ${header.width} × ${header.height} px, but the scene declares ${expect.width} × ${expect.height}`,
    };
  return null;
}

/** The problems of one scene file (already checked against its schema), with JSON pointers into it. */
export function checkScene(file: string, scene: Json, ctx: SceneCheckContext): SceneProblem[] {
  const problems: SceneProblem[] = [];
  const id = scene.id;
  const expectedFile = `visualizer/scenes/${String(id)}.json`;
  if (typeof id === 'string' && file !== expectedFile)
    problems.push({ pointer: '/id', message: `must match the file name (${path.posix.basename(file, '.json')})` });
  const width = isNum(scene.width) ? scene.width : null;
  const height = isNum(scene.height) ? scene.height : null;
  const surfaces = Array.isArray(scene.surfaces) ? (scene.surfaces as Json[]) : [];
  const seenIds = new Map<unknown, number>();
  const seenChannels = new Map<unknown, number>();
  surfaces.forEach((surface, i) => {
    const at = `/surfaces/${i}`;
    if (seenIds.has(surface.id))
      problems.push({
        pointer: `${at}/id`,
        message: `duplicate surface id ${JSON.stringify(surface.id)} (also surface ${seenIds.get(surface.id)})`,
      });
    else seenIds.set(surface.id, i);
    if (seenChannels.has(surface.maskChannel))
      problems.push({
        pointer: `${at}/maskChannel`,
        message: `mask channel ${JSON.stringify(surface.maskChannel)} is already used by surface ${seenChannels.get(surface.maskChannel)}; each surface needs its own`,
      });
    else seenChannels.set(surface.maskChannel, i);
    const needs = Array.isArray(surface.needs) ? surface.needs : [];
    needs.forEach((u, j) => {
      if (!(usages as readonly unknown[]).includes(u))
        problems.push({
          pointer: `${at}/needs/${j}`,
          message: `${JSON.stringify(u)} is not a known usage (one of ${usages.join(', ')})`,
        });
    });
    const corners = Array.isArray(surface.corners) ? surface.corners : [];
    if (corners.length === 4 && corners.every(isPoint)) {
      if (width && height) {
        corners.forEach(([x, y], j) => {
          const mx = width * CORNER_MARGIN;
          const my = height * CORNER_MARGIN;
          if (x < -mx || x > width + mx || y < -my || y > height + my)
            problems.push({
              pointer: `${at}/corners/${j}`,
              message: `[${x}, ${y}] is too far outside the ${width} × ${height} picture (at most one picture width or height outside)`,
            });
        });
      }
      try {
        checkCorners([corners[0], corners[1], corners[2], corners[3]]);
      } catch (e) {
        if (!(e instanceof SurfaceGeometryError)) throw e;
        problems.push({ pointer: `${at}/corners`, message: e.message });
      }
    }
  });
  const first = surfaces[0];
  if (typeof scene.defaultStone === 'string' && first) {
    const needs = (Array.isArray(first.needs) ? first.needs : []).filter((u): u is Usage =>
      (usages as readonly unknown[]).includes(u),
    );
    const message = stoneProblem(scene.defaultStone, needs, ctx);
    if (message) problems.push({ pointer: '/defaultStone', message });
  }
  // The preview is drawn once, when its file is missing: naming the stone in it makes a new default stone a new file.
  if (typeof scene.defaultStone === 'string' && typeof scene.preview === 'string') {
    const suffix = `-${scene.defaultStone.replace(':', '-')}.jpg`;
    if (!scene.preview.endsWith(suffix))
      problems.push({
        pointer: '/preview',
        message: `must name the default stone, ending in "${suffix}" (e.g. generated/visualizer/${String(id)}${suffix}), so that the preview is drawn again for a new default stone`,
      });
  }
  const size = width && height ? { width, height } : null;
  for (const p of [
    imageProblem(scene.image, '/image', size, 'jpg', ctx),
    imageProblem(scene.mask, '/mask', size, 'png', ctx),
    imageProblem(scene.preview, '/preview', size, null, ctx),
  ])
    if (p) problems.push(p);
  return problems;
}
