// The visualizer's scene files: the real ones pass check:data; a broken scene is refused with the file, the field and
// a reason an editor can act on.
import fs from 'fs';
import os from 'os';
import path from 'path';
import sharp from 'sharp';
import { validateData, formatProblems } from '../../src/checks/validate';

const dataDir = path.resolve(__dirname, '..', '..', 'data');

/** A copy of the data with the scene pictures but without the other generated images (they are not read here). */
function brokenCopy(edit: (dir: string) => void | Promise<void>): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scenes-'));
  const generated = `${path.sep}images${path.sep}generated${path.sep}`;
  fs.cpSync(dataDir, dir, {
    recursive: true,
    filter: (src) => !src.includes(generated) || src.includes(`${generated}visualizer`),
  });
  return Promise.resolve(edit(dir)).then(() => dir);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fixtures edit any field of a scene
function editScene(dir: string, id: string, change: (json: any) => void): void {
  const full = path.join(dir, 'visualizer', 'scenes', `${id}.json`);
  const json = JSON.parse(fs.readFileSync(full, 'utf8'));
  change(json);
  fs.writeFileSync(full, JSON.stringify(json, null, 2));
}

const sceneLines = (dir: string, options = {}) =>
  formatProblems(validateData(dir, options))
    .split('\n')
    .filter((l) => l.startsWith('data/visualizer/'));

