// Third-party tags: the session-analytics tag (Microsoft Clarity) and the tag manager (Google Tag Manager).
// Each loads only when its public id is configured at build time, and only once the page is idle; with no id there is
// nothing of it in the HTML, the bundle's behaviour or the Content-Security-Policy.

/** Public ids read at build time (GATSBY_* variables are inlined into the browser bundle by Gatsby). */
export interface ThirdPartyIds {
  /** Microsoft Clarity project id (GATSBY_ANALYTICS_ID). */
  analytics?: string;
  /** Google Tag Manager container id, GTM-XXXXXXX (GATSBY_GTM_ID). */
  tagManager?: string;
}

export interface TagSpec {
  name: 'clarity' | 'gtm';
  src: string;
  /** Hosts the tag loads scripts from, talks to and shows pixels from (for the Content-Security-Policy). */
  csp: { script: string[]; connect: string[]; img: string[] };
}

// Ids go into a URL and a header, so only the vendors' own id shapes are accepted; anything else counts as unset.
const idPattern = { analytics: /^[a-z0-9]{6,16}$/, tagManager: /^GTM-[A-Z0-9]{4,12}$/ } as const;

export function readThirdPartyIds(env: { GATSBY_ANALYTICS_ID?: string; GATSBY_GTM_ID?: string }): ThirdPartyIds {
  const analytics = env.GATSBY_ANALYTICS_ID?.trim();
  const tagManager = env.GATSBY_GTM_ID?.trim();
  return {
    analytics: analytics && idPattern.analytics.test(analytics) ? analytics : undefined,
    tagManager: tagManager && idPattern.tagManager.test(tagManager) ? tagManager : undefined,
  };
}

/** Names of configured variables whose value is not a valid id (the build warns about them). */
export function invalidThirdPartyIds(env: { GATSBY_ANALYTICS_ID?: string; GATSBY_GTM_ID?: string }): string[] {
  const ids = readThirdPartyIds(env);
  const bad: string[] = [];
  if (env.GATSBY_ANALYTICS_ID?.trim() && !ids.analytics) bad.push('GATSBY_ANALYTICS_ID');
  if (env.GATSBY_GTM_ID?.trim() && !ids.tagManager) bad.push('GATSBY_GTM_ID');
  return bad;
}

/** The tags to load for the configured ids, in load order. */
export function thirdPartyTags(ids: ThirdPartyIds): TagSpec[] {
  const tags: TagSpec[] = [];
  if (ids.tagManager) {
    tags.push({
      name: 'gtm',
      src: `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(ids.tagManager)}`,
      csp: {
        script: ['https://www.googletagmanager.com'],
        connect: [
          'https://www.googletagmanager.com',
          'https://*.google-analytics.com',
          'https://*.analytics.google.com',
        ],
        img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
      },
    });
  }
  if (ids.analytics) {
    tags.push({
      name: 'clarity',
      src: `https://www.clarity.ms/tag/${encodeURIComponent(ids.analytics)}`,
      csp: {
        script: ['https://www.clarity.ms', 'https://scripts.clarity.ms'],
        connect: ['https://*.clarity.ms'],
        img: ['https://*.clarity.ms', 'https://c.bing.com'],
      },
    });
  }
  return tags;
}

type TagWindow = Window & { dataLayer?: unknown[]; clarity?: ((...args: unknown[]) => void) & { q?: unknown[] } };

/** What the vendors' inline snippets do before their script arrives, done from our bundle (no inline script needed). */
function prepareTag(name: TagSpec['name'], w: TagWindow): void {
  if (name === 'gtm') {
    w.dataLayer = w.dataLayer ?? [];
    w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  } else if (!w.clarity) {
    const queue: unknown[] = [];
    w.clarity = Object.assign((...args: unknown[]) => void queue.push(args), { q: queue });
  }
}

/** Adds the tags' scripts (async) once the page has loaded and the browser is idle, so they never hold up rendering. */
export function loadThirdPartyTags(ids: ThirdPartyIds, w: TagWindow = window): void {
  const tags = thirdPartyTags(ids);
  if (!tags.length) return;
  const inject = () => {
    for (const tag of tags) {
      prepareTag(tag.name, w);
      const script = w.document.createElement('script');
      script.async = true;
      script.src = tag.src;
      script.dataset.thirdParty = tag.name;
      w.document.head.appendChild(script);
    }
  };
  const whenIdle = () =>
    w.requestIdleCallback ? w.requestIdleCallback(inject, { timeout: 4000 }) : w.setTimeout(inject, 1500);
  if (w.document.readyState === 'complete') whenIdle();
  else w.addEventListener('load', whenIdle, { once: true });
}
