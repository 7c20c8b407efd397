// Refuses, before a byte of the body is read, the posts the contact function would refuse after reading it: a media
// type it does not take (multipart/form-data among them) or a declared length over its limit. Gatsby's function
// wrapper runs a multipart parser with no size limit before our handler, so the server in front answers these itself.
import type { IncomingMessage, ServerResponse } from 'http';
import { bodyKind } from './body';
import { handleContact, maxBodyBytes, type ContactBackend } from './handler';
import { RateLimiter } from './rate-limit';
import { settingsFromEnv } from './runtime';

/** A backend for answers that never reach storage: refusals, and every post while the database cannot be opened. */
export const unavailableBackend: ContactBackend = {
  save: () => Promise.reject(new Error('database unavailable')),
  deliver: () => Promise.resolve(false),
};

export function refusedUnread(req: IncomingMessage): boolean {
  if ((req.method ?? '').toUpperCase() !== 'POST') return false;
  const declared = Number(req.headers['content-length']);
  return bodyKind(req.headers['content-type']) === null || (Number.isFinite(declared) && declared > maxBodyBytes);
}

/** How long the rest of a refused upload is discarded after the answer, so the sender can read it before the close. */
const lingerMs = 2_000;

/**
 * The handler's own 403/415/413 answer (translated, JSON or page). The body is never parsed or kept: what the sender
 * still pushes is discarded for a moment and the connection closed. Closing at once would reset the connection while
 * the upload is still arriving, and the sender would see a broken pipe instead of the answer.
 */
export async function answerUnread(
  req: IncomingMessage,
  res: ServerResponse,
  env = globalThis.process.env,
): Promise<void> {
  const settings = settingsFromEnv(env);
  const socket = req.socket;
  // Node ends an answer that says `Connection: close` (the 413) with a full close while the upload is still arriving,
  // and the sender's system answers data sent to a closed socket with a reset that can drop the answer unread (a broken
  // pipe instead of the 413). A lingering close instead: only the sending side is closed, what still arrives is
  // discarded, and the socket goes when the sender stops or after the linger.
  socket.destroySoon = () => void socket.end();
  res.once('finish', () => {
    req.resume();
    const close = setTimeout(() => socket.destroy(), lingerMs);
    socket.once('close', () => clearTimeout(close));
  });
  await handleContact(req, res, {
    backend: unavailableBackend,
    limiter: new RateLimiter(settings.rate),
    config: settings.config,
  });
}
