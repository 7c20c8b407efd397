// The USA stock the contact function checks a hold against (src/holds/stock-files.ts): the deployed data/usa-stock/
// beside the function, or SITE_DATA_DIR's when it is set, read at run time (not fixed by the function's bundler).
import fs from 'fs';
import os from 'os';
import path from 'path';

/** A folder holding `<sub>/usa-stock/<id>.json` for one item. */
function stockFolder(sub: string, id: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hold-stock-'));
  fs.mkdirSync(path.join(dir, sub, 'usa-stock'), { recursive: true });
  const item = { id, sku: `X-${id}`, name: { en: 'Test' }, perBox: 1, perCrate: 10, lots: [] };
  fs.writeFileSync(path.join(dir, sub, 'usa-stock', `${id}.json`), JSON.stringify(item));
  return dir;
}

/** A fresh copy of the module (it keeps the stock once per instance), read with this environment and folder. */
async function deployedIds(env: Record<string, string | undefined>, cwd: string): Promise<number[]> {
  const saved = { ...process.env };
  const savedCwd = process.cwd();
  try {
    for (const [k, v] of Object.entries(env)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    process.chdir(cwd);
    let ids: number[] = [];
    await jest.isolateModulesAsync(async () => {
      const { deployedHoldStock } = await import('../../src/holds/stock-files');
      ids = deployedHoldStock().map((i) => i.id);
    });
    return ids;
  } finally {
    process.chdir(savedCwd);
    process.env = saved;
  }
}

test('without SITE_DATA_DIR, the stock is the data/usa-stock/ in the folder the function runs in', async () => {
  // The host starts the function in its unpacked archive, which carries data/usa-stock/ (src/hosting/function-files.ts).
  const dir = stockFolder('data', 9001);
  try {
    expect(await deployedIds({ SITE_DATA_DIR: undefined }, dir)).toEqual([9001]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("with SITE_DATA_DIR, that folder's stock, read when the function runs", async () => {
  const dir = stockFolder('content', 9002);
  try {
    // A relative SITE_DATA_DIR is taken from the working folder, as the host starts the function.
    expect(await deployedIds({ SITE_DATA_DIR: 'content' }, dir)).toEqual([9002]);
    expect(await deployedIds({ SITE_DATA_DIR: path.join(dir, 'content') }, os.tmpdir())).toEqual([9002]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
