// A room model drawn through one camera: the picture, and per stone surface the mask of the pixels that show it.
// Every shape is kept with its silhouette, so the mask is drawn from the very outlines that draw the picture.
import { hex, n, pts, type Pt, type RGB, type Svg } from '../svg';
import { Camera, type Vec3 } from './camera';

export type Channel = 'r' | 'g' | 'b';

/** A stone surface: a real rectangle with corners (0,0), (w,0), (w,h), (0,h) in the room, in that order. */
export interface SurfaceDef {
  id: string;
  channel: Channel;
  corners: readonly [Vec3, Vec3, Vec3, Vec3];
}

interface Layer {
  picture: string;
  /** The shape with `@F@` for its fill: drawn black over a surface drawn before it (it hides it), or white for the surface. */
  silhouette?: string;
  surface?: string;
}

const FILL = '@F@';
/** Light falling on the room, for shading the faces of boxes (unit vector towards the light). */
export type LightDir = Vec3;

export class Room {
  readonly layers: Layer[] = [];
  readonly surfaces: SurfaceDef[] = [];
  private readonly clips = new Map<string, string>();

  constructor(
    readonly s: Svg,
    readonly cam: Camera,
    /** Luminance (0–255) of the plain material the stone surfaces are painted in. */
    readonly neutral: number,
    readonly light: LightDir = [0.5, 0.7, -0.5],
  ) {}

  get neutralFill(): string {
    return hex([this.neutral, this.neutral, this.neutral]);
  }

  P(p: Vec3): Pt {
    return this.cam.project(p);
  }

  /** An opaque shape: `shape(fill)` returns its SVG element. It hides any surface drawn before it. */
  solid(shape: (fill: string) => string, fill: string): void {
    this.layers.push({ picture: shape(fill), silhouette: shape(FILL) });
  }

  /** Any drawing that is opaque over the outline `silhouette(fill)` draws (e.g. a clipped group). */
  opaque(picture: string, silhouette: (fill: string) => string): void {
    this.layers.push({ picture, silhouette: silhouette(FILL) });
  }

  /** Light or shadow laid over what is drawn (translucent): part of the light a stone receives, never in a mask. */
  glaze(svg: string): void {
    this.layers.push({ picture: svg });
  }

  /** A flat polygon of the room. */
  poly(points: readonly Vec3[], fill: string | RGB, extra = ''): void {
    const q = this.cam.polygon(points);
    if (q.length < 3) return;
    const f = typeof fill === 'string' ? fill : hex(fill);
    this.solid((c) => `<polygon points="${pts(q)}" fill="${c}" ${extra}/>`, f);
  }

  /** Picture outline of 3D polygons as one path (even-odd: a second polygon inside the first is a hole). */
  path(polys: readonly (readonly Vec3[])[]): string {
    return polys
      .map((p) => this.cam.polygon(p))
      .filter((q) => q.length >= 3)
      .map((q) => `M${pts(q).replace(/ /g, 'L')}Z`)
      .join('');
  }

  /**
   * A stone surface, painted in the neutral material over its visible outline (default: its rectangle).
   * Shapes drawn after it hide it in its mask; glazes drawn after it are the light it receives.
   */
  surface(def: SurfaceDef, outline: readonly (readonly Vec3[])[] = [def.corners]): void {
    if (this.surfaces.some((x) => x.id === def.id || x.channel === def.channel))
      throw new Error(`surface ${def.id} twice`);
    this.surfaces.push(def);
    const d = this.path(outline);
    const clip = this.s.id('c');
    this.s.def(`<clipPath id="${clip}"><path d="${d}" clip-rule="evenodd"/></clipPath>`);
    this.clips.set(def.id, clip);
    const shape = (c: string): string => `<path d="${d}" fill="${c}" fill-rule="evenodd"/>`;
    this.layers.push({ picture: shape(this.neutralFill), silhouette: shape(FILL), surface: def.id });
  }

