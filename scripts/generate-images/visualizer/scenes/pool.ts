// Pool terrace: stone pavers round a pool with a stone coping ring, loungers and a parasol, a garden wall and trees.
import { Camera, type Vec3 } from '../camera';
import { Room } from '../room';
import { rod, soft, vignette, wash, ring3 } from '../props';
import { castShadow } from './outdoor';
import { hex, jitter, n, pts, type RGB, type Svg } from '../../svg';
import { rr } from '../../random';

const X0 = -4.4;
const X1 = 4.6;
const Z0 = 2.3;
const Z1 = 14;
// pool opening and coping width
const PX0 = -1.7;
const PX1 = 2.5;
const PZ0 = 4.9;
const PZ1 = 10.6;
const CW = 0.4;
const DEPTH = 0.14;

/** Sun: shadows fall towards +x and +z, this many metres per metre of height. */
const SUN: [number, number] = [0.55, 0.35];

function lounger(room: Room, x: number, z0: number, surfaceId: string): void {
  const w = 0.7;
  const len = 1.95;
  castShadow(
    room,
    SUN,
    [
      [x, 0, z0],
      [x + w, 0, z0],
      [x + w, 0, z0 + len],
      [x, 0, z0 + len],
    ],
    0.35,
    surfaceId,
    0.38,
  );
  for (const [dx, dz] of [
    [0.04, 0.05],
    [w - 0.04, 0.05],
    [0.04, len - 0.05],
    [w - 0.04, len - 0.05],
  ])
    rod(room, [x + dx, 0, z0 + dz], 0.3, 0.04, [180, 176, 168]);
  room.box(x, x + w, 0.3, 0.36, z0, z0 + len, [204, 200, 192]);
  room.box(x + 0.03, x + w - 0.03, 0.36, 0.43, z0 + 0.03, z0 + len - 0.6, [246, 244, 238]);
  // raised back rest at the far end
  room.poly(
    [
      [x + 0.03, 0.43, z0 + len - 0.6],
      [x + w - 0.03, 0.43, z0 + len - 0.6],
      [x + w - 0.03, 0.95, z0 + len - 0.05],
      [x + 0.03, 0.95, z0 + len - 0.05],
    ],
    [236, 234, 228],
  );
}

