// Reads the host rules Gatsby's Netlify adapter writes (public/_redirects, public/_headers) and answers, for a request
// path, what the host would do: Netlify's semantics, so `npm start` and the tests see what production sends.
// _redirects: first matching rule wins; `:name` matches one segment, a trailing `*` the rest (`:splat` in the target);
// a rule applies only when no file answers the path (shadowing), unless its status ends in `!` (forced).
// _headers: every matching rule applies, in file order; a later rule overrides a header an earlier one set.

export interface RedirectRule {
  from: string;
  to: string;
  status: number;
  force: boolean;
}

export interface HeaderRule {
  path: string;
  headers: [string, string][];
}

const comment = (line: string) => line.trim() === '' || line.trim().startsWith('#');

export function parseRedirects(text: string): RedirectRule[] {
  return text.split('\n').flatMap((line) => {
    if (comment(line)) return [];
    const [from, to, status = '301'] = line.trim().split(/\s+/);
    if (!from || !to) return [];
    return [{ from, to, status: Number.parseInt(status, 10), force: status.endsWith('!') }];
  });
}

export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (comment(line)) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules[rules.length - 1];
    if (rule && colon > 0) rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

const segments = (p: string) => p.split('/').filter(Boolean);

/** Decodes percent-escapes once (rules are written with encodeURI, requests arrive encoded). */
export function normalizePath(p: string): string {
  let decoded = p;
  try {
    decoded = decodeURI(p);
  } catch {
    // keep a malformed path as it came
  }
  return decoded;
}

/** Matches a rule pattern against a path; returns the placeholder values, or null. Trailing slashes do not matter. */
export function matchPattern(pattern: string, requestPath: string): Record<string, string> | null {
  const pat = segments(normalizePath(pattern));
  const req = segments(normalizePath(requestPath));
  const params: Record<string, string> = {};
  for (let i = 0; i < pat.length; i++) {
    const p = pat[i];
    if (p === '*' && i === pat.length - 1) {
      params.splat = req.slice(i).join('/');
      return params;
    }
    if (i >= req.length) return null;
    if (p.startsWith(':')) params[p.slice(1)] = req[i];
    else if (p !== req[i]) return null;
  }
  return pat.length === req.length ? params : null;
}

export type RedirectOutcome =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'rewrite'; status: number; path: string }
  | { kind: 'function'; path: string; functionId: string };

/**
 * The rule that answers a request, if any. `fileExists` tells whether a file answers the path itself (shadowing).
 * A rewrite to /.netlify/functions/… is a function call (locally: scripts/serve.ts gives the request, as it came, to
 * the function's instance, src/hosting/function-host.ts).
 */
export function resolveRedirect(
  rules: RedirectRule[],
  requestPath: string,
  search: string,
  fileExists: boolean,
): RedirectOutcome | null {
  for (const rule of rules) {
    if (fileExists && !rule.force) continue;
    const params = matchPattern(rule.from, requestPath);
    if (!params) continue;
    const target = rule.to.replace(/:(\w+)/g, (whole, name: string) => params[name] ?? whole);
    if (target.startsWith('/.netlify/functions/') || target.startsWith('/.netlify/builders/')) {
      return { kind: 'function', path: requestPath, functionId: target.split('/')[3] ?? '' };
    }
    if (
      rule.status === 301 ||
      rule.status === 302 ||
      rule.status === 303 ||
      rule.status === 307 ||
      rule.status === 308
    ) {
      return {
        kind: 'redirect',
        status: rule.status,
        location: /^https?:\/\//.test(target) || !search ? target : `${target}${search}`,
      };
    }
    return { kind: 'rewrite', status: rule.status, path: target };
  }
  return null;
}

/**
 * The /api route of a Gatsby Function from the id the host knows it by (Gatsby: the kebab-cased compiled file name,
 * src/api/search.ts → `search-js`), for rules that send other paths to a function.
 */
export const functionRoute = (functionId: string) => `/api/${functionId.replace(/-js$/, '')}`;

/** Indexes header rules: exact paths in a map (the adapter writes one per file), patterns in a list. */
export function headerMatcher(rules: HeaderRule[]): (requestPath: string) => [string, string][] {
  const exact = new Map<string, number[]>();
  const patterns: number[] = [];
  rules.forEach((rule, i) => {
    if (/[*:]/.test(rule.path)) patterns.push(i);
    else {
      const key = normalizePath(rule.path);
      exact.set(key, [...(exact.get(key) ?? []), i]);
    }
  });
  return (requestPath) => {
    const p = normalizePath(requestPath);
    const matched = [...(exact.get(p) ?? []), ...patterns.filter((i) => matchPattern(rules[i].path, p))].sort(
      (a, b) => a - b,
    );
    const result = new Map<string, [string, string]>();
    for (const i of matched) {
      const inRule = new Map<string, [string, string]>();
      for (const [key, value] of rules[i].headers) {
        const k = key.toLowerCase();
        const prev = inRule.get(k);
        inRule.set(k, [key, prev ? `${prev[1]}, ${value}` : value]);
      }
      for (const [k, h] of inRule) result.set(k, h);
    }
    return [...result.values()];
  };
}
