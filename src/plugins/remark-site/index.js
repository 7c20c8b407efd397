// @ts-check
// gatsby-transformer-remark sub-plugin: applies the site's Markdown rules (transform.js) to every file of data/content/,
// publishing the images it shows into public/static/content/ (named by content hash, so they cache forever) and showing
// them through the image CDN at the widths a prose column needs (cdnImageUrl in src/images/cdn-url.ts; the unit test
// holds the two builders to the same URLs).
'use strict';
const fs = require('fs');
const path = require('path');
const crypto = require('crypto');
const { rewriteMarkdownTree } = require('./transform');

/** The widths offered for a prose image (the column is at most 72ch, ~650 px), at most the photo's own. */
const proseWidths = [400, 800, 1200];
/** The site's photo quality (defaultQuality in src/images/cdn-url.ts). */
const quality = 50;

/** The image CDN URL of a published source at a width, its height kept in proportion (cdnImageUrl's format). */
function cdnUrl(/** @type {string} */ src, /** @type {number} */ width, /** @type {number} */ height) {
  return `/.netlify/images?url=${encodeURIComponent(src).replace(/%2F/g, '/')}&w=${width}&h=${height}&fit=cover&q=${quality}`;
}

/**
 * @param {{ markdownAST: import('./transform').MdNode, markdownNode: { fileAbsolutePath?: string } }} args
 * @param {{ langs: string[], defaultLang: string, imagesDir: string, publicDir: string }} options
 */
module.exports = async function remarkSite({ markdownAST, markdownNode }, options) {
  const file = markdownNode.fileAbsolutePath ?? '';
  const name = path.basename(file, '.md');
  const lang = options.langs.includes(name) ? name : options.defaultLang;
  /** @type {Map<string, { src: string, srcSet: string, sizes: string, width: number, height: number }>} */
  const published = new Map();
  /** @type {string[]} */
  const urls = [];
  (function collect(node) {
    if (node.type === 'image' && node.url && !/^(https?:)?\/\//.test(node.url) && !node.url.startsWith('/'))
      urls.push(node.url);
    for (const child of node.children ?? []) collect(child);
  })(markdownAST);
  for (const url of urls) {
    const source = path.join(options.imagesDir, decodeURI(url));
    if (!fs.existsSync(source)) continue; // npm run check:data reports it; the build has stopped before this point
    const bytes = fs.readFileSync(source);
    const hash = crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 12);
    const target = path.join(options.publicDir, 'static', 'content', `${hash}-${path.basename(source)}`);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    if (!fs.existsSync(target)) fs.writeFileSync(target, bytes);
    const meta = await require('sharp')(bytes).metadata();
    const width = meta.width ?? 0;
    const height = meta.height ?? 0;
    const src = `/static/content/${path.basename(target)}`;
    const widths = proseWidths
      .filter((w) => w < width)
      .concat(width > proseWidths[proseWidths.length - 1] ? [] : [width]);
    const at = (/** @type {number} */ w) => cdnUrl(src, w, Math.round((w * height) / width));
    published.set(url, {
      src: at(Math.min(width, 800)),
      srcSet: widths.map((w) => `${at(w)} ${w}w`).join(', '),
      sizes: `(min-width: 72ch) 72ch, 100vw`,
      width,
      height,
    });
  }
  rewriteMarkdownTree(markdownAST, {
    lang,
    defaultLang: options.defaultLang,
    image: (url) => published.get(url) ?? null,
  });
  return markdownAST;
};
