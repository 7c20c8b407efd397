// Security headers every response of the site carries (HTML, assets, redirects, 404s), written as the `/*` rule of
// public/_headers. The Content-Security-Policy allows scripts from the site and Gatsby's inline scripts by hash
// (./inline-scripts.ts), never 'unsafe-inline' or 'unsafe-eval' for scripts; styles may be inline (Gatsby inlines its CSS, photos set
// style attributes). Third-party hosts appear only for the tags whose ids are configured.
import { thirdPartyTags, type ThirdPartyIds } from '../analytics/third-party';

export interface Header {
  key: string;
  value: string;
}

export interface SecurityOptions {
  tags: ThirdPartyIds;
  /** Origins the site embeds in iframes (the video player), from the data. */
  frameOrigins: string[];
  /** CSP sources ('sha256-…') of the inline scripts the built pages hold. */
  scriptHashes?: string[];
}

const unique = (values: string[]) => [...new Set(values)];

export function contentSecurityPolicy({ tags, frameOrigins, scriptHashes = [] }: SecurityOptions): string {
  const specs = thirdPartyTags(tags);
  const hosts = (kind: 'script' | 'connect' | 'img') => unique(specs.flatMap((t) => t.csp[kind]));
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...unique(scriptHashes), ...hosts('script')]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...hosts('img')]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...hosts('connect')]],
    ['frame-src', frameOrigins.length ? unique(frameOrigins) : ["'none'"]],
    ['media-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Headers for every path. Gatsby's adapter writes its own base set for every path too (X-Content-Type-Options: nosniff,
 * Referrer-Policy: same-origin, X-Frame-Options: DENY) and the caching headers; these complete it without repeating
 * a header (a repeated header would be merged or overridden differently by different hosts). */
export function securityHeaders(options: SecurityOptions): Header[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
    // The video iframe keeps autoplay, fullscreen and picture-in-picture; nothing on the site needs sensors or devices.
    {
      key: 'Permissions-Policy',
      value:
        'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}

/** Origins (scheme://host) of embedded video URLs. */
export function embedOrigins(urls: string[]): string[] {
  return unique(urls.flatMap((u) => (/^https:\/\//.test(u) ? [new URL(u).origin] : [])));
}

/** Origins /admin/ talks to besides itself: GitHub's API (production backend) and decap-server on the editor's machine. */
export function adminConnectOrigins(localPort = 8081): string[] {
  return ['https://api.github.com', `http://127.0.0.1:${localPort}`, `http://localhost:${localPort}`];
}

/**
 * Headers of /admin/ (Decap CMS, src/cms/), a later `_headers` rule that overrides the site's for that path only.
 * Decap needs what the site forbids: eval (its bundled config validator compiles schemas), blob: images (upload
 * previews), GitHub's API, and a sign-in popup that reports back to its opener (so COOP allows popups). Never indexed.
 */
export function adminSecurityHeaders(localPort?: number): Header[] {
  const csp: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'unsafe-eval'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", 'blob:', ...adminConnectOrigins(localPort)]],
    ['worker-src', ["'self'", 'blob:']],
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return [
    { key: 'Content-Security-Policy', value: csp.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ') },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
    { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
  ];
}
