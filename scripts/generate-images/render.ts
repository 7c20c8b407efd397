// Rendering a plan: SVG drawn at a capped pixel count, low-resolution layers embedded, rasterised and encoded by sharp.
import sharp from 'sharp';
import { hash32, mulberry32, ri } from './random';
import { darken, lighten, radGrad, rect, Svg, type Box } from './svg';
import { palette, PALETTES } from './palettes';
import { texture, tileJoints } from './textures';
import { quarryScene } from './scenes/quarry';
import { factoryScene } from './scenes/factory';
import { warehouseScene } from './scenes/warehouse';
import { interiorScene } from './scenes/interior';
import { portraitScene } from './scenes/portrait';
import { catalogPage } from './catalog-page';
import type { Plan } from './plan';

/** Pixels rendered through the (slow) SVG filters; larger images are rendered smaller and upscaled. */
export const FILTER_PIXELS = 260_000;

export async function renderPlan(rel: string, plan: Plan): Promise<Buffer> {
  const r = mulberry32(hash32('draw:' + rel));
  const { width: w, height: h } = plan;
  const s = new Svg(w, h, r);
  let overlay = '';
  const full: Box = { x: 0, y: 0, w, h };
  switch (plan.kind) {
    case 'quarry':
      quarryScene(s);
      break;
    case 'factory':
      factoryScene(s);
      break;
    case 'warehouse':
      warehouseScene(s);
      break;
    case 'interior':
      interiorScene(s, plan.floorKind, palette(plan.floorColor, r));
      break;
    case 'portrait':
      portraitScene(s);
      break;
    case 'catalog':
      overlay = catalogPage(s, plan.page);
      break;
    default: {
      const kind = plan.kind;
      texture(s, kind, full, palette(plan.colorId, r), { angle: plan.angle, variant: plan.variant });
      if (plan.joints) {
        const pb = PALETTES[plan.colorId] ?? PALETTES[1];
        const lum = pb.base[0] + pb.base[1] + pb.base[2];
        tileJoints(
          s,
          full,
          Math.round(w / ri(r, 2, 4)),
          lum < 300 ? lighten(pb.base, 0.25) : lum > 600 ? darken(pb.base, 0.12) : lighten(pb.base, 0.3),
        );
      }
    }
  }
  if (plan.vignette)
    s.add(
      rect(
        full,
        radGrad(
          s,
          [
            [0.45, '#000', 0],
            [1, '#000', 0.4],
          ],
          0.5,
          0.5,
          0.72,
        ),
      ),
    );
  const scale = Math.min(1, Math.sqrt(FILTER_PIXELS / (w * h)));
  const sw = Math.round(w * scale);
  const sh = Math.round(h * scale);
  let doc = s.doc(sw, sh);
  if (s.lowres.length > 0) {
    const pngs = await Promise.all(
      s.lowres.map((l) => sharp(Buffer.from(l.doc)).png({ compressionLevel: 1 }).toBuffer()),
    );
    pngs.forEach((buf, i) => {
      doc = doc.replace(s.lowres[i].token, 'data:image/png;base64,' + buf.toString('base64'));
    });
  }
  let img = sharp(Buffer.from(doc));
  if (sw !== w || sh !== h) {
    // rasterise at the reduced size first: resizing an SVG input directly would make sharp re-render it at full size
    const { data, info } = await img.raw().toBuffer({ resolveWithObject: true });
    img = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).resize(w, h, {
      kernel: 'lanczos3',
    });
  }
  if (overlay) {
    const ov = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${overlay}</svg>`;
    // composite needs the resized raster first
    const base = await img.png({ compressionLevel: 0 }).toBuffer();
    img = sharp(base).composite([{ input: Buffer.from(ov), top: 0, left: 0 }]);
  }
  img = img.flatten({ background: '#ffffff' });
  return rel.endsWith('.png')
    ? img.png({ compressionLevel: 8, adaptiveFiltering: false }).toBuffer()
    : img.jpeg({ quality: w * h > 1_000_000 ? 72 : 78, mozjpeg: false, chromaSubsampling: '4:2:0' }).toBuffer();
}
