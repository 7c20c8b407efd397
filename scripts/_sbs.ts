// Throwaway: the interactions of two served builds side by side (old on OLD_PORT, new on NEW_PORT), interleaved.
import { interactionRuns } from './bench-interactions';
import { interactionMedian, medianTry } from './bench-interactions-lib';
import { builtPages, familyPath, familyRoutes, familyNames, type Family } from './bench-pages-lib';
import { publicDir } from './bench-run';
import type { Lang } from '../src/i18n/languages';

const families = (process.env.FAMILIES?.split(',') ?? [...familyNames]) as Family[];
const langs = (process.env.LANGS?.split(',') ?? ['en', 'ar']) as Lang[];
const runs = Number(process.env.RUNS ?? 3);
const routes = familyRoutes(builtPages(publicDir));
const targets = families.flatMap((family) =>
  langs.flatMap((lang) =>
    ['old', 'new'].map((variant) => ({
      family,
      lang,
      variant,
      url: `http://127.0.0.1:${variant === 'old' ? process.env.OLD_PORT : process.env.NEW_PORT}${familyPath(family, routes, lang)}`,
    })),
  ),
);
void (async () => {
  const results = await interactionRuns(runs, targets);
  const rows = new Map<string, Record<string, string>>();
  for (const r of results) {
    const key = `${r.family} ${r.lang} | ${r.name}`;
    const row = rows.get(key) ?? {};
    const m = medianTry(r.tries);
    row[r.variant!] =
      `${interactionMedian(r.tries) ?? '<16'}${m && m.ms ? ` (${Math.round(m.inputDelayMs ?? 0)}/${Math.round(m.processingMs ?? 0)}/${Math.round(m.presentationMs ?? 0)})` : ''} [${r.tries.map((t) => (t.failed ? 'F' : (t.ms ?? "-"))).join(',')}]`;
    rows.set(key, row);
  }
  for (const [k, v] of rows) console.log(`${k} | old ${v.old} | new ${v.new}`);
  process.exit(0);
})();
