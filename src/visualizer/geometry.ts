// Perspective mapping between a surface's real rectangle (plane cm) and its four corners in the scene picture (px).
import type { PicturePoint } from './types';

/** A 3×3 projective matrix, row-major: (x, y) ↦ ((m0·x + m1·y + m2) / w, (m3·x + m4·y + m5) / w), w = m6·x + m7·y + m8. */
export type Mat3 = readonly [number, number, number, number, number, number, number, number, number];
export type Corners = readonly [PicturePoint, PicturePoint, PicturePoint, PicturePoint];

/** Thrown for corners that cannot be the picture of a rectangle; the message names the problem for the data editor. */
export class SurfaceGeometryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SurfaceGeometryError';
  }
}

const cross = (ax: number, ay: number, bx: number, by: number): number => ax * by - ay * bx;

/**
 * A rectangle seen in perspective is a convex quadrilateral; anything else (a repeated or collinear corner, a bow
 * tie, a dent) is a data mistake that would draw nonsense, so it is refused with the reason.
 */
export function checkCorners(corners: Corners): void {
  if (corners.length !== 4) throw new SurfaceGeometryError(`a surface needs 4 corners, got ${corners.length}`);
  corners.forEach((p, i) => {
    if (!Number.isFinite(p[0]) || !Number.isFinite(p[1]))
      throw new SurfaceGeometryError(`corner ${i} is not a number pair`);
  });
  let sign = 0;
  let area2 = 0;
  for (let i = 0; i < 4; i++) {
    const [ax, ay] = corners[i];
    const [bx, by] = corners[(i + 1) % 4];
    const [cx, cy] = corners[(i + 2) % 4];
    const turn = cross(bx - ax, by - ay, cx - bx, cy - by);
    area2 += cross(ax, ay, bx, by);
    // A turn below a hundredth of a pixel² is a straight angle: three corners on a line.
    if (Math.abs(turn) < 1e-2)
      throw new SurfaceGeometryError(`corners ${i}, ${(i + 1) % 4} and ${(i + 2) % 4} are on one line`);
    const s = Math.sign(turn);
    if (sign !== 0 && s !== sign)
      throw new SurfaceGeometryError('the corners do not make a convex quadrilateral in order (crossed or dented)');
    sign = s;
  }
  if (Math.abs(area2) / 2 < 1) throw new SurfaceGeometryError('the corners enclose less than one pixel');
}

/**
 * The homography taking the surface rectangle (0..w, 0..h cm) to its corners: (0,0)→corner 0, (w,0)→1, (w,h)→2,
 * (0,h)→3. The unit square to quad map is Heckbert's closed form; the columns are then divided by w and h.
 */
export function surfaceHomography(sizeCm: readonly [number, number], corners: Corners): Mat3 {
  const [w, h] = sizeCm;
  if (!(w > 0 && h > 0 && Number.isFinite(w) && Number.isFinite(h)))
    throw new SurfaceGeometryError(`the surface size ${w} × ${h} cm is not positive`);
  checkCorners(corners);
  const [[x0, y0], [x1, y1], [x2, y2], [x3, y3]] = corners;
  const sx = x0 - x1 + x2 - x3;
  const sy = y0 - y1 + y2 - y3;
  let a: number, b: number, d: number, e: number, g: number, k: number;
  if (Math.abs(sx) < 1e-12 && Math.abs(sy) < 1e-12) {
    // A parallelogram: the picture is an affine view (no vanishing point).
    [a, b, d, e, g, k] = [x1 - x0, x3 - x0, y1 - y0, y3 - y0, 0, 0];
  } else {
    const dx1 = x1 - x2;
    const dx2 = x3 - x2;
    const dy1 = y1 - y2;
    const dy2 = y3 - y2;
    const den = cross(dx1, dy1, dx2, dy2);
    g = cross(sx, sy, dx2, dy2) / den;
    k = cross(dx1, dy1, sx, sy) / den;
    a = x1 - x0 + g * x1;
    b = x3 - x0 + k * x3;
    d = y1 - y0 + g * y1;
    e = y3 - y0 + k * y3;
  }
  return [a / w, b / h, x0, d / w, e / h, y0, g / w, k / h, 1];
}

/** The inverse matrix (picture px → plane cm for a surface homography), from the adjugate. */
export function invert(m: Mat3): Mat3 {
  const [a, b, c, d, e, f, g, h, i] = m;
  const A = e * i - f * h;
  const B = f * g - d * i;
  const C = d * h - e * g;
  const det = a * A + b * B + c * C;
  if (!Number.isFinite(det) || Math.abs(det) < 1e-18) throw new SurfaceGeometryError('the mapping cannot be inverted');
  const r = 1 / det;
  return [
    A * r,
    (c * h - b * i) * r,
    (b * f - c * e) * r,
    B * r,
    (a * i - c * g) * r,
    (c * d - a * f) * r,
    C * r,
    (b * g - a * h) * r,
    (a * e - b * d) * r,
  ];
}

/** Applies a homography to a point; a point on the horizon (w = 0) has no image and gives [NaN, NaN]. */
export function apply(m: Mat3, x: number, y: number): [number, number] {
  const w = m[6] * x + m[7] * y + m[8];
  if (w === 0) return [NaN, NaN];
  return [(m[0] * x + m[1] * y + m[2]) / w, (m[3] * x + m[4] * y + m[5]) / w];
}

/**
 * How far one picture pixel at (x, y) reaches on the plane, in cm along u and along v: the absolute column sums of
 * the inverse mapping's Jacobian (a pixel's box footprint). Far away this grows, which is what fades a thin joint
 * instead of letting it flicker, and what picks the photo's mip level.
 */
export function pixelFootprintCm(inv: Mat3, x: number, y: number): { u: number; v: number } {
  const w = inv[6] * x + inv[7] * y + inv[8];
  const u = (inv[0] * x + inv[1] * y + inv[2]) / w;
  const v = (inv[3] * x + inv[4] * y + inv[5]) / w;
  const du = (Math.abs(inv[0] - u * inv[6]) + Math.abs(inv[1] - u * inv[7])) / Math.abs(w);
  const dv = (Math.abs(inv[3] - v * inv[6]) + Math.abs(inv[4] - v * inv[7])) / Math.abs(w);
  return { u: du, v: dv };
}

/** Corners given in a scene's full-size pixels, moved to a picture drawn at another size. */
export function scaleCorners(corners: Corners, kx: number, ky: number): Corners {
  return corners.map(([x, y]) => [x * kx, y * ky] as const) as unknown as Corners;
}