describe('visualizer scene files', () => {
  it('the five scenes pass, their pictures included', () => {
    const files = fs.readdirSync(path.join(dataDir, 'visualizer', 'scenes'));
    expect(files.sort()).toEqual([
      'bathroom.json',
      'house-front.json',
      'kitchen.json',
      'living-room.json',
      'pool-terrace.json',
    ]);
    expect(sceneLines(dataDir, { requireGeneratedImages: true })).toEqual([]);
  });

  it('refuses corners listed out of order round the surface (a crossed outline)', async () => {
    const dir = await brokenCopy((d) =>
      editScene(d, 'kitchen', (s) => {
        const c = s.surfaces[0].corners;
        [c[2], c[3]] = [c[3], c[2]];
      }),
    );
    expect(sceneLines(dir)).toEqual([
      'data/visualizer/scenes/kitchen.json /surfaces/0/corners: the corners do not make a convex quadrilateral in order (crossed or dented)',
    ]);
  });

  it('refuses a corner far outside the picture', async () => {
    const dir = await brokenCopy((d) => editScene(d, 'living-room', (s) => (s.surfaces[0].corners[1] = [5000, 900])));
    expect(sceneLines(dir)).toContain(
      'data/visualizer/scenes/living-room.json /surfaces/0/corners/1: [5000, 900] is too far outside the 1600 × 1000 picture (at most one picture width or height outside)',
    );
  });

  it('refuses two surfaces in one mask channel', async () => {
    const dir = await brokenCopy((d) => editScene(d, 'bathroom', (s) => (s.surfaces[1].maskChannel = 'r')));
    expect(sceneLines(dir)).toEqual([
      'data/visualizer/scenes/bathroom.json /surfaces/1/maskChannel: mask channel "r" is already used by surface 0; each surface needs its own',
    ]);
  });

  it('refuses a usage the usage table does not know', async () => {
    const dir = await brokenCopy((d) => editScene(d, 'pool-terrace', (s) => s.surfaces[1].needs.push('pool')));
    expect(sceneLines(dir)).toEqual([
      'data/visualizer/scenes/pool-terrace.json /surfaces/1/needs/3: "pool" is not a known usage (one of wall, floor, residential, commercial, wetAreas, exterior, interior, freezingClimate)',
    ]);
  });

  it('refuses a default stone that may not go on the first surface, saying which usage fails', async () => {
    // travertine is not for freezing climates
    const dir = await brokenCopy((d) =>
      editScene(d, 'house-front', (s) => {
        s.defaultStone = 'product:829';
        s.preview = 'generated/visualizer/house-front-product-829.jpg';
      }),
    );
    expect(sceneLines(dir)).toEqual([
      'data/visualizer/scenes/house-front.json /defaultStone: names product:829 (Ivory Travertine), a travertine stone not suitable for freezingClimate, which the first surface needs',
    ]);
  });

  it('refuses a default stone the visualizer cannot lay (no tile or slab size)', async () => {
    const dir = await brokenCopy((d) =>
      editScene(d, 'kitchen', (s) => {
        s.defaultStone = 'product:931';
        s.preview = 'generated/visualizer/kitchen-product-931.jpg';
      }),
    );
    expect(sceneLines(dir)).toEqual([
      'data/visualizer/scenes/kitchen.json /defaultStone: names product:931 (Travertine Irregular Flagstone), which has no size the visualizer can lay (its sizes are not tiles or slabs)',
    ]);
  });

  it('takes a USA stock item as the default stone, its preview named after it', async () => {
    const dir = await brokenCopy((d) =>
      editScene(d, 'kitchen', (s) => {
        s.defaultStone = 'usaStock:5001';
        s.preview = 'generated/visualizer/kitchen-usaStock-5001.jpg';
      }),
    );
    expect(sceneLines(dir)).toEqual([]);
  });

  it('refuses a default stone that does not exist', async () => {
    const dir = await brokenCopy((d) => editScene(d, 'kitchen', (s) => (s.defaultStone = 'usaStock:777')));
    expect(sceneLines(dir)).toEqual([
      'data/visualizer/scenes/kitchen.json /defaultStone: names usaStock:777, but there is no USA stock item with id 777',
      'data/visualizer/scenes/kitchen.json /preview: must name the default stone, ending in "-usaStock-777.jpg" (e.g. generated/visualizer/kitchen-usaStock-777.jpg), so that the preview is drawn again for a new default stone',
    ]);
  });

  it('refuses a mask whose size is not the picture size', async () => {
    const dir = await brokenCopy(async (d) => {
      const mask = path.join(d, 'images', 'generated', 'visualizer', 'kitchen-mask.png');
      fs.writeFileSync(
        mask,
        await sharp({ create: { width: 800, height: 500, channels: 3, background: '#000' } })
          .png()
          .toBuffer(),
      );
    });
    expect(sceneLines(dir)).toEqual([
      'data/visualizer/scenes/kitchen.json /mask: image generated/visualizer/kitchen-mask.png is 800 × 500 px, but the scene declares 1600 × 1000',
    ]);
  });

  it('refuses a missing translation, an unknown field, a size of zero and a file named after another scene', async () => {
    const dir = await brokenCopy((d) => {
      editScene(d, 'bathroom', (s) => {
        delete s.surfaces[0].name.ar;
        s.surfaces[0].widthCm = 300;
        s.surfaces[1].sizeCm = [340, 0];
      });
      editScene(d, 'living-room', (s) => (s.id = 'lounge'));
    });
    expect(sceneLines(dir)).toEqual(
      expect.arrayContaining([
        'data/visualizer/scenes/bathroom.json /surfaces/0/name/ar: is missing (required)',
        'data/visualizer/scenes/bathroom.json /surfaces/0/widthCm: is not a known field',
        'data/visualizer/scenes/bathroom.json /surfaces/1/sizeCm/1: must be > 0',
        'data/visualizer/scenes/living-room.json /id: must match the file name (living-room)',
      ]),
    );
  });

  it('reports a missing scene picture when generated pictures are required (as the build does)', async () => {
    const dir = await brokenCopy((d) => fs.rmSync(path.join(d, 'images', 'generated', 'visualizer', 'bathroom.jpg')));
    expect(sceneLines(dir)).toEqual([]);
    expect(sceneLines(dir, { requireGeneratedImages: true })).toContain(
      'data/visualizer/scenes/bathroom.json /image: image generated/visualizer/bathroom.jpg not found in data/images/',
    );
  });
});
