// Kitchen: a galley of base and wall cabinets on the back wall, an island with stools, a window on the right wall.
import { Camera } from '../camera';
import { Room } from '../room';
import { pendant, plant, soft, spot, stool, wash, windowPane, plaster } from '../props';
import type { Svg } from '../../svg';
import type { RGB } from '../../svg';

const W0 = -2.4;
const W1 = 2.4;
const BACK = 6.2;
const CEIL = 2.7;

export function kitchen(s: Svg): Room {
  const cam = new Camera({ eye: [0.25, 1.45, 0], yaw: -6, pitch: -4, focal: 1050, centre: [800, 360] });
  const room = new Room(s, cam, 172, [0.75, 0.45, -0.5]);
  const wall: RGB = [236, 232, 224];
  const floor = {
    id: 'floor',
    channel: 'r' as const,
    corners: [
      [W0, 0, 1.45],
      [W1, 0, 1.45],
      [W1, 0, BACK],
      [W0, 0, BACK],
    ] as const,
  };
  // shell: ceiling, back wall, side walls
  room.poly(
    [
      [W0, CEIL, 0.2],
      [W1, CEIL, 0.2],
      [W1, CEIL, BACK],
      [W0, CEIL, BACK],
    ],
    [246, 245, 241],
  );
  room.poly(
    [
      [W0, 0, BACK],
      [W1, 0, BACK],
      [W1, CEIL, BACK],
      [W0, CEIL, BACK],
    ],
    wall,
  );
  room.poly(
    [
      [W0, 0, 0.2],
      [W0, 0, BACK],
      [W0, CEIL, BACK],
      [W0, CEIL, 0.2],
    ],
    [216, 211, 202],
  );
  room.poly(
    [
      [W1, 0, 0.2],
      [W1, 0, BACK],
      [W1, CEIL, BACK],
      [W1, CEIL, 0.2],
    ],
    [242, 239, 232],
  );
  wash(
    room,
    [
      [
        [W0, 0, 0.2],
        [W0, 0, BACK],
        [W0, CEIL, BACK],
        [W0, CEIL, 0.2],
      ],
    ],
    [
      [0, '#000', 0.18],
      [1, '#000', 0],
    ],
    [0, 0, 1, 0],
  );
  plaster(room, 0.03);
  windowPane(room, [W1, 0.95, 2.6], [0, 0, 1.5], [0, 1.45, 0], [2, 1], ['#cfe3f2', '#f4f7f4']);
  room.surface(floor);
  // the floor's light: brighter towards the window, darker in the far corner and along the walls
  wash(
    room,
    [floor.corners],
    [
      [0, '#000', 0.16],
      [0.55, '#000', 0],
      [1, '#fff', 0.06],
    ],
    [0, 0, 1, 0],
    'floor',
  );
  wash(
    room,
    [floor.corners],
    [
      [0, '#000', 0.12],
      [0.5, '#000', 0],
      [1, '#000', 0.04],
    ],
    [0, 0, 0, 1],
    'floor',
  );
  soft(
    room,
    [
      [W1, 0, 2.5],
      [W1, 0, 4.2],
      [0.3, 0, 5.0],
      [-0.2, 0, 3.2],
    ],
    '#fffbef',
    0.5,
    34,
    'floor',
  );
  soft(
    room,
    [
      [W0, 0, 1.45],
      [W0 + 0.25, 0, 1.45],
      [W0 + 0.25, 0, BACK],
      [W0, 0, BACK],
    ],
    '#000',
    0.22,
    14,
    'floor',
  );
  soft(
    room,
    [
      [W0, 0, BACK - 0.75],
      [W1, 0, BACK - 0.75],
      [W1, 0, BACK],
      [W0, 0, BACK],
    ],
    '#000',
    0.35,
    10,
    'floor',
  );
  soft(
    room,
    [
      [-1.05, 0, 3.35],
      [1.05, 0, 3.35],
      [1.2, 0, 4.7],
      [-0.95, 0, 4.7],
    ],
    '#000',
    0.32,
    16,
    'floor',
  );
  // skirting on the side walls
  room.poly(
    [
      [W0, 0, 0.2],
      [W0, 0, BACK],
      [W0, 0.08, BACK],
      [W0, 0.08, 0.2],
    ],
    [226, 223, 217],
  );
  room.poly(
    [
      [W1, 0, 0.2],
      [W1, 0, BACK],
      [W1, 0.08, BACK],
      [W1, 0.08, 0.2],
    ],
    [236, 233, 226],
  );
  // back run: tall fridge unit, base cabinets, worktop, splashback, wall cabinets
  const front: RGB = [92, 112, 104];
  const top: RGB = [232, 230, 226];
  room.box(W0, W0 + 0.65, 0, 2.3, BACK - 0.62, BACK, front);
  room.box(W0 + 0.65, W1 - 0.6, 0.1, 0.88, BACK - 0.6, BACK, front);
  room.box(W0 + 0.65, W1 - 0.6, 0, 0.1, BACK - 0.52, BACK, [40, 44, 42]);
  room.box(W0 + 0.63, W1 - 0.58, 0.88, 0.92, BACK - 0.63, BACK, top, [242, 241, 238]);
  room.poly(
    [
      [W0 + 0.65, 0.92, BACK - 0.001],
      [W1 - 0.6, 0.92, BACK - 0.001],
      [W1 - 0.6, 1.5, BACK - 0.001],
      [W0 + 0.65, 1.5, BACK - 0.001],
    ],
    [226, 223, 216],
  );
  room.box(W0 + 0.65, W1 - 1.4, 1.5, 2.3, BACK - 0.35, BACK, front);
  room.box(W1 - 0.6, W1, 0, 2.3, BACK - 0.62, BACK, front);
  room.box(W1 - 0.56, W1 - 0.54, 0.9, 1.5, BACK - 0.64, BACK - 0.62, [190, 180, 160]);
  room.box(W1 - 1.4, W1 - 0.6, 1.95, 2.3, BACK - 0.35, BACK, front);
  // doors and handles on the base run
  const doors = 5;
  const x0 = W0 + 0.65;
  const dw = (W1 - 0.6 - x0) / doors;
  for (let i = 1; i < doors; i++)
    room.poly(
      [
        [x0 + i * dw - 0.004, 0.12, BACK - 0.601],
        [x0 + i * dw + 0.004, 0.12, BACK - 0.601],
        [x0 + i * dw + 0.004, 0.86, BACK - 0.601],
        [x0 + i * dw - 0.004, 0.86, BACK - 0.601],
      ],
      [60, 74, 68],
    );
  for (let i = 0; i < doors; i++)
    room.box(x0 + i * dw + 0.15, x0 + (i + 1) * dw - 0.15, 0.78, 0.8, BACK - 0.63, BACK - 0.6, [190, 180, 160]);
  for (let i = 1; i < 4; i++) {
    const xx = x0 + (i * (W1 - 1.4 - x0)) / 4;
    room.poly(
      [
        [xx - 0.004, 1.52, BACK - 0.351],
        [xx + 0.004, 1.52, BACK - 0.351],
        [xx + 0.004, 2.28, BACK - 0.351],
        [xx - 0.004, 2.28, BACK - 0.351],
      ],
      [60, 74, 68],
    );
  }
  room.box(W0 + 0.05, W0 + 0.07, 0.9, 1.5, BACK - 0.64, BACK - 0.62, [190, 180, 160]);
  // hob, tap and a bowl on the worktop
  room.box(-0.2, 0.4, 0.92, 0.93, BACK - 0.5, BACK - 0.1, [30, 30, 32]);
  room.box(W1 - 1.2, W1 - 1.17, 0.92, 1.22, BACK - 0.18, BACK - 0.15, [170, 170, 172]);
  room.box(W1 - 1.2, W1 - 1.17, 1.19, 1.22, BACK - 0.38, BACK - 0.15, [170, 170, 172]);
  // island: oak body, white top
  const oak: RGB = [176, 138, 98];
  room.box(-0.95, 0.95, 0, 0.9, 3.45, 4.4, oak);
  // vertical oak boards on the island's front
  for (let i = 1; i < 12; i++) {
    const x = -0.95 + (1.9 * i) / 12;
    room.poly(
      [
        [x - 0.003, 0.02, 3.449],
        [x + 0.003, 0.02, 3.449],
        [x + 0.003, 0.88, 3.449],
        [x - 0.003, 0.02 + 0.86, 3.449],
      ],
      [140, 106, 72],
    );
  }
  room.box(-1.0, 1.0, 0.9, 0.94, 3.3, 4.45, [238, 236, 232], [246, 245, 242]);
  spot(room, [0, 0.94, 3.9], 0.9, '#fff', 0.18, 0.3);
  for (const x of [-0.55, 0.05, 0.65])
    soft(
      room,
      [
        [x - 0.2, 0, 2.75],
        [x + 0.2, 0, 2.75],
        [x + 0.24, 0, 3.2],
        [x - 0.16, 0, 3.2],
      ],
      '#000',
      0.22,
      6,
      'floor',
    );
  for (const x of [-0.55, 0.05, 0.65]) stool(room, [x, 0, 2.95], 0.68, [58, 56, 54], [40, 40, 42]);
  pendant(room, [-0.45, CEIL, 3.9], 1.75, [40, 42, 44]);
  pendant(room, [0.45, CEIL, 3.9], 1.75, [40, 42, 44]);
  plant(room, [W1 - 0.35, 0, 5.25], 1.1, [226, 220, 210], [70, 110, 62]);
  // edge darkening of the whole frame, as a lens gives
  const id = room.s.id('g');
  room.s.def(
    `<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></radialGradient>`,
  );
  room.glaze(`<rect width="${s.w}" height="${s.h}" fill="url(#${id})"/>`);
  return room;
}
