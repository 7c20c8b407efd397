// Living room: a sofa against the left wall, a rug and coffee table, an armchair, a sideboard with a picture under
// a big window in the back wall, a floor lamp and a plant.
import { Camera, type Vec3 } from '../camera';
import { Room } from '../room';
import { plant, ring3, rod, soft, spot, vignette, wash, windowPane, plaster } from '../props';
import { hex, jitter, n, pts, type RGB, type Svg } from '../../svg';
import { rr } from '../../random';

const W0 = -2.9;
const W1 = 2.9;
const BACK = 6.6;
const CEIL = 2.75;

/** A sofa along the z axis with its back against x = xBack, facing +x. */
function sofa(room: Room, xBack: number, z0: number, z1: number, col: RGB): void {
  const d = 0.92;
  room.box(xBack, xBack + d, 0, 0.1, z0 + 0.05, z1 - 0.05, [40, 36, 32]);
  room.box(xBack, xBack + 0.22, 0.1, 0.82, z0, z1, col.map((c) => c * 0.92) as RGB);
  room.box(xBack, xBack + d, 0.1, 0.62, z1 - 0.2, z1, col);
  room.box(xBack + 0.22, xBack + d, 0.1, 0.44, z0 + 0.2, z1 - 0.2, col, col.map((c) => Math.min(255, c * 1.08)) as RGB);
  // seams between the three seat cushions and the three back cushions
  const seam = col.map((c) => c * 0.72) as RGB;
  for (let i = 1; i < 3; i++) {
    const z = z0 + 0.2 + ((z1 - z0 - 0.4) * i) / 3;
    room.poly(
      [
        [xBack + 0.22, 0.441, z - 0.006],
        [xBack + d, 0.441, z - 0.006],
        [xBack + d, 0.441, z + 0.006],
        [xBack + 0.22, 0.441, z + 0.006],
      ],
      seam,
    );
    room.poly(
      [
        [xBack + d + 0.001, 0.12, z - 0.006],
        [xBack + d + 0.001, 0.44, z - 0.006],
        [xBack + d + 0.001, 0.44, z + 0.006],
        [xBack + d + 0.001, 0.12, z + 0.006],
      ],
      seam,
    );
    room.poly(
      [
        [xBack + 0.221, 0.45, z - 0.006],
        [xBack + 0.221, 0.82, z - 0.006],
        [xBack + 0.221, 0.82, z + 0.006],
        [xBack + 0.221, 0.45, z + 0.006],
      ],
      seam,
    );
  }
  room.box(xBack, xBack + d, 0.1, 0.62, z0, z0 + 0.2, col);
  room.box(xBack + 0.24, xBack + 0.42, 0.44, 0.78, z0 + 0.45, z0 + 0.95, [196, 170, 120]);
}

