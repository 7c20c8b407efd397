// `npm run visualizer:corners`: writes each generated scene's surface corners, real sizes, mask channels, picture size
// and neutral luminance into its data file, from the same room model and camera that draw its pictures.
// A scene photographed for real has no room model: its file is left as its editor measured it.
import { promises as fs } from 'fs';
import * as path from 'path';
import { buildRoom, sceneIds } from './scenes';
import { sizeCm } from './room';

/** JSON as the data files are written (2-space indent), with each [x, y] point on one line. */
export function formatSceneJson(value: unknown): string {
  return (
    JSON.stringify(value, null, 2).replace(
      /\[\s+(-?[\d.]+),\s+(-?[\d.]+)\s+\]/g,
      (_m, a: string, b: string) => `[${a}, ${b}]`,
    ) + '\n'
  );
}

export async function writeCorners(dataDir: string): Promise<string[]> {
  const dir = path.join(dataDir, 'visualizer', 'scenes');
  const written: string[] = [];
  for (const name of (await fs.readdir(dir)).filter((f) => f.endsWith('.json')).sort()) {
    const file = path.join(dir, name);
    const json = JSON.parse(await fs.readFile(file, 'utf8')) as Record<string, unknown>;
    const id = json.id;
    if (typeof id !== 'string' || !sceneIds.includes(id)) continue;
    const room = buildRoom(id);
    json.width = room.s.w;
    json.height = room.s.h;
    json.neutral = room.neutral;
    const surfaces = Array.isArray(json.surfaces) ? (json.surfaces as Record<string, unknown>[]) : [];
    for (const surface of surfaces) {
      const def = room.surfaces.find((x) => x.id === surface.id);
      if (!def) throw new Error(`${name}: surface "${String(surface.id)}" is not in the room model of ${id}`);
      surface.corners = room.pictureCorners(def);
      surface.sizeCm = sizeCm(def);
      surface.maskChannel = def.channel;
    }
    const missing = room.surfaces.filter((d) => !surfaces.some((x) => x.id === d.id));
    if (missing.length)
      throw new Error(
        `${name}: the room model has surfaces ${missing.map((d) => d.id).join(', ')} the file does not list`,
      );
    const text = formatSceneJson(json);
    if (text !== (await fs.readFile(file, 'utf8'))) {
      await fs.writeFile(file, text);
      written.push(path.relative(dataDir, file));
    }
  }
  return written;
}

if (require.main === module) {
  writeCorners(process.argv[2] ?? 'data')
    .then((files) => console.log(files.length ? `corners written: ${files.join(', ')}` : 'corners up to date'))
    .catch((e: unknown) => {
      console.error(e);
      process.exit(1);
    });
}
