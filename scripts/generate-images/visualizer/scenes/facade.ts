// House front in winter: the stone-clad front wall, seen at an angle, windows and a door, snow on the ground,
// the roof and the sills, snowy spruces.
import { Camera, type Vec3 } from '../camera';
import { Room } from '../room';
import { soft, vignette, wash } from '../props';
import { spruce, spruceFar } from './outdoor';
import { n, type Svg } from '../../svg';
import { rr } from '../../random';

const WX0 = -4.5;
const WX1 = 6.5;
const WZ = 9;
const WH = 5.4;
const SIDE = 7;

/** A window or door set into the wall: a dark frame standing 4 cm proud, glazing with a sky reflection, a snowy sill. */
function opening(room: Room, x0: number, x1: number, y0: number, y1: number, glassId: string, door = false): void {
  const z = WZ - 0.04;
  room.box(x0 - 0.08, x1 + 0.08, y0 - (door ? 0 : 0.08), y1 + 0.08, z, WZ, [48, 50, 52]);
  room.poly(
    [
      [x0, y0, z - 0.001],
      [x1, y0, z - 0.001],
      [x1, y1, z - 0.001],
      [x0, y1, z - 0.001],
    ],
    door ? '#3b3530' : `url(#${glassId})`,
  );
  if (door) {
    room.poly(
      [
        [x0 + 0.1, y0 + 1.0, z - 0.002],
        [x0 + 0.14, y0 + 1.0, z - 0.002],
        [x0 + 0.14, y0 + 1.1, z - 0.002],
        [x0 + 0.1, y0 + 1.1, z - 0.002],
      ],
      [200, 196, 188],
    );
    return;
  }
  const xm = (x0 + x1) / 2;
  room.poly(
    [
      [xm - 0.03, y0, z - 0.002],
      [xm + 0.03, y0, z - 0.002],
      [xm + 0.03, y1, z - 0.002],
      [xm - 0.03, y1, z - 0.002],
    ],
    [48, 50, 52],
  );
  room.box(x0 - 0.12, x1 + 0.12, y0 - 0.12, y0 - 0.08, WZ - 0.16, WZ, [70, 72, 74]);
  room.box(x0 - 0.1, x1 + 0.1, y0 - 0.08, y0 - 0.03, WZ - 0.15, WZ - 0.04, [244, 246, 250]);
}

