// The image CDN's URL scheme (Netlify Image CDN: /.netlify/images?url=…&w=…&h=…&fit=…&q=…&fm=…): the URLs the pages
// ask for, and the same rules read back by the local server (src/hosting/image-cdn.ts), so both sides agree.

export const cdnPath = '/.netlify/images';

export type CdnFit = 'contain' | 'cover' | 'fill';
export type CdnPosition = 'center' | 'top' | 'bottom' | 'left' | 'right';
export type CdnFormat = 'avif' | 'webp' | 'jpg' | 'png' | 'gif';

export interface CdnTransform {
  width?: number;
  height?: number;
  fit?: CdnFit;
  position?: CdnPosition;
  /** Left out: the CDN answers in the best format the browser's Accept header takes (AVIF, WebP). */
  format?: CdnFormat;
  quality?: number;
}

/**
 * The quality every photo is asked in: what gatsby-plugin-sharp made the site's WebP files at, so a browser that takes
 * WebP gets no more bytes than before and one that takes AVIF gets fewer.
 */
export const defaultQuality = 50;

const fits: readonly CdnFit[] = ['contain', 'cover', 'fill'];
const positions: readonly CdnPosition[] = ['center', 'top', 'bottom', 'left', 'right'];
const formats: readonly CdnFormat[] = ['avif', 'webp', 'jpg', 'png', 'gif'];

/** The CDN URL of a source published on this site (`/static/…`), parameters in a fixed order. */
export function cdnImageUrl(source: string, t: CdnTransform): string {
  // Slashes may stay as they are in a query (RFC 3986), which keeps every srcset candidate 6 characters shorter.
  const params: string[] = [`url=${encodeURIComponent(source).replace(/%2F/g, '/')}`];
  if (t.width) params.push(`w=${Math.round(t.width)}`);
  if (t.height) params.push(`h=${Math.round(t.height)}`);
  if (t.fit) params.push(`fit=${t.fit}`);
  if (t.position && t.position !== 'center') params.push(`position=${t.position}`);
  if (t.format) params.push(`fm=${t.format}`);
  if (t.quality) params.push(`q=${t.quality}`);
  return `${cdnPath}?${params.join('&')}`;
}

export interface CdnRequest extends CdnTransform {
  /** The source's path on this site, decoded, starting with one `/`. */
  source: string;
}

export type CdnParse = { ok: true; request: CdnRequest } | { ok: false; reason: string };

const whole = (value: string, min: number, max: number) =>
  /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max ? Number(value) : null;

/**
 * A request's parameters as the host reads them. The host answers an invalid value with 404 and takes no source from
 * another site unless netlify.toml allows it (this site allows none); unknown parameters are ignored.
 */
export function parseCdnQuery(query: URLSearchParams): CdnParse {
  const source = query.get('url');
  if (!source) return { ok: false, reason: 'url is missing' };
  if (/^[a-z][a-z0-9+.-]*:/i.test(source) || source.startsWith('//'))
    return { ok: false, reason: `url ${source}: images from other sites are not allowed` };
  if (!source.startsWith('/')) return { ok: false, reason: `url ${source}: must be a path on this site` };
  const request: CdnRequest = { source };
  for (const [key, max] of [
    ['w', 8192],
    ['h', 8192],
    ['q', 100],
  ] as const) {
    const raw = query.get(key);
    if (raw === null) continue;
    const n = whole(raw, 1, max);
    if (n === null) return { ok: false, reason: `${key}=${raw}: a whole number from 1 to ${max}` };
    if (key === 'w') request.width = n;
    else if (key === 'h') request.height = n;
    else request.quality = n;
  }
  const fit = query.get('fit');
  if (fit !== null) {
    if (!fits.includes(fit as CdnFit)) return { ok: false, reason: `fit=${fit}: one of ${fits.join(', ')}` };
    request.fit = fit as CdnFit;
  }
  const position = query.get('position');
  if (position !== null) {
    if (!positions.includes(position as CdnPosition))
      return { ok: false, reason: `position=${position}: one of ${positions.join(', ')}` };
    request.position = position as CdnPosition;
  }
  const format = query.get('fm');
  if (format !== null) {
    const f = format === 'jpeg' ? 'jpg' : format;
    if (!formats.includes(f as CdnFormat)) return { ok: false, reason: `fm=${format}: one of ${formats.join(', ')}` };
    request.format = f as CdnFormat;
  }
  return { ok: true, request };
}

/** The format answered when the URL names none: AVIF where the browser takes it, else WebP, else the source's own. */
export function negotiatedFormat(accept: string | undefined, sourceFormat: CdnFormat): CdnFormat {
  const types = (accept ?? '').toLowerCase();
  if (types.includes('image/avif')) return 'avif';
  if (types.includes('image/webp')) return 'webp';
  return sourceFormat;
}
