// Third-party tags and the security headers they shape: nothing without ids, the vendors' scripts and hosts with them,
// and Gatsby's inline scripts moved into files so the policy needs no 'unsafe-inline'.
import {
  loadThirdPartyTags,
  readThirdPartyIds,
  thirdPartyTags,
  invalidThirdPartyIds,
} from '../../src/analytics/third-party';
import { contentSecurityPolicy, securityHeaders, embedOrigins } from '../../src/hosting/security-headers';
import { hashInlineScripts, inlineScriptsIn, scriptHash } from '../../src/hosting/inline-scripts';

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('third-party tags', () => {
  test('unset or blank ids load nothing', () => {
    expect(thirdPartyTags(readThirdPartyIds({}))).toEqual([]);
    expect(thirdPartyTags(readThirdPartyIds({ GATSBY_ANALYTICS_ID: ' ', GATSBY_GTM_ID: '' }))).toEqual([]);
  });

  test('configured ids give the Clarity tag and the GTM container, each from its vendor', () => {
    const tags = thirdPartyTags(readThirdPartyIds({ GATSBY_ANALYTICS_ID: 'abc123xyz', GATSBY_GTM_ID: 'GTM-K9X2P7' }));
    expect(tags.map((t) => [t.name, t.src])).toEqual([
      ['gtm', 'https://www.googletagmanager.com/gtm.js?id=GTM-K9X2P7'],
      ['clarity', 'https://www.clarity.ms/tag/abc123xyz'],
    ]);
  });

  test('ids that are not the vendor id shape are refused (they would land in a URL and a header)', () => {
    const env = { GATSBY_ANALYTICS_ID: 'abc"><script>', GATSBY_GTM_ID: 'UA-1234' };
    expect(thirdPartyTags(readThirdPartyIds(env))).toEqual([]);
    expect(invalidThirdPartyIds(env)).toEqual(['GATSBY_ANALYTICS_ID', 'GATSBY_GTM_ID']);
  });

  test('scripts are added async only after load and idle, with the vendor queues ready', () => {
    const appended: { src: string; async: boolean }[] = [];
    const listeners: Record<string, () => void> = {};
    let idle: (() => void) | undefined;
    const fake = {
      document: {
        readyState: 'loading',
        createElement: () => ({ dataset: {} as Record<string, string>, async: false, src: '' }),
        head: { appendChild: (s: { src: string; async: boolean }) => appended.push(s) },
      },
      addEventListener: (name: string, fn: () => void) => (listeners[name] = fn),
      requestIdleCallback: (fn: () => void) => (idle = fn),
    } as unknown as Window & { dataLayer?: unknown[]; clarity?: (...a: unknown[]) => void };
    loadThirdPartyTags({ analytics: 'abc123xyz', tagManager: 'GTM-K9X2P7' }, fake);
    expect(appended).toHaveLength(0);
    listeners.load();
    expect(appended).toHaveLength(0);
    idle?.();
    expect(appended.map((s) => s.src)).toEqual(
      thirdPartyTags({ analytics: 'abc123xyz', tagManager: 'GTM-K9X2P7' }).map((t) => t.src),
    );
    expect(appended.every((s) => s.async)).toBe(true);
    expect(fake.dataLayer).toEqual([expect.objectContaining({ event: 'gtm.js' })]);
    expect(typeof fake.clarity).toBe('function');
  });
});

describe('security headers', () => {
  const frameOrigins = embedOrigins([
    'https://www.youtube-nocookie.com/embed/a',
    'https://www.youtube-nocookie.com/embed/b',
  ]);

  test('without tags the policy allows scripts and connections to the site only, never eval or inline scripts', () => {
    const csp = contentSecurityPolicy({ tags: {}, frameOrigins });
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(csp, 'frame-src')).toBe('frame-src https://www.youtube-nocookie.com');
    expect(csp).not.toMatch(/unsafe-eval|clarity|googletagmanager/);
  });

  test('each configured tag adds its own hosts and no other', () => {
    const gtmOnly = contentSecurityPolicy({ tags: { tagManager: 'GTM-K9X2P7' }, frameOrigins });
    expect(directive(gtmOnly, 'script-src')).toBe("script-src 'self' https://www.googletagmanager.com");
    expect(gtmOnly).not.toContain('clarity');
    const both = contentSecurityPolicy({ tags: { tagManager: 'GTM-K9X2P7', analytics: 'abc123xyz' }, frameOrigins });
    expect(directive(both, 'script-src')).toContain('https://www.clarity.ms');
    expect(directive(both, 'connect-src')).toContain('https://*.clarity.ms');
  });

  test('the set names every required header', () => {
    const keys = securityHeaders({ tags: {}, frameOrigins }).map((h) => h.key);
    expect(keys).toEqual(
      expect.arrayContaining(['Content-Security-Policy', 'Strict-Transport-Security', 'Permissions-Policy']),
    );
  });
});

describe('inline scripts allowed by hash', () => {
  const page = (
    pagePath: string,
  ) => `<html><head><script type="application/ld+json">{"@type":"Organization"}</script></head><body>
<script type="module">const t="loading"in HTMLImageElement.prototype;</script>
<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/</script>
<script
  id="gatsby-chunk-mapping"
>window.___chunkMapping="{}";</script>
<script src="/app-1.js" async></script></body></html>`;

  test('every executable inline script stays in place and gets the hash of its exact text; JSON data is not hashed', () => {
    const { html, hashes } = hashInlineScripts(page('/fr/about/'));
    const scripts = inlineScriptsIn(html);
    expect(scripts).toHaveLength(3);
    expect(hashes.sort()).toEqual(scripts.map((s) => scriptHash(s)).sort());
    expect(hashes).not.toContain(scriptHash('{"@type":"Organization"}'));
    // Known vector: SHA-256 of "abc", base64.
    expect(scriptHash('abc')).toBe("'sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0='");
    expect(html).toContain('<script id="gatsby-script-loader" data-page-path="/fr/about/">');
    expect(html.indexOf('gatsby-chunk-mapping')).toBeLessThan(html.indexOf('/app-1.js'));
  });

  test('the page path moves to an attribute, so every page has the same hashes; a second run changes nothing', () => {
    const a = hashInlineScripts(page('/fr/about/'));
    const b = hashInlineScripts(page('/ar/product/"x"/'));
    expect(b.hashes).toEqual(a.hashes);
    expect(b.html).toContain('data-page-path="/ar/product/&quot;x&quot;/"');
    expect(hashInlineScripts(a.html)).toEqual(a);
  });

  test('the policy lists the hashes in script-src, never unsafe-inline', () => {
    const { hashes } = hashInlineScripts(page('/'));
    const csp = contentSecurityPolicy({ tags: {}, frameOrigins: [], scriptHashes: hashes });
    expect(directive(csp, 'script-src')).toBe(`script-src 'self' ${hashes.join(' ')}`);
    expect(directive(csp, 'script-src')).not.toContain('unsafe');
  });
});
