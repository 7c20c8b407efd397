// Writes the editors' /admin/ into a folder (public/admin/ at build and develop time): the self-hosted Decap CMS
// bundle from node_modules/decap-cms/dist (React inside, no CDN), our widget, the page, the generated config and the
// live preview (src/cms/preview/: preview.js and preview.css, and photos.json, where the preview finds the photos of
// data/images/). Nothing of it is imported by the site's pages, so visitors' JavaScript does not change.
import fs from 'fs';
import path from 'path';
import { createRequire } from 'module';
import { branchOf, buildCmsConfig, loadSchemas, repoOf, resolver, type ConfigOptions } from './config';
import { keyOrder, type KeyOrder } from './key-order';
import { writePreview, type PreviewBuild } from './preview/build';
import { writeRules } from './rules/build';
import { publishedPhotoSize } from '../images/photo-source';
import type { PhotoManifest } from './preview/images';

/** The decap-cms dist files the bundle loads: the main file, its lazily loaded chunks and wasm, without source maps. */
export function decapDistFiles(distDir: string): string[] {
  return fs
    .readdirSync(distDir)
    .filter((n) => n === 'decap-cms.js' || /^\d+\.decap-cms\.js$/.test(n) || n.endsWith('.wasm'));
}

export function cmsOptionsFrom(env: NodeJS.ProcessEnv): ConfigOptions {
  return {
    repo: env.CMS_GITHUB_REPO || undefined,
    branch: env.CMS_BRANCH || undefined,
    localPort: env.DECAP_SERVER_PORT ? Number(env.DECAP_SERVER_PORT) : undefined,
  };
}

/** The editors' guide as GitHub shows it, in the repository and branch the CMS saves to. */
export function editorsGuideUrl(options: ConfigOptions): string {
  return `https://github.com/${repoOf(options)}/blob/${branchOf(options)}/docs/editors.md`;
}

const photoExtensions = /\.(jpe?g|png|webp|avif|gif)$/i;

/**
 * Every photo of data/images/ published as the pages publish theirs (public/static/photos/, by content hash), listed by
 * its path in the data: the preview shows a photo the CMS cannot load by path (the samples in generated/) from there.
 */
export function writePhotoManifest(outDir: string, dataDir: string, projectRoot: string): number {
  const imagesDir = path.join(dataDir, 'images');
  const dirs = { publicDir: path.dirname(outDir), cacheDir: path.join(projectRoot, '.cache', 'photos') };
  const manifest: PhotoManifest = {};
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (photoExtensions.test(entry.name)) {
        try {
          manifest[path.relative(imagesDir, full).split(path.sep).join('/')] = publishedPhotoSize(full, dirs);
        } catch {
          // not a photo the site can show: npm run check:data names it where it is used
        }
      }
    }
  };
  if (fs.existsSync(imagesDir)) walk(imagesDir);
  fs.writeFileSync(path.join(outDir, 'photos.json'), JSON.stringify(manifest));
  return Object.keys(manifest).length;
}

/** `projectRoot` locates node_modules and src/cms/browser (gatsby-node runs compiled from .cache, so not __dirname). */
export async function writeAdmin(
  outDir: string,
  dataDir: string,
  projectRoot: string,
  options: ConfigOptions = {},
): Promise<{ files: number; collections: number; preview: PreviewBuild; photos: number }> {
  const distDir = path.dirname(
    createRequire(path.join(projectRoot, 'package.json')).resolve('decap-cms/dist/decap-cms.js'),
  );
  const browserFiles = path.join(projectRoot, 'src', 'cms', 'browser');
  fs.mkdirSync(outDir, { recursive: true });
  const dist = decapDistFiles(distDir);
  for (const name of dist) {
    const from = path.join(distDir, name);
    const to = path.join(outDir, name);
    // The bundle is 5 MB: copy only when it changed (develop restarts, cached builds).
    if (
      fs.existsSync(to) &&
      fs.statSync(to).size === fs.statSync(from).size &&
      fs.statSync(to).mtimeMs >= fs.statSync(from).mtimeMs
    )
      continue;
    fs.copyFileSync(from, to);
  }
  for (const name of ['admin.js', 'save-check.js'])
    fs.copyFileSync(path.join(browserFiles, name), path.join(outDir, name));
  const page = fs.readFileSync(path.join(browserFiles, 'index.html'), 'utf8');
  fs.writeFileSync(path.join(outDir, 'index.html'), page.replace('%EDITORS_GUIDE_URL%', editorsGuideUrl(options)));
  const schemas = loadSchemas(dataDir);
  const orders: Record<string, KeyOrder> = {};
  for (const [name, schema] of schemas) orders[name] = keyOrder(schema, resolver(schemas));
  // Read by admin.js's json-file format (a file, not an inline script: the CSP allows no inline scripts).
  fs.writeFileSync(path.join(outDir, 'key-order.js'), `window.CMS_KEY_ORDER = ${JSON.stringify(orders)};\n`);
  const config = buildCmsConfig(dataDir, options);
  // JSON is YAML: Decap reads config.yml with a YAML parser.
  fs.writeFileSync(path.join(outDir, 'config.yml'), `${JSON.stringify(config, null, 2)}\n`);
  const preview = await writePreview(outDir, projectRoot);
  const photos = writePhotoManifest(outDir, dataDir, projectRoot);
  // The data check before a save (rules.js) and the files it checks against (check-data.json): src/cms/rules/.
  await writeRules(outDir, projectRoot, dataDir);
  return { files: dist.length + 8 + preview.files.length, collections: config.collections.length, preview, photos };
}
