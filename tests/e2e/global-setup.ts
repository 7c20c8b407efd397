// Runs once, after the site's server is up and before any test: the contact function's first call opens its embedded
// database, and in a fresh checkout (as on CI) that first creates it: 39 s measured on this busy two-CPU machine,
// against 0.5 s for later calls. Whichever test posted first then ran out of its 30 s, so the first call is made here.
import type { FullConfig } from 'playwright/test';

export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('playwright.config.ts sets no baseURL');
  // An empty inquiry: refused before anything is stored, but only once the function has opened its database.
  const res = await fetch(new URL('/api/contact', baseURL), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: '{}',
    signal: AbortSignal.timeout(180_000),
  });
  if (res.status >= 500) throw new Error(`the contact function answers ${res.status}: ${await res.text()}`);
}
