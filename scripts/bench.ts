// `npm run bench`: the sample photos drawn first (not timed), one clean build (time, image jobs, pages, pages/s, peak
// memory of the build's process tree), a rebuild after one product file changed, a cached build with nothing changed,
// the size of public/; then the built site served by the `serve` script: its image CDN warmed, data sheets and company
// profiles asked for (printed on the first request, then kept, then revalidated), and Lighthouse (mobile, simulated
// throttling, median of 3) on each page family in English and Arabic, each beside the same page without scripts and
// the stack's empty page (bench/floor); each family's main interactions timed by the Event Timing API at 4× CPU
// (bench-interactions.ts, median of 3, beside the last run's figures kept in bench/interactions.json); and the search
// index figures. Writes bench/results.json and bench/results.md
// and prints the Markdown. It asserts nothing. This file reads the options, runs the parts in order and writes the
// results; the parts are scripts/bench-build.ts, bench-pages.ts and bench-pdfs.ts (their pure parts in the *-lib.ts
// beside them, shared paths and cleanups in bench-run.ts), the report is bench-report.ts.
//
//   npm run bench                       the whole run (about 12–15 min on 2 cores)
//   npm run bench -- --scale 10         build figures only, over a temporary copy of data/ with the products ×10 (each
//                                       copy with photos of its own); the report puts ×1 and ×10 side by side
//   npm run bench -- --no-build         PDFs, Lighthouse and bytes of the site already in public/ (no build figures)
//   npm run bench -- --only interactions   the interactions of the site already in public/ (nothing else)
//   options: --runs N (3), --port N (9123), --langs en,ar, --families home,product,…, --no-limits (pages only),
//            --no-interactions
import fs from 'fs';
import os from 'os';
import path from 'path';
import { execFileSync } from 'child_process';
import { performance } from 'perf_hooks';
import { isLang } from '../src/i18n/languages';
import { buildFigures } from './bench-build';
import {
  builtPages,
  familyNames,
  familyPath,
  familyRoutes,
  floorPath,
  median,
  medianFigures,
  noJsPath,
  type Family,
} from './bench-pages-lib';
import { buildJs, lighthouseRuns, prepareFloor, startServer, warmImageCdn, writeNoJsPages } from './bench-pages';
import { pdfsOnRequest } from './bench-pdfs';
import { hasStepsWithoutScripts, interactionRuns } from './bench-interactions';
import { readLastInteractions, withThisRun, withoutScripts, type InteractionResult } from './bench-interactions-lib';
import {
  markdownReport,
  type BenchResults,
  type BuildFigures,
  type ImageCdnFigures,
  type PageResult,
  type PdfFigures,
} from './bench-report';
import { searchFigures } from './bench-search';
import { benchDir, chromePath, cleanups, log, publicDir, root, runCleanups } from './bench-run';
import { ensureBenchChromium } from './ensure-chromium';

// ---------------------------------------------------------------------------------------------------------------
// Options

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const flag = (name: string) => process.argv.includes(`--${name}`);

const scale = Number(option('scale') ?? 1);
const runs = Number(option('runs') ?? 3);
const port = Number(option('port') ?? process.env.BENCH_PORT ?? 9123);
const langs = (option('langs') ?? 'en,ar').split(',').filter(isLang);
const families = (option('families')?.split(',') ?? [...familyNames]).filter((f): f is Family =>
  (familyNames as readonly string[]).includes(f),
);
// --only interactions: the interactions of the site in public/, without the build, PDFs, Lighthouse or search figures
const onlyInteractions = option('only') === 'interactions';
const build = !flag('no-build') && !onlyInteractions;
const interactions = !flag('no-interactions');
// --no-limits: Lighthouse on the pages only (no copy without scripts, no stack floor): a third of the time
const limits = !flag('no-limits') && !onlyInteractions;
if (!Number.isInteger(scale) || scale < 1 || !Number.isInteger(runs) || runs < 1)
  throw new Error('--scale and --runs take a whole number ≥ 1');

// ---------------------------------------------------------------------------------------------------------------
// Cleanup on every exit, Ctrl-C included (scripts/bench-run.ts)

