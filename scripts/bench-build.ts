// The build half of `npm run bench`: the sample photos drawn first (not timed), a clean build, a cached build with
// nothing changed and a rebuild after one product file changed, each timed with its CPU time and the peak memory of
// its process tree; the longest steps, image jobs and pages; the size of public/. With a scale factor, over a
// temporary copy of data/.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { spawn, spawnSync } from 'child_process';
import { performance } from 'perf_hooks';
import { generateMissingImages } from './generate-images';
import { buildSteps, childCpuSeconds, imageJobs, pdfAssetsStep, treeRss, writeScaledData } from './bench-build-lib';
import type { BuildFigures } from './bench-report';
import { benchDir, cleanups, gatsbyBin, killTree, log, publicDir, root } from './bench-run';

/** Runs `gatsby build`, sampling the resident memory of its whole process tree; output goes to bench/<label>.log. */
function timedBuild(
  label: string,
  env: NodeJS.ProcessEnv,
): Promise<{ seconds: number; cpuSeconds: number; peakRss: number; log: string }> {
  const logFile = path.join(benchDir, `${label}.log`);
  const out = fs.openSync(logFile, 'w');
  const started = performance.now();
  const cpu0 = childCpuSeconds();
  const child = spawn(gatsbyBin, ['build'], { cwd: root, env, stdio: ['ignore', out, out], detached: true });
  cleanups.set(`build ${label}`, () => killTree(child));
  let peakRss = 0;
  const timer = setInterval(() => {
    if (child.pid) peakRss = Math.max(peakRss, treeRss(child.pid));
  }, 250);
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => {
      clearInterval(timer);
      fs.closeSync(out);
      cleanups.delete(`build ${label}`);
      const seconds = (performance.now() - started) / 1000;
      const cpuSeconds = childCpuSeconds() - cpu0;
      if (code === 0) resolve({ seconds, cpuSeconds, peakRss, log: fs.readFileSync(logFile, 'utf8') });
      else {
        const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
        reject(
          new Error(`gatsby build (${label}) exited with ${code}; ${path.relative(root, logFile)} ends:\n${tail}`),
        );
      }
    });
  });
}

/** Files and bytes under a directory. */
function dirSize(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!e.isFile()) continue;
    files++;
    bytes += fs.statSync(path.join(e.parentPath, e.name)).size;
  }
  return { files, bytes };
}

function countPages(): number {
  let n = 0;
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) walk(path.join(dir, e.name));
      else if (e.name === 'page-data.json') n++;
    }
  };
  walk(path.join(publicDir, 'page-data'));
  return n;
}

/** Changes one product's English name (an editor's typical edit); returns the restore function. */
function changeProduct(dataDir: string): { file: string; restore: () => void } {
  const dir = path.join(dataDir, 'products');
  const name = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()[0];
  const file = path.join(dir, name);
  const original = fs.readFileSync(file);
  const restore = () => {
    if (!fs.readFileSync(file).equals(original)) fs.writeFileSync(file, original);
  };
  cleanups.set('restore product', restore);
  const product = JSON.parse(original.toString('utf8')) as { name: Record<string, string> };
  product.name.en = `${product.name.en} (bench)`;
  fs.writeFileSync(file, `${JSON.stringify(product, null, 2)}\n`);
  return { file, restore };
}