export function facade(s: Svg): Room {
  const cam = new Camera({ eye: [-5.5, 1.6, 0], yaw: 32, pitch: 6, focal: 1000, centre: [800, 560] });
  const room = new Room(s, cam, 166, [-0.6, 0.55, -0.6]);
  const r = s.r;
  const sky = room.s.id('g');
  room.s.def(
    `<linearGradient id="${sky}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9fb3c6"/><stop offset="1" stop-color="#e3e9ee"/></linearGradient>`,
  );
  room.solid((c) => `<rect width="${s.w}" height="${s.h}" fill="${c}"/>`, `url(#${sky})`);
  // far forest line and the snowy ground
  room.poly(
    [
      [-60, 0, 1],
      [60, 0, 1],
      [60, 0, 80],
      [-60, 0, 80],
    ],
    [236, 240, 245],
  );
  wash(
    room,
    [
      [
        [-60, 0, 1],
        [60, 0, 1],
        [60, 0, 80],
        [-60, 0, 80],
      ],
    ],
    [
      [0, '#8fa3b8', 0.25],
      [1, '#8fa3b8', 0],
    ],
    [0, 0, 0, 1],
  );
  const far = Array.from({ length: 150 }, (): Vec3 => [rr(r, -60, 90), 0, rr(r, 34, 56)]).sort((a, b) => b[2] - a[2]);
  for (const p of far) spruceFar(room, p, rr(r, 6, 11));
  // winter haze over the far forest, thickest at the horizon
  const hazeTop = room.P([0, 12, 45])[1];
  const hazeFoot = room.P([0, 0, 34])[1] + 2;
  const haze = room.s.id('g');
  room.s.def(
    `<linearGradient id="${haze}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eef2f6" stop-opacity="0"/><stop offset="1" stop-color="#eef2f6" stop-opacity="0.55"/></linearGradient>`,
  );
  room.glaze(`<rect x="0" y="${n(hazeTop)}" width="${s.w}" height="${n(hazeFoot - hazeTop)}" fill="url(#${haze})"/>`);
  spruce(room, [10.5, 0, 14], 8);
  const wall = {
    id: 'wall',
    channel: 'r' as const,
    corners: [
      [WX0, 0, WZ],
      [WX1, 0, WZ],
      [WX1, WH, WZ],
      [WX0, WH, WZ],
    ] as const,
  };
  // side wall of the house (timber) first: it is further than the front wall's corner
  room.poly(
    [
      [WX0, 0, WZ],
      [WX0, 0, WZ + SIDE],
      [WX0, WH, WZ + SIDE],
      [WX0, WH, WZ],
    ],
    [92, 74, 60],
  );
  for (let i = 1; i < 18; i++) {
    const zz = WZ + (i * SIDE) / 18;
    room.poly(
      [
        [WX0 - 0.001, 0, zz - 0.01],
        [WX0 - 0.001, 0, zz + 0.01],
        [WX0 - 0.001, WH, zz + 0.01],
        [WX0 - 0.001, WH, zz - 0.01],
      ],
      [70, 56, 46],
    );
  }
  room.surface(wall);
  wash(
    room,
    [wall.corners],
    [
      [0, '#fff', 0.08],
      [0.5, '#000', 0],
      [1, '#000', 0.12],
    ],
    [0, 0, 1, 0],
    'wall',
  );
  wash(
    room,
    [wall.corners],
    [
      [0, '#000', 0.3],
      [0.12, '#000', 0.06],
      [0.35, '#000', 0],
      [1, '#fff', 0.06],
    ],
    [0, 0, 0, 1],
    'wall',
  );
  const glass = room.s.id('g');
  room.s.def(
    `<linearGradient id="${glass}" x1="0" y1="0" x2="0.6" y2="1"><stop offset="0" stop-color="#b9c8d6"/><stop offset="0.5" stop-color="#6d7f90"/><stop offset="1" stop-color="#3c4652"/></linearGradient>`,
  );
  // a warm light in one room
  const warm = room.s.id('g');
  room.s.def(
    `<linearGradient id="${warm}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e9c991"/><stop offset="1" stop-color="#a8773e"/></linearGradient>`,
  );
  for (const [x0, x1] of [
    [-3.3, -1.9],
    [0.2, 1.6],
    [3.6, 5.0],
  ]) {
    soft(
      room,
      [
        [x0 - 0.1, 2.9, WZ],
        [x1 + 0.2, 2.9, WZ],
        [x1 + 0.2, 4.6, WZ],
        [x0 - 0.1, 4.6, WZ],
      ],
      '#000',
      0.12,
      4,
      'wall',
    );
    opening(room, x0, x1, 3.0, 4.5, glass);
  }
  opening(room, -3.3, -1.1, 0.9, 2.3, warm);
  soft(
    room,
    [
      [0.6, 0, WZ],
      [1.7, 0, WZ],
      [1.7, 2.3, WZ],
      [0.6, 2.3, WZ],
    ],
    '#000',
    0.14,
    4,
    'wall',
  );
  opening(room, 0.7, 1.6, 0, 2.2, glass, true);
  opening(room, 3.6, 5.0, 0.9, 2.3, glass);
  // roof: a deep eave casts a soft band of shade on the wall's top; fascia and snow on the roof
  soft(
    room,
    [
      [WX0, WH - 0.7, WZ],
      [WX1, WH - 0.7, WZ],
      [WX1, WH, WZ],
      [WX0, WH, WZ],
    ],
    '#000',
    0.32,
    10,
    'wall',
  );
  const ex0 = WX0 - 0.6;
  const ex1 = WX1 + 0.6;
  const ez = WZ - 0.6;
  room.poly(
    [
      [ex0, WH, ez],
      [ex1, WH, ez],
      [ex1, WH, WZ],
      [ex0, WH, WZ],
    ],
    [70, 62, 56],
  );
  room.poly(
    [
      [ex0, WH - 0.02, ez],
      [ex1, WH - 0.02, ez],
      [ex1, WH + 0.28, ez],
      [ex0, WH + 0.28, ez],
    ],
    [58, 52, 48],
  );
  room.poly(
    [
      [ex0, WH - 0.02, ez],
      [ex0, WH - 0.02, WZ + SIDE + 0.6],
      [ex0, WH + 0.28, WZ + SIDE + 0.6],
      [ex0, WH + 0.28, ez],
    ],
    [52, 46, 42],
  );
  room.poly(
    [
      [ex0, WH + 0.28, ez],
      [ex1, WH + 0.28, ez],
      [ex1, WH + 2.6, WZ + SIDE / 2],
      [ex0, WH + 2.6, WZ + SIDE / 2],
    ],
    [238, 242, 247],
  );
  room.poly(
    [
      [ex0, WH + 0.28, ez],
      [ex0, WH + 0.28, WZ + SIDE + 0.6],
      [ex0, WH + 2.6, WZ + SIDE / 2],
    ],
    [222, 228, 236],
  );
  room.poly(
    [
      [ex0, WH + 0.28, ez],
      [ex1, WH + 0.28, ez],
      [ex1, WH + 0.42, ez + 0.05],
      [ex0, WH + 0.42, ez + 0.05],
    ],
    [250, 251, 253],
  );
  // snow heaped along the wall's foot and a path to the door
  const bank: Vec3[] = [];
  for (let i = 0; i <= 90; i++) {
    const x = WX0 + ((WX1 - WX0) * i) / 90;
    const atDoor = x > 0.5 && x < 1.8;
    bank.push([
      x,
      atDoor ? 0.02 : 0.2 + 0.07 * Math.sin(i * 0.37) + 0.04 * Math.sin(i * 1.3 + 1) + rr(r, -0.012, 0.012),
      WZ - 0.02,
    ]);
  }
  const bankPoly: Vec3[] = [[WX0 - 0.4, 0, WZ - 0.6], [WX1 + 0.4, 0, WZ - 0.6], ...bank.reverse()];
  room.poly(bankPoly, [242, 245, 249]);
  soft(
    room,
    [
      [WX0, 0, WZ - 0.5],
      [WX1, 0, WZ - 0.5],
      [WX1, 0, WZ - 0.02],
      [WX0, 0, WZ - 0.02],
    ],
    '#8094aa',
    0.25,
    8,
  );
  room.poly(
    [
      [0.5, 0.005, 5.5],
      [1.8, 0.005, 5.5],
      [1.8, 0.005, WZ - 0.3],
      [0.5, 0.005, WZ - 0.3],
    ],
    [214, 218, 222],
  );
  // spruces in front and beside the house
  spruce(room, [-8.2, 0, 10], 7.5);
  spruce(room, [-6.2, 0, 4.6], 3.4);
  vignette(room, 0.12);
  return room;
}
