// Gatsby Function POST /api/contact: the contact form's endpoint (JSON from the enhanced form, form-encoded without JavaScript).
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { handleContact, type ContactBackend } from '../contact/handler';
import { RateLimiter } from '../contact/rate-limit';
import { settingsFromEnv, sharedRuntime } from '../contact/runtime';

/* Gatsby's body parsers are switched off (a media type that never occurs): the handler reads the raw body itself,
   so it can enforce its own 32 KB limit and answer 413 and 415 in the visitor's language. */
const never = 'application/x-contact-never';
export const config = {
  bodyParser: { json: { type: never }, text: { type: never }, raw: { type: never }, urlencoded: { type: never, extended: false } },
};

const unavailable: ContactBackend = {
  save: () => Promise.reject(new Error('database unavailable')),
  deliver: () => Promise.resolve(false),
};

export default async function contact(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  const runtime = await sharedRuntime().catch((e: unknown) => {
    console.error('contact: the inquiry database could not be opened', e);
    return null;
  });
  if (runtime) {
    return handleContact(req, res, { backend: runtime.backend, limiter: runtime.limiter, config: runtime.settings.config, log: console.error });
  }
  // Every check still answers as usual; only storing fails, with a 503 the browser retries once.
  const settings = settingsFromEnv();
  return handleContact(req, res, { backend: unavailable, limiter: new RateLimiter(settings.rate), config: settings.config, log: console.error });
}
