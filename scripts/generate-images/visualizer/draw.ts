// Rasterising a room model: the picture (JPEG) and the surfaces' mask (PNG, one surface per channel).
import sharp from 'sharp';
import { n, type Svg } from '../svg';
import type { Room } from './room';

async function svgDoc(s: Svg, body: string, defs: string): Promise<string> {
  let doc =
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${s.w}" height="${s.h}" ` +
    `viewBox="0 0 ${n(s.w)} ${n(s.h)}"><defs>${defs}</defs>${body}</svg>`;
  // Low-frequency layers (wall plaster, foliage noise) are rasterised small and embedded, as the other scenes do.
  for (const l of s.lowres) {
    if (!doc.includes(l.token)) continue;
    const png = await sharp(Buffer.from(l.doc)).png({ compressionLevel: 1 }).toBuffer();
    doc = doc.split(l.token).join('data:image/png;base64,' + png.toString('base64'));
  }
  return doc;
}

export async function drawPicture(room: Room): Promise<Buffer> {
  const doc = await svgDoc(room.s, room.pictureBody(), room.s.defs.join(''));
  return sharp(Buffer.from(doc))
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80, chromaSubsampling: '4:2:0', mozjpeg: false })
    .toBuffer();
}

/** Coverage of each surface in its channel (r, g, b), anti-aliased at the edges, 0 where the surface is not seen. */
export async function drawMask(room: Room): Promise<Buffer> {
  const { w, h } = room.s;
  const out = Buffer.alloc(w * h * 3);
  for (const def of room.surfaces) {
    // Only the outlines matter here: the defs hold gradients and filters the mask never uses, except clip paths.
    const doc = await svgDoc(
      room.s,
      `<rect width="${w}" height="${h}" fill="#000"/>${room.maskBody(def.id)}`,
      room.s.defs.join(''),
    );
    const { data, info } = await sharp(Buffer.from(doc))
      .flatten({ background: '#000000' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const ch = { r: 0, g: 1, b: 2 }[def.channel];
    for (let i = 0, j = 0; i < w * h; i++, j += info.channels) out[i * 3 + ch] = data[j];
  }
  return sharp(out, { raw: { width: w, height: h, channels: 3 } })
    .png({ compressionLevel: 9, adaptiveFiltering: false })
    .toBuffer();
}