/** The build figures at `scale` (×1: data/ itself), and the data folder the built site was made from. */
export async function buildFigures(scale: number): Promise<{ figures: BuildFigures; dataDir: string }> {
  let dataDir = path.join(root, 'data');
  const env: NodeJS.ProcessEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: '1' };
  if (scale > 1) {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `bench-scale-${scale}-`));
    cleanups.set('scaled data', () => fs.rmSync(tmp, { recursive: true, force: true }));
    dataDir = path.join(tmp, 'data');
    const added = writeScaledData(path.join(root, 'data'), dataDir, scale);
    env.SITE_DATA_DIR = dataDir;
    log(`scale ×${scale}: ${added} generated products in ${dataDir} (removed at the end)`);
  }
  const products = fs.readdirSync(path.join(dataDir, 'products')).filter((f) => f.endsWith('.json')).length;
  // The sample photos are drawn before the timed builds: a real catalogue's photos exist already, while processing
  // them (the image jobs) is the build's work and stays in it.
  log(`drawing the missing sample photos of ${products} products…`);
  const p0 = performance.now();
  const drawn = await generateMissingImages(dataDir);

  const photos = { ...drawn, seconds: (performance.now() - p0) / 1000 };
  log(`sample photos: ${photos.created} drawn in ${photos.seconds.toFixed(0)} s, ${photos.existing} present`);
  // The clean build runs with one product's name changed; putting the file back is the one-file change the rebuild
  // measures, and it leaves public/ holding the real site for Lighthouse (no extra build).
  const { file, restore } = changeProduct(dataDir);
  log('gatsby clean');
  spawnSync(gatsbyBin, ['clean'], { cwd: root, env, stdio: 'ignore' });
  log(`clean build (${products} products, ${path.relative(root, file)} changed; output in bench/build.log)…`);
  const clean = await timedBuild('build', env);
  const pages = countPages();
  const jobs = imageJobs(clean.log);
  log(
    `clean build: ${clean.seconds.toFixed(0)} s, ${clean.cpuSeconds.toFixed(0)} CPU-s (${jobs.jobs} image jobs, ${jobs.seconds.toFixed(0)} s), ${pages} pages, peak ${(clean.peakRss / 2 ** 20).toFixed(0)} MB`,
  );
  // The cached build comes first: the first build after a clean one differs from every later one (webpack runs the CSS
  // extraction's child compilations only once, so its compilation hash changes once and Gatsby writes every page's
  // script slice again). The rebuild after it is what an editor's change costs from then on.
  log('cached build, nothing changed…');
  const cached = await timedBuild('cached-build', env);
  log(`cached build: ${cached.seconds.toFixed(0)} s`);
  restore();
  cleanups.delete('restore product');
  log(`rebuild after restoring ${path.relative(root, file)}…`);
  const rebuild = await timedBuild('rebuild', env);
  log(`rebuild: ${rebuild.seconds.toFixed(0)} s`);
  const size = dirSize(publicDir);
  const pdfClean = pdfAssetsStep(clean.log);
  const pdfRebuild = pdfAssetsStep(rebuild.log);
  if (pdfClean && pdfRebuild)
    log(
      `pdf: fonts and manifest written in ${pdfClean.seconds.toFixed(1)} s (clean build), ${pdfRebuild.seconds.toFixed(1)} s (rebuild); no PDF printed`,
    );
  return {
    dataDir,
    figures: {
      scale,
      products,
      photos,
      cleanBuildS: clean.seconds,
      cpuS: { clean: clean.cpuSeconds, cached: cached.cpuSeconds, rebuild: rebuild.cpuSeconds },
      steps: buildSteps(clean.log),
      rebuildSteps: buildSteps(rebuild.log, 5),
      loadAverage: os.loadavg(),
      sharpJobs: jobs.jobs,
      sharpJobsS: jobs.seconds,
      pages,
      pagesPerS: pages / clean.seconds,
      peakRssMb: Math.max(clean.peakRss, rebuild.peakRss, cached.peakRss) / 2 ** 20,
      rebuildS: rebuild.seconds,
      cachedBuildS: cached.seconds,
      publicFiles: size.files,
      publicMb: size.bytes / 2 ** 20,
      changedFile: path.relative(root, file).replace(/^\.\.\/.*?data\//, 'data/'),
      pdfAssets:
        pdfClean && pdfRebuild
          ? { cleanS: pdfClean.seconds, rebuildS: pdfRebuild.seconds, faces: pdfClean.faces, photos: pdfClean.photos }
          : null,
    },
  };
}
