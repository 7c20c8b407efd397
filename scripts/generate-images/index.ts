/**
 * Deterministic placeholder-image generator.
 *
 * Scans every JSON file under the data directory (recursively, skipping `schemas/` and `images/`),
 * collects every string value of the form `generated/...(.jpg|.png)` and renders each image that does
 * not yet exist under `<dataDir>/images/`. Images are drawn as SVG (feTurbulence noise, filters,
 * gradients) and rasterised with sharp; the same path always gives a byte-identical file (the PRNG is
 * seeded from a hash of the path; nothing is downloaded, no clock or Math.random is used).
 *
 * Modules: `plan.ts` decides what a path shows, `render.ts` draws it; `textures/` (one painter per stone kind),
 * `scenes/` (quarry, factory, warehouse, interior, portrait), `catalog-page.ts`; shared helpers in `random.ts`,
 * `svg.ts`, `noise.ts`, `shapes.ts`, `palettes.ts`, `kinds.ts`; `visualizer/` draws the room scenes of the visualizer
 * (picture, surface mask, preview) from 3D room models. Command line: `cli.ts` (`npm run images`).
 */
import { promises as fs } from 'fs';
import * as path from 'path';
import { isObj, planFor, readJsonSafe, type Context, type Json, type JsonObject } from './plan';
import { renderPlan } from './render';
import { renderVisualizerImage, VISUALIZER_PREFIX } from './visualizer';

/** Draws one path: a visualizer scene's images from its room model, any other from its plan. */
async function renderPath(rel: string, ctx: Context): Promise<Buffer> {
  return rel.startsWith(VISUALIZER_PREFIX) ? renderVisualizerImage(rel, ctx) : renderPlan(rel, await planFor(rel, ctx));
}

const IMAGE_RE = /^generated\/.+\.(jpg|png)$/;
const SAFE_RE = /^generated\/[A-Za-z0-9][A-Za-z0-9/_.-]*\.(jpg|png)$/;

async function listJsonFiles(dir: string, root: string, out: string[]): Promise<void> {
  let entries: import('fs').Dirent[];
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const e of entries) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name.startsWith('.') || e.name === 'node_modules') continue;
      if (dir === root && (e.name === 'schemas' || e.name === 'images')) continue;
      await listJsonFiles(full, root, out);
    } else if (e.isFile() && e.name.endsWith('.json')) {
      out.push(full);
    }
  }
}

function collect(v: Json, owner: JsonObject | null, found: Map<string, JsonObject | null>): void {
  if (typeof v === 'string') {
    if (IMAGE_RE.test(v) && !found.has(v)) found.set(v, owner);
  } else if (Array.isArray(v)) {
    for (const x of v) collect(x, owner, found);
  } else if (isObj(v)) {
    for (const k of Object.keys(v)) collect(v[k], v, found);
  }
}

function isSafe(rel: string): boolean {
  return SAFE_RE.test(rel) && !rel.split('/').some((seg) => seg === '..' || seg === '.' || seg === '');
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

export async function generateMissingImages(
  dataDir: string,
  opts?: { log?: (msg: string) => void },
): Promise<{ created: number; existing: number }> {
  const log = opts?.log ?? ((): void => undefined);
  const root = path.resolve(dataDir);
  const files: string[] = [];
  await listJsonFiles(root, root, files);
  const found = new Map<string, JsonObject | null>();
  for (const f of files) {
    let v: unknown;
    try {
      v = JSON.parse(await fs.readFile(f, 'utf8'));
    } catch (e) {
      log(`skip unreadable ${path.relative(root, f)}: ${(e as Error).message}`);
      continue;
    }
    collect(v as Json, null, found);
  }
  const ctx: Context = { dataDir: root, owners: found, cache: new Map() };
  const imagesDir = path.join(root, 'images');
  const todo: string[] = [];
  let existing = 0;
  for (const rel of [...found.keys()].sort()) {
    if (!isSafe(rel)) {
      log(`skip suspicious image path ${JSON.stringify(rel)}`);
      continue;
    }
    if (await exists(path.join(imagesDir, rel))) existing++;
    else todo.push(rel);
  }
  let created = 0;
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < todo.length) {
      const rel = todo[next++];
      const dest = path.join(imagesDir, rel);
      const buf = await renderPath(rel, ctx);
      await fs.mkdir(path.dirname(dest), { recursive: true });
      const tmp = `${dest}.${process.pid}.tmp`;
      await fs.writeFile(tmp, buf);
      await fs.rename(tmp, dest);
      created++;
      log(`created ${rel} (${Math.round(buf.length / 1024)} KB)`);
    }
  };
  await Promise.all([worker(), worker()]);
  return { created, existing };
}

/** Renders one image path to a buffer (for previews/tests), using the data directory for context. */
export async function renderImage(rel: string, dataDir: string): Promise<Buffer> {
  const root = path.resolve(dataDir);
  const files: string[] = [];
  await listJsonFiles(root, root, files);
  const found = new Map<string, JsonObject | null>();
  for (const f of files) {
    const v = await readJsonSafe(f);
    if (v) collect(v, null, found);
  }
  return renderPath(rel, { dataDir: root, owners: found, cache: new Map() });
}

export { TEXTURES } from './kinds';
export { hash32 } from './random';
export { planFor, type Context, type Plan } from './plan';
export { renderPlan } from './render';
