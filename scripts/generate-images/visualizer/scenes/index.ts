// The room models by scene id; each draws its room and declares its stone surfaces.
import { mulberry32, hash32 } from '../../random';
import { Svg } from '../../svg';
import type { Room } from '../room';
import { kitchen } from './kitchen';
import { bathroom } from './bathroom';
import { living } from './living';
import { pool } from './pool';
import { facade } from './facade';

export const SCENE_WIDTH = 1600;
export const SCENE_HEIGHT = 1000;

const models: Record<string, (s: Svg) => Room> = {
  kitchen,
  bathroom,
  'living-room': living,
  'pool-terrace': pool,
  'house-front': facade,
};

export const sceneIds = Object.keys(models);

export function buildRoom(id: string): Room {
  const model = models[id];
  if (!model) throw new Error(`no room model for scene "${id}" (a photographed scene's images must be committed)`);
  return model(new Svg(SCENE_WIDTH, SCENE_HEIGHT, mulberry32(hash32('visualizer:' + id))));
}
