// The visualizer's scene images: a scene file's `image` (the room), `mask` (its stone surfaces) and `preview`
// (its default stone laid on its first surface), all drawn from the scene's room model.
import type { Context, JsonObject } from '../plan';
import { drawMask, drawPicture } from './draw';
import { buildRoom } from './scenes';
import { drawPreview } from './preview';

export const VISUALIZER_PREFIX = 'generated/visualizer/';

/** Which image of which scene a path is, from the scene file that names it. */
function roleOf(rel: string, owner: JsonObject | null): { scene: string; role: 'image' | 'mask' | 'preview' } {
  if (owner && typeof owner.id === 'string') {
    for (const role of ['image', 'mask', 'preview'] as const) if (owner[role] === rel) return { scene: owner.id, role };
  }
  throw new Error(`${rel} is not the image, mask or preview of a scene file in data/visualizer/scenes/`);
}

export async function renderVisualizerImage(rel: string, ctx: Context): Promise<Buffer> {
  const owner = ctx.owners.get(rel) ?? null;
  const { scene, role } = roleOf(rel, owner);
  if (role === 'preview') return drawPreview(owner as JsonObject, ctx);
  const room = buildRoom(scene);
  return role === 'image' ? drawPicture(room) : drawMask(room);
}
