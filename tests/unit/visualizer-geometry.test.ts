// Perspective mapping of a surface rectangle onto its corners in a room picture.
import {
  apply,
  invert,
  pixelFootprintCm,
  scaleCorners,
  surfaceHomography,
  SurfaceGeometryError,
  type Corners,
} from '../../src/visualizer/geometry';

// A 400 × 300 cm floor seen from standing height: the near edge wide at the bottom, the far edge narrow.
const floor: Corners = [
  [100, 900],
  [1500, 900],
  [1100, 500],
  [500, 500],
];
const size = [400, 300] as const;
const H = surfaceHomography(size, floor);

const dist = (a: readonly number[], b: readonly number[]): number => Math.hypot(a[0] - b[0], a[1] - b[1]);

describe('surfaceHomography', () => {
  it('puts the rectangle corners exactly on the picture corners, in order', () => {
    const plane = [
      [0, 0],
      [400, 0],
      [400, 300],
      [0, 300],
    ];
    plane.forEach(([u, v], i) => {
      const [x, y] = apply(H, u, v);
      expect(x).toBeCloseTo(floor[i][0], 9);
      expect(y).toBeCloseTo(floor[i][1], 9);
    });
  });

  it('is a true perspective: the floor centre is where the diagonals cross, not the corners average', () => {
    const centre = apply(H, 200, 150);
    const average = [floor.reduce((s, p) => s + p[0], 0) / 4, floor.reduce((s, p) => s + p[1], 0) / 4];
    // Diagonals 0–2 and 1–3 cross at x = 800 (symmetry); solve for y on 0–2.
    const t = (800 - floor[0][0]) / (floor[2][0] - floor[0][0]);
    const cross = [800, floor[0][1] + t * (floor[2][1] - floor[0][1])];
    expect(dist(centre, cross)).toBeLessThan(1e-6);
    expect(dist(centre, average)).toBeGreaterThan(20);
  });

  it('draws the near half of a receding side longer than the far half', () => {
    const mid = apply(H, 400, 150);
    const near = dist(floor[1], mid);
    const far = dist(mid, floor[2]);
    expect(near).toBeGreaterThan(far * 1.2);
  });

  it('takes a picture point back to the same plane point (inverse ∘ forward = identity)', () => {
    const inv = invert(H);
    for (const [u, v] of [
      [0, 0],
      [13.7, 288.1],
      [399, 1],
      [250.5, 150.25],
      [-20, 310],
    ]) {
      const [x, y] = apply(H, u, v);
      const [u2, v2] = apply(inv, x, y);
      expect(u2).toBeCloseTo(u, 8);
      expect(v2).toBeCloseTo(v, 8);
    }
  });

  it('maps a wall seen face on (a parallelogram) without perspective', () => {
    const wall = surfaceHomography(
      [100, 50],
      [
        [10, 110],
        [210, 110],
        [210, 10],
        [10, 10],
      ],
    );
    expect(apply(wall, 50, 25)).toEqual([110, 60]);
    expect(pixelFootprintCm(invert(wall), 60, 60).u).toBeCloseTo(0.5, 12);
  });

  it('refuses corners that are not a picture of a rectangle, saying why', () => {
    const bad: [string, Corners, RegExp][] = [
      [
        'repeated corner',
        [
          [0, 0],
          [0, 0],
          [100, 100],
          [0, 100],
        ],
        /on one line/,
      ],
      [
        'collinear',
        [
          [0, 0],
          [50, 0],
          [100, 0],
          [0, 100],
        ],
        /on one line/,
      ],
      [
        'bow tie',
        [
          [0, 0],
          [100, 100],
          [100, 0],
          [0, 100],
        ],
        /convex/,
      ],
      [
        'dented',
        [
          [0, 0],
          [100, 0],
          [30, 30],
          [0, 100],
        ],
        /convex/,
      ],
      [
        'not a number',
        [
          [0, 0],
          [NaN, 0],
          [100, 100],
          [0, 100],
        ],
        /corner 1/,
      ],
    ];
    for (const [, corners, message] of bad) {
      expect(() => surfaceHomography(size, corners)).toThrow(SurfaceGeometryError);
      expect(() => surfaceHomography(size, corners)).toThrow(message);
    }
    expect(() => surfaceHomography([0, 300], floor)).toThrow(/not positive/);
  });
});

describe('pixelFootprintCm', () => {
  it('grows with distance: a far pixel covers more floor than a near one', () => {
    const inv = invert(H);
    const near = pixelFootprintCm(inv, 800, 890);
    const far = pixelFootprintCm(inv, 800, 510);
    expect(far.v).toBeGreaterThan(near.v * 3);
    expect(far.u).toBeGreaterThan(near.u * 1.5);
    // Near the camera one pixel of the 1400 px wide near edge is about 400 / 1400 cm across.
    expect(near.u).toBeGreaterThan(0.2);
    expect(near.u).toBeLessThan(0.4);
  });
});

describe('scaleCorners', () => {
  it('moves full-size corners to a smaller drawing, keeping the mapping of the rectangle', () => {
    const half = surfaceHomography(size, scaleCorners(floor, 0.5, 0.5));
    const [x, y] = apply(half, 200, 150);
    const [X, Y] = apply(H, 200, 150);
    expect(x).toBeCloseTo(X / 2, 9);
    expect(y).toBeCloseTo(Y / 2, 9);
  });
});
