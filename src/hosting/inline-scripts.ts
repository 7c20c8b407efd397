// Moves the inline scripts of the built HTML into content-addressed files under /static/inline/, so the
// Content-Security-Policy can allow scripts from the site only ('self') without hashes or 'unsafe-inline'.
// Gatsby writes three kinds: the page path (one per page), the chunk mapping and compilation hash (one per build), and
// gatsby-plugin-image's native lazy-loading helpers (type="module", the same on every page). The page path becomes a
// data attribute read by one shared file, so every page needs the same few files, cached for good under /static/.
// Classic scripts stay where they were (they still run in document order, before Gatsby's async bundles); module
// scripts stay modules (deferred either way). JSON data blocks (application/ld+json, application/json) stay inline.
import crypto from 'crypto';

export const inlineScriptDir = 'static/inline';

const scriptTag = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const pagePathAssignment = /window\.pagePath\s*=\s*("(?:[^"\\]|\\.)*")\s*;/;
const pagePathFromAttribute = 'window.pagePath=document.currentScript.getAttribute("data-page-path");';

const attr = (attrs: string, name: string): string | undefined => {
  const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attrs);
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
};
const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const executable = (type: string | undefined) => !type || /^(module|text\/javascript|application\/javascript)$/i.test(type.trim());

export interface ScriptFile {
  /** Path under public/, e.g. static/inline/3f2a….js */
  file: string;
  content: string;
}

/** Rewrites one HTML document; returns the new HTML and the script files it now refers to. Idempotent. */
export function externalizeInlineScripts(html: string): { html: string; files: ScriptFile[] } {
  const files = new Map<string, ScriptFile>();
  const out = html.replace(scriptTag, (whole, attrs: string, body: string) => {
    if (attr(attrs, 'src') !== undefined || !executable(attr(attrs, 'type')) || !body.trim()) return whole;
    let newAttrs = attrs.replace(/\s+$/, '');
    let content = body;
    const pagePath = pagePathAssignment.exec(body);
    if (pagePath) {
      newAttrs += ` data-page-path="${escapeAttr(JSON.parse(pagePath[1]) as string)}"`;
      content = body.replace(pagePathAssignment, pagePathFromAttribute);
    }
    content = content.trim();
    const hash = crypto.createHash('sha256').update(content).digest('hex').slice(0, 20);
    const file = `${inlineScriptDir}/${hash}.js`;
    files.set(file, { file, content });
    return `<script${newAttrs} src="/${file}"></script>`;
  });
  return { html: out, files: [...files.values()] };
}

/** Inline executable scripts left in a document (the build check expects none). */
export function inlineScriptsIn(html: string): string[] {
  return [...html.matchAll(scriptTag)]
    .filter(([, attrs, body]) => attr(attrs, 'src') === undefined && executable(attr(attrs, 'type')) && body.trim() !== '')
    .map(([whole]) => whole);
}
