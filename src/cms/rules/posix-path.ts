// The data check's `path` in the browser (rules.js): posix paths only, as the virtual files use.

function normalize(p: string): string {
  const absolute = p.startsWith('/');
  const out: string[] = [];
  for (const part of p.split('/')) {
    if (!part || part === '.') continue;
    if (part === '..') {
      if (out.length && out[out.length - 1] !== '..') out.pop();
      else if (!absolute) out.push('..');
    } else out.push(part);
  }
  return (absolute ? '/' : '') + out.join('/') || (absolute ? '/' : '.');
}

export const sep = '/';
export const join = (...parts: string[]): string => normalize(parts.filter(Boolean).join('/'));
export const basename = (p: string, ext?: string): string => {
  const base = p.replace(/\/+$/, '').split('/').pop() ?? '';
  return ext && base.endsWith(ext) ? base.slice(0, -ext.length) : base;
};
export const dirname = (p: string): string => {
  const i = p.replace(/\/+$/, '').lastIndexOf('/');
  return i < 0 ? '.' : i === 0 ? '/' : p.slice(0, i);
};
export const extname = (p: string): string => {
  const m = /(\.[^./]*)$/.exec(basename(p));
  return m ? m[1] : '';
};
export function relative(from: string, to: string): string {
  const a = normalize(from).split('/').filter(Boolean);
  const b = normalize(to).split('/').filter(Boolean);
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return [...a.slice(i).map(() => '..'), ...b.slice(i)].join('/');
}
export const resolve = (...parts: string[]): string => normalize(parts.join('/'));

const path = { sep, join, basename, dirname, extname, relative, resolve, normalize };
export const posix = path;
export default { ...path, posix };
