// The browser that prints the PDFs (src/pdf/printer.ts starts it): the headless Chromium of the @sparticuz/chromium npm
// package, made for functions. Its 67 MB brotli file alone is over the host's 50 MB limit for a function archive, so it
// does not travel with the function: the build publishes the package's two files as static files of the deploy under a
// content-hashed folder (publishEngine), and a cold instance fetches them from its own site into its temporary folder,
// unpacking while it downloads (fetchEngine), as @sparticuz/chromium-min does. Its three system libraries (NSS, NSPR,
// expat) and the SwiftShader graphics libraries its flags ask for come from the package too, so it starts on the
// host's Amazon Linux or a bare Debian alike, with the package's own flags (packageArgs; decision 0026).
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import zlib from 'zlib';
import { Readable, Transform } from 'stream';
import { pipeline } from 'stream/promises';

/** The engine as a deploy publishes it (in the PDF manifest): where its files are on the site, and what they hash to. */
export interface PublishedEngine {
  /** Content hash of the files: names the folder here and on the site, and keys every printed file. */
  hash: string;
  /** The site path of its folder, e.g. /static/chromium/<hash>/ (immutable at the host, like every /static/ file). */
  path: string;
  files: { name: string; sha256: string; bytes: number }[];
  /** The flags the package starts its browser with on Lambda (its `args`), read from it at build time. */
  args: string[];
}

/** The browser, its system libraries, and the SwiftShader graphics libraries its `args` ask for (as the package
    unpacks them, beside the browser). Its fonts file is left out: the sheets bring their own fonts. */
export const engineFiles = ['chromium.br', 'al2023.tar.br', 'swiftshader.tar.br'] as const;

/** The package's folder, from the project root (gatsby-node is compiled by Gatsby, which drops require.resolve). */
const packageBin = (root: string) => path.join(root, 'node_modules', '@sparticuz', 'chromium', 'bin');

function sha256File(file: string): string {
  const hash = crypto.createHash('sha256');
  const fd = fs.openSync(file, 'r');
  try {
    const chunk = Buffer.allocUnsafe(1 << 20);
    for (let n; (n = fs.readSync(fd, chunk, 0, chunk.length, null)) > 0; ) hash.update(chunk.subarray(0, n));
  } finally {
    fs.closeSync(fd);
  }
  return hash.digest('hex');
}

/**
 * The package's own flags for its browser on Lambda (`chromium.args`, among them --single-process, which Lambda needs
 * against `prctl(PR_SET_NO_NEW_PRIVS) failed`), in its default graphics mode: the GPU in the browser's process on
 * SwiftShader. Measured here: without the SwiftShader libraries that mode's single process dies at start (SIGTRAP, the
 * in-process GPU failing to start), so they are published and unpacked beside the browser, as the package does.
 */
export function packageArgs(root: string): string[] {
  /* An ES module without top-level await: Node 22 loads it with its own require, made from the project's root and
     taken through getBuiltinModule, as src/api/pdf.ts does (a bundler's or jest's require cannot load an ES module). */
  const { createRequire } = process.getBuiltinModule('module') as typeof import('module');
  const { default: chromium } = createRequire(path.join(root, 'package.json'))('@sparticuz/chromium') as {
    default: { args: string[] };
  };
  return chromium.args;
}

/**
 * Copies the package's engine files into public/static/chromium/<hash>/ (once per content: a kept public/ has them)
 * and says where they are. The hashes of the package's files are kept beside the cache, keyed by size and time.
 */
export function publishEngine(root: string, publicDir: string, cacheDir: string): PublishedEngine {
  const known = path.join(cacheDir, 'engine-hashes.json');
  const seen = (fs.existsSync(known) ? JSON.parse(fs.readFileSync(known, 'utf8')) : {}) as Record<string, string>;
  const files = engineFiles.map((name) => {
    const file = path.join(packageBin(root), name);
    const { size, mtimeMs } = fs.statSync(file);
    const id = `${name}:${size}:${mtimeMs}`;
    seen[id] ??= sha256File(file);
    return { name, sha256: seen[id], bytes: size };
  });
  fs.mkdirSync(cacheDir, { recursive: true });
  fs.writeFileSync(known, JSON.stringify(seen));
  const hash = crypto
    .createHash('sha256')
    .update(files.map((f) => f.sha256).join(','))
    .digest('hex')
    .slice(0, 20);
  const sitePath = `/static/chromium/${hash}/`;
  const dir = path.join(publicDir, ...sitePath.split('/').filter(Boolean));
  for (const f of files) {
    const to = path.join(dir, f.name);
    if (fs.existsSync(to) && fs.statSync(to).size === f.bytes) continue;
    fs.mkdirSync(dir, { recursive: true });
    fs.copyFileSync(path.join(packageBin(root), f.name), `${to}.tmp`, fs.constants.COPYFILE_FICLONE);
    fs.renameSync(`${to}.tmp`, to);
  }
  return { hash, path: sitePath, files, args: packageArgs(root) };
}

