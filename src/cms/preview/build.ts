// Builds the CMS preview into the /admin/ folder (public/admin/ at build and develop time, from src/cms/admin.ts):
// preview.js, its own React and the site's views (index.ts), and preview.css, the site's style sheets the views and
// the page frame import, with the site's fonts as files beside it. Gatsby's runtime and plugins are replaced by small
// shims (aliases.ts); nothing here is imported by the site's pages.
import fs from 'fs';
import path from 'path';
import { build, type Plugin } from 'esbuild';
import { fontSubsets } from '../../node/fonts';
import { moduleShims, packageShims } from './aliases';

/** Gatsby, its image and i18n plugins, the gallery, the toasts and the USA calculator: what the preview gives instead (aliases.ts). */
function shimsPlugin(root: string): Plugin {
  const packages = packageShims(root);
  const modules = moduleShims(root);
  return {
    name: 'preview-shims',
    setup(b) {
      const names = Object.keys(packages).map((n) => n.replace(/[-/]/g, '\\$&'));
      b.onResolve({ filter: new RegExp(`^(${names.join('|')})$`) }, (args) => ({ path: packages[args.path] }));
      // The site modules' own names, taken from moduleShims (their paths without the extension).
      const moduleNames = Object.keys(modules).map((m) => path.basename(m));
      b.onResolve({ filter: new RegExp(`/(${moduleNames.join('|')})$`) }, (args) => {
        const shim = modules[path.resolve(args.resolveDir, args.path)];
        return shim ? { path: shim } : undefined;
      });
    },
  };
}

/**
 * The site's fonts as the page's style sheet names them (src/styles/fonts.css), from the fontsource packages whole:
 * the build's subsets (.cache/subset-fonts/) hold only the characters the site's texts have, and an editor types new
 * ones. font-display becomes swap: a frame drawn before the font arrives would otherwise keep the fallback face.
 */
function fontsPlugin(root: string): Plugin {
  const sources = new Map(fontSubsets(root).map((f) => [f.file, f.source]));
  return {
    name: 'preview-fonts',
    setup(b) {
      b.onResolve({ filter: /subset-fonts\/[^/]+\.woff2$/ }, (args) => {
        const source = sources.get(path.basename(args.path));
        return source ? { path: source } : { errors: [{ text: `no fontsource file for ${args.path}` }] };
      });
      b.onLoad({ filter: /[\\/]styles[\\/]fonts\.css$/ }, (args) => ({
        contents: fs.readFileSync(args.path, 'utf8').replace(/font-display:\s*optional/g, 'font-display: swap'),
        loader: 'css',
      }));
    },
  };
}

/**
 * What `process.env` is in the preview, as webpack makes it for the site's pages: NODE_ENV, the GATSBY_ variables of
 * the build's environment (e.g. whether analytics is configured, src/analytics/third-party.ts), and
 * nothing else.
 */
export function browserEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const gatsby = Object.entries(env).filter(([name]) => /^GATSBY_[A-Z0-9_]+$/.test(name));
  return {
    'process.env.NODE_ENV': '"production"',
    ...Object.fromEntries(gatsby.map(([name, value]) => [`process.env.${name}`, JSON.stringify(value ?? '')])),
    'process.env': '{}',
  };
}

export interface PreviewBuild {
  /** Files written, relative to the output folder. */
  files: string[];
  /** Bytes of preview.js. */
  jsBytes: number;
  /** Source files in preview.js, relative to the project root, with the bytes each adds to it (minified). */
  inputs: Record<string, number>;
}

export async function writePreview(outDir: string, root: string): Promise<PreviewBuild> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: { preview: path.join(root, 'src', 'cms', 'preview', 'index.ts') },
    outdir: outDir,
    bundle: true,
    platform: 'browser',
    format: 'iife',
    target: ['es2020'],
    minify: true,
    // Cyrillic and Arabic texts as UTF-8, not \uXXXX escapes (/admin/index.html declares utf-8): 150.3 → 148.3 kB gzip with the style sheet.
    charset: 'utf8',
    jsx: 'automatic',
    define: browserEnv(process.env),
    loader: { '.woff2': 'file' },
    assetNames: 'fonts/[name]-[hash]',
    legalComments: 'linked',
    metafile: true,
    logLevel: 'silent',
    plugins: [shimsPlugin(root), fontsPlugin(root)],
  });
  const outputs = result.metafile.outputs;
  const js = Object.entries(outputs).find(([name]) => name.endsWith('preview.js'))?.[1];
  return {
    files: Object.keys(outputs).map((o) => path.relative(outDir, path.join(root, o))),
    jsBytes: js?.bytes ?? 0,
    inputs: Object.fromEntries(Object.entries(js?.inputs ?? {}).map(([file, i]) => [file, i.bytesInOutput])),
  };
}
