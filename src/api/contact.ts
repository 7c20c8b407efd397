// Gatsby Function POST /api/contact: every inquiry form's endpoint, whatever its kind (JSON from the enhanced forms,
// form-encoded without JavaScript).
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { unavailableBackend } from '../inquiry/handler';
import { RateLimiter } from '../inquiry/rate-limit';
import { settingsFromEnv } from '../inquiry/runtime';
import { handleContact, sharedRuntime } from '../inquiry-kinds';

/* Gatsby's body parsers are switched off (a media type that never occurs): the handler reads the raw body itself,
   so it can enforce its own 32 KB limit and answer 413 and 415 in the visitor's language. */
const never = 'application/x-contact-never';
const functionSettings = {
  config: {
    bodyParser: {
      json: { type: never },
      text: { type: never },
      raw: { type: never },
      urlencoded: { type: never, extended: false },
    },
  },
};
/* Exported by destructuring on purpose: Gatsby's query extractor scans every file under src/ and takes any plain
   `export const config` for a page's render-mode config, which switches on its server engines for the whole site
   (and their build-time validation then fails on sharp's native binary). The functions runtime reads it all the same. */
export const { config } = functionSettings;

export default async function contact(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  const runtime = await sharedRuntime().catch((e: unknown) => {
    console.error('contact: the inquiry database could not be opened', e);
    return null;
  });
  if (runtime) {
    return handleContact(req, res, {
      backend: runtime.backend,
      limiter: runtime.limiter,
      config: runtime.settings.config,
      log: console.error,
    });
  }
  // Every check still answers as usual; only storing fails, with a 503 the browser retries once.
  const settings = settingsFromEnv();
  return handleContact(req, res, {
    backend: unavailableBackend,
    limiter: new RateLimiter(settings.rate),
    config: settings.config,
    log: console.error,
  });
}
