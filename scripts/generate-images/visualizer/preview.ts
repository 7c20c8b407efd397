// The scene's preview: its default stone laid on its first surface by the visualizer's own renderer (straight
// pattern, the stone's first laying size, 3 mm grey joints), so the page's first paint and its no-JavaScript view
// show exactly what the interactive view draws.
import { promises as fs } from 'fs';
import * as path from 'path';
import sharp from 'sharp';
import { renderSurface, type Raster } from '../../../src/visualizer/render';
import { layingSizes } from '../../../src/visualizer/sizes';
import { isApplicationKey } from '../../../src/data/application';
import type { SceneSurface } from '../../../src/visualizer/types';
import { cachedJson, planFor, type Context, type JsonObject } from '../plan';
import { renderPlan } from '../render';
import { drawMask, drawPicture } from './draw';
import { buildRoom } from './scenes';

export const PREVIEW_VIEW = { pattern: 'straight', jointMm: 3, grout: 'grey' } as const;

async function rgba(image: Buffer): Promise<Raster> {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
  };
}

/** The stone's record, laying sizes and first photo (drawn in memory when the data has not got it yet). */
async function stoneOf(key: string, ctx: Context): Promise<{ sizes: ReturnType<typeof layingSizes>; photo: Buffer }> {
  const m = /^(product|usaStock):(\d+)$/.exec(key);
  if (!m) throw new Error(`defaultStone ${JSON.stringify(key)} is not product:<id> or usaStock:<id>`);
  const record = await cachedJson(ctx, `${m[1] === 'product' ? 'products' : 'usa-stock'}/${m[2]}.json`);
  if (!record) throw new Error(`defaultStone ${key}: no such stone in the data`);
  let sizes: ReturnType<typeof layingSizes>;
  if (m[1] === 'product') {
    const categories = await cachedJson(ctx, 'categories.json');
    const items = Array.isArray(categories?.items) ? (categories.items as JsonObject[]) : [];
    const app = items.find((c) => c.id === record.category)?.application;
    const labels = Array.isArray(record.sizes) ? (record.sizes as JsonObject[]) : [];
    sizes = layingSizes({
      kind: 'product',
      application: isApplicationKey(app) ? app : null,
      sizes: labels.map((s) => ({ label: String(s.label) })),
    });
  } else {
    sizes = layingSizes({ kind: 'usaStock', size: String(record.size) });
  }
  const first = Array.isArray(record.images) ? record.images[0] : undefined;
  if (typeof first !== 'string') throw new Error(`defaultStone ${key} has no photo`);
  const file = path.join(ctx.dataDir, 'images', first);
  const photo = await fs.readFile(file).catch(async () => renderPlan(first, await planFor(first, ctx)));
  return { sizes, photo };
}

/**
 * The scene's picture or mask as the page gets it: the committed file (a photographed scene has nothing else), or,
 * when it is not there yet, drawn from the scene's room model.
 */
async function sceneImage(scene: JsonObject, role: 'image' | 'mask', ctx: Context): Promise<Buffer> {
  const rel = String(scene[role]);
  try {
    return await fs.readFile(path.join(ctx.dataDir, 'images', rel));
  } catch {
    const room = buildRoom(String(scene.id));
    return role === 'image' ? drawPicture(room) : drawMask(room);
  }
}

export async function drawPreview(scene: JsonObject, ctx: Context): Promise<Buffer> {
  const key = String(scene.defaultStone);
  const surfaces = Array.isArray(scene.surfaces) ? (scene.surfaces as unknown as SceneSurface[]) : [];
  const surface = surfaces[0];
  if (!surface) throw new Error(`scene ${String(scene.id)} has no surface`);
  const { sizes, photo } = await stoneOf(key, ctx);
  if (!sizes.length) throw new Error(`defaultStone ${key} has no size the visualizer can lay`);
  const [base, mask, stonePhoto] = await Promise.all([
    sceneImage(scene, 'image', ctx).then(rgba),
    sceneImage(scene, 'mask', ctx).then(rgba),
    rgba(photo),
  ]);
  const out: Raster = { width: base.width, height: base.height, data: new Uint8ClampedArray(base.data.length) };
  renderSurface(out, base, mask, {
    // the data file is what the page reads: its corners, size and neutral, not the model's
    scene: { width: Number(scene.width), height: Number(scene.height), neutral: Number(scene.neutral) },
    surface,
    stone: { key, sizes },
    photo: stonePhoto,
    size: sizes[0],
    ...PREVIEW_VIEW,
  });
  return sharp(Buffer.from(out.data.buffer, out.data.byteOffset, out.data.length), {
    raw: { width: out.width, height: out.height, channels: 4 },
  })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80, chromaSubsampling: '4:2:0', mozjpeg: false })
    .toBuffer();
}
