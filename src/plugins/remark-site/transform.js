// @ts-check
// Site rules for Markdown (data/content/<piece>/<lang>.md), applied to the Markdown tree before it becomes HTML:
// site links get the file's language prefix and the canonical trailing slash, raw HTML is shown as text (never
// rendered: editors cannot add scripts or styles, and the CSP stays as strict as it is), and images get their size.
// Plain CommonJS because gatsby-transformer-remark imports its sub-plugins untranspiled; jest and tsc read it too.
'use strict';

/** @typedef {{ type: string, url?: string, value?: string, children?: MdNode[], data?: { hProperties?: Record<string, unknown> } }} MdNode */

/** @param {MdNode} node @param {(n: MdNode) => void} fn */
function walk(node, fn) {
  fn(node);
  for (const child of node.children ?? []) walk(child, fn);
}

/**
 * A site path written by an editor ("/contact", "/product/travertine/2#top") in the page of `lang`:
 * the language prefix (none for the default language) and a trailing slash before any query or hash.
 * @param {string} url @param {string} lang @param {string} defaultLang
 */
function localizeSitePath(url, lang, defaultLang) {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  const match = /^([^?#]*)(.*)$/.exec(url);
  let pathname = match ? match[1] : url;
  const rest = match ? match[2] : '';
  const isFile = /\.[a-z0-9]{2,5}$/i.test(pathname);
  if (isFile) return url; // files (the company profile PDF, …) are the same for every language
  if (!pathname.endsWith('/')) pathname += '/';
  const prefix = lang === defaultLang ? '' : `/${lang}`;
  return `${prefix}${pathname === '/' && prefix ? '/' : pathname}${rest}`;
}

/**
 * Rewrites a Markdown tree in place for a file of `lang`.
 * `image(url)` returns the published URL, candidates and size of an image written as a path inside data/images/ (or null
 * to keep it).
 * @param {MdNode} tree
 * @param {{ lang: string, defaultLang: string, image?: (url: string) => { src: string, srcSet?: string, sizes?: string, width: number, height: number } | null }} options
 */
function rewriteMarkdownTree(tree, options) {
  walk(tree, (node) => {
    if ((node.type === 'link' || node.type === 'definition') && typeof node.url === 'string') {
      node.url = localizeSitePath(node.url, options.lang, options.defaultLang);
    } else if (node.type === 'html') {
      // Shown as the text the editor typed, so a stray tag is visible in review instead of silently running.
      node.type = 'text';
    } else if (node.type === 'image' && typeof node.url === 'string' && options.image) {
      const published = options.image(node.url);
      if (published) {
        node.url = published.src;
        // Width and height reserve the space before the picture arrives (no layout shift); lazy below the fold.
        node.data = {
          ...node.data,
          hProperties: {
            ...(published.srcSet ? { srcSet: published.srcSet, sizes: published.sizes } : {}),
            width: published.width,
            height: published.height,
            loading: 'lazy',
            decoding: 'async',
          },
        };
      }
    }
  });
  return tree;
}

module.exports = { localizeSitePath, rewriteMarkdownTree };
