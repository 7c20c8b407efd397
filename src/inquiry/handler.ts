// The contact function's request handling, independent of where it runs and of the kinds it takes: checks, the kind's
// validation, storage, delivery, answer. A post's `type` names its kind (src/inquiry/kind.ts).
import { createHash } from 'crypto';
import type { ServerResponse } from 'http';
import {
  bodyKind,
  parseBody,
  readBody,
  BodyTooLarge,
  BodyUnreadable,
  type BodyKind,
  type ContactRequest,
} from './body';
import {
  honeypotField,
  idempotencyField,
  idempotencyHeader,
  idempotencyKeyPattern,
  summaryKey,
  toLang,
  typeField,
} from './fields';
import { contactText, langFromAcceptLanguage, translateErrors } from './messages';
import { renderMessagePage, htmlPageCsp } from './html';
import { kindOf, type InquiryKinds } from './kind';
import type { ClientLimiter } from './rate-limit';
import { mailWaitMs, settledWithin } from './delivery';
import { inquiryReference } from '../routes/inquiry-reference';
import { withReference } from '../routes/reference-query';
import type { Inquiry, SaveResult, StoredInquiry } from './store';
import type { Lang } from '../i18n/languages';

export const maxBodyBytes = 32 * 1024;

export interface ContactBackend {
  /** Stores the inquiry once per idempotency key; the same key with other content is a conflict. */
  save(inquiry: Inquiry, idempotencyKey: string, payloadHash: string): Promise<SaveResult>;
  /** Emails a stored inquiry (read by id unless given); a failure leaves it stored and marked unsent (never throws). */
  deliver(id: string, stored?: StoredInquiry): Promise<boolean>;
}

export interface ContactConfig {
  /** Origins allowed besides the request's own host (the site's public URL, e.g. from SITE_URL). */
  allowedOrigins: string[];
  /** Take the client address from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean;
  /** A deploy preview: the visitor is told the inquiry went to the preview, not to the sales team. */
  preview?: boolean;
}

export interface ContactDeps {
  backend: ContactBackend;
  limiter: ClientLimiter;
  config: ContactConfig;
  log?: (message: string, error?: unknown) => void;
  /** How long the answer waits for the mail (src/inquiry/delivery.ts); tests shorten it. */
  mailWaitMs?: number;
}

/** A backend for answers that never reach storage: every post while the database cannot be opened. */
export const unavailableBackend: ContactBackend = {
  save: () => Promise.reject(new Error('database unavailable')),
  deliver: () => Promise.resolve(false),
};

export type ContactResponse = Pick<ServerResponse, 'setHeader' | 'getHeader' | 'end'> & {
  statusCode: number;
  headersSent?: boolean;
};

function send(
  res: ContactResponse,
  status: number,
  type: 'json' | 'html' | 'none',
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.statusCode = status;
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  if (type === 'json') {
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.end(JSON.stringify(body));
  } else if (type === 'html') {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Security-Policy', htmlPageCsp);
    res.end(String(body));
  } else res.end();
}

