// A pinhole camera for the visualizer's room models: world in metres (x right, y up, z away), picture in pixels.
import type { Pt } from '../svg';

export type Vec3 = readonly [x: number, y: number, z: number];

export interface CameraSpec {
  /** Eye position in the room. */
  eye: Vec3;
  /** Turn to the right about the vertical axis, in degrees. */
  yaw: number;
  /** Look up (positive) or down, in degrees; 0 keeps verticals vertical, as architectural photographers do. */
  pitch: number;
  /** Focal length in pixels. */
  focal: number;
  /** Principal point in the picture (a shifted lens when it is not the centre). */
  centre: Pt;
}

/** Points nearer than this (metres along the view axis) are clipped away before projection. */
const NEAR = 0.05;

export class Camera {
  private readonly cy: number;
  private readonly sy: number;
  private readonly cp: number;
  private readonly sp: number;
  constructor(readonly spec: CameraSpec) {
    const yaw = (spec.yaw * Math.PI) / 180;
    const pitch = (spec.pitch * Math.PI) / 180;
    this.cy = Math.cos(yaw);
    this.sy = Math.sin(yaw);
    this.cp = Math.cos(pitch);
    this.sp = Math.sin(pitch);
  }

  /** Camera coordinates: x right, y up, z along the view. */
  view(p: Vec3): Vec3 {
    const [ex, ey, ez] = this.spec.eye;
    const x = p[0] - ex;
    const y = p[1] - ey;
    const z = p[2] - ez;
    const x1 = x * this.cy - z * this.sy;
    const z1 = x * this.sy + z * this.cy;
    return [x1, y * this.cp - z1 * this.sp, y * this.sp + z1 * this.cp];
  }

  private toPicture(v: Vec3): Pt {
    const { focal, centre } = this.spec;
    return [centre[0] + (focal * v[0]) / v[2], centre[1] - (focal * v[1]) / v[2]];
  }

  /** A point's place in the picture; throws for a point behind the camera (a surface corner must be in front). */
  project(p: Vec3): Pt {
    const v = this.view(p);
    if (v[2] < NEAR) throw new Error(`point ${p.join(', ')} is behind the camera`);
    return this.toPicture(v);
  }

  /** Depth along the view axis (for ordering and sizes). */
  depth(p: Vec3): number {
    return this.view(p)[2];
  }

  /** A planar polygon's outline in the picture, clipped at the near plane (empty when wholly behind). */
  polygon(points: readonly Vec3[]): Pt[] {
    const vs = points.map((p) => this.view(p));
    const out: Vec3[] = [];
    for (let i = 0; i < vs.length; i++) {
      const a = vs[i];
      const b = vs[(i + 1) % vs.length];
      const ina = a[2] >= NEAR;
      const inb = b[2] >= NEAR;
      if (ina) out.push(a);
      if (ina !== inb) {
        const t = (NEAR - a[2]) / (b[2] - a[2]);
        out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, NEAR]);
      }
    }
    return out.map((v) => this.toPicture(v));
  }

  /** Whether a face with this outward normal, through this point, faces the eye. */
  faces(point: Vec3, normal: Vec3): boolean {
    const [ex, ey, ez] = this.spec.eye;
    return (ex - point[0]) * normal[0] + (ey - point[1]) * normal[1] + (ez - point[2]) * normal[2] > 1e-9;
  }
}
