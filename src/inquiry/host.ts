// Where the contact function runs, and which deploy it belongs to. On the host (Netlify's build and functions, or any
// AWS Lambda) a local PGlite or .eml outbox would vanish with the instance, so there inquiries need a PostgreSQL
// database and mail needs SMTP_URL. Each deploy context is its own world: only production reads DATABASE_URL and mails
// the sales team; a deploy preview or branch deploy keeps its inquiries in its own database (Netlify Database's branch
// for the deploy) and mails only CONTACT_PREVIEW_MAIL_TO. SITE_URL names the public origin for absolute links.
type Env = Record<string, string | undefined>;

/** Netlify sets NETLIFY=true and CONTEXT in builds; its functions run on AWS Lambda (AWS_LAMBDA_FUNCTION_NAME). */
export function onHost(env: Env): boolean {
  return env.NETLIFY === 'true' || !!env.AWS_LAMBDA_FUNCTION_NAME;
}

/**
 * A deploy that is not production: Netlify's CONTEXT is `deploy-preview` or `branch-deploy` (or `dev`, Netlify's CLI).
 * Any CONTEXT other than `production` counts, so a context Netlify adds later is kept away from production too; no
 * CONTEXT at all is production on the host and the local defaults elsewhere.
 */
export function isPreview(env: Env): boolean {
  return !!env.CONTEXT && env.CONTEXT !== 'production';
}

/** Netlify Database's connection string for this deploy (what `getConnectionString()` of @netlify/database reads). */
export const netlifyDatabaseVariable = 'NETLIFY_DB_URL';

/** Where a deploy keeps its inquiries: a PostgreSQL URL, the embedded PGlite (locally), or none (refused on the host). */
export type DatabaseChoice =
  | { kind: 'postgres'; url: string; from: string }
  | { kind: 'embedded' }
  | { kind: 'none'; reason: string };

/** The same server and database, whatever the user, password or options: a preview must never reach production's. */
function sameDatabase(a: string, b: string): boolean {
  try {
    const x = new URL(a);
    const y = new URL(b);
    const db = (u: URL) => decodeURIComponent(u.pathname.replace(/^\//, '')) || decodeURIComponent(u.username);
    return x.hostname === y.hostname && (x.port || '5432') === (y.port || '5432') && db(x) === db(y);
  } catch {
    return a === b;
  }
}

export function chooseDatabase(env: Env): DatabaseChoice {
  const hosted = onHost(env);
  const netlifyDb = env[netlifyDatabaseVariable] || undefined;
  if (!isPreview(env)) {
    // An outside PostgreSQL named by DATABASE_URL, else the site's Netlify Database.
    if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL, from: 'DATABASE_URL' };
    if (netlifyDb) return { kind: 'postgres', url: netlifyDb, from: netlifyDatabaseVariable };
    if (hosted)
      return {
        kind: 'none',
        reason: `neither DATABASE_URL nor ${netlifyDatabaseVariable} (Netlify Database) is set: inquiries cannot be kept on the host`,
      };
    return { kind: 'embedded' };
  }
  // A preview never reads DATABASE_URL: unless scoped, the site variable is production's in every context.
  const own = netlifyDb
    ? { url: netlifyDb, from: netlifyDatabaseVariable }
    : env.PREVIEW_DATABASE_URL
      ? { url: env.PREVIEW_DATABASE_URL, from: 'PREVIEW_DATABASE_URL' }
      : null;
  if (own && env.DATABASE_URL && sameDatabase(own.url, env.DATABASE_URL))
    return {
      kind: 'none',
      reason: `${own.from} names production's database (DATABASE_URL): a ${env.CONTEXT} never uses it`,
    };
  if (own) return { kind: 'postgres', ...own };
  if (hosted)
    return {
      kind: 'none',
      reason: `this ${env.CONTEXT} has no database of its own (Netlify Database's ${netlifyDatabaseVariable}, or PREVIEW_DATABASE_URL), and never uses production's DATABASE_URL`,
    };
  return { kind: 'embedded' };
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
  const preview = isPreview(env);
  const database = chooseDatabase(env);
  if (database.kind === 'none') {
    if (!preview)
      check.errors.push(
        `DATABASE_URL is not set: on the host the contact form cannot keep inquiries without a PostgreSQL database (turn on Netlify Database, or set DATABASE_URL in the site's environment settings).`,
      );
    else
      check.warnings.push(`Inquiries: ${database.reason}. This ${env.CONTEXT} build refuses contact posts with 503.`);
  }
  if (!env.SITE_URL) {
    check.warnings.push(
      'SITE_URL is not set: canonical links, hreflang, the sitemap and share images point at http://localhost:9000 (set SITE_URL to the public origin).',
    );
  }
  if (preview && !env.CONTACT_PREVIEW_MAIL_TO) {
    check.warnings.push(
      `CONTACT_PREVIEW_MAIL_TO is not set: this ${env.CONTEXT} stores its inquiries but mails nobody (it never mails the sales team).`,
    );
  } else if (!env.SMTP_URL) {
    check.warnings.push(
      'SMTP_URL is not set: inquiries are stored but not e-mailed to the sales team (`npm run inquiries -- --unsent` lists them; set SMTP_URL to send).',
    );
  }
  return check;
}

export class HostStorageMissing extends Error {}
