// Pure parts of the build half of `npm run bench` (scripts/bench-build.ts): the generated products of the scale mode,
// the memory and CPU time of the build's processes (Linux /proc), and what the build's log says.
// No Gatsby here, so the unit tests can cover it.
import fs from 'fs';
import path from 'path';

// ---------------------------------------------------------------------------------------------------------------
// Scale mode: generated products

interface ProductJson {
  id: number;
  code: string;
  slug: string;
  name: Record<string, string>;
  [key: string]: unknown;
}

function letters(n: number): string {
  return String.fromCharCode(65 + (Math.floor(n / 26) % 26)) + String.fromCharCode(65 + (n % 26));
}

/**
 * Copies of the sample products for a catalogue `factor` times as large: copy k (1 … factor-1) of product 801 gets id
 * 801 + 10000·k, code `G<two letters of k>-801`, slug `<slug>-g<k>`, names with ` <k+1>` and photos of its own
 * (`generated/products/<new id>-<n>.jpg`, as many as the original has: see `writeScaledData`); everything else
 * (category, filters) is the original's, so the listings, filters and search grow with it.
 */
export function scaledProducts(products: ProductJson[], factor: number): ProductJson[] {
  if (!Number.isInteger(factor) || factor < 1 || factor > 676)
    throw new Error(`scale factor must be an integer from 1 to 676, got ${factor}`);
  const out: ProductJson[] = [];
  for (let k = 1; k < factor; k++) {
    for (const p of products) {
      const digits = p.code.split('-')[1];
      out.push({
        ...p,
        id: p.id + 10000 * k,
        code: `G${letters(k)}-${digits}`,
        slug: `${p.slug}-g${k}`,
        name: Object.fromEntries(Object.entries(p.name).map(([lang, name]) => [lang, `${name} ${k + 1}`])),
        ...(Array.isArray(p.images)
          ? { images: p.images.map((_, i) => `generated/products/${p.id + 10000 * k}-${i + 1}.jpg`) }
          : {}),
      });
    }
  }
  return out;
}

/** Writes a copy of dataDir into target with the generated products of `factor`; returns the number added. */
export function writeScaledData(dataDir: string, target: string, factor: number): number {
  fs.cpSync(dataDir, target, { recursive: true });
  const productDir = path.join(target, 'products');
  const products = fs
    .readdirSync(productDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(productDir, f), 'utf8')) as ProductJson);
  const generated = scaledProducts(products, factor);
  for (const p of generated) fs.writeFileSync(path.join(productDir, `${p.id}.json`), `${JSON.stringify(p, null, 2)}\n`);
  // Each copy's photos are its original's bytes with the copy's id appended after the JPEG's end (decoders stop at its
  // end marker): files of their own, hashed, published and decoded for their placeholder like any other photo. Drawing
  // them (~5,000 at ×10) took minutes of both CPUs before every run; what a photo shows changes no build work now that
  // the build resizes no photo (the image CDN does), and a missing one would still be drawn.
  const byId = new Map(products.map((p) => [p.id, p]));
  for (const copy of generated) {
    const original = byId.get(copy.id % 10000);
    const images = Array.isArray(copy.images) ? (copy.images as string[]) : [];
    images.forEach((image, i) => {
      const from = Array.isArray(original?.images) ? (original.images as string[])[i] : undefined;
      const source = from ? path.join(target, 'images', from) : '';
      const dest = path.join(target, 'images', image);
      if (!source || !fs.existsSync(source) || fs.existsSync(dest)) return;
      fs.mkdirSync(path.dirname(dest), { recursive: true });
      fs.writeFileSync(dest, Buffer.concat([fs.readFileSync(source), Buffer.from(`\n${copy.id}\n`)]));
    });
  }
  return generated.length;
}

// ---------------------------------------------------------------------------------------------------------------
// The build's processes: memory and CPU time (Linux /proc)

/**
 * The fields of a /proc/<pid>/stat line after the command: state, ppid, …. The command may hold spaces and
 * parentheses, so the line is split after its last ')'.
 */
function statFields(stat: string): string[] {
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** Resident memory (bytes) of a process and all its descendants, from /proc; 0 if it is gone. */
export function treeRss(rootPid: number, procDir = '/proc'): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  const pageSize = 4096; // x86-64 and arm64 Linux default; rss in /proc/<pid>/stat counts pages
  for (const entry of fs.readdirSync(procDir)) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = statFields(fs.readFileSync(path.join(procDir, entry, 'stat'), 'utf8'));
      const ppid = Number(fields[1]);
      const rssPages = Number(fields[21]);
      const pid = Number(entry);
      rss.set(pid, rssPages * pageSize);
      children.set(ppid, [...(children.get(ppid) ?? []), pid]);
    } catch {
      // the process ended while we read
    }
  }
  let total = 0;
  const stack = [rootPid];
  const seen = new Set<number>();
  while (stack.length) {
    const pid = stack.pop()!;
    if (seen.has(pid)) continue;
    seen.add(pid);
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** CPU seconds (user + system) of this process's finished children so far, from /proc (0 where there is none). */
export function childCpuSeconds(): number {
  try {
    // cutime and cstime are the 14th and 15th fields after the command
    const fields = statFields(fs.readFileSync('/proc/self/stat', 'utf8'));
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return 0;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// What the build's log says

/** Gatsby's log without its terminal escapes (ESC [ … letter), which split the words the parsers below look for. */
function plainLog(log: string): string {
  // eslint-disable-next-line no-control-regex -- the escape character is what is stripped
  return log.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '');
}

/**
 * The longest steps of a build from Gatsby's log ("success Building HTML renderer - 12.3s"), longest first; repeated
 * steps (one line per plugin or per batch) are summed.
 */
export function buildSteps(log: string, top = 8): { step: string; seconds: number }[] {
  const sums = new Map<string, number>();
  for (const m of plainLog(log).matchAll(/^success (.+?) - ([\d.]+)s/gm)) {
    const step = m[1].replace(/ - \d+\/\d+.*$/, '').replace(/: create node: .*$/, ': create nodes');
    sums.set(step, (sums.get(step) ?? 0) + Number(m[2]));
  }
  return [...sums]
    .map(([step, seconds]) => ({ step, seconds }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, top);
}

/** Image jobs Gatsby ran in a build, from its log ("Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs - 181.2s - 4183/4183 23.1/s"). */
export function imageJobs(log: string): { jobs: number; seconds: number } {
  let jobs = 0;
  let seconds = 0;
  for (const m of log.matchAll(/Running (?:[\w-]+\.)?IMAGE_PROCESSING jobs - ([\d.]+)s - (\d+)\/(\d+)/g)) {
    seconds += Number(m[1]);
    jobs += Number(m[3]);
  }
  return { jobs, seconds };
}

/**
 * What the build spends on the PDFs now that they are printed on request: gatsby-node's line "pdf: fonts and manifest
 * for the PDF function written in 1234 ms (8 faces, 160 product photos)…" (the faces the function embeds, the photos it
 * names). Gatsby wraps its lines at 80 columns when it writes to a file, so any space may be a line break. Null for a
 * build without that line.
 */
export function pdfAssetsStep(log: string): { seconds: number; faces: number; photos: number } | null {
  const words =
    'pdf: fonts and manifest for the PDF function written in (\\d+) ms \\((\\d+) faces, (\\d+) product photos\\)';
  const m = new RegExp(words.replace(/ /g, '\\s+')).exec(plainLog(log));
  return m ? { seconds: Number(m[1]) / 1000, faces: Number(m[2]), photos: Number(m[3]) } : null;
}
