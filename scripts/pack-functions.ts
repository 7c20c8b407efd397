// Packs the built functions as the host's build does: @netlify/zip-it-and-ship-it over the hosting adapter's functions
// (.netlify/functions-internal/), with netlify.toml read by @netlify/config and the same parameters @netlify/build's
// functions step gives it (its getZisiParameters: each function's own config file read, netlify.toml's [functions]
// blocks translated the same way). The host refuses an archive over 50 MB.
// Usage: npm run pack:functions   (after a build; prints each archive's size and largest files)
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { Config } from '@netlify/zip-it-and-ship-it';

/** Netlify: "The function … is larger than the 50MB limit" (netlify/build#3554; docs/hosting.md). */
export const archiveLimitBytes = 50 * 1000 * 1000;

export interface PackedFunction {
  name: string;
  archiveBytes: number;
  schedule?: string;
  /** Every file in the archive with its size, largest first. */
  files: { file: string; bytes: number }[];
}

interface TomlFunctionConfig {
  included_files?: string[];
  external_node_modules?: string[];
  ignored_node_modules?: string[];
  node_bundler?: string;
  schedule?: string;
  name?: string;
}

export async function packFunctions(root: string, outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'functions-'))) {
  // Both are ES modules (@netlify/config with top-level await): loaded as such, not through require.
  const { resolveConfig } = await import('@netlify/config');
  const { zipFunctions } = await import('@netlify/zip-it-and-ship-it');
  const { config } = (await resolveConfig({ cwd: root, offline: true, mode: 'cli', context: 'production' })) as {
    config: { functions?: Record<string, TomlFunctionConfig>; build: { environment?: Record<string, string> } };
  };
  const nodeVersion = config.build.environment?.NODE_VERSION;
  // As @netlify/build's normalizeFunctionConfig (plugins_core/functions/zisi.js).
  const zisiConfig = Object.fromEntries(
    Object.entries(config.functions ?? {}).map(([expression, f]) => [
      expression,
      {
        externalNodeModules: f.external_node_modules,
        includedFiles: f.included_files,
        includedFilesBasePath: root,
        ignoredNodeModules: f.ignored_node_modules,
        name: f.name,
        nodeVersion,
        schedule: f.schedule,
        nodeBundler: f.node_bundler === 'esbuild' ? 'esbuild_zisi' : f.node_bundler,
      },
    ]),
  );
  const internal = path.join(root, '.netlify', 'functions-internal');
  if (!fs.existsSync(internal)) throw new Error(`${internal} is missing: run the build first (npm run build)`);
  const results = await zipFunctions({ generated: { directories: [internal] }, user: { directories: [] } }, outDir, {
    basePath: root,
    repositoryRoot: root,
    config: zisiConfig as Config,
    configFileDirectories: [internal],
  });
  const sized = (file: string) => {
    const full = path.isAbsolute(file) ? file : path.join(root, file);
    return { file: path.relative(root, full), bytes: fs.existsSync(full) ? fs.statSync(full).size : 0 };
  };
  const packed: PackedFunction[] = results.map((r) => ({
    name: r.name,
    archiveBytes: fs.statSync(r.path).size,
    schedule: r.schedule,
    files: [...new Set([...(r.inputs ?? []), ...(r.includedFiles ?? [])])].map(sized).sort((a, b) => b.bytes - a.bytes),
  }));
  return { outDir, packed: packed.sort((a, b) => a.name.localeCompare(b.name)) };
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
  const { outDir, packed } = await packFunctions(root);
  if (process.argv.includes('--json')) {
    // For the build's test (jest cannot load these ES modules): the figures as one JSON line.
    process.stdout.write(`${JSON.stringify(packed)}\n`);
    fs.rmSync(outDir, { recursive: true, force: true });
    return;
  }
  for (const f of packed)
    console.log(
      `${f.name}: ${mb(f.archiveBytes)}${f.schedule ? ` (scheduled ${f.schedule})` : ''}, ${f.files.length} files; ` +
        `largest ${f.files
          .slice(0, 3)
          .map((x) => `${x.file} ${mb(x.bytes)}`)
          .join(', ')}`,
    );
  fs.rmSync(outDir, { recursive: true, force: true });
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
