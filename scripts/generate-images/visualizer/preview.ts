// The scene's preview: its default stone laid on its first surface (waits for the renderer core).
import type { JsonObject } from '../plan';
import type { Room } from './room';

export async function drawPreview(room: Room, scene: JsonObject, dataDir: string): Promise<Buffer> {
  void room;
  void dataDir;
  throw new Error(`preview of ${String(scene.id)}: the renderer core is not on this branch yet`);
}
