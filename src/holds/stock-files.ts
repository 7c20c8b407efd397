// The USA stock as the contact function reads it: data/usa-stock/*.json (or SITE_DATA_DIR's), read once per instance.
// The build has checked these files; the function is deployed with them (src/hosting/function-files.ts).
import fs from 'fs';
import path from 'path';
import type { HoldItem, HoldStock } from './stock';

export function readHoldStock(dataDir: string): HoldStock {
  const dir = path.join(dataDir, 'usa-stock');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as HoldItem & { lots?: HoldItem['lots'] })
    .map((i) => ({ id: i.id, sku: i.sku, name: i.name, perBox: i.perBox, perCrate: i.perCrate, lots: i.lots ?? [] }))
    .sort((a, b) => a.id - b.id);
}

let cached: HoldStock | null = null;

/** The deployed stock: read through globalThis, as the function's bundler would fix `process.env.X` at build time. */
export function deployedHoldStock(): HoldStock {
  const env = globalThis.process.env;
  cached ??= readHoldStock(env.SITE_DATA_DIR ? path.resolve(env.SITE_DATA_DIR) : path.resolve('data'));
  return cached;
}
