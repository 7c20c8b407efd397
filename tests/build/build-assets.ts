// This build's browser scripts and stylesheets in public/, for the build contracts that read them.
import fs from 'fs';
import path from 'path';

/** The webpack stats Gatsby writes for the browser build. */
export interface Stats {
  namedChunkGroups: Record<string, { assets: { name: string }[] }>;
}

/** The stats of the build in `publicDir`. */
export const readStats = (publicDir: string): Stats =>
  JSON.parse(fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8')) as Stats;

/** This build's scripts and stylesheets in public/. Gatsby keeps older builds' files there (a page cached in a browser
    may still ask for them), so they are the files the stats name, and the chunks this build's webpack runtime loads by
    content hash. */
export function currentAssets(publicDir: string, stats: Stats = readStats(publicDir)): string[] {
  const files = new Set(Object.values(stats.namedChunkGroups).flatMap((g) => g.assets.map((a) => a.name)));
  const runtime = [...files].find((f) => /^webpack-runtime-[0-9a-f]+\.js$/.test(f));
  const loads = runtime ? fs.readFileSync(path.join(publicDir, runtime), 'utf8') : '';
  for (const file of fs.readdirSync(publicDir)) {
    const hash = /[-.]([0-9a-f]{20})\.(?:js|css)$/.exec(file)?.[1];
    if (hash && loads.includes(`"${hash}"`)) files.add(file);
  }
  return [...files].sort();
}