/** Files of an uncompressed tar archive (regular files only: the package's library archives hold nothing else). */
function* tarFiles(tar: Buffer): Generator<{ name: string; data: Buffer }> {
  for (let at = 0; at + 512 <= tar.length; ) {
    const header = tar.subarray(at, at + 512);
    const name = header.toString('latin1', 0, 100).replace(/\0.*$/s, '');
    if (!name) return;
    const size = parseInt(header.toString('latin1', 124, 136).replace(/\0.*$/s, '').trim() || '0', 8);
    const type = header.toString('latin1', 156, 157);
    if (type === '0' || type === '\0') yield { name, data: tar.subarray(at + 512, at + 512 + size) };
    at += 512 + Math.ceil(size / 512) * 512;
  }
}

/** Hashes what streams through it; `check()` fails unless it was the expected file. */
function verifier(file: PublishedEngine['files'][number], url: string) {
  const hash = crypto.createHash('sha256');
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  const check = () => {
    const got = hash.digest('hex');
    if (got !== file.sha256 || bytes !== file.bytes)
      throw new Error(
        `${url}: got ${bytes} bytes hashing ${got.slice(0, 12)}, expected ${file.bytes} / ${file.sha256.slice(0, 12)}`,
      );
  };
  return { stream, check };
}

/** The browser ready to start: its executable, the folder of its libraries, the package's flags. */
export interface UnpackedEngine {
  executable: string;
  libDir: string;
  args: string[];
}

export interface EngineTimes {
  /** Download and unpack, overlapped (0 when a warm instance or an earlier run had it). */
  fetchMs: number;
}

/**
 * The unpacked browser under `cacheDir` (fetched from `origin` on first use): its executable and the library folder to
 * put on LD_LIBRARY_PATH. Written under a temporary name and renamed, so a fetch cut short leaves nothing half-written.
 */
export async function fetchEngine(
  engine: PublishedEngine,
  origin: string,
  cacheDir: string,
  times: EngineTimes = { fetchMs: 0 },
): Promise<UnpackedEngine> {
  const dir = path.join(cacheDir, `chromium-${engine.hash}`);
  const executable = path.join(dir, 'chromium');
  const libDir = path.join(dir, 'lib');
  const { args } = engine;
  if (fs.existsSync(executable) && fs.existsSync(libDir)) return { executable, libDir, args };
  const started = Date.now();
  const tmp = `${dir}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  fs.mkdirSync(path.join(tmp, 'lib'), { recursive: true });
  try {
    await Promise.all(
      engine.files.map(async (file) => {
        const url = new URL(`${engine.path}${file.name}`, origin).href;
        const response = await fetch(url, { signal: AbortSignal.timeout(60_000) });
        if (!response.ok || !response.body) throw new Error(`${url}: ${response.status}`);
        const { stream, check } = verifier(file, url);
        const body = Readable.fromWeb(response.body as import('stream/web').ReadableStream<Uint8Array>);
        if (file.name === 'chromium.br') {
          const out = fs.createWriteStream(path.join(tmp, 'chromium'), { mode: 0o755 });
          await pipeline(body, stream, zlib.createBrotliDecompress(), out);
          check();
        } else {
          const chunks: Buffer[] = [];
          await pipeline(body, stream, async (source: AsyncIterable<Buffer>) => {
            for await (const c of source) chunks.push(c);
          });
          check();
          // al2023's lib/ folder, and SwiftShader's libraries beside the browser, where it looks for them.
          for (const f of tarFiles(zlib.brotliDecompressSync(Buffer.concat(chunks)))) {
            if (f.name.split('/').some((part) => part === '..' || part === '') || path.isAbsolute(f.name)) continue;
            fs.mkdirSync(path.dirname(path.join(tmp, f.name)), { recursive: true });
            fs.writeFileSync(path.join(tmp, f.name), f.data, { mode: 0o755 });
          }
        }
      }),
    );
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(tmp, dir);
  } catch (error) {
    fs.rmSync(tmp, { recursive: true, force: true });
    // Another instance on this machine finished first: use its copy.
    if (!fs.existsSync(executable)) throw error;
  }
  times.fetchMs = Date.now() - started;
  return { executable, libDir, args };
}
