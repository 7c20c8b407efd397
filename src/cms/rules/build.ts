// Builds /admin/'s rules.js (index.ts): the data check of src/checks/ bundled for the browser, with `fs`, `path` and the
// photo reader replaced by the virtual files of check-data.json (virtual-fs.ts, posix-path.ts, photo-shim.ts), and
// writes check-data.json itself (snapshot.ts).
import fs from 'fs';
import path from 'path';
import { build, type Plugin } from 'esbuild';
import { checkSnapshot } from './snapshot';

function shims(root: string): Plugin {
  const here = path.join(root, 'src', 'cms', 'rules');
  return {
    name: 'rules-shims',
    setup(b) {
      b.onResolve({ filter: /^fs$/ }, () => ({ path: path.join(here, 'virtual-fs.ts') }));
      b.onResolve({ filter: /^path$/ }, () => ({ path: path.join(here, 'posix-path.ts') }));
      b.onResolve({ filter: /\/images\/photo-source$/ }, () => ({ path: path.join(here, 'photo-shim.ts') }));
    },
  };
}

export async function writeRules(
  outDir: string,
  root: string,
  dataDir: string,
): Promise<{ jsBytes: number; snapshotFiles: number }> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: { rules: path.join(root, 'src', 'cms', 'rules', 'index.ts') },
    outdir: outDir,
    bundle: true,
    platform: 'browser',
    format: 'iife',
    target: ['es2020'],
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"', 'process.env': '{}' },
    legalComments: 'linked',
    metafile: true,
    logLevel: 'silent',
    plugins: [shims(root)],
  });
  const snapshot = checkSnapshot(dataDir, path.join(root, 'static'));
  fs.writeFileSync(path.join(outDir, 'check-data.json'), JSON.stringify(snapshot));
  const js = Object.entries(result.metafile.outputs).find(([name]) => name.endsWith('rules.js'))?.[1];
  return { jsBytes: js?.bytes ?? 0, snapshotFiles: Object.keys(snapshot).length };
}
