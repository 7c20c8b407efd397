// Bathroom: the back wall and the floor are stone; a freestanding bath, a wall-hung vanity with a round mirror,
// a window on the left wall.
import { Camera } from '../camera';
import { Room } from '../room';
import { convex } from './outdoor';
import { plant, ring3, soft, spot, vignette, wash, windowPane, plaster } from '../props';
import { pts, type RGB, type Svg } from '../../svg';

const W0 = -1.7;
const W1 = 1.7;
const BACK = 4.4;
const CEIL = 2.6;

export function bathroom(s: Svg): Room {
  const cam = new Camera({ eye: [0.1, 1.4, 0], yaw: 4, pitch: -3, focal: 1000, centre: [800, 430] });
  const room = new Room(s, cam, 176, [-0.7, 0.4, -0.55]);
  const wallPaint: RGB = [232, 228, 220];
  const wall = {
    id: 'wall',
    channel: 'r' as const,
    corners: [
      [W0, 0, BACK],
      [W1, 0, BACK],
      [W1, CEIL, BACK],
      [W0, CEIL, BACK],
    ] as const,
  };
  const floor = {
    id: 'floor',
    channel: 'g' as const,
    corners: [
      [W0, 0, 1.2],
      [W1, 0, 1.2],
      [W1, 0, BACK],
      [W0, 0, BACK],
    ] as const,
  };
  room.poly(
    [
      [W0, CEIL, 0.2],
      [W1, CEIL, 0.2],
      [W1, CEIL, BACK],
      [W0, CEIL, BACK],
    ],
    [244, 243, 239],
  );
  room.poly(
    [
      [W0, 0, 0.2],
      [W0, 0, BACK],
      [W0, CEIL, BACK],
      [W0, CEIL, 0.2],
    ],
    [238, 235, 228],
  );
  room.poly(
    [
      [W1, 0, 0.2],
      [W1, 0, BACK],
      [W1, CEIL, BACK],
      [W1, CEIL, 0.2],
    ],
    wallPaint.map((c) => c * 0.86) as RGB,
  );
  wash(
    room,
    [
      [
        [W1, 0, 0.2],
        [W1, 0, BACK],
        [W1, CEIL, BACK],
        [W1, CEIL, 0.2],
      ],
    ],
    [
      [0, '#000', 0],
      [1, '#000', 0.16],
    ],
    [0, 0, 1, 0],
  );
  plaster(room, 0.03);
  windowPane(room, [W0, 1.0, 2.9], [0, 0, -1.3], [0, 1.3, 0], [2, 1], ['#d8e8f3', '#f6f8f6']);
  // floor first (the wall's foot sits on it), then the wall
  room.surface(floor);
  wash(
    room,
    [floor.corners],
    [
      [0, '#fff', 0.05],
      [0.6, '#000', 0],
      [1, '#000', 0.12],
    ],
    [0, 0, 1, 0],
    'floor',
  );
  wash(
    room,
    [floor.corners],
    [
      [0, '#000', 0.1],
      [0.6, '#000', 0],
      [1, '#000', 0.06],
    ],
    [0, 0, 0, 1],
    'floor',
  );
  soft(
    room,
    [
      [W0, 0, 1.5],
      [W0, 0, 2.9],
      [-0.3, 0, 3.6],
      [0.1, 0, 2.2],
    ],
    '#fffdf4',
    0.42,
    30,
    'floor',
  );
  soft(
    room,
    [
      [W1 - 0.2, 0, 1.2],
      [W1, 0, 1.2],
      [W1, 0, BACK],
      [W1 - 0.2, 0, BACK],
    ],
    '#000',
    0.2,
    14,
    'floor',
  );
  soft(
    room,
    [
      [W0, 0, BACK - 0.12],
      [W1, 0, BACK - 0.12],
      [W1, 0, BACK],
      [W0, 0, BACK],
    ],
    '#000',
    0.25,
    6,
    'floor',
  );
  room.surface(wall);
  wash(
    room,
    [wall.corners],
    [
      [0, '#000', 0.14],
      [0.3, '#000', 0],
      [0.8, '#000', 0],
      [1, '#000', 0.06],
    ],
    [0, 0, 0, 1],
    'wall',
  );
  wash(
    room,
    [wall.corners],
    [
      [0, '#fff', 0.1],
      [0.5, '#000', 0],
      [1, '#000', 0.14],
    ],
    [0, 0, 1, 0],
    'wall',
  );
  spot(room, [-0.85, 2.1, BACK], 0.9, '#fff6e4', 0.22, 1, 'wall');
  // freestanding bath: its shadow on the wall and floor, then the tub
  soft(
    room,
    [
      [0.15, 0.05, BACK],
      [1.6, 0.05, BACK],
      [1.6, 0.62, BACK],
      [0.15, 0.62, BACK],
    ],
    '#000',
    0.22,
    18,
    'wall',
  );
  const white: RGB = [246, 246, 244];
  // an oval freestanding bath: its soft shadow on the floor, the tapering body, the rim and the basin inside
  const tub = { x: 0.88, z: 3.72, rx: 0.78, rz: 0.42, h: 0.6 };
  soft(
    room,
    ring3([tub.x + 0.05, 0, tub.z], [1, 0, 0], [0, 0, 1], tub.rx * 0.95, tub.rz * 1.05, 32),
    '#000',
    0.42,
    12,
    'floor',
  );
  const top = ring3([tub.x, tub.h, tub.z], [1, 0, 0], [0, 0, 1], tub.rx, tub.rz, 64);
  const foot = ring3([tub.x, 0, tub.z], [1, 0, 0], [0, 0, 1], tub.rx * 0.82, tub.rz * 0.78, 64);
  const body = convex([...top, ...foot].map((p) => room.P(p)));
  const bodyGrad = room.s.id('g');
  room.s.def(
    `<linearGradient id="${bodyGrad}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fbfbfa"/><stop offset="0.55" stop-color="#ecebe8"/><stop offset="1" stop-color="#cfcecb"/></linearGradient>`,
  );
  room.solid((c) => `<polygon points="${pts(body)}" fill="${c}"/>`, `url(#${bodyGrad})`);
  room.poly(top, [250, 250, 249]);
  const basin = ring3([tub.x, tub.h + 0.001, tub.z], [1, 0, 0], [0, 0, 1], tub.rx - 0.07, tub.rz - 0.06, 64);
  const basinGrad = room.s.id('g');
  room.s.def(
    `<linearGradient id="${basinGrad}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c9ccce"/><stop offset="1" stop-color="#eef0f0"/></linearGradient>`,
  );
  room.solid((c) => `<polygon points="${pts(room.cam.polygon(basin))}" fill="${c}"/>`, `url(#${basinGrad})`);
  // tap column beside the bath
  room.box(0.06, 0.1, 0, 0.95, 3.6, 3.64, [60, 60, 62]);
  room.box(0.06, 0.32, 0.91, 0.95, 3.6, 3.64, [60, 60, 62]);
  // vanity: shadow, oak cabinet, white top with a basin, round mirror, wall light
  soft(
    room,
    [
      [-1.5, 0.35, BACK],
      [-0.25, 0.35, BACK],
      [-0.25, 0.95, BACK],
      [-1.5, 0.95, BACK],
    ],
    '#000',
    0.2,
    10,
    'wall',
  );
  soft(
    room,
    [
      [-1.45, 0, 3.85],
      [-0.35, 0, 3.85],
      [-0.35, 0, BACK],
      [-1.45, 0, BACK],
    ],
    '#000',
    0.16,
    20,
    'floor',
  );
  room.box(-1.45, -0.35, 0.42, 0.84, BACK - 0.48, BACK, [168, 130, 92]);
  room.box(-1.47, -0.33, 0.84, 0.88, BACK - 0.5, BACK, white);
  room.poly(ring3([-0.9, 0.881, BACK - 0.25], [1, 0, 0], [0, 0, 1], 0.2, 0.14), [222, 224, 224]);
  room.box(-0.92, -0.88, 0.88, 1.05, BACK - 0.06, BACK - 0.02, [60, 60, 62]);
  room.box(-0.92, -0.88, 1.01, 1.05, BACK - 0.18, BACK - 0.02, [60, 60, 62]);
  soft(room, ring3([-0.88, 1.5, BACK], [1, 0, 0], [0, 1, 0], 0.44, 0.44), '#000', 0.2, 8, 'wall');
  room.poly(ring3([-0.9, 1.52, BACK - 0.02], [1, 0, 0], [0, 1, 0], 0.43, 0.43), [70, 66, 60]);
  room.poly(ring3([-0.9, 1.52, BACK - 0.025], [1, 0, 0], [0, 1, 0], 0.41, 0.41), [196, 206, 210]);
  wash(
    room,
    [ring3([-0.9, 1.52, BACK - 0.025], [1, 0, 0], [0, 1, 0], 0.41, 0.41)],
    [
      [0, '#fff', 0.35],
      [1, '#8da0a8', 0.2],
    ],
    [0, 0, 1, 1],
  );
  // towel on a rail on the right wall
  room.box(W1 - 0.06, W1 - 0.02, 1.2, 1.23, 2.0, 2.8, [60, 60, 62]);
  room.box(W1 - 0.06, W1 - 0.035, 0.62, 1.23, 2.12, 2.68, [198, 188, 170]);
  plant(room, [-1.35, 0, 3.2], 1.0, [214, 206, 194], [72, 112, 66]);
  vignette(room, 0.16);
  return room;
}
