// The scene pictures are drawn from room models: the data files' corners are the model's, the masks cover exactly the
// surfaces (nothing outside their outline), the surfaces are one plain neutral material, and the committed pictures
// are what the models draw.
import fs from 'fs';
import os from 'os';
import path from 'path';
import sharp from 'sharp';
import { buildRoom, sceneIds } from '../../scripts/generate-images/visualizer/scenes';
import { drawMask, drawPicture } from '../../scripts/generate-images/visualizer/draw';
import { writeCorners } from '../../scripts/generate-images/visualizer/write-corners';
import { drawPreview } from '../../scripts/generate-images/visualizer/preview';
import { checkCorners } from '../../src/visualizer/geometry';
import { luminance } from '../../src/visualizer/render';

// Drawing a 1600 × 1000 scene takes about a second alone, several on a busy machine.
jest.setTimeout(60_000);

const dataDir = path.resolve(__dirname, '..', '..', 'data');
const sceneFile = (id: string) =>
  JSON.parse(fs.readFileSync(path.join(dataDir, 'visualizer', 'scenes', `${id}.json`), 'utf8'));

async function raw(buf: Buffer): Promise<{ data: Buffer; channels: number; width: number; height: number }> {
  const { data, info } = await sharp(buf).raw().toBuffer({ resolveWithObject: true });
  return { data, channels: info.channels, width: info.width, height: info.height };
}

/** Whether a point is inside a convex quad (either turning direction). */
function inside(q: [number, number][], x: number, y: number): boolean {
  let sign = 0;
  for (let i = 0; i < 4; i++) {
    const [ax, ay] = q[i];
    const [bx, by] = q[(i + 1) % 4];
    const c = Math.sign((bx - ax) * (y - ay) - (by - ay) * (x - ax));
    if (c === 0) continue;
    if (sign === 0) sign = c;
    else if (c !== sign) return false;
  }
  return true;
}

function distanceToOutline(q: [number, number][], x: number, y: number): number {
  let best = Infinity;
  for (let i = 0; i < 4; i++) {
    const [ax, ay] = q[i];
    const [bx, by] = q[(i + 1) % 4];
    const t = Math.max(
      0,
      Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2)),
    );
    best = Math.min(best, Math.hypot(x - ax - t * (bx - ax), y - ay - t * (by - ay)));
  }
  return best;
}

/** Each scene's picture and mask, drawn once for the tests that read them (drawing is most of this file's time). */
const drawings = new Map<string, Promise<{ picture: Buffer; mask: Buffer }>>();
function drawn(id: string): Promise<{ picture: Buffer; mask: Buffer }> {
  let drawing = drawings.get(id);
  if (!drawing) {
    const room = buildRoom(id);
    drawing = Promise.all([drawPicture(room), drawMask(room)]).then(([picture, mask]) => ({ picture, mask }));
    drawings.set(id, drawing);
  }
  return drawing;
}