function header(req: ContactRequest, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** Same-origin means: the Origin's host is the host the request was sent to, or one of the configured site origins. */
export function isAllowedOrigin(req: ContactRequest, origin: string | undefined, config: ContactConfig): boolean {
  if (!origin || origin === 'null') return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const host = (config.trustProxy && header(req, 'x-forwarded-host')) || header(req, 'host');
  if (host && url.host === host.toLowerCase()) return true;
  return config.allowedOrigins.some((o) => o === url.origin);
}

/**
 * The visitor's address, for the rate limit. On the host a function has no socket of its own: Netlify's edge names
 * the client in x-nf-client-connection-ip (set by the edge, not by the client; the local host sets it the same way).
 */
function clientAddress(req: ContactRequest, config: ContactConfig): string {
  const forwarded = config.trustProxy ? header(req, 'x-forwarded-for')?.split(',')[0].trim() : undefined;
  return forwarded || header(req, 'x-nf-client-connection-ip') || req.socket?.remoteAddress || 'unknown';
}

function payloadHash(inquiry: Inquiry): string {
  return createHash('sha256').update(JSON.stringify(inquiry)).digest('hex');
}

/** Without JavaScript there is no key from the browser: the same content from the same client on the same day counts as one. */
function derivedKey(hash: string, client: string, now: Date): string {
  return `auto-${createHash('sha256')
    .update(`${hash}|${client}|${now.toISOString().slice(0, 10)}`)
    .digest('hex')
    .slice(0, 40)}`;
}

export async function handleInquiry(
  req: ContactRequest,
  res: ContactResponse,
  deps: ContactDeps,
  kinds: InquiryKinds,
  now = new Date(),
): Promise<void> {
  const { config } = deps;
  // The host's header rules do not reach functions: every answer carries its own.
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'same-origin');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Vary', 'Origin, Accept-Language');

  const origin = header(req, 'origin');
  const originOk = isAllowedOrigin(req, origin, config);
  if (originOk && origin) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Expose-Headers', 'Retry-After, Idempotent-Replayed');
  }
  const method = (req.method ?? 'GET').toUpperCase();
  let lang: Lang = langFromAcceptLanguage(header(req, 'accept-language')) ?? 'en';

  if (method === 'OPTIONS') {
    if (!originOk) return send(res, 403, 'none', null);
    return send(res, 204, 'none', null, {
      'Access-Control-Allow-Methods': 'POST',
      'Access-Control-Allow-Headers': 'Content-Type, Idempotency-Key, Accept-Language',
      'Access-Control-Max-Age': '600',
    });
  }
  const kind: BodyKind | null = bodyKind(header(req, 'content-type'));
  // A form post (no JavaScript) gets pages and redirects; anything else gets JSON.
  const asHtml = kind === 'form';
  // Until the body names its kind, a refusal links back to the first kind's form.
  let inquiryKind = kinds[0];
  let source = inquiryKind.sourceOf({});
  const fail = (
    status: number,
    key: string,
    vars: Record<string, string | number> = {},
    headers: Record<string, string> = {},
  ) => {
    const message = contactText(lang, `result.${key}`, vars);
    if (asHtml)
      send(res, status, 'html', renderMessagePage(lang, inquiryKind.pages.form(lang, source), message), headers);
    else send(res, status, 'json', { ok: false, message }, headers);
  };

  if (method !== 'POST') return fail(405, 'methodNotAllowed', {}, { Allow: 'POST, OPTIONS' });
  if (!originOk) return fail(403, 'forbidden');
  if (!kind) return fail(415, 'unsupported');

  let record: Record<string, unknown>;
  try {
    const body = await readBody(req, maxBodyBytes);
    record = typeof body === 'string' ? parseBody(kind, body) : body;
  } catch (e) {
    if (e instanceof BodyTooLarge) return fail(413, 'tooLarge', {}, { Connection: 'close' });
    if (e instanceof BodyUnreadable) return fail(400, 'unsupported');
    throw e;
  }
  if (typeof record.lang === 'string') lang = toLang(record.lang);
  // A post that names no kind is the first kind's (the contact form's); one naming a kind the site does not take is
  // refused, not read as another kind's.
  const named = record[typeField];
  if (named !== undefined && named !== '' && !kinds.some((k) => k.type === named)) return fail(400, 'unknownType');
  // Every kind takes the same path: same checks, same storage; its own fields, pages and mail.
  inquiryKind = kindOf(kinds, named);
  source = inquiryKind.sourceOf(record);

  /** The answer once stored: the thanks page (no JavaScript) or JSON, each with the visitor's reference. */
  const thanks = (id?: string) => {
    const reference = id === undefined ? undefined : inquiryReference(inquiryKind.referencePrefix, id);
    if (asHtml) send(res, 303, 'none', null, { Location: withReference(inquiryKind.pages.thanks(lang), reference) });
    else if (config.preview)
      send(res, 200, 'json', { ok: true, preview: true, reference, message: contactText(lang, 'result.sentPreview') });
    else send(res, 200, 'json', { ok: true, reference, message: contactText(lang, 'result.sent') });
  };
  // Bots fill every field; they are told it worked and nothing is stored or sent.
  const trap = record[honeypotField];
  if (trap !== undefined && trap !== '') return thanks();

  const client = clientAddress(req, config);
  const decision = await deps.limiter.take(client, now.getTime());
  if (!decision.allowed) {
    return fail(
      429,
      'rateLimited',
      { minutes: Math.ceil(decision.retryAfter / 60) },
      { 'Retry-After': String(decision.retryAfter) },
    );
  }

  const checked = inquiryKind.validate(record, now);
  if (!checked.ok) {
    if (asHtml) {
      const key = typeof record[idempotencyField] === 'string' ? (record[idempotencyField] as string) : undefined;
      const input = { lang, source, values: record, errors: checked.errors, idempotencyKey: key };
      return send(res, 400, 'html', inquiryKind.pages.renderForm(input));
    }
    return send(res, 400, 'json', {
      ok: false,
      message: contactText(lang, `errors.${summaryKey(checked.errors)}`),
      errors: translateErrors(lang, checked.errors, inquiryKind.errorVarsFor?.(record, lang) ?? inquiryKind.errorVars),
      codes: checked.errors,
    });
  }
  const inquiry = checked.value;
  const hash = payloadHash(inquiry);
  const sentKey = header(req, idempotencyHeader) ?? record[idempotencyField];
  if (
    sentKey !== undefined &&
    sentKey !== '' &&
    (typeof sentKey !== 'string' || !idempotencyKeyPattern.test(sentKey))
  ) {
    return fail(400, 'unsupported');
  }
  const key = typeof sentKey === 'string' && sentKey !== '' ? sentKey : derivedKey(hash, client, now);

  let saved: SaveResult;
  try {
    saved = await deps.backend.save(inquiry, key, hash);
  } catch (e) {
    deps.log?.('contact: storing an inquiry failed', e);
    return fail(503, 'failed', {}, { 'Retry-After': '5' });
  }
  if (saved.status === 'conflict') return fail(422, 'keyReused');
  if (saved.status === 'replayed') res.setHeader('Idempotent-Replayed', 'true');
  /* The row is kept before the mail is tried, and the mail before the answer: the host freezes the function once it
     has answered. A mail server that is down or slow costs the visitor at most mailWaitMs; the row then stays unsent
     (leased for a while, src/inquiry/store.ts) and the scheduled function sends it. */
  if (saved.status === 'created') {
    const wait = deps.mailWaitMs ?? mailWaitMs;
    if (!(await settledWithin(deps.backend.deliver(saved.id, saved.stored), wait)))
      deps.log?.(
        `contact: inquiry ${saved.id} stored; its mail was not sent within ${wait} ms, the scheduled resend takes it`,
      );
  }
  thanks(saved.id);
}
