// The browser that prints the PDFs (src/pdf/printer.ts starts it): the headless Chromium shipped inside the
// @sparticuz/chromium npm package, the same binary on this machine and in the host's function (which has no Chromium of
// its own; the package is made for exactly that). It ships brotli-compressed and is unpacked once per machine or warm
// function instance: locally into .cache/pdf, on the host into its temporary folder. Its three system libraries
// (NSS, NSPR, expat) come from the package too, so it starts on a bare Debian or Ubuntu with Node only.
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import zlib from 'zlib';
import { pipeline } from 'stream/promises';

/** The package's folder, from the project root (gatsby-node and the functions are bundled, which drops require.resolve). */
const packageDir = (root: string) => path.join(root, 'node_modules', '@sparticuz', 'chromium');

export function engineVersion(root: string): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(packageDir(root), 'package.json'), 'utf8')) as { version: string };
  return `sparticuz-chromium-${pkg.version}`;
}

/** Files of an uncompressed tar archive (regular files only: the package's library archive holds nothing else). */
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

/**
 * The unpacked browser under `cacheDir` (unpacked on first use): its executable and the library folder to put on
 * LD_LIBRARY_PATH. Written under a temporary name and renamed, so a build stopped half-way leaves nothing half-written.
 */
export async function unpackChromium(root: string, cacheDir: string): Promise<{ executable: string; libDir: string }> {
  const dir = path.join(cacheDir, engineVersion(root));
  const executable = path.join(dir, 'chromium');
  const libDir = path.join(dir, 'lib');
  if (fs.existsSync(executable) && fs.existsSync(libDir)) return { executable, libDir };
  const bin = path.join(packageDir(root), 'bin');
  const tmp = `${dir}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  fs.mkdirSync(path.join(tmp, 'lib'), { recursive: true });
  await pipeline(
    fs.createReadStream(path.join(bin, 'chromium.br')),
    zlib.createBrotliDecompress(),
    fs.createWriteStream(path.join(tmp, 'chromium'), { mode: 0o755 }),
  );
  const libs = zlib.brotliDecompressSync(fs.readFileSync(path.join(bin, 'al2023.tar.br')));
  for (const file of tarFiles(libs)) {
    if (file.name.startsWith('lib/') && !file.name.includes('..'))
      fs.writeFileSync(path.join(tmp, file.name), file.data, { mode: 0o755 });
  }
  fs.rmSync(dir, { recursive: true, force: true });
  try {
    fs.renameSync(tmp, dir);
  } catch (error) {
    // Another build on this machine finished unpacking first: use its copy.
    fs.rmSync(tmp, { recursive: true, force: true });
    if (!fs.existsSync(executable)) throw error;
  }
  return { executable, libDir };
}