export function pool(s: Svg): Room {
  const cam = new Camera({ eye: [0.2, 1.7, 0], yaw: 3, pitch: -9, focal: 1080, centre: [800, 470] });
  const room = new Room(s, cam, 168, [-0.45, 0.75, -0.5]);
  const r = s.r;
  // sky and garden backdrop
  const sky = room.s.id('g');
  room.s.def(
    `<linearGradient id="${sky}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6fa5d8"/><stop offset="1" stop-color="#cfe2ef"/></linearGradient>`,
  );
  room.solid((c) => `<rect width="${s.w}" height="${s.h}" fill="${c}"/>`, `url(#${sky})`);
  room.poly(
    [
      [-40, 0, 0.5],
      [40, 0, 0.5],
      [40, 0, 60],
      [-40, 0, 60],
    ],
    [112, 142, 84],
  );
  // trees beyond the wall: crowns of overlapping leaf clusters, shaded below and lit from the sun's side
  const trees = Array.from({ length: 16 }, (): Vec3 => [rr(r, -16, 16), 0, rr(r, 18, 26)]).sort((a, b) => b[2] - a[2]);
  for (const t of trees) {
    const h = rr(r, 5, 8);
    const base = room.P(t);
    const k = room.scaleAt(t);
    const crown = room.P([t[0], h * 0.62, t[2]]);
    room.solid(
      (c) =>
        `<line x1="${n(base[0])}" y1="${n(base[1])}" x2="${n(crown[0])}" y2="${n(crown[1])}" stroke="${c}" stroke-width="${n(0.3 * k)}"/>`,
      '#4a3c30',
    );
    const tone = jitter([60, 92, 52], r, 10);
    for (let i = 0; i < 34; i++) {
      const a = rr(r, 0, Math.PI * 2);
      const d = Math.sqrt(r()) * 2.2;
      const cx = crown[0] + Math.cos(a) * d * k;
      const cy = crown[1] + Math.sin(a) * d * 0.8 * k;
      const lit = 0.78 + 0.3 * (-Math.cos(a) * 0.6 - Math.sin(a) * 0.8) * (d / 2.2) + rr(r, -0.06, 0.06);
      const rad = rr(r, 0.7, 1.2) * k;
      room.solid(
        (c) => `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rad)}" fill="${c}"/>`,
        hex(tone.map((v) => v * lit) as RGB),
      );
    }
  }
  // garden wall, white render with a coping
  room.box(-14, 14, 0, 1.5, Z1, Z1 + 0.25, [238, 234, 226]);
  room.box(-14.05, 14.05, 1.5, 1.56, Z1 - 0.03, Z1 + 0.28, [214, 208, 196]);
  // terrace, then the coping ring over it, then the pool inside the ring
  const terrace = {
    id: 'pavers',
    channel: 'r' as const,
    corners: [
      [X0, 0, Z0],
      [X1, 0, Z0],
      [X1, 0, Z1],
      [X0, 0, Z1],
    ] as const,
  };
  const outer: Vec3[] = [
    [PX0 - CW, 0, PZ0 - CW],
    [PX1 + CW, 0, PZ0 - CW],
    [PX1 + CW, 0, PZ1 + CW],
    [PX0 - CW, 0, PZ1 + CW],
  ];
  const inner: Vec3[] = [
    [PX0, 0, PZ0],
    [PX1, 0, PZ0],
    [PX1, 0, PZ1],
    [PX0, 0, PZ1],
  ];
  const coping = { id: 'coping', channel: 'g' as const, corners: [outer[0], outer[1], outer[2], outer[3]] as const };
  room.surface(terrace);
  wash(
    room,
    [terrace.corners],
    [
      [0, '#000', 0.1],
      [0.5, '#000', 0],
      [1, '#fff', 0.06],
    ],
    [0, 0, 0, 1],
    'pavers',
  );
  soft(
    room,
    [
      [X0, 0, Z1 - 0.4],
      [X1, 0, Z1 - 0.4],
      [X1, 0, Z1],
      [X0, 0, Z1],
    ],
    '#000',
    0.35,
    6,
    'pavers',
  );
  room.surface(coping, [outer, inner]);
  wash(
    room,
    [outer, inner],
    [
      [0, '#000', 0.06],
      [1, '#fff', 0.04],
    ],
    [0, 0, 0, 1],
    'coping',
  );
  // the coping stands a little proud: a fine shadow line where it meets the pavers, a lit edge at the pool's lip
  room.glaze(
    `<polygon points="${pts(room.cam.polygon(outer))}" fill="none" stroke="#000" stroke-opacity="0.3" stroke-width="1.6"/>`,
  );
  room.glaze(
    `<polygon points="${pts(room.cam.polygon(inner))}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="1.4"/>`,
  );
  // the pool: water below the rim, the inner walls that face the eye, seen through the opening only
  const clip = room.s.id('c');
  const opening = room.cam.polygon(inner);
  room.s.def(`<clipPath id="${clip}"><polygon points="${pts(opening)}"/></clipPath>`);
  const water = room.cam.polygon(inner.map((p): Vec3 => [p[0], -DEPTH, p[2]]));
  const wg = room.s.id('g');
  room.s.def(
    `<linearGradient id="${wg}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3f9fb8"/><stop offset="1" stop-color="#5fc3d4"/></linearGradient>`,
  );
  const ripple = room.s.id('f');
  room.s.def(
    `<filter id="${ripple}" x="0" y="0" width="100%" height="100%"><feTurbulence type="turbulence" baseFrequency="0.012 0.05" numOctaves="2" seed="${s.tseed()}"/>` +
      `<feColorMatrix type="matrix" values="0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0 0 -2.2 0 1.15"/></filter>`,
  );
  const far = room.cam.polygon([
    [PX0, 0, PZ1],
    [PX1, 0, PZ1],
    [PX1, -DEPTH, PZ1],
    [PX0, -DEPTH, PZ1],
  ]);
  const left = room.cam.polygon([
    [PX0, 0, PZ0],
    [PX0, 0, PZ1],
    [PX0, -DEPTH, PZ1],
    [PX0, -DEPTH, PZ0],
  ]);
  const right = room.cam.polygon([
    [PX1, 0, PZ0],
    [PX1, 0, PZ1],
    [PX1, -DEPTH, PZ1],
    [PX1, -DEPTH, PZ0],
  ]);
  const xs = water.map((p) => p[0]);
  const ys = water.map((p) => p[1]);
  const bx = Math.min(...xs);
  const by = Math.min(...ys);
  room.opaque(
    `<g clip-path="url(#${clip})"><polygon points="${pts(water)}" fill="url(#${wg})"/>` +
      `<rect x="${n(bx)}" y="${n(by)}" width="${n(Math.max(...xs) - bx)}" height="${n(Math.max(...ys) - by)}" filter="url(#${ripple})" opacity="0.35"/>` +
      `<polygon points="${pts(far)}" fill="#e4eef0"/>` +
      (cam.spec.eye[0] > PX0 ? `<polygon points="${pts(left)}" fill="#cfe0e4"/>` : '') +
      (cam.spec.eye[0] < PX1 ? `<polygon points="${pts(right)}" fill="#cfe0e4"/>` : '') +
      `</g>`,
    (c) => `<polygon points="${pts(opening)}" fill="${c}"/>`,
  );
  // loungers on the left of the pool, a parasol between them; planters with olive trees on the right
  const parasolAt: Vec3 = [-3.3, 0, 11.2];
  castShadow(
    room,
    SUN,
    ring3([parasolAt[0] + 2.35 * SUN[0], 0, parasolAt[2] + 2.35 * SUN[1]], [1, 0, 0], [0, 0, 1], 1.3, 1.3, 24),
    0,
    'pavers',
    0.36,
  );
  lounger(room, -4.1, 8.4, 'pavers');
  lounger(room, -3.15, 8.4, 'pavers');
  rod(room, parasolAt, 2.4, 0.05, [220, 216, 206]);
  const canopy = ring3([parasolAt[0], 2.2, parasolAt[2]], [1, 0, 0], [0, 0, 1], 1.35, 1.35, 8);
  const apex = room.P([parasolAt[0], 2.6, parasolAt[2]]);
  const rim = canopy.map((p) => room.P(p));
  for (let i = 0; i < rim.length; i++) {
    const a = rim[i];
    const b = rim[(i + 1) % rim.length];
    const shadeK = 0.82 + 0.18 * Math.cos((i / rim.length) * Math.PI * 2 - 0.6);
    const col: RGB = [238 * shadeK, 232 * shadeK, 218 * shadeK];
    room.solid((c) => `<polygon points="${pts([apex, a, b])}" fill="${c}"/>`, hex(col));
  }
  for (const [x, z] of [
    [3.5, 6.2],
    [3.5, 9.8],
  ]) {
    castShadow(
      room,
      SUN,
      [
        [x, 0, z],
        [x + 0.8, 0, z],
        [x + 0.8, 0, z + 0.8],
        [x, 0, z + 0.8],
      ],
      0.7,
      'pavers',
    );
    room.box(x, x + 0.8, 0, 0.7, z, z + 0.8, [92, 90, 86]);
    const top = room.P([x + 0.4, 2.0, z + 0.4]);
    const k = room.scaleAt([x + 0.4, 2.0, z + 0.4]);
    const trunkBase = room.P([x + 0.4, 0.7, z + 0.4]);
    room.solid(
      (c) =>
        `<line x1="${n(trunkBase[0])}" y1="${n(trunkBase[1])}" x2="${n(top[0])}" y2="${n(top[1])}" stroke="${c}" stroke-width="${n(0.08 * k)}"/>`,
      '#5a4a3a',
    );
    for (let i = 0; i < 40; i++) {
      const cx = top[0] + rr(r, -0.7, 0.7) * k;
      const cy = top[1] + rr(r, -0.6, 0.3) * k;
      room.solid(
        (c) =>
          `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(0.22 * k)}" ry="${n(0.12 * k)}" transform="rotate(${n(rr(r, -40, 40))} ${n(cx)} ${n(cy)})" fill="${c}"/>`,
        hex(jitter([118, 134, 96], r, 16)),
      );
    }
  }
  vignette(room, 0.14);
  return room;
}