process.on('exit', runCleanups);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: cleaning up`);
    runCleanups();
    process.exit(130);
  });
}

/** Build figures of the last runs at other scales (bench/results.json, bench/results-scale-N.json). */
function otherBuilds(own: string): BuildFigures[] {
  return fs
    .readdirSync(benchDir)
    .filter((f) => /^results(-scale-\d+)?\.json$/.test(f) && f !== own)
    .flatMap((f) => {
      try {
        const b = (JSON.parse(fs.readFileSync(path.join(benchDir, f), 'utf8')) as BenchResults).build;
        return b ? [b] : [];
      } catch {
        return [];
      }
    });
}

// ---------------------------------------------------------------------------------------------------------------

async function main() {
  const t0 = performance.now();
  ensureBenchChromium();
  fs.mkdirSync(benchDir, { recursive: true });
  let buildResult: { figures: BuildFigures; dataDir: string } | null = null;
  if (build) buildResult = await buildFigures(scale);
  else if (!fs.existsSync(path.join(publicDir, 'index.html')))
    throw new Error('--no-build needs a built site in public/');

  const pages: PageResult[] = [];
  let lighthouseSeconds: number | null = null;
  let server = 'not started';
  let imageCdn: ImageCdnFigures | null = null;
  let pdfs: PdfFigures | null = null;
  let interactionResults: InteractionResult[] = [];
  let interactionSeconds: number | null = null;
  const interactionsFile = path.join(benchDir, 'interactions.json');
  const lastInteractions = readLastInteractions(interactionsFile);
  if (scale === 1) {
    const routes = familyRoutes(builtPages(publicDir));
    const targets = families.flatMap((family) =>
      langs.map((lang) => ({ family, lang, path: familyPath(family, routes, lang) })),
    );
    const srv = await startServer(port);
    server = srv.command;
    try {
      if (limits) await prepareFloor();
      // The copies without scripts are also where the interactions' floor is measured (the menus open there too).
      if (limits || interactions) await writeNoJsPages(port, targets);
      const variants = [
        ...targets.map((t) => ({ label: `${t.family} ${t.lang}`, path: t.path })),
        ...(limits
          ? targets.map((t) => ({ label: `${t.family} ${t.lang} no-JS`, path: noJsPath(t.family, t.lang) }))
          : []),
        ...(limits ? langs.map((lang) => ({ label: `stack floor ${lang}`, path: floorPath(lang) })) : []),
      ];
      imageCdn = await warmImageCdn(
        port,
        targets.map((t) => t.path),
      );
      log(
        `image CDN: ${imageCdn.urls} photo URLs of the measured pages (${imageCdn.failed} failed), ${imageCdn.misses} resized in ` +
          `${imageCdn.warmSeconds.toFixed(1)} s; first request ${imageCdn.coldFirstMs?.toFixed(0)} ms (${imageCdn.coldFirstCache}), ` +
          `the same again ${imageCdn.warmMs?.toFixed(1)} ms`,
      );
      if (interactions) {
        log(`interactions: ${targets.length} pages × ${runs} runs at 4× CPU`);
        const i0 = performance.now();
        // Each page beside its copy without scripts, so that the floor is measured in the same moment's conditions.
        interactionResults = await interactionRuns(
          runs,
          targets.flatMap((t) => [
            { ...t, url: `http://127.0.0.1:${port}${t.path}` },
            ...(hasStepsWithoutScripts(t.family)
              ? [{ ...t, url: `http://127.0.0.1:${port}${noJsPath(t.family, t.lang)}`, variant: withoutScripts }]
              : []),
          ]),
        );
        interactionSeconds = (performance.now() - i0) / 1000;
      }
      if (!onlyInteractions) {
        pdfs = await pdfsOnRequest(port, langs);
        const sheetMs = pdfs.sheets.filter((q) => q.status === 200).map((q) => q.ms);
        log(
          `PDFs on request: first data sheet ${pdfs.cold.ms.toFixed(0)} ms (${pdfs.cold.status}, ${(pdfs.cold.bytes / 1024).toFixed(0)} kB), ` +
            `${sheetMs.length}/${pdfs.sheets.length} more printed, median ${median(sheetMs).toFixed(0)} ms; ` +
            `again ${pdfs.cached.ms.toFixed(1)} ms (${pdfs.cached.status}), revalidated ${pdfs.revalidated.ms.toFixed(1)} ms (${pdfs.revalidated.status})`,
        );
        log(`serving with \`${srv.command}\`; Lighthouse: ${variants.length} pages × ${runs} runs`);
        const l0 = performance.now();
        const byPath = await lighthouseRuns(port, runs, variants);
        const medianOf = (p: string) => (byPath.has(p) ? medianFigures(byPath.get(p)!) : null);
        for (const t of targets) {
          const js = buildJs(t.path, t.family, t.lang);
          pages.push({
            ...t,
            runs: byPath.get(t.path)!.length,
            median: medianOf(t.path)!,
            buildJsGzip: js.bytes,
            buildScripts: js.scripts,
            noJs: medianOf(noJsPath(t.family, t.lang)),
            floor: medianOf(floorPath(t.lang)),
          });
        }
        lighthouseSeconds = (performance.now() - l0) / 1000;
      }
    } finally {
      srv.stop();
      cleanups.delete('server');
      runCleanups();
    }
  }

  const results: BenchResults = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      loadAverage: os.loadavg(),
      node: process.version,
      lighthouse: (
        JSON.parse(fs.readFileSync(path.join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8')) as {
          version: string;
        }
      ).version,
      chromium: execFileSync(chromePath, ['--version'], { encoding: 'utf8' }).trim(),
    },
    settings: { runs, formFactor: 'mobile', throttling: 'simulate', server },
    build: buildResult?.figures ?? null,
    imageCdn,
    pdfs,
    pages,
    interactions: interactionResults,
    lastInteractions,
    search: onlyInteractions ? [] : searchFigures(buildResult?.dataDir),
    lighthouseSeconds,
    interactionSeconds,
    totalSeconds: (performance.now() - t0) / 1000,
  };
  const suffix = scale > 1 ? `-scale-${scale}` : '';
  fs.writeFileSync(path.join(benchDir, `results${suffix}.json`), `${JSON.stringify(results, null, 2)}\n`);
  if (interactionResults.length)
    fs.writeFileSync(
      interactionsFile,
      `${JSON.stringify(withThisRun(lastInteractions, interactionResults, results.date), null, 2)}\n`,
    );
  const md = markdownReport(results, otherBuilds(`results${suffix}.json`));
  fs.writeFileSync(path.join(benchDir, `results${suffix}.md`), md);
  console.log(`\n${md}`);
  if (scale > 1)
    log(`public/ and .cache/ now hold the ×${scale} site: run \`npm run build\` before serving the real one`);
  log(`written bench/results${suffix}.json and bench/results${suffix}.md`);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? (e.stack ?? e.message) : e);
  process.exitCode = 1;
});