  /** A clip-path attribute limiting a glaze to a surface's outline. */
  clipTo(surfaceId: string): string {
    const id = this.clips.get(surfaceId);
    if (!id) throw new Error(`no surface ${surfaceId}`);
    return `clip-path="url(#${id})"`;
  }

  /** Shade factor of a face with this outward normal under the room's light (ambient + direct). */
  shade(normal: Vec3): number {
    const [lx, ly, lz] = this.light;
    const d = Math.max(0, normal[0] * lx + normal[1] * ly + normal[2] * lz);
    return 0.62 + 0.38 * d;
  }

  /** An axis-aligned box; only the faces turned to the eye are drawn. `top` overrides the top face colour. */
  box(x0: number, x1: number, y0: number, y1: number, z0: number, z1: number, col: RGB, top?: RGB): void {
    const faces: { pts: Vec3[]; nrm: Vec3 }[] = [
      {
        pts: [
          [x0, y1, z0],
          [x1, y1, z0],
          [x1, y1, z1],
          [x0, y1, z1],
        ],
        nrm: [0, 1, 0],
      },
      {
        pts: [
          [x0, y0, z0],
          [x1, y0, z0],
          [x1, y0, z1],
          [x0, y0, z1],
        ],
        nrm: [0, -1, 0],
      },
      {
        pts: [
          [x0, y0, z0],
          [x1, y0, z0],
          [x1, y1, z0],
          [x0, y1, z0],
        ],
        nrm: [0, 0, -1],
      },
      {
        pts: [
          [x0, y0, z1],
          [x1, y0, z1],
          [x1, y1, z1],
          [x0, y1, z1],
        ],
        nrm: [0, 0, 1],
      },
      {
        pts: [
          [x0, y0, z0],
          [x0, y1, z0],
          [x0, y1, z1],
          [x0, y0, z1],
        ],
        nrm: [-1, 0, 0],
      },
      {
        pts: [
          [x1, y0, z0],
          [x1, y1, z0],
          [x1, y1, z1],
          [x1, y0, z1],
        ],
        nrm: [1, 0, 0],
      },
    ];
    for (const f of faces) {
      if (!this.cam.faces(f.pts[0], f.nrm)) continue;
      const base = f.nrm[1] > 0 && top ? top : col;
      const k = this.shade(f.nrm);
      this.poly(f.pts, [base[0] * k, base[1] * k, base[2] * k]);
    }
  }

  /** Picture size in pixels of a length `m` metres seen at point p (for round things drawn flat). */
  scaleAt(p: Vec3): number {
    return this.cam.spec.focal / this.cam.depth(p);
  }

  /** The SVG body of the picture. */
  pictureBody(): string {
    return this.layers.map((l) => l.picture).join('');
  }

  /** The SVG body of one surface's mask: the surface white, what is drawn over it black, on black. */
  maskBody(surfaceId: string): string {
    const at = this.layers.findIndex((l) => l.surface === surfaceId);
    if (at < 0) throw new Error(`no surface ${surfaceId}`);
    return this.layers
      .slice(at)
      .filter((l) => l.silhouette)
      .map((l, i) => (l.silhouette as string).split(FILL).join(i === 0 ? '#fff' : '#000'))
      .join('');
  }

  /** The surfaces' corners in the picture, rounded to 0.1 px. */
  pictureCorners(def: SurfaceDef): [Pt, Pt, Pt, Pt] {
    const r = (p: Pt): Pt => [Number(n(p[0])), Number(n(p[1]))];
    const [a, b, c, d] = def.corners.map((p) => r(this.cam.project(p)));
    return [a, b, c, d];
  }
}

/** Real size of a surface rectangle in whole centimetres: width along corners 0→1, height along 0→3. */
export function sizeCm(def: SurfaceDef): [number, number] {
  const len = (a: Vec3, b: Vec3): number => Math.hypot(b[0] - a[0], b[1] - a[1], b[2] - a[2]) * 100;
  const [c0, c1, , c3] = def.corners;
  return [Math.round(len(c0, c1)), Math.round(len(c0, c3))];
}
