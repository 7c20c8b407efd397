// The Markdown report of `npm run bench` (scripts/bench.ts) and the shapes of its results: the build table (×1 and
// ×N side by side when both were run), each page beside its no-JS limit and the stack floor, the PDFs on request, the
// detailed page table, the search index. Figures over budget are bold.
import { byteKinds, categoryIds, familyLabels, median, type Family, type RunFigures } from './bench-pages-lib';
import type { Lang } from '../src/i18n/languages';
import { cpuSlowdown, interactionBudgetMs, interactionTable, type InteractionResult } from './bench-interactions-lib';

export interface BuildFigures {
  scale: number;
  products: number;
  /** Sample photos the image generator drew before the timed builds (a real catalogue has its photos already). */
  photos?: { created: number; existing: number; seconds: number };
  /** `gatsby clean` then `gatsby build`. */
  cleanBuildS: number;
  /** CPU seconds (user + system) of each build's whole process tree. */
  cpuS?: { clean: number; cached: number; rebuild: number };
  /** The longest steps of the clean build and of the rebuild (Gatsby's log). */
  steps?: { step: string; seconds: number }[];
  rebuildSteps?: { step: string; seconds: number }[];
  /** Load average of the machine when the builds ended (other work on it slows them). */
  loadAverage?: number[];
  /** Image jobs of the clean build (Gatsby's "Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs" line): count and seconds. */
  sharpJobs?: number | null;
  sharpJobsS?: number | null;
  pages: number;
  pagesPerS: number;
  peakRssMb: number;
  /** Build after one product file changed (the clean build ran with it changed; this one restores it). */
  rebuildS: number;
  /** Build with nothing changed since the last one (.cache and public/ kept, as a host keeps them). */
  cachedBuildS?: number;
  /** Files and bytes in public/ after the builds. */
  publicFiles?: number;
  publicMb?: number;
  changedFile: string;
  /**
   * What the build spends on the PDFs (printed on request since, not by the build): writing the fonts and manifest the
   * PDF function reads (public/pdf-assets/), in the clean build and in the rebuild.
   */
  pdfAssets?: { cleanS: number; rebuildS: number; faces: number; photos: number } | null;
}

/** The local image CDN warmed before Lighthouse: every photo URL of the measured pages requested once. */
export interface ImageCdnFigures {
  urls: number;
  failed: number;
  /** Requests that were resized (not already in the cache). */
  misses: number;
  warmSeconds: number;
  /** The very first request, and whether it was resized then ('miss') or came from an earlier run's cache ('hit'). */
  coldFirstMs: number | null;
  coldFirstCache: string | null;
  coldMedianMs: number | null;
  /** The first URL again, from the cache. */
  warmMs: number | null;
}

/** One request for a PDF: how long until its last byte, its size, and whether the server printed it then. */
export interface PdfRequest {
  lang: Lang;
  path: string;
  status: number;
  ms: number;
  bytes: number;
  /** The function printed it for this answer (its Server-Timing says `print`), rather than taking it from its store. */
  printed: boolean;
  /** From the answer's Server-Timing: the browser fetched and unpacked (a cold instance), and the print itself. */
  engineMs?: number;
  printMs?: number;
}

/** The data sheets and company profiles asked from the local server, which prints them on request (src/api/pdf.ts). */
export interface PdfFigures {
  /** The first data sheet after the server started, with no printed file kept: browser started, photo, printing. */
  cold: PdfRequest;
  /** Data sheets of other products, one after another, the browser running. */
  sheets: PdfRequest[];
  /** The company profile in each language, the browser running. */
  profiles: PdfRequest[];
  /** The cold one's address again: its printed file, kept (on the host: the CDN's copy). */
  cached: PdfRequest;
  /** The cold one's address with its ETag in If-None-Match: 304, nothing sent. */
  revalidated: PdfRequest;
  cacheControl: string | null;
  cdnCacheControl: string | null;
}

export interface PageResult {
  family: Family;
  lang: Lang;
  path: string;
  runs: number;
  median: RunFigures;
  /** gzip -9 bytes of the scripts the build says the page needs (pageScripts; deterministic), and their names. */
  buildJsGzip: number;
  buildScripts: string[];
  /** The same HTML with every script removed, served the same way: what this page could reach without JavaScript. */
  noJs?: RunFigures | null;
  /** The empty page of the stack (bench/floor) in the same language: what any page of this stack carries. */
  floor?: RunFigures | null;
}

