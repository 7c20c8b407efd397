// Packs the functions with the host's own build pipeline: @netlify/build, run offline in the build's folder with the
// build command skipped, bundles the hosting adapter's functions (.netlify/functions-internal/) and the site's own
// (netlify/functions/) with netlify.toml as the host's build does, into .netlify/functions/ with its manifest.json
// (each function's runtime and schedule). The build's folder, not a copy: the adapter writes an absolute
// includedFilesBasePath. Each archive is then unzipped beside it (<name>/) for its listing and for the local host,
// which runs a function from there (scripts/serve.ts). The host refuses an archive over 50 MB.
// Usage: npm run pack:functions [-- --json] [-- --dist <folder>]   (after a build; prints each archive's size, runtime,
// schedule and largest files; --dist packs elsewhere than .netlify/functions/, as the tests do side by side)
import fs from 'fs';
import { createRequire } from 'module';
import path from 'path';
import { pathToFileURL } from 'url';
import extractZip from 'extract-zip';

/** Netlify: "The function … is larger than the 50MB limit" (netlify/build#3554; docs/hosting.md). */
export const archiveLimitBytes = 50 * 1000 * 1000;

export interface PackedFunction {
  name: string;
  archiveBytes: number;
  /** The Lambda runtime the host's build gives it (manifest.json's runtimeVersion). */
  runtime?: string;
  schedule?: string;
  /** Where its archive is unzipped (the function's root on the host). */
  dir: string;
  /** The file in `dir` whose `handler` the host calls. */
  entry: string;
  /** Every file in the archive with its size, largest first; paths as in the archive. */
  files: { file: string; bytes: number }[];
}

interface ManifestFunction {
  name: string;
  path: string;
  runtimeVersion?: string;
  schedule?: string;
}

type Logs = { stdout: string[]; stderr: string[] };

/** The host's build, and the config library of its own version (the project's @netlify/config may be older). */
async function hostBuild() {
  const buildEntry = require.resolve('@netlify/build');
  const configEntry = createRequire(buildEntry).resolve('@netlify/config');
  // ES modules with top-level await: loaded as such, not through require.
  const build = (await import(pathToFileURL(buildEntry).href)) as {
    default: (flags: Record<string, unknown>) => Promise<{ success: boolean; logs?: Logs }>;
  };
  const config = (await import(pathToFileURL(configEntry).href)) as {
    resolveConfig: (opts: Record<string, unknown>) => Promise<Record<string, unknown>>;
  };
  return { buildSite: build.default, resolveConfig: config.resolveConfig };
}

/** Runs the host's build offline over the built site in `root`; returns its functions' manifest. */
export async function hostPipeline(root: string, distDir: string): Promise<ManifestFunction[]> {
  if (!fs.existsSync(path.join(root, '.netlify', 'functions-internal')))
    throw new Error('.netlify/functions-internal is missing: run the build first (npm run build)');
  const { buildSite, resolveConfig } = await hostBuild();
  const flags = { cwd: root, repositoryRoot: root, offline: true, mode: 'cli', context: 'production', buffer: true };
  // The build command is skipped (the site is built already): only the steps after it run.
  const resolved = await resolveConfig({ ...flags, inlineConfig: { build: { command: '' } } });
  const cachedConfig = JSON.parse(JSON.stringify({ ...resolved, api: undefined, logs: undefined })) as object;
  fs.rmSync(distDir, { recursive: true, force: true });
  const result = await buildSite({ ...flags, cachedConfig, functionsDistDir: distDir, telemetry: false });
  if (!result.success) {
    const log = [...(result.logs?.stdout ?? []), ...(result.logs?.stderr ?? [])].filter(
      (l) => !/Resolved config/.test(l),
    );
    throw new Error(`the host's build failed:\n${log.join('\n')}`);
  }
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'manifest.json'), 'utf8')) as {
    functions: ManifestFunction[];
  };
  return manifest.functions;
}

function listFiles(dir: string, base = dir): { file: string; bytes: number }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return listFiles(full, base);
    return [{ file: path.relative(base, full).split(path.sep).join('/'), bytes: fs.statSync(full).size }];
  });
}

/** The host calls a modern function through its bootstrap, an adapter's function through the file named after it. */
const entryOf = (dir: string, name: string) =>
  [path.join(dir, '___netlify-entry-point.mjs'), path.join(dir, `${name}.js`)].find((f) => fs.existsSync(f)) ??
  path.join(dir, `${name}.js`);

export async function packFunctions(
  root: string,
  distDir = path.join(root, '.netlify', 'functions'),
): Promise<PackedFunction[]> {
  const functions = await hostPipeline(root, distDir);
  const packed: PackedFunction[] = [];
  for (const f of functions) {
    const dir = path.join(distDir, f.name);
    await extractZip(f.path, { dir });
    packed.push({
      name: f.name,
      entry: entryOf(dir, f.name),
      archiveBytes: fs.statSync(f.path).size,
      runtime: f.runtimeVersion,
      schedule: f.schedule,
      dir,
      files: listFiles(dir).sort((a, b) => b.bytes - a.bytes),
    });
  }
  return packed.sort((a, b) => a.name.localeCompare(b.name));
}

const mb = (b: number) => `${(b / 1e6).toFixed(1)} MB`;

/** One line per archive over the limit, naming the function and its three largest files. */
export function overLimit(packed: PackedFunction[], limit = archiveLimitBytes): string[] {
  return packed
    .filter((f) => f.archiveBytes > limit)
    .map(
      (f) =>
        `${f.name}: archive ${mb(f.archiveBytes)}, over the host's ${mb(limit)}; largest files: ` +
        f.files
          .slice(0, 3)
          .map((x) => `${x.file} (${mb(x.bytes)})`)
          .join(', '),
    );
}

async function main() {
  const root = path.resolve(__dirname, '..');
  const started = Date.now();
  const dist = process.argv.indexOf('--dist');
  const packed = await packFunctions(root, dist > 0 ? path.resolve(process.argv[dist + 1]) : undefined);
  if (process.argv.includes('--json')) {
    // For the build's test (jest cannot load these ES modules): the figures as one JSON line.
    process.stdout.write(`${JSON.stringify(packed)}\n`);
    return;
  }
  for (const f of packed)
    console.log(
      `${f.name}: ${mb(f.archiveBytes)}, ${f.runtime ?? 'no runtime'}${f.schedule ? `, scheduled ${f.schedule}` : ''}, ` +
        `${f.files.length} files; largest ${f.files
          .slice(0, 3)
          .map((x) => `${x.file} ${mb(x.bytes)}`)
          .join(', ')}`,
    );
  console.log(`packed by the host's build in ${((Date.now() - started) / 1000).toFixed(1)} s (.netlify/functions/)`);
  const problems = overLimit(packed);
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
}

if (require.main === module) {
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
