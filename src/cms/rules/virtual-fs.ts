// The data check's `fs` in the browser (rules.js): the files of data/ as /admin/ was built with them (check-data.json),
// with the entry being edited written over its file. Only what the check reads: readdirSync, readFileSync, existsSync.

/** Absolute posix paths (/data/products/948.json, /static/…) to their text. */
const files = new Map<string, string>();

export function writeVirtualFile(file: string, text: string): void {
  files.set(file, text);
}

export function deleteVirtualFile(file: string): void {
  files.delete(file);
}

export function readVirtualFile(file: string): string | undefined {
  return files.get(file);
}

const noEntry = (file: string) => Object.assign(new Error(`ENOENT: no such file, ${file}`), { code: 'ENOENT' });

function readdirSync(dir: string, options?: { withFileTypes?: boolean }) {
  const prefix = dir.endsWith('/') ? dir : `${dir}/`;
  const names = new Map<string, boolean>();
  for (const file of files.keys()) {
    if (!file.startsWith(prefix)) continue;
    const rest = file.slice(prefix.length);
    const slash = rest.indexOf('/');
    names.set(slash < 0 ? rest : rest.slice(0, slash), slash >= 0);
  }
  if (!names.size) throw noEntry(dir);
  const sorted = [...names.keys()].sort();
  if (!options?.withFileTypes) return sorted;
  return sorted.map((name) => ({
    name,
    isDirectory: () => names.get(name) === true,
    isFile: () => names.get(name) === false,
  }));
}

function readFileSync(file: string): string {
  const text = files.get(file);
  if (text === undefined) throw noEntry(file);
  return text;
}

function existsSync(file: string): boolean {
  const prefix = file.endsWith('/') ? file : `${file}/`;
  return files.has(file) || [...files.keys()].some((f) => f.startsWith(prefix));
}

const fs = { readdirSync, readFileSync, existsSync };
export default fs;
export { readdirSync, readFileSync, existsSync };