export interface SearchFigures {
  lang: string;
  products: number;
  indexRawKb: number | null;
  indexGzipKb: number | null;
  buildDocsMs: number;
  queryMs: number;
}

export interface BenchResults {
  date: string;
  machine: { cpus: number; loadAverage: number[]; node: string; lighthouse: string; chromium: string };
  settings: { runs: number; formFactor: 'mobile'; throttling: 'simulate'; server: string };
  build: BuildFigures | null;
  imageCdn?: ImageCdnFigures | null;
  pdfs?: PdfFigures | null;
  pages: PageResult[];
  /** Each family's interactions (Event Timing, 4× CPU), and the last figures of earlier runs (bench/interactions.json). */
  interactions?: InteractionResult[];
  lastInteractions?: Record<string, { date: string; medianMs: number | null }>;
  search: SearchFigures[];
  lighthouseSeconds: number | null;
  interactionSeconds?: number | null;
  totalSeconds: number;
}

export const budgets = {
  score: 100,
  lcpMs: 1200,
  cls: 0,
  tbtMs: 50,
  firstLoadJsKb: 110,
  contactFirstLoadJsKb: 150,
  pdfKb: 300,
};

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const mark = (ok: boolean, text: string) => (ok ? text : `**${text}**`);
const secs = (s: number | null | undefined) => (s == null ? '–' : `${s.toFixed(0)} s`);
const ratio = (a: number | null | undefined, b: number | null | undefined) =>
  a == null || b == null || b === 0 ? '–' : `${(a / b).toFixed(1)}`;

/** One row per scale (smallest first), and the ratio of the largest to the smallest when there are two or more. */
export function buildTable(builds: BuildFigures[]): string[] {
  const rows = [...builds].sort((a, b) => a.scale - b.scale);
  const lines = [
    '| scale | products | sample photos drawn first (not timed) | clean build | CPU-s clean / cached / rebuild | sharp jobs (time) | peak memory (tree RSS) | cached build, nothing changed | rebuild, one product changed | pages | pages/s | public/ |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const b of rows) {
    const photos = b.photos
      ? `${b.photos.created} (${b.photos.seconds.toFixed(0)} s), ${b.photos.existing} present`
      : '–';
    const jobs = b.sharpJobs == null ? '–' : `${b.sharpJobs} (${secs(b.sharpJobsS)})`;
    const size = b.publicMb == null ? '–' : `${b.publicMb.toFixed(0)} MB, ${b.publicFiles} files`;
    const cpu = b.cpuS
      ? `${b.cpuS.clean.toFixed(0)} / ${b.cpuS.cached.toFixed(0)} / ${b.cpuS.rebuild.toFixed(0)}`
      : '–';
    lines.push(
      `| ×${b.scale} | ${b.products} | ${photos} | ${secs(b.cleanBuildS)} | ${cpu} | ${jobs} | ${b.peakRssMb.toFixed(0)} MB | ${secs(b.cachedBuildS)} | ${secs(b.rebuildS)} | ${b.pages} | ${b.pagesPerS.toFixed(1)} | ${size} |`,
    );
  }
  if (rows.length > 1) {
    const [a, z] = [rows[0], rows[rows.length - 1]];
    lines.push(
      `| ×${z.scale} / ×${a.scale} | ${ratio(z.products, a.products)} | | ${ratio(z.cleanBuildS, a.cleanBuildS)} | ${ratio(z.cpuS?.clean, a.cpuS?.clean)} | ${ratio(z.sharpJobs, a.sharpJobs)} | ${ratio(z.peakRssMb, a.peakRssMb)} | ` +
        `${ratio(z.cachedBuildS, a.cachedBuildS)} | ${ratio(z.rebuildS, a.rebuildS)} | ${ratio(z.pages, a.pages)} | | ${ratio(z.publicMb, a.publicMb)} |`,
    );
  }
  for (const b of rows) {
    const list = (steps?: { step: string; seconds: number }[]) =>
      steps?.map((st) => `${st.step} ${st.seconds.toFixed(1)} s`).join(', ') ?? '–';
    if (b.steps) {
      lines.push(
        '',
        `×${b.scale} clean build, longest steps: ${list(b.steps)}.`,
        `×${b.scale} rebuild, longest steps: ${list(b.rebuildSteps)}.` +
          (b.loadAverage ? ` Load average at the end: ${b.loadAverage.map((l) => l.toFixed(2)).join(' / ')}.` : ''),
      );
    }
    if (b.pdfAssets)
      lines.push(
        `×${b.scale} PDFs: the build prints none (they are printed on request); writing the PDF function's fonts and ` +
          `manifest (${b.pdfAssets.faces} faces, ${b.pdfAssets.photos} product photos) took ${b.pdfAssets.cleanS.toFixed(1)} s of ` +
          `the clean build, ${b.pdfAssets.rebuildS.toFixed(1)} s of the rebuild.`,
      );
  }
  return lines;
}

