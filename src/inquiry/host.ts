// Where the contact function runs: on the host (Netlify's build and functions, or any AWS Lambda) a local PGlite or
// .eml outbox would vanish with the instance, so there inquiries need DATABASE_URL and mail needs SMTP_URL; SITE_URL
// names the public origin for absolute links.
type Env = Record<string, string | undefined>;

/** Netlify sets NETLIFY=true and CONTEXT in builds; its functions run on AWS Lambda (AWS_LAMBDA_FUNCTION_NAME). */
export function onHost(env: Env): boolean {
  return env.NETLIFY === 'true' || !!env.AWS_LAMBDA_FUNCTION_NAME;
}

export interface HostStorageCheck {
  /** Stops a production build: inquiries would be accepted and lost. */
  errors: string[];
  /** Printed in the build log: the site works, but something the sales team expects does not happen. */
  warnings: string[];
}

export function checkHostStorage(env: Env): HostStorageCheck {
  const check: HostStorageCheck = { errors: [], warnings: [] };
  if (!onHost(env)) return check;
  const production = (env.CONTEXT ?? 'production') === 'production';
  if (!env.DATABASE_URL) {
    const line =
      "DATABASE_URL is not set: on the host the contact form cannot keep inquiries without a PostgreSQL database (set DATABASE_URL in the site's environment settings).";
    if (production) check.errors.push(line);
    else check.warnings.push(`${line} This ${env.CONTEXT} build refuses contact posts with 503.`);
  }
  if (!env.SITE_URL) {
    check.warnings.push(
      'SITE_URL is not set: canonical links, hreflang, the sitemap and share images point at http://localhost:9000 (set SITE_URL to the public origin).',
    );
  }
  if (!env.SMTP_URL) {
    check.warnings.push(
      'SMTP_URL is not set: inquiries are stored but not e-mailed to the sales team (`npm run inquiries -- --unsent` lists them; set SMTP_URL to send).',
    );
  }
  return check;
}

export class HostStorageMissing extends Error {}
