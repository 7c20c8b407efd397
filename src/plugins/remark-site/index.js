// @ts-check
// gatsby-transformer-remark sub-plugin: applies the site's Markdown rules (transform.js) to every file of data/content/,
// publishing the images it shows into public/static/content/ (named by content hash, so they cache forever).
'use strict';
const fs = require('fs');
const path = require('path');
const crypto = require('crypto');
const { rewriteMarkdownTree } = require('./transform');

/**
 * @param {{ markdownAST: import('./transform').MdNode, markdownNode: { fileAbsolutePath?: string } }} args
 * @param {{ langs: string[], defaultLang: string, imagesDir: string, publicDir: string }} options
 */
module.exports = async function remarkSite({ markdownAST, markdownNode }, options) {
  const file = markdownNode.fileAbsolutePath ?? '';
  const name = path.basename(file, '.md');
  const lang = options.langs.includes(name) ? name : options.defaultLang;
  /** @type {Map<string, { src: string, width: number, height: number }>} */
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
    published.set(url, {
      src: `/static/content/${path.basename(target)}`,
      width: meta.width ?? 0,
      height: meta.height ?? 0,
    });
  }
  rewriteMarkdownTree(markdownAST, {
    lang,
    defaultLang: options.defaultLang,
    image: (url) => published.get(url) ?? null,
  });
  return markdownAST;
};
