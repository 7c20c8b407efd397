// Reads a request body with a byte limit and parses JSON or form-encoded text into a plain record.
import type { IncomingMessage } from 'http';
import { storableRecord } from './fields';

export type BodyKind = 'json' | 'form';

export class BodyTooLarge extends Error {}
export class BodyUnreadable extends Error {}

export function bodyKind(contentType: string | undefined): BodyKind | null {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  if (type === 'application/json') return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  return null;
}

/** A request as Gatsby hands it over: Node's, possibly with a body a parser already read. */
export type ContactRequest = IncomingMessage & { body?: unknown };

/** The body as text, or as the record an upstream parser (another host's wrapper) already made of it. */
export async function readBody(req: ContactRequest, limit: number): Promise<string | Record<string, unknown>> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLarge();
  if (req.readableEnded) {
    const b = req.body;
    if (b && typeof b === 'object' && !Buffer.isBuffer(b)) {
      if (Buffer.byteLength(JSON.stringify(b)) > limit) throw new BodyTooLarge();
      return b as Record<string, unknown>;
    }
    const text = typeof b === 'string' ? b : Buffer.isBuffer(b) ? b.toString('utf8') : '';
    if (Buffer.byteLength(text) > limit) throw new BodyTooLarge();
    return text;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buf.length;
    if (size > limit) throw new BodyTooLarge();
    chunks.push(buf);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function parseBody(kind: BodyKind, text: string): Record<string, unknown> {
  if (kind === 'form') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of new URLSearchParams(text)) if (!(k in out)) out[k] = v;
    return storableRecord(out);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BodyUnreadable();
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new BodyUnreadable();
  return storableRecord(parsed as Record<string, unknown>);
}
