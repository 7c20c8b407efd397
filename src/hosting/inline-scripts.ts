// Lets the Content-Security-Policy allow Gatsby's inline scripts by hash ('self' plus a few 'sha256-…' sources, no
// 'unsafe-inline'). Gatsby writes two kinds: the page path (one per page) and the chunk mapping and compilation hash (one
// per build). The page path becomes a data attribute read by the script, so the
// script text, and its hash, is the same on every page: a build needs about five hashes in all.
// JSON data blocks (application/ld+json, application/json) are not scripts for CSP and stay as they are.
import crypto from 'crypto';

const scriptTag = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const pagePathAssignment = /window\.pagePath\s*=\s*("(?:[^"\\]|\\.)*")\s*;/;
const pagePathFromAttribute = 'window.pagePath=document.currentScript.getAttribute("data-page-path");';

/** Gatsby's page-path script as the page renders it (gatsby-ssr of src/plugins/browser-shell): the path moved to an
    attribute, the text the same on every page; null when the script sets no page path. */
export function pagePathScript(body: string): { body: string; pagePath: string } | null {
  const m = pagePathAssignment.exec(body);
  return m
    ? { body: body.replace(pagePathAssignment, pagePathFromAttribute), pagePath: JSON.parse(m[1]) as string }
    : null;
}

const attr = (attrs: string, name: string): string | undefined => {
  const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attrs);
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
};
const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const executable = (type: string | undefined) =>
  !type || /^(module|text\/javascript|application\/javascript)$/i.test(type.trim());

/** How a document was decoded: 'latin1' keeps one character per byte (see `hashInlineScripts`). */
export type HtmlDecoding = 'utf8' | 'latin1';

/** The CSP source that allows exactly this inline script text (hashed as the bytes it was decoded from). */
export const scriptHash = (body: string, decoding: HtmlDecoding = 'utf8') =>
  `'sha256-${crypto.createHash('sha256').update(body, decoding).digest('base64')}'`;

/** The page path literal as attribute text, in the document's decoding. */
function pagePathAttribute(literal: string, decoding: HtmlDecoding): string {
  if (decoding === 'utf8') return escapeAttr(JSON.parse(literal) as string);
  const value = escapeAttr(JSON.parse(Buffer.from(literal, 'latin1').toString('utf8')) as string);
  return Buffer.from(value, 'utf8').toString('latin1');
}

/** Rewrites one HTML document (page path to an attribute) and returns the CSP hashes of its inline scripts. Idempotent.
    A document decoded as latin1 (each byte one character, the same bytes when written back as latin1) is read about ten
    times faster than as UTF-8 by the whole-site pass: V8 decodes and matches it as a one-byte string. */
export function hashInlineScripts(html: string, decoding: HtmlDecoding = 'utf8'): { html: string; hashes: string[] } {
  const hashes = new Set<string>();
  const out = html.replace(scriptTag, (whole, attrs: string, body: string) => {
    if (attr(attrs, 'src') !== undefined || !executable(attr(attrs, 'type')) || !body.trim()) return whole;
    const pagePath = pagePathAssignment.exec(body);
    if (!pagePath) {
      hashes.add(scriptHash(body, decoding));
      return whole;
    }
    const newBody = body.replace(pagePathAssignment, pagePathFromAttribute);
    hashes.add(scriptHash(newBody, decoding));
    return `<script${attrs.replace(/\s+$/, '')} data-page-path="${pagePathAttribute(pagePath[1], decoding)}">${newBody}</script>`;
  });
  return { html: out, hashes: [...hashes] };
}

/** The inline executable scripts of a document (their text), for checks. */
export function inlineScriptsIn(html: string): string[] {
  return [...html.matchAll(scriptTag)]
    .filter(
      ([, attrs, body]) => attr(attrs, 'src') === undefined && executable(attr(attrs, 'type')) && body.trim() !== '',
    )
    .map(([, , body]) => body);
}
