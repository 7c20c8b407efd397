// A function's text answer compressed the way the visitor's browser accepts. The host compresses the static files
// itself (scripts/serve.ts locally), but a search page comes whole from the search function: ~110 kB of HTML sent as
// it was made, ~15 kB as Brotli.
import zlib from 'zlib';

export type BodyEncoding = 'br' | 'gzip' | 'identity';

/** The best encoding an Accept-Encoding header allows: Brotli, then gzip, else none (`q=0` refuses one). */
export function chosenEncoding(acceptEncoding: string | string[] | undefined): BodyEncoding {
  const weights = new Map<string, number>();
  for (const part of String(acceptEncoding ?? '')
    .toLowerCase()
    .split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    const q = params.map((p) => /^q=([\d.]+)$/.exec(p)).find((m) => m !== null);
    weights.set(name, q ? Number(q[1]) : 1);
  }
  const allowed = (name: string) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  return allowed('br') ? 'br' : allowed('gzip') ? 'gzip' : 'identity';
}

/** The text's UTF-8 bytes in that encoding (Brotli at quality 5: a few milliseconds for a page, near gzip -9's size). */
export function encodedBody(text: string, encoding: BodyEncoding): Buffer {
  const bytes = Buffer.from(text, 'utf8');
  if (encoding === 'br') {
    const { BROTLI_PARAM_QUALITY, BROTLI_PARAM_MODE, BROTLI_MODE_TEXT, BROTLI_PARAM_SIZE_HINT } = zlib.constants;
    return zlib.brotliCompressSync(bytes, {
      params: {
        [BROTLI_PARAM_QUALITY]: 5,
        [BROTLI_PARAM_MODE]: BROTLI_MODE_TEXT,
        [BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
  }
  return encoding === 'gzip' ? zlib.gzipSync(bytes, { level: 6 }) : bytes;
}
