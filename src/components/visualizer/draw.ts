// Pictures for the canvas: the scene, its mask and the stone's photo fetched through the image CDN at the width they
// are drawn at (same origin, so their pixels can be read), kept as RGBA rasters; and one drawing of a view with the
// renderer core.
import { cdnImageUrl } from '../../images/cdn-url';
import { renderSurface, type Raster } from '../../visualizer/render';
import type { GroutColor, LayingSize, PatternName, Scene, SceneSurface, VisualizerStone } from '../../visualizer/types';

/** The photo is read at up to this width: enough for the largest tile on the largest canvas, small to fetch. */
const photoWidth = 1200;

/** Widths are rounded up to this step: a scroll bar coming or going does not fetch the pictures again. */
const widthStep = 80;

/** Pixels the canvas is drawn at: the shown width at the screen's density, never more than the scene's picture. */
export function drawWidth(shownWidth: number, devicePixelRatio: number, scene: Pick<Scene, 'width'>): number {
  const wanted = Math.ceil((shownWidth * (devicePixelRatio || 1)) / widthStep) * widthStep;
  return Math.max(widthStep, Math.min(scene.width, wanted));
}

const rasters = new Map<string, Promise<Raster>>();

/** The picture at `url` as a raster of exactly width × height (the CDN may round its height by a pixel). */
function loadRaster(url: string, width: number, height: number): Promise<Raster> {
  const key = `${url} ${width}x${height}`;
  let pending = rasters.get(key);
  if (!pending) {
    pending = (async () => {
      const image = new Image();
      image.decoding = 'async';
      image.src = url;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) throw new Error('no 2D canvas');
      context.drawImage(image, 0, 0, width, height);
      return { width, height, data: context.getImageData(0, 0, width, height).data };
    })();
    pending.catch(() => rasters.delete(key));
    rasters.set(key, pending);
  }
  return pending;
}

export interface ScenePictures {
  base: Raster;
  mask: Raster;
}

export function scenePictures(scene: Scene, width: number): Promise<ScenePictures> {
  const height = Math.round((width * scene.height) / scene.width);
  return Promise.all([
    loadRaster(cdnImageUrl(scene.image, { width }), width, height),
    // PNG at full quality: the mask's values are coverage, which a lossy format would smear across surfaces.
    loadRaster(cdnImageUrl(scene.mask, { width, format: 'png', quality: 100 }), width, height),
  ]).then(([base, mask]) => ({ base, mask }));
}

export function stonePhoto(stone: VisualizerStone): Promise<Raster> {
  const width = Math.min(stone.photo.width, photoWidth);
  const height = Math.round((width * stone.photo.height) / stone.photo.width);
  return loadRaster(cdnImageUrl(stone.photo.src, { width }), width, height);
}

export interface Laying {
  surface: SceneSurface;
  stone: Pick<VisualizerStone, 'key' | 'sizes'>;
  size: LayingSize;
  pattern: PatternName;
  jointMm: number;
  grout: GroutColor;
  photo: Raster;
}

/**
 * The scene with the stone laid on one surface (or bare, without a laying), into `out` (the scene's size): rows
 * `from`–`to` only, so that the page can draw a view in slices between which the browser answers the visitor.
 */
export function drawView(
  scene: Scene,
  pictures: ScenePictures,
  laying: Laying | null,
  out: Raster,
  [from, to]: readonly [number, number] = [0, out.height],
): void {
  const { base, mask } = pictures;
  const rowBytes = out.width * 4;
  out.data.set(base.data.subarray(from * rowBytes, to * rowBytes), from * rowBytes);
  if (!laying) return;
  renderSurface(out, base, mask, {
    rows: [from, to],
    scene,
    surface: laying.surface,
    stone: laying.stone,
    photo: laying.photo,
    size: laying.size,
    pattern: laying.pattern,
    jointMm: laying.jointMm,
    grout: laying.grout,
  });
}

/** Rows per slice: a 1000-row drawing in about 16 tasks of a few milliseconds each. */
export const sliceRows = 64;
