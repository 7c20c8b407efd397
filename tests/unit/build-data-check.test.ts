// The build's data check (gatsby-node's onPreBootstrap, src/node/check-data.ts): a sample photo missing from
// data/images/ stops the build with the photo's name and the data file that wants it; nothing is drawn.
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { GatsbyNode } from 'gatsby';

const dataDir = path.resolve(__dirname, '..', '..', 'data');
const photo = 'generated/products/948-1.jpg';

/** The build's first data step, run over `dir` as `gatsby build` runs it with SITE_DATA_DIR set. */
async function preBootstrap(dir: string): Promise<{ info: string[]; panic?: string }> {
  const seen: { info: string[]; panic?: string } = { info: [] };
  const reporter = {
    info: (m: string) => seen.info.push(m),
    warn: () => undefined,
    // Gatsby's panic ends the build: nothing after it runs.
    panic: (m: string) => {
      seen.panic = m;
      throw new Error('panic');
    },
  };
  const before = process.env.SITE_DATA_DIR;
  process.env.SITE_DATA_DIR = dir;
  try {
    // A fresh copy of gatsby-node: it reads SITE_DATA_DIR when loaded.
    let hook: GatsbyNode['onPreBootstrap'];
    await jest.isolateModulesAsync(async () => {
      hook = ((await import('../../gatsby-node')) as GatsbyNode).onPreBootstrap;
    });
    await (hook! as (args: unknown) => Promise<void>)({ reporter }).catch((e: Error) => {
      if (e.message !== 'panic') throw e;
    });
  } finally {
    if (before === undefined) delete process.env.SITE_DATA_DIR;
    else process.env.SITE_DATA_DIR = before;
  }
  return seen;
}

it('stops the build on a missing sample photo, naming it and the data file that wants it, and draws nothing', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-data-'));
  try {
    fs.cpSync(dataDir, dir, { recursive: true });
    fs.rmSync(path.join(dir, 'images', photo));
    const seen = await preBootstrap(dir);
    expect(seen.panic).toContain(`data/products/948.json /images/0: image ${photo} not found in data/images/`);
    expect(seen.panic).toContain('npm run images');
    expect(fs.existsSync(path.join(dir, 'images', photo))).toBe(false);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);