describe('visualizer scene images', () => {
  it('every scene file with a room model holds the corners, sizes and channels its camera computes', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'corners-'));
    fs.cpSync(path.join(dataDir, 'visualizer'), path.join(dir, 'visualizer'), { recursive: true });
    expect(await writeCorners(dir)).toEqual([]);
    const broken = path.join(dir, 'visualizer', 'scenes', 'kitchen.json');
    const json = JSON.parse(fs.readFileSync(broken, 'utf8'));
    json.surfaces[0].corners[0] = [0, 0];
    fs.writeFileSync(broken, JSON.stringify(json));
    expect(await writeCorners(dir)).toEqual(['visualizer/scenes/kitchen.json']);
    expect(JSON.parse(fs.readFileSync(broken, 'utf8')).surfaces[0].corners).toEqual(
      sceneFile('kitchen').surfaces[0].corners,
    );
  });

  it.each(sceneIds)(
    '%s: the mask lies within each surface outline, and the surface is neutral where it shows',
    async (id) => {
      const scene = sceneFile(id);
      const drawing = await drawn(id);
      const mask = await raw(drawing.mask);
      const pic = await raw(drawing.picture);
      expect([mask.width, mask.height, pic.width, pic.height]).toEqual([
        scene.width,
        scene.height,
        scene.width,
        scene.height,
      ]);
      for (const surface of scene.surfaces) {
        const ch = { r: 0, g: 1, b: 2 }[surface.maskChannel as 'r' | 'g' | 'b'];
        const q = surface.corners as [number, number][];
        expect(() => checkCorners([q[0], q[1], q[2], q[3]])).not.toThrow();
        let shown = 0;
        let strayed = 0;
        let tinted = 0;
        let light = 0;
        for (let y = 1; y < mask.height; y += 3) {
          for (let x = 1; x < mask.width; x += 3) {
            const i = y * mask.width + x;
            const v = mask.data[i * mask.channels + ch];
            if (v === 0) continue;
            // anti-aliasing touches pixels whose centre is within about a pixel of the outline
            if (!inside(q, x + 0.5, y + 0.5) && distanceToOutline(q, x + 0.5, y + 0.5) > 1.2) strayed++;
            // JPEG smears an occluder's colour a few pixels over the surface: judge the material away from edges
            const clear = [-3, 3].every(
              (d) =>
                mask.data[(i + d) * mask.channels + ch] === 255 &&
                mask.data[(i + d * mask.width) * mask.channels + ch] === 255,
            );
            if (v === 255 && clear) {
              shown++;
              const [r, g, b] = [0, 1, 2].map((k) => pic.data[i * pic.channels + k]);
              if (Math.max(r, g, b) - Math.min(r, g, b) > 14) tinted++;
              light += luminance(r, g, b) / scene.neutral;
            }
          }
        }
        expect(strayed).toBe(0);
        // a real share of the picture shows the surface, and it is grey, not coloured or patterned
        expect(shown).toBeGreaterThan((mask.width * mask.height) / 9 / 50);
        expect(tinted / shown).toBeLessThan(0.01);
        // the declared neutral is the surface's own grey: on average the stone gets about its own colour, shaded a little
        expect(light / shown).toBeGreaterThan(0.8);
        expect(light / shown).toBeLessThan(1.1);
      }
    },
  );

  it('draws the same bytes every time (no clock, no Math.random)', async () => {
    const [a, b] = [buildRoom('bathroom'), buildRoom('bathroom')];
    expect((await drawPicture(a)).equals(await drawPicture(b))).toBe(true);
    expect((await drawMask(a)).equals(await drawMask(b))).toBe(true);
  });

  it.each(sceneIds)('%s: the committed picture and mask are what the room model draws', async (id) => {
    const scene = sceneFile(id);
    const drawing = await drawn(id);
    for (const [file, bytes] of [
      [scene.image, drawing.picture],
      [scene.mask, drawing.mask],
    ] as const) {
      const a = await raw(fs.readFileSync(path.join(dataDir, 'images', file)));
      const b = await raw(bytes);
      let diff = 0;
      for (let i = 0; i < a.data.length; i++) diff += Math.abs(a.data[i] - b.data[i]);
      expect(diff / a.data.length).toBeLessThan(0.5);
    }
  });

  it.each(sceneIds)(
    '%s: the committed preview lays the default stone on the first surface and nowhere else',
    async (id) => {
      const scene = sceneFile(id);
      const ctx = { dataDir, owners: new Map(), cache: new Map() };
      const committed = await raw(fs.readFileSync(path.join(dataDir, 'images', scene.preview)));
      const drawn = await raw(await drawPreview(scene, ctx));
      const picture = await raw(fs.readFileSync(path.join(dataDir, 'images', scene.image)));
      const mask = await raw(fs.readFileSync(path.join(dataDir, 'images', scene.mask)));
      const ch = { r: 0, g: 1, b: 2 }[scene.surfaces[0].maskChannel as 'r' | 'g' | 'b'];
      let redrawn = 0;
      const on = { n: 0, diff: 0 };
      const off = { n: 0, diff: 0 };
      for (let i = 0; i < mask.width * mask.height; i++) {
        for (let k = 0; k < 3; k++)
          redrawn += Math.abs(committed.data[i * committed.channels + k] - drawn.data[i * drawn.channels + k]);
        const c = mask.data[i * mask.channels + ch];
        const side = c === 255 ? on : c === 0 ? off : null;
        if (!side) continue;
        side.n++;
        for (let k = 0; k < 3; k++)
          side.diff += Math.abs(committed.data[i * committed.channels + k] - picture.data[i * picture.channels + k]);
      }
      expect(redrawn / (mask.width * mask.height * 3)).toBeLessThan(0.5);
      // off the surface the preview is the room as drawn (up to JPEG noise near the stone); on it, stone
      expect(off.diff / off.n / 3).toBeLessThan(1);
      expect(on.diff / on.n / 3).toBeGreaterThan(10);
    },
  );
});