export function living(s: Svg): Room {
  const cam = new Camera({ eye: [0.7, 1.3, 0], yaw: -8, pitch: -5, focal: 1000, centre: [800, 400] });
  const room = new Room(s, cam, 170, [-0.3, 0.6, -0.75]);
  const paint: RGB = [234, 229, 220];
  const floor = {
    id: 'floor',
    channel: 'r' as const,
    corners: [
      [W0, 0, 1.5],
      [W1, 0, 1.5],
      [W1, 0, BACK],
      [W0, 0, BACK],
    ] as const,
  };
  room.poly(
    [
      [W0, CEIL, 0],
      [W1, CEIL, 0],
      [W1, CEIL, BACK],
      [W0, CEIL, BACK],
    ],
    [245, 244, 240],
  );
  room.poly(
    [
      [W0, 0, BACK],
      [W1, 0, BACK],
      [W1, CEIL, BACK],
      [W0, CEIL, BACK],
    ],
    paint,
  );
  room.poly(
    [
      [W0, 0, 0],
      [W0, 0, BACK],
      [W0, CEIL, BACK],
      [W0, CEIL, 0],
    ],
    paint.map((c) => c * 0.93) as RGB,
  );
  room.poly(
    [
      [W1, 0, 0],
      [W1, 0, BACK],
      [W1, CEIL, BACK],
      [W1, CEIL, 0],
    ],
    paint.map((c) => c * 0.86) as RGB,
  );
  wash(
    room,
    [
      [
        [W0, 0, BACK],
        [W1, 0, BACK],
        [W1, CEIL, BACK],
        [W0, CEIL, BACK],
      ],
    ],
    [
      [0, '#000', 0.08],
      [1, '#000', 0],
    ],
    [0, 0, 0, 1],
  );
  plaster(room, 0.03);
  // the big window and the garden seen through it
  const wx0 = -0.4;
  const wx1 = 2.3;
  const gid = room.s.id('g');
  room.s.def(
    `<linearGradient id="${gid}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c8dcec"/><stop offset="0.55" stop-color="#e9f0ee"/><stop offset="0.56" stop-color="#8aa57a"/><stop offset="1" stop-color="#6f8f62"/></linearGradient>`,
  );
  const wq = room.cam.polygon([
    [wx0, 0.3, BACK],
    [wx1, 0.3, BACK],
    [wx1, 2.45, BACK],
    [wx0, 2.45, BACK],
  ]);
  room.solid((c) => `<polygon points="${wq.map((p) => p.join(',')).join(' ')}" fill="${c}"/>`, `url(#${gid})`);
  // the garden beyond the glass: a hedge and trees, seen through the window only
  const wclip = room.s.id('c');
  room.s.def(`<clipPath id="${wclip}"><polygon points="${pts(wq)}"/></clipPath>`);
  const garden: string[] = [];
  const r = s.r;
  for (let i = 0; i < 22; i++) {
    const gx = rr(r, -10, 16);
    const gz = rr(r, 30, 42);
    const gy = rr(r, 1.8, 3.4);
    const c = room.P([gx, gy, gz]);
    const k = room.scaleAt([gx, gy, gz]);
    const tone = jitter([84, 116, 70], r, 12);
    for (let j = 0; j < 9; j++) {
      const cx = c[0] + rr(r, -1.4, 1.4) * k;
      const cy = c[1] + rr(r, -1.2, 1) * k;
      const lit = 0.8 + 0.25 * r();
      garden.push(
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rr(r, 0.7, 1.2) * k)}" fill="${hex(tone.map((v) => v * lit) as RGB)}"/>`,
      );
    }
  }
  const hedge = room.cam.polygon([
    [-20, 0, 14],
    [20, 0, 14],
    [20, 1.3, 14],
    [-20, 1.3, 14],
  ]);
  garden.push(`<polygon points="${pts(hedge)}" fill="#5d7f4c"/>`);
  room.glaze(`<g clip-path="url(#${wclip})">${garden.join('')}</g>`);
  windowPane(room, [wx0, 0.3, BACK - 0.01], [wx1 - wx0, 0, 0], [0, 2.15, 0], [3, 1], null);
  room.surface(floor);
  wash(
    room,
    [floor.corners],
    [
      [0, '#000', 0.18],
      [0.5, '#000', 0],
      [1, '#000', 0.1],
    ],
    [0, 0, 1, 0],
    'floor',
  );
  wash(
    room,
    [floor.corners],
    [
      [0, '#000', 0.12],
      [0.55, '#000', 0],
      [1, '#fff', 0.05],
    ],
    [0, 0, 0, 1],
    'floor',
  );
  soft(
    room,
    [
      [wx0 + 0.2, 0, BACK],
      [wx1, 0, BACK],
      [wx1 - 0.8, 0, 3.6],
      [wx0 - 0.9, 0, 3.9],
    ],
    '#fffdf2',
    0.38,
    34,
    'floor',
  );
  soft(
    room,
    [
      [W0, 0, BACK - 0.15],
      [W1, 0, BACK - 0.15],
      [W1, 0, BACK],
      [W0, 0, BACK],
    ],
    '#000',
    0.25,
    8,
    'floor',
  );
  soft(
    room,
    [
      [W1 - 0.15, 0, 1.5],
      [W1, 0, 1.5],
      [W1, 0, BACK],
      [W1 - 0.15, 0, BACK],
    ],
    '#000',
    0.2,
    10,
    'floor',
  );
  // sideboard under the window's left part, a framed picture on the left of the back wall
  soft(
    room,
    [
      [W0 + 0.3, 0, BACK - 0.55],
      [W0 + 2.0, 0, BACK - 0.55],
      [W0 + 2.0, 0, BACK],
      [W0 + 0.3, 0, BACK],
    ],
    '#000',
    0.25,
    14,
    'floor',
  );
  room.box(W0 + 0.35, W0 + 1.95, 0.12, 0.72, BACK - 0.45, BACK, [120, 88, 62]);
  for (const x of [0.1, 0.16, 0.22]) rod(room, [W0 + 0.35 + x * 7.2, 0, BACK - 0.42], 0.12, 0.03, [40, 36, 32]);
  room.box(W0 + 0.5, W0 + 1.8, 1.05, 1.95, BACK - 0.03, BACK, [44, 44, 46]);
  room.box(W0 + 0.56, W0 + 1.74, 1.11, 1.89, BACK - 0.035, BACK - 0.03, [214, 200, 178]);
  room.poly(ring3([W0 + 1.15, 1.5, BACK - 0.04], [1, 0, 0], [0, 1, 0], 0.32, 0.26), [176, 112, 78]);
  room.box(W0 + 0.6, W0 + 0.75, 0.72, 1.0, BACK - 0.3, BACK - 0.15, [230, 226, 218]);
  plant(room, [W1 - 0.45, 0, BACK - 0.5], 1.5, [60, 60, 58], [64, 108, 60]);
  // floor lamp behind the sofa's far end
  rod(room, [W0 + 0.55, 0, 5.3], 1.6, 0.025, [30, 30, 30]);
  room.box(W0 + 0.4, W0 + 0.7, 0, 0.02, 5.15, 5.45, [30, 30, 30]);
  room.box(W0 + 0.38, W0 + 0.72, 1.45, 1.75, 5.13, 5.47, [238, 230, 214]);
  spot(room, [W0 + 0.55, 1.6, 5.3], 0.6, '#fff3d6', 0.3, 1);
  // rug, its shadows, coffee table, sofa, armchair
  const rug: Vec3[] = [
    [-2.1, 0.006, 2.7],
    [0.9, 0.006, 2.7],
    [0.9, 0.006, 4.9],
    [-2.1, 0.006, 4.9],
  ];
  room.poly(rug, [196, 186, 170]);
  room.poly(
    [
      [-1.95, 0.007, 2.85],
      [0.75, 0.007, 2.85],
      [0.75, 0.007, 4.75],
      [-1.95, 0.007, 4.75],
    ],
    [206, 198, 184],
  );
  soft(
    room,
    [
      [W0, 0, 2.2],
      [W0 + 1.1, 0, 2.2],
      [W0 + 1.1, 0, 5.0],
      [W0, 0, 5.0],
    ],
    '#000',
    0.32,
    16,
    'floor',
  );
  sofa(room, W0 + 0.02, 2.3, 4.9, [150, 156, 150]);
  soft(
    room,
    [
      [-1.2, 0.01, 3.2],
      [0.2, 0.01, 3.2],
      [0.2, 0.01, 4.2],
      [-1.2, 0.01, 4.2],
    ],
    '#000',
    0.3,
    10,
  );
  room.box(-1.15, 0.15, 0.34, 0.4, 3.25, 4.15, [70, 52, 40], [88, 66, 50]);
  for (const [x, z] of [
    [-1.05, 3.35],
    [0.05, 3.35],
    [-1.05, 4.05],
    [0.05, 4.05],
  ])
    rod(room, [x, 0, z], 0.34, 0.04, [40, 32, 26]);
  room.box(-0.6, -0.35, 0.4, 0.5, 3.6, 3.8, [230, 228, 222]);
  // armchair facing the sofa: seat, back, arms (near arm last), legs
  const ax0 = 1.25;
  const ax1 = 2.1;
  const az0 = 3.2;
  const az1 = 4.05;
  const leather: RGB = [178, 134, 92];
  soft(
    room,
    [
      [ax0 - 0.1, 0, az0 - 0.1],
      [ax1 + 0.05, 0, az0 - 0.1],
      [ax1 + 0.05, 0, az1 + 0.1],
      [ax0 - 0.1, 0, az1 + 0.1],
    ],
    '#000',
    0.32,
    14,
    'floor',
  );
  for (const [x, z] of [
    [ax0 + 0.05, az0 + 0.05],
    [ax1 - 0.05, az0 + 0.05],
    [ax0 + 0.05, az1 - 0.05],
    [ax1 - 0.05, az1 - 0.05],
  ])
    rod(room, [x, 0, z], 0.12, 0.04, [40, 32, 26]);
  room.box(ax0, ax1, 0.12, 0.62, az1 - 0.15, az1, leather);
  room.box(ax1 - 0.16, ax1, 0.12, 0.82, az0, az1, leather.map((c) => c * 0.94) as RGB);
  room.box(
    ax0,
    ax1 - 0.16,
    0.12,
    0.44,
    az0 + 0.15,
    az1 - 0.15,
    leather,
    leather.map((c) => Math.min(255, c * 1.1)) as RGB,
  );
  room.box(ax0, ax1, 0.12, 0.62, az0, az0 + 0.15, leather);
  vignette(room, 0.18);
  return room;
}
