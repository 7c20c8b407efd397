// The attribute that asks the browser to fetch a page's largest image (its LCP element) before anything else.
// React 18 knows no fetchPriority prop; the lowercase attribute reaches the <img> through Photo.
export const highPriority: Record<string, string> = { fetchpriority: 'high' };
