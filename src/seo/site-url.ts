// The site's origin from configuration (SITE_URL), and absolute URLs on it for canonical links, sitemap and tags.

/** SITE_URL without trailing slashes; the same default as the contact function's allowed origin. */
export function siteUrlFrom(env: Record<string, string | undefined> = process.env): string {
  return (env.SITE_URL || 'http://localhost:9000').replace(/\/+$/, '');
}

/** An absolute URL on the site for a site path (already absolute URLs are kept). */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${siteUrl.replace(/\/+$/, '')}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}