const totalBytes = (f: RunFigures) => byteKinds.reduce((s, k) => s + f.bytes[k], 0);

/** Each page beside the same page without scripts and the stack's empty page: site / no-JS limit / stack floor. */
export function gapTable(pages: PageResult[]): string[] {
  const three = (p: PageResult, fmt: (f: RunFigures) => string) =>
    [p.median, p.noJs, p.floor].map((f) => (f ? fmt(f) : '–')).join(' / ');
  const lines = [
    '| family | lang | performance | LCP s | FCP s | TBT ms | CLS | first-load JS kB | transferred kB |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const p of pages) {
    lines.push(
      `| ${familyLabels[p.family]} | ${p.lang} | ${three(p, (f) => String(f.scores.performance ?? '–'))} | ${three(p, (f) => (f.lcpMs / 1000).toFixed(2))} | ` +
        `${three(p, (f) => (f.fcpMs / 1000).toFixed(2))} | ${three(p, (f) => f.tbtMs.toFixed(0))} | ${three(p, (f) => f.cls.toFixed(3))} | ` +
        `${three(p, (f) => kb(f.firstLoadJs))} | ${three(p, (f) => kb(totalBytes(f)))} |`,
    );
  }
  return lines;
}

/**
 * PDFs on request: the first data sheet after the server started, the next ones per language (median / max), the
 * company profiles, the same address again and its revalidation. Files over the size budget are bold.
 */
export function pdfTable(p: PdfFigures): string[] {
  const ms = (v: number) => (v < 10 ? `${v.toFixed(1)} ms` : `${v.toFixed(0)} ms`);
  const size = (bytes: number) => mark(bytes <= budgets.pdfKb * 1024, `${kb(bytes)} kB`);
  const how = (q: PdfRequest) => (q.status === 200 ? (q.printed ? 'printed' : 'from the cache') : `status ${q.status}`);
  const one = (label: string, q: PdfRequest, note = how(q)) =>
    `| ${label} | ${q.lang} | 1 | ${ms(q.ms)} | ${q.status === 200 ? size(q.bytes) : '–'} | ${note} |`;
  const group = (label: string, list: PdfRequest[], lang: Lang) => {
    const ok = list.filter((q) => q.lang === lang && q.status === 200);
    const failed = list.filter((q) => q.lang === lang).length - ok.length;
    const notes = [...new Set(ok.map(how)), ...(failed ? [`**${failed} failed**`] : [])].join(', ');
    if (!ok.length) return `| ${label} | ${lang} | 0 | – | – | ${notes} |`;
    const both = (values: number[], fmt: (v: number) => string) =>
      values.length === 1 ? fmt(values[0]) : `${fmt(median(values))} / ${fmt(Math.max(...values))}`;
    const time = both(
      ok.map((q) => q.ms),
      ms,
    );
    const bytes = both(
      ok.map((q) => q.bytes),
      size,
    );
    return `| ${label} | ${lang} | ${ok.length} | ${time} | ${bytes} | ${notes} |`;
  };
  const langs = [...new Set([...p.sheets, ...p.profiles].map((q) => q.lang))];
  return [
    '## PDFs on request',
    '',
    'Data sheets and company profiles are printed by the PDF function (`src/api/pdf.ts`) on the first request for ' +
      'each and kept in its Blobs store by what they print (emptied first, with the unpacked browser: the first ' +
      'request is a cold instance that fetches the browser from the site). One request at a time to the local server, ' +
      `time to the last byte; several: median / max. Bold: over ${budgets.pdfKb} kB.`,
    '',
    '| request | lang | files | time | size | answer |',
    '| --- | --- | --- | --- | --- | --- |',
    one(
      'first data sheet after the server started',
      p.cold,
      p.cold.status === 200 && p.cold.printed
        ? `printed: browser fetched and unpacked in ${p.cold.engineMs ?? '–'} ms, started, photo from the image CDN, printed in ${p.cold.printMs ?? '–'} ms`
        : how(p.cold),
    ),
    ...langs.map((lang) => group('data sheets of other products', p.sheets, lang)),
    ...langs.map((lang) => group('company profile', p.profiles, lang)),
    one('the first data sheet again (from the store)', p.cached),
    one('its revalidation (If-None-Match: its ETag)', p.revalidated, `status ${p.revalidated.status}`),
    '',
    `Caching: \`Cache-Control: ${p.cacheControl ?? '–'}\`, \`Netlify-CDN-Cache-Control: ${p.cdnCacheControl ?? '–'}\`.`,
  ];
}

/** The Markdown report; `otherBuilds` are the build figures of runs at other scales (their results files). */
export function markdownReport(r: BenchResults, otherBuilds: BuildFigures[] = []): string {
  const lines: string[] = [];
  lines.push(`# npm run bench — ${r.date}`, '');
  lines.push(
    `Machine: ${r.machine.cpus} CPUs, load average ${r.machine.loadAverage.map((l) => l.toFixed(2)).join(' / ')} at the end, Node ${r.machine.node}, ` +
      `Lighthouse ${r.machine.lighthouse}, ${r.machine.chromium}. Served by \`${r.settings.server}\`.`,
    '',
  );
  const builds = [...(r.build ? [r.build] : []), ...otherBuilds.filter((b) => b.scale !== r.build?.scale)];
  if (builds.length) {
    lines.push('## Build', '');
    if (otherBuilds.length && r.build)
      lines.push(`This run: ×${r.build.scale}; other rows from the last run at that scale (bench/results*.json).`, '');
    lines.push(...buildTable(builds));
    if (r.build)
      lines.push(
        '',
        `Changed file: \`${r.build.changedFile}\` (its English name changed for the clean build, then restored: the rebuild measures that one-file change).`,
      );
    lines.push('');
  }
  if (r.pages.some((p) => p.noJs || p.floor)) {
    lines.push(
      `## Gap: site / no-JS limit / stack floor (Lighthouse ${r.settings.formFactor}, median of ${r.settings.runs})`,
      '',
      'Each cell: the page / the same HTML with every script removed (served and compressed the same way) / the empty page ' +
        'of the stack (React + Gatsby + i18n plugin, bench/floor) in that language.',
      '',
      ...gapTable(r.pages),
      '',
    );
  }
  if (r.imageCdn) {
    const c = r.imageCdn;
    const ms = (v: number | null) => (v == null ? '–' : `${v.toFixed(0)} ms`);
    lines.push(
      `Image CDN (the local one, \`src/hosting/image-cdn.ts\`), warmed before Lighthouse: ${c.urls} photo URLs of the ` +
        `measured pages, ${c.misses} resized in ${c.warmSeconds.toFixed(1)} s (${c.failed} failed); the first request ` +
        `${ms(c.coldFirstMs)} (${c.coldFirstCache === 'miss' ? 'resized then' : 'already cached'}), a resize's median ` +
        `${ms(c.coldMedianMs)}, the first URL again ${c.warmMs == null ? '–' : `${c.warmMs.toFixed(1)} ms`}.`,
      '',
    );
  }
  if (r.pdfs) lines.push(...pdfTable(r.pdfs), '');
  if (r.pages.length) {
    lines.push(
      `## Pages, in detail (Lighthouse ${r.settings.formFactor}, ${r.settings.throttling}d throttling, median of ${r.settings.runs})`,
      '',
      'Scores: performance / accessibility / best practices / SEO. Bytes: transferred (gzip body + headers) per type over ' +
        'the whole run, in kB (1024 bytes). First-load JS: every script the page loads without interaction, prefetches ' +
        "excluded (Lighthouse, transfer size), and gzip -9 of the scripts the build says the page needs (its HTML's and " +
        "its template's chunk group; chunks imported on mount are not in it). Bold: over budget (scores 100, LCP ≤ 1.2 s, CLS 0, TBT ≤ 50 ms, first-load JS ≤ 110 kB, contact ≤ 150 kB).",
      '',
    );
    lines.push(
      '| family | lang | scores | LCP | CLS | TBT | HTML | CSS | JS | img | img requests | font | other | first-load JS (LH / build) |',
    );
    lines.push('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const p of r.pages) {
      const f = p.median;
      const scores = categoryIds
        .map((c) => (f.scores[c] === null ? '–' : mark(f.scores[c] === budgets.score, String(f.scores[c]))))
        .join(' / ');
      const jsBudget = (p.family === 'contact' ? budgets.contactFirstLoadJsKb : budgets.firstLoadJsKb) * 1024;
      lines.push(
        `| ${familyLabels[p.family]} | ${p.lang} | ${scores} | ${mark(f.lcpMs <= budgets.lcpMs, `${(f.lcpMs / 1000).toFixed(2)} s`)} | ` +
          `${mark(f.cls <= budgets.cls, f.cls.toFixed(3))} | ${mark(f.tbtMs <= budgets.tbtMs, `${f.tbtMs.toFixed(0)} ms`)} | ` +
          `${kb(f.bytes.html)} | ${kb(f.bytes.css)} | ${kb(f.bytes.js)} | ${kb(f.bytes.img)} | ${f.imageRequests ?? '–'} | ${kb(f.bytes.font)} | ${kb(f.bytes.other)} | ` +
          `${mark(f.firstLoadJs <= jsBudget, kb(f.firstLoadJs))} / ${mark(p.buildJsGzip <= jsBudget, kb(p.buildJsGzip))} |`,
      );
    }
    const failing = new Map<string, string[]>();
    for (const p of r.pages)
      for (const id of p.median.failing)
        failing.set(id, [...(failing.get(id) ?? []), `${familyLabels[p.family]} ${p.lang}`]);
    if (failing.size) {
      lines.push('', '### Audits below 100 (any run)', '');
      for (const [id, where] of [...failing].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))) {
        lines.push(`- \`${id}\`: ${where.length === r.pages.length ? 'every page' : where.join(', ')}`);
      }
    }
    lines.push('');
  }
  if (r.interactions?.length) {
    lines.push(
      `## Interactions (Event Timing, ${cpuSlowdown}× CPU, phone screen, median of ${r.settings.runs})`,
      '',
      "Each interaction's worst event (input delay + processing + until the next paint, as INP counts it), median of " +
        `the tries; \`< 16\`: no event reached the API's 16 ms threshold. Bold: over ${interactionBudgetMs} ms. ` +
        'Chromium at 4× CPU slowdown on this machine: figures move with its load. "Without scripts": the same tap on ' +
        "the page's copy without scripts, where the browser does it by itself (the menus are <details>, the " +
        "visualizer's radio buttons) or one native listener does it (the tabs, the links, the gallery's modal layer, " +
        "the cleared filter panel) or puts in a block like the page's answer (the calculator result, a toast): the " +
        'floor of what the page itself costs to show.',
      '',
      ...interactionTable(r.interactions, r.lastInteractions ?? {}),
      '',
    );
  }
  if (r.search.length) {
    lines.push('## Search index (former `npm run bench`, also `npm run bench:search`)', '');
    lines.push('| lang | products | index page-data raw / gzip | build docs | one query |');
    lines.push('| --- | --- | --- | --- | --- |');
    for (const s of r.search) {
      const size =
        s.indexRawKb === null ? 'not built' : `${s.indexRawKb.toFixed(1)} kB / ${s.indexGzipKb!.toFixed(1)} kB`;
      lines.push(
        `| ${s.lang} | ${s.products} | ${size} | ${s.buildDocsMs.toFixed(1)} ms | ${s.queryMs.toFixed(3)} ms |`,
      );
    }
    lines.push('');
  }
  lines.push(
    `Total ${(r.totalSeconds / 60).toFixed(1)} min${r.lighthouseSeconds === null ? '' : `, of which Lighthouse ${(r.lighthouseSeconds / 60).toFixed(1)} min`}` +
      `${r.interactionSeconds == null ? '' : `, interactions ${(r.interactionSeconds / 60).toFixed(1)} min`}.`,
    '',
  );
  return lines.join('\n');
}
